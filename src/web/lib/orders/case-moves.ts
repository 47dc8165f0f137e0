import { useState } from 'react';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TOrderDetail } from '../../../domain/orders/detail';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { failureOf, RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';
import { createIdempotencyKeys } from '../http/idempotency-key';
import { caseQueries } from '../cases/case-queries';

/**
 * The factory console's status moves of an order, every line's: each form says how its move is sent, this module
 * sends it online and keeps the cached order right. The factory works at a desk on the plant's network and must see at
 * once when an order moved on under it (45005, said on the form). The clinic's moves, made on tablets whose connection
 * drops, go through the outbox instead (queue-order-move.ts); both read the same status tables (docs/orders.md).
 */

/**
 * Sends one move and answers the case as it is after it (null when the answer is not a case detail);
 * `idempotencyKey` stays the same while the move does, so a resend after a lost answer counts once.
 */
export type CaseMoveSend<TMove> = (move: TMove, idempotencyKey: string) => Promise<TOrderDetail | null>;

/**
 * POST order `path`: the move's own call; throws a refusal. Answers the order as the server answered it, read with the
 * line's detail schema (`answer`: the aligners' `ZCaseDetail`), so it can replace the cached order whole; null without a
 * schema or when the answer is not one (the order's queries are then fetched again).
 */
export async function postCaseMove(
  path: string,
  body: unknown,
  idempotencyKey?: string,
  answer?: z.ZodType<TOrderDetail>,
): Promise<TOrderDetail | null> {
  const result = await api.post<unknown>('order', path, body, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  const parsed = answer?.safeParse(result.data);
  return parsed?.success ? parsed.data : null;
}

/** Refusals that mean what is on screen is stale: the case moved on, or the move is no longer the caller's. */
const STALE_CODES: ReadonlySet<number> = new Set([
  CaseErrorCode.statusConflict,
  CaseErrorCode.transitionNotAllowed,
  CaseErrorCode.transitionRoleNotAllowed,
]);

/**
 * A move as a mutation; it resolves to the case as the server answers it after the move (null when the answer is not
 * a case detail). On success the answer replaces the case cached under `detailKeyOf(move)` and every other case query
 * (lists, queues, counts, talk) is fetched again; on a refusal that makes the screen stale the case is fetched again
 * (the form that sent it stays open with what the user typed).
 */
export function useCaseMove<TMove>(send: CaseMoveSend<TMove>, detailKeyOf: (move: TMove) => readonly unknown[]) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (move: TMove) => send(move, keys.keyFor(move)),
    onSuccess: async (detail, move) => {
      keys.clear();
      const detailKey = detailKeyOf(move);
      if (detail) queryClient.setQueryData(detailKey, detail);
      const detailHash = hashKey(detailKey);
      await queryClient.invalidateQueries({
        queryKey: caseQueries.all(),
        // The answer is the case as it is now: only the lists, counts and talk are fetched again.
        predicate: (query) => !detail || query.queryHash !== detailHash,
      });
    },
    onError: (error, move) => {
      const code = failureOf(error)?.code;
      if (code !== undefined && STALE_CODES.has(code))
        void queryClient.invalidateQueries({ queryKey: detailKeyOf(move) });
    },
  });
}
