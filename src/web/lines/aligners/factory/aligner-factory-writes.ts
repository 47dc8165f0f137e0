import { CASE_PATHS } from '../../../../domain/orders/paths';
import type {
  TIssuePaymentRequest,
  TRecordPaymentRequest,
  TShipRequest,
} from '../../../../domain/orders/move-requests';
import { ZCaseDetail } from '../../../../domain/lines/aligners/detail';
import { type TUploadPlanRequest, ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import type { CaseWrite } from '../../../features/factory/api/factory-case-writes';
import { postCaseMove } from '../../../lib/orders/case-moves';

/**
 * The factory's aligner moves with a form of their own. Each answers the case as it is after the move, read with the
 * aligners' detail schema, so it replaces the case on screen at once.
 */

/** POST order /v1/factory/case/plan: a plan (from 6) or a revision (from 16), published to the doctor. */
export const publishPlan: CaseWrite<TUploadPlanRequest> = (request, key) =>
  postCaseMove(ALIGNER_PATHS.factoryPlan, request, key, ZCaseDetail);

/** POST order /v1/factory/case/payment-order: 20 -> 21. */
export const issuePaymentOrder: CaseWrite<TIssuePaymentRequest> = (request, key) =>
  postCaseMove(CASE_PATHS.factoryPaymentOrder, request, key, ZCaseDetail);

/** POST order /v1/factory/case/payment: 21 -> 22. */
export const recordPayment: CaseWrite<TRecordPaymentRequest> = (request, key) =>
  postCaseMove(CASE_PATHS.factoryPayment, request, key, ZCaseDetail);

/** POST order /v1/factory/case/ship: 23 -> 24. */
export const shipCase: CaseWrite<TShipRequest> = (request, key) =>
  postCaseMove(CASE_PATHS.factoryShip, request, key, ZCaseDetail);
