import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DraftController, type DraftState, type DraftUpdate } from './drafts';
import { thisTab } from './tab-scope';
import { useUserDatabase } from './user-database-context';

export type DraftHandle<T> = DraftState<T> & {
  setValue: (update: DraftUpdate<T>) => void;
  /** Deletes the saved draft (inside a transaction: as part of it); the value on screen stays. */
  clear: () => Promise<void>;
  /** Writes `value` as the saved draft now (inside a transaction: as part of it); the value on screen stays. */
  save: (value: T) => Promise<void>;
  /** Back to `initial`, the saved draft deleted. */
  reset: () => Promise<void>;
  /** Writes a waiting change now, or tries a failed write again. */
  flush: () => Promise<void>;
};

type DraftOptions = {
  /**
   * One draft per browser tab (a form that two tabs may show at once: a new patient, a patient's edit, a comment, an aligner case);
   * a closed tab's draft is adopted by the next tab opening the form. Without it every tab shares the draft of `key`
   * (a form that cannot be open twice).
   */
  perTab?: boolean;
};

/**
 * A form's value kept as a draft on the device under `key` (see drafts.ts): restored on mount, written 500 ms after
 * the last change (at most 1.5 s while typing goes on), written synchronously when the page is hidden or unloads, and
 * at once when the form goes away. `initial` is read when a key is first used; a different key starts a new draft.
 */
export function useDraft<T>(key: string, initial: T, { perTab = false }: DraftOptions = {}): DraftHandle<T> {
  const database = useUserDatabase();
  const create = () => new DraftController(database, key, initial, perTab ? { tab: thisTab() } : {});
  const [controller, setController] = useState(create);
  let current = controller;
  if (controller.key !== key || controller.db !== database) {
    // A different record or user: a new draft (state derived from props, set during render as React allows).
    current = create();
    setController(current);
  }
  const state = useSyncExternalStore(current.subscribe, current.getState);

  useEffect(() => {
    void controller.restore();
    // Page hide, tab close, reload, the update prompt's Reload: written with every other draft on screen.
    const detach = controller.attach();
    return () => {
      detach();
      void controller.dispose();
    };
  }, [controller]);

  return useMemo(
    () => ({
      ...state,
      setValue: current.setValue,
      clear: () => current.clear(),
      save: (value: T) => current.save(value),
      reset: () => current.reset(),
      flush: () => current.flush(),
    }),
    [state, current],
  );
}
