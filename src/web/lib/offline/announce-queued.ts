import { liveQuery } from 'dexie';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { clientMessages } from '../../../domain/response-codes';
import { toast } from '../../components/ui/toast/toast-store';
import type { UserDatabase } from './db';

export const savedOnDeviceMessage = msg`Saved on this device, will sync.`;

/** Online, an answer usually comes within this; after it the user hears the change is safe on the device. */
export const SAVED_ON_DEVICE_AFTER_MS = 4000;

type Outcome = { acknowledged: number; refusal: { msg: string } | null };

/**
 * Tells the user what became of a change just queued (its items: an upload and its record, say), once: the spec's
 * success message (the same catalog entry the server answers with) when the server acknowledged every item; the
 * server's refusal as an error toast (spec section 8, image flows); or, offline or when the answer is slow, that it
 * is saved on this device and will sync (the gallery then shows it as waiting). Every screen that queues a change
 * says what became of it through this, so an online change never reads "will be sent when there is a connection".
 */
export function announceQueued(
  db: UserDatabase,
  itemIds: readonly string[],
  /** Null for a change that shows itself (a rotation): then only a refusal is told. */
  success: MessageDescriptor | null,
  {
    savedAfterMs = SAVED_ON_DEVICE_AFTER_MS,
    isOnline = navigator.onLine,
    /** The page shows the server's refusal itself (the case wizard's banner): no second copy as a toast. */
    isRefusalShownByPage = false,
  } = {},
): void {
  const showSaved = () => (success ? toast.success(savedOnDeviceMessage) : undefined);
  if (itemIds.length === 0) return;
  if (!isOnline) {
    showSaved();
    return;
  }
  let isSettled = false;
  const settle = (show: () => void) => {
    if (isSettled) return;
    isSettled = true;
    clearTimeout(timer);
    // The first answer can arrive synchronously, before `subscription` is assigned.
    queueMicrotask(() => subscription.unsubscribe());
    show();
  };
  const timer = setTimeout(() => settle(showSaved), savedAfterMs);
  const subscription = liveQuery(async (): Promise<Outcome> => {
    const done = await db.outboxDone.bulkGet([...itemIds]);
    const queued = await db.outbox
      .where('id')
      .anyOf([...itemIds])
      .toArray();
    const refused = queued.find((item) => item.state === 'attention');
    return { acknowledged: done.filter(Boolean).length, refusal: refused ? { msg: refused.error?.msg ?? '' } : null };
  }).subscribe({
    next: ({ acknowledged, refusal }) => {
      if (refusal)
        settle(() => (isRefusalShownByPage ? undefined : toast.error(refusal.msg || clientMessages.genericError)));
      else if (acknowledged === itemIds.length) settle(() => (success ? toast.success(success) : undefined));
    },
    error: () => settle(showSaved),
  });
}
