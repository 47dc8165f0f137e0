import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TWebSession } from '../session/session-store';
import { readCurrentUserId, readQueryToken } from '../session/session';
import { SESSION_KEYS } from '../session/session-keys';
import { createBrowserTransport } from './outbox/browser-transport';
import { createDrainer, notifySignedIn, type Drainer, type PassResult } from './outbox/drainer';
import { sweepOrphanParts } from './outbox/uploads';
import type { OutboxStatus } from './outbox/status';
import type { DoneItem } from './outbox/types';
import { useUserDatabase } from './user-database-context';

/** What the signed-in pages get from the outbox: its status, "Sync now", and acknowledgements to refresh queries by. */
export type OutboxContextValue = Pick<Drainer, 'status' | 'syncNow' | 'onAcknowledged'>;

const OutboxContext = createContext<OutboxContextValue | null>(null);

const sessionQueryKey = ['session'];

/**
 * Runs the user's drainer (one per tab; the lease lets one tab at a time send) while the signed-in pages are open.
 * Inside UserDatabaseProvider. It tells the drainer when the session changes (a new sign-in here or in another tab),
 * so work that waited after a 401 goes on, and which clinic the session is in.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const drainer = useMemo(
    () =>
      createDrainer({
        db,
        transport: createBrowserTransport(),
        // An iframe tab sends with its own token; any other tab with the shared cookie, which must be this user's.
        isSignedIn: () => readQueryToken() !== null || readCurrentUserId() === db.userId,
        currentClinicId: () => queryClient.getQueryData<TWebSession>(sessionQueryKey)?.clinicId,
      }),
    [db, queryClient],
  );

  useEffect(() => {
    drainer.start();
    // Parts a closed tab left while cutting a file (it never became an upload) only take space: remove them.
    void sweepOrphanParts(db).catch(() => undefined);
    return () => void drainer.stop();
  }, [db, drainer]);

  useEffect(() => {
    // A fresh session (sign-in, clinic switch, the start-up check): items held for sign-in or for a clinic may go, in
    // every tab of this user (a same-user sign-in changes nothing in localStorage that other tabs would hear).
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryKey[0] === sessionQueryKey[0]
      ) {
        notifySignedIn(db.userId);
      }
    });
    // Another tab signed in (as this user, or as someone else: the drainer then holds everything back).
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEYS.currentUserId) drainer.notifySignedIn();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [db, drainer, queryClient]);

  const value = useMemo<OutboxContextValue>(
    () => ({ status: drainer.status, syncNow: drainer.syncNow, onAcknowledged: drainer.onAcknowledged }),
    [drainer],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

function useOutbox(): OutboxContextValue {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('The outbox hooks need an OutboxProvider (signed-in routes only).');
  return outbox;
}

/** Live counts (every tab's), the last successful sync and this tab's drainer state. */
export function useOutboxStatus(): OutboxStatus {
  const { status } = useOutbox();
  return useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
}

/** "Sync now": one pass at once, backoff ignored; resolves when it ended. */
export function useSyncNow(): () => Promise<PassResult> {
  return useOutbox().syncNow;
}

/**
 * Calls `listener` with every item the server acknowledges (sent by this tab or another), so a feature refreshes
 * the queries it touched: `useOnAcknowledged((item) => item.entity === 'patient' && invalidate...)`.
 */
export function useOnAcknowledged(listener: (item: DoneItem) => void): void {
  const { onAcknowledged } = useOutbox();
  const onItem = useEffectEvent(listener);
  useEffect(() => onAcknowledged((item) => onItem(item)), [onAcknowledged]);
}

/** For tests and stories: a given outbox (a drainer, or a stub with a status store). */
export const OutboxTestProvider = OutboxContext.Provider;
