import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type {
  TIssuePaymentRequest,
  TRecordPaymentRequest,
  TShipRequest,
  TTransitionRequest,
} from '../../../../domain/orders/move-requests';
import { type TUploadPlanRequest, ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { caseQueries, transitionCase } from '../../../lib/cases/case-queries';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { createIdempotencyKeys } from '../../../lib/http/idempotency-key';

/** A change the factory sends with the status it saw; the key makes a resend after a lost answer count once. */
export type CaseWrite<TRequest> = (request: TRequest, idempotencyKey: string) => Promise<unknown>;

async function postFactoryWrite(path: string, body: unknown, idempotencyKey: string): Promise<unknown> {
  const result = await api.post('order', path, body, { isSilent: true, idempotencyKey });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** POST order /v1/case/transition: pass or fail the review, accept into design, take up a rejection, release, terminate. */
export const changeCaseStatus: CaseWrite<TTransitionRequest> = (request) => transitionCase(request);

/** POST order /v1/factory/case/plan: a plan (from 6) or a revision (from 16), published to the doctor. */
export const publishPlan: CaseWrite<TUploadPlanRequest> = (request, key) =>
  postFactoryWrite(ALIGNER_PATHS.factoryPlan, request, key);

/** POST order /v1/factory/case/payment-order: 20 -> 21. */
export const issuePaymentOrder: CaseWrite<TIssuePaymentRequest> = (request, key) =>
  postFactoryWrite(CASE_PATHS.factoryPaymentOrder, request, key);

/** POST order /v1/factory/case/payment: 21 -> 22. */
export const recordPayment: CaseWrite<TRecordPaymentRequest> = (request, key) =>
  postFactoryWrite(CASE_PATHS.factoryPayment, request, key);

/** POST order /v1/factory/case/ship: 23 -> 24. */
export const shipCase: CaseWrite<TShipRequest> = (request, key) =>
  postFactoryWrite(CASE_PATHS.factoryShip, request, key);

/**
 * One of the writes above as a mutation. Whatever the answer, the case is asked for again (and the queues): after a
 * success it shows its new status, after a conflict the change that won.
 */
export function useCaseWrite<TRequest>(write: CaseWrite<TRequest>) {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (request: TRequest) => write(request, keys.keyFor(request)),
    onSuccess: () => keys.clear(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseQueries.all() }),
  });
}
