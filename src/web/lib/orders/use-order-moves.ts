import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { caseQueries } from '../cases/case-queries';
import { discard, isEnqueueUploadError, useOnAcknowledged, type RequestItem } from '../offline/outbox';
import { useUserDatabase } from '../offline/user-database-context';
import { useSession } from '../session/session-store';
import { isQueuedOrderMove, orderMoveOutboxActions, queueOrderMove, type OrderMove } from './queue-order-move';

/**
 * The moves of one order still on this device (waiting, sending, or refused with the server's message), oldest
 * first; once the server acknowledges one, the order and every case list are read again.
 */
export function useQueuedOrderMoves(orderId: number) {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const items = useLiveQuery(
    async () => (await db.outbox.orderBy('seq').toArray()).filter((item) => isQueuedOrderMove(item, orderId)),
    [db, orderId],
  );
  useOnAcknowledged((item) => {
    if (
      item.entity === 'case' &&
      item.entityKey === String(orderId) &&
      item.label.action === orderMoveOutboxActions.move.id
    )
      void queryClient.invalidateQueries({ queryKey: caseQueries.all() });
  });
  // A refused move (the order moved on meanwhile, say): the order is read again, so the page shows where it stands
  // now beside the refusal and what was typed.
  const refused = (items ?? [])
    .filter((item) => item.state === 'attention')
    .map((item) => item.id)
    .join();
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: caseQueries.all() });
  }, [refused, queryClient]);
  return {
    items: items ?? [],
    isLoaded: items !== undefined,
    /** Whether new moves may be offered: none is still on the device (the status they would start from is about to change). */
    canMove: items !== undefined && items.length === 0,
    /** Drops a refused move (its photos stay stored). */
    discard: (item: RequestItem) => discard(db, item.id),
  };
}

/** What the page says once a move is on the device (not yet at the server: the status changes when it is). */
export const queuedMoveMessage = msg`Saved on this device: the change is sent to the factory as soon as the connection allows.`;

/**
 * Queues a move from a dialog: `queue` resolves true once the move is on the device; on a failure (a photo refused,
 * the device full) it resolves false and `error` says why, and the dialog keeps what the user typed.
 */
export function useQueueOrderMove() {
  const { i18n, t } = useLingui();
  const db = useUserDatabase();
  const { session } = useSession();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clinicId = session?.clinicId ?? undefined;

  const queue = async (move: Omit<OrderMove, 'clinicId'>): Promise<boolean> => {
    setIsSaving(true);
    setError(null);
    try {
      await queueOrderMove(db, { ...move, ...(clinicId === undefined ? {} : { clinicId }) });
      return true;
    } catch (failure) {
      setError(isEnqueueUploadError(failure) ? i18n._(failure.text) : t`The change could not be saved on this device.`);
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  return { queue, isSaving, error, setError };
}
