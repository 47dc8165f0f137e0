import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One descriptor per label; several codes share a label (spec section 4). */
export const orderStatusLabels = {
  informationToComplete: msg({ context: 'order status', message: 'information to complete' }),
  toBeReviewed: msg({ context: 'order status', message: 'to be reviewed' }),
  orderCancelled: msg({ context: 'order status', message: 'order cancelled' }),
  passed: msg({ context: 'order status', message: 'passed' }),
  failed: msg({ context: 'order status', message: 'failed' }),
  planToBeDesigned: msg({ context: 'order status', message: 'plan to be designed' }),
  planDesigned: msg({ context: 'order status', message: 'plan designed' }),
  planToBeReviewed: msg({ context: 'order status', message: 'plan to be reviewed' }),
  planPassed: msg({ context: 'order status', message: 'plan passed' }),
  planNotPassed: msg({ context: 'order status', message: 'plan not passed' }),
  planToBeAdjusted: msg({ context: 'order status', message: 'plan to be adjusted' }),
  productionTreatmentPlan: msg({ context: 'order status', message: 'production treatment plan' }),
  pendingPayment: msg({ context: 'order status', message: 'pending payment' }),
  paid: msg({ context: 'order status', message: 'paid' }),
  productionOrderOut: msg({ context: 'order status', message: 'production order out' }),
  inTransit: msg({ context: 'order status', message: 'in transit' }),
  received: msg({ context: 'order status', message: 'received' }),
  treatmentCompleted: msg({ context: 'order status', message: 'treatment completed' }),
  productionTerminated: msg({ context: 'order status', message: 'production terminated' }),
  ignored: msg({ context: 'order status', message: 'ignored' }),
  abutmentSelectionInProgress: msg({ context: 'order status', message: 'abutment selection in progress' }),
  toConfirm: msg({ context: 'order status', message: 'to confirm' }),
  abutmentToConfirm: msg({ context: 'order status', message: 'abutment to confirm' }),
  feedback: msg({ context: 'order status', message: 'feedback' }),
  abutmentToAdjust: msg({ context: 'order status', message: 'abutment to adjust' }),
  confirmed: msg({ context: 'order status', message: 'confirmed' }),
  signedFor: msg({ context: 'order status', message: 'signed for' }),
  acceptancePassed: msg({ context: 'order status', message: 'acceptance passed' }),
  acceptanceFailed: msg({ context: 'order status', message: 'acceptance failed' }),
  roughDesignPlan: msg({ context: 'order status', message: 'rough design plan' }),
  application: msg({ context: 'order status', message: 'application' }),
  pendingAssignment: msg({ context: 'order status', message: 'pending assignment' }),
  pendingDesign: msg({ context: 'order status', message: 'pending design' }),
  designing: msg({ context: 'order status', message: 'designing' }),
  designDone: msg({ context: 'order status', message: 'design done' }),
  riskAssessment: msg({ context: 'order status', message: 'risk assessment' }),
  trayScheduled: msg({ context: 'order status', message: 'tray scheduled' }),
  trayShipped: msg({ context: 'order status', message: 'tray shipped' }),
  trayReceived: msg({ context: 'order status', message: 'tray received' }),
  tryInScheduled: msg({ context: 'order status', message: 'try-in scheduled' }),
  tryInShipped: msg({ context: 'order status', message: 'try-in shipped' }),
  tryInReceived: msg({ context: 'order status', message: 'try-in received' }),
  tryInPendingAcceptance: msg({ context: 'order status', message: 'try-in pending acceptance' }),
  tryInFailed: msg({ context: 'order status', message: 'try-in failed' }),
  tryInPassed: msg({ context: 'order status', message: 'try-in passed' }),
} satisfies Record<string, MessageDescriptor>;

type LabelKey = keyof typeof orderStatusLabels;
type Wordings = { primary: LabelKey; secondary?: LabelKey };

/**
 * The order status table of spec section 4. Where the spec gives a second wording (26, 42, 43),
 * the screen that shows it picks it; everywhere else the second wording is the first.
 */
