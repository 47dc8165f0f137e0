import { CASE_PATHS } from '../../../../domain/orders/paths';
import type {
  TIssuePaymentRequest,
  TRecordPaymentRequest,
  TShipRequest,
  TTransitionRequest,
} from '../../../../domain/orders/move-requests';
import { type TUploadPlanRequest, ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { transitionCase } from '../../../lib/cases/case-queries';
import { postCaseMove, type CaseMoveSend } from '../../../lib/orders/case-moves';

/** A change the factory sends with the status it saw; the key makes a resend after a lost answer count once. */
export type CaseWrite<TRequest> = CaseMoveSend<TRequest>;

/** POST order /v1/case/transition: pass or fail the review, accept into design, take up a rejection, release, terminate. */
export const changeCaseStatus: CaseWrite<TTransitionRequest> = (request) => transitionCase(request);

/** POST order /v1/factory/case/plan: a plan (from 6) or a revision (from 16), published to the doctor. */
export const publishPlan: CaseWrite<TUploadPlanRequest> = (request, key) =>
  postCaseMove(ALIGNER_PATHS.factoryPlan, request, key);

/** POST order /v1/factory/case/payment-order: 20 -> 21. */
export const issuePaymentOrder: CaseWrite<TIssuePaymentRequest> = (request, key) =>
  postCaseMove(CASE_PATHS.factoryPaymentOrder, request, key);

/** POST order /v1/factory/case/payment: 21 -> 22. */
export const recordPayment: CaseWrite<TRecordPaymentRequest> = (request, key) =>
  postCaseMove(CASE_PATHS.factoryPayment, request, key);

/** POST order /v1/factory/case/ship: 23 -> 24. */
export const shipCase: CaseWrite<TShipRequest> = (request, key) => postCaseMove(CASE_PATHS.factoryShip, request, key);
