import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DraftController, type DraftState, type DraftUpdate } from './drafts';
import { useUserDatabase } from './user-database-context';

export type DraftHandle<T> = DraftState<T> & {
  setValue: (update: DraftUpdate<T>) => void;
  /** Deletes the saved draft (inside a transaction: as part of it); the value on screen stays. */
  clear: () => Promise<void>;
  /** Back to `initial`, the saved draft deleted. */
  reset: () => Promise<void>;
  /** Writes a waiting change now, or tries a failed write again. */
  flush: () => Promise<void>;
};

/**
 * A form's value kept as a draft on the device under `key` (see drafts.ts): restored on mount, written 500 ms after
 * the last change, written at once when the page is hidden or the form goes away. `initial` is read when a key is
 * first used; a different key starts a new draft.
 */
export function useDraft<T>(key: string, initial: T): DraftHandle<T> {
  const database = useUserDatabase();
  const [controller, setController] = useState(() => new DraftController(database, key, initial));
  let current = controller;
  if (controller.key !== key || controller.db !== database) {
    // A different record or user: a new draft (state derived from props, set during render as React allows).
    current = new DraftController(database, key, initial);
    setController(current);
  }
  const state = useSyncExternalStore(current.subscribe, current.getState);

  useEffect(() => {
    void controller.restore();
    // A tablet may freeze or kill a hidden tab without another event: write what waits while it still can.
    const onPageHide = () => void controller.flush();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') void controller.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void controller.dispose();
    };
  }, [controller]);

  return useMemo(
    () => ({
      ...state,
      setValue: current.setValue,
      clear: () => current.clear(),
      reset: () => current.reset(),
      flush: () => current.flush(),
    }),
    [state, current],
  );
}