const wordingsByCode = {
  1: { primary: 'informationToComplete' },
  2: { primary: 'toBeReviewed' },
  3: { primary: 'orderCancelled' },
  4: { primary: 'passed' },
  5: { primary: 'failed' },
  6: { primary: 'planToBeDesigned' },
  7: { primary: 'planToBeDesigned' },
  8: { primary: 'planDesigned' },
  10: { primary: 'planToBeReviewed' },
  11: { primary: 'planDesigned' },
  12: { primary: 'planDesigned' },
  13: { primary: 'planToBeReviewed' },
  14: { primary: 'planPassed' },
  15: { primary: 'planNotPassed' },
  16: { primary: 'planToBeAdjusted' },
  17: { primary: 'planToBeAdjusted' },
  20: { primary: 'productionTreatmentPlan' },
  21: { primary: 'pendingPayment' },
  22: { primary: 'paid' },
  23: { primary: 'productionOrderOut' },
  24: { primary: 'inTransit' },
  25: { primary: 'received' },
  26: { primary: 'passed', secondary: 'treatmentCompleted' },
  27: { primary: 'productionTerminated' },
  29: { primary: 'ignored' },
  30: { primary: 'planToBeDesigned' },
  31: { primary: 'planToBeDesigned' },
  32: { primary: 'planToBeDesigned' },
  33: { primary: 'planToBeDesigned' },
  34: { primary: 'planToBeDesigned' },
  35: { primary: 'planToBeReviewed' },
  36: { primary: 'productionOrderOut' },
  37: { primary: 'productionOrderOut' },
  38: { primary: 'productionOrderOut' },
  39: { primary: 'productionOrderOut' },
  41: { primary: 'abutmentSelectionInProgress' },
  42: { primary: 'toConfirm', secondary: 'abutmentToConfirm' },
  43: { primary: 'feedback', secondary: 'abutmentToAdjust' },
  44: { primary: 'confirmed' },
  46: { primary: 'signedFor' },
  47: { primary: 'acceptancePassed' },
  48: { primary: 'acceptanceFailed' },
  50: { primary: 'roughDesignPlan' },
  51: { primary: 'application' },
  52: { primary: 'pendingAssignment' },
  53: { primary: 'pendingDesign' },
  54: { primary: 'designing' },
  55: { primary: 'designing' },
  56: { primary: 'designDone' },
  57: { primary: 'designing' },
  58: { primary: 'riskAssessment' },
  61: { primary: 'trayScheduled' },
  62: { primary: 'trayShipped' },
  63: { primary: 'trayReceived' },
  68: { primary: 'tryInScheduled' },
  69: { primary: 'tryInShipped' },
  70: { primary: 'tryInReceived' },
  71: { primary: 'tryInPendingAcceptance' },
  72: { primary: 'tryInFailed' },
  73: { primary: 'tryInPassed' },
} as const satisfies Record<number, Wordings>;

export type OrderStatusCode = keyof typeof wordingsByCode;
export type OrderStatusWording = 'primary' | 'secondary';

const wordings = new Map<number, Wordings>(
  Object.entries(wordingsByCode).map(([code, wording]) => [Number(code), wording]),
);

/** Every order status code of the table, ascending. */
export const ORDER_STATUS_CODES: readonly OrderStatusCode[] = [...wordings.keys()]
  .filter(isOrderStatusCode)
  .sort((a, b) => a - b);

/** The labels that say something went wrong: wherever one is shown, the reason given for it is shown too. */
const FAILED_LABELS = new Set<LabelKey>(['failed', 'planNotPassed', 'acceptanceFailed', 'tryInFailed']);

/** Whether a status says a review, a plan, an acceptance or a try-in failed (5, 15, 48, 72). */
export function isFailedStatus(code: number): boolean {
  const wording = wordings.get(code);
  return wording !== undefined && FAILED_LABELS.has(wording.primary);
}

export function isOrderStatusCode(code: number): code is OrderStatusCode {
  return wordings.has(code);
}

/** The label of a status; `secondary` picks the second wording where the spec has one. */
export function orderStatusLabel(code: OrderStatusCode, wording?: OrderStatusWording): MessageDescriptor;
export function orderStatusLabel(code: number, wording?: OrderStatusWording): MessageDescriptor | undefined;
export function orderStatusLabel(code: number, wording: OrderStatusWording = 'primary'): MessageDescriptor | undefined {
  const found = wordings.get(code);
  if (!found) return undefined;
  const key = wording === 'secondary' ? (found.secondary ?? found.primary) : found.primary;
  return orderStatusLabels[key];
}

/**
 * A name for every code of the table, so no code is written as a bare number outside the product lines' status tables.
 * A code that shares its label with a lower code carries its number in its name (the spec does not tell them apart);
 * 26 is named by its second wording, the one aligners show.
 */
export const ORDER_STATUS = {
  informationToComplete: 1,
  toBeReviewed: 2,
  orderCancelled: 3,
  passed: 4,
  failed: 5,
  planToBeDesigned: 6,
  planToBeDesigned7: 7,
  planDesigned: 8,
  planToBeReviewed: 10,
  planDesigned11: 11,
  planDesigned12: 12,
  planToBeReviewed13: 13,
  planPassed: 14,
  planNotPassed: 15,
  planToBeAdjusted: 16,
  planToBeAdjusted17: 17,
  productionTreatmentPlan: 20,
  pendingPayment: 21,
  paid: 22,
  productionOrderOut: 23,
  inTransit: 24,
  received: 25,
  treatmentCompleted: 26,
  productionTerminated: 27,
  ignored: 29,
  planToBeDesigned30: 30,
  planToBeDesigned31: 31,
  planToBeDesigned32: 32,
  planToBeDesigned33: 33,
  planToBeDesigned34: 34,
  planToBeReviewed35: 35,
  productionOrderOut36: 36,
  productionOrderOut37: 37,
  productionOrderOut38: 38,
  productionOrderOut39: 39,
  abutmentSelectionInProgress: 41,
  toConfirm: 42,
  feedback: 43,
  confirmed: 44,
  signedFor: 46,
  acceptancePassed: 47,
  acceptanceFailed: 48,
  roughDesignPlan: 50,
  application: 51,
  pendingAssignment: 52,
  pendingDesign: 53,
  designing: 54,
  designing55: 55,
  designDone: 56,
  designing57: 57,
  riskAssessment: 58,
  trayScheduled: 61,
  trayShipped: 62,
  trayReceived: 63,
  tryInScheduled: 68,
  tryInShipped: 69,
  tryInReceived: 70,
  tryInPendingAcceptance: 71,
  tryInFailed: 72,
  tryInPassed: 73,
} as const satisfies Record<string, OrderStatusCode>;

export type OrderStatusName = keyof typeof ORDER_STATUS;
