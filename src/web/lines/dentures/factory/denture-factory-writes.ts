import {
  DENTURE_PATHS,
  type TAbutmentSelectionRequest,
  type TTryInShipRequest,
} from '../../../../domain/lines/dentures/requests';
import { LINE_ORDER_PATHS } from '../../../../domain/orders/line-orders';
import type { TRecordPaymentRequest, TShipRequest, TTransitionRequest } from '../../../../domain/orders/move-requests';
import type { CaseWrite } from '../../../features/factory/api/factory-case-writes';
import { postCaseMove } from '../../../lib/orders/case-moves';

/**
 * The factory's calls on a fixed-denture order: the core's plain move and the line's moves with a form of their own
 * (DENTURE_PATHS). Each answers the core's view of the order, so the order's queries are fetched again after it.
 */

/** POST order /v1/line/transition: the plain moves (review, design steps, release, try-in, terminate...). */
export const dentureTransition: CaseWrite<TTransitionRequest> = (request, key) =>
  postCaseMove(LINE_ORDER_PATHS.transition, request, key);

/** POST order /v1/line/dentures/abutment: 41 or 43 -> 42, with the selection id. */
export const selectAbutment: CaseWrite<TAbutmentSelectionRequest> = (request, key) =>
  postCaseMove(DENTURE_PATHS.abutment, request, key);

/** POST order /v1/line/dentures/payment: 21 -> 22. */
export const recordDenturePayment: CaseWrite<TRecordPaymentRequest> = (request, key) =>
  postCaseMove(DENTURE_PATHS.payment, request, key);

/** POST order /v1/line/dentures/try-in/ship: 68 -> 69, carrier and tracking number. */
export const shipTryIn: CaseWrite<TTryInShipRequest> = (request, key) =>
  postCaseMove(DENTURE_PATHS.tryInShip, request, key);

/** POST order /v1/line/dentures/ship: 23 -> 24, carrier, tracking number, delivery day. */
export const shipDenture: CaseWrite<TShipRequest> = (request, key) => postCaseMove(DENTURE_PATHS.ship, request, key);
