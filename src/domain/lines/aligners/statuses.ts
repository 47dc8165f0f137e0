import { ORDER_STATUS as S } from '../../order-status';
import {
  CLINIC_ROLES as CLINIC,
  defineMove,
  FACTORY_ROLES as FACTORY,
  MOVE_PHOTOS_MAX,
  type MoveForm,
  type StatusTable,
} from '../../orders/moves';
import { closingClinicMoves, closingFactoryMoves, OPENING_CLINIC_MOVES } from '../../orders/common-moves';

/**
 * The status table of invisible aligners (product line 1). The spec lists the codes (section 4) but not the moves;
 * these follow how an aligner manufacturer works:
 * - The clinic owns the case data and the decisions about the patient: it submits, fixes a failed case, approves or
 *   rejects a plan, asks for production, confirms receipt, completes, ignores, restores and cancels.
 * - The factory owns the work: it reviews the case data (pass, or fail with a reason), designs and revises the plan,
 *   prices the production plan, records the payment (until real payment exists), produces, ships and may terminate
 *   production with a reason.
 * - A cancel is the clinic's and only before production: once paid the order is in the factory's production queue and
 *   only the factory can stop it, as production terminated.
 * - Every move that puts the case back in the other side's hands with bad news needs a reason the other side reads
 *   (failed, plan not passed, cancelled, production terminated), and may carry photos.
 * - Ignored parks a case the clinic is not pursuing; restoring it goes back to information to complete, because the
 *   data may be stale and the clinic resubmits it.
 * - After receipt the clinic may ask for the next batch of steps or complete the treatment, or restart the stage.
 * Every move the factory makes leaves the clinic a reminder, and names the factory desk that makes it (reviewer: the
 * review and accepting into design; designer: plans and rejected plans; finance: payment order and payment; production:
 * release, shipping and termination; a factory admin makes every move): docs/orders.md, "Factory roles".
 */

const plain: MoveForm = { reason: 'none', photos: 0 };
const withReason: MoveForm = { reason: 'required', photos: MOVE_PHOTOS_MAX };
const form = (fields: NonNullable<MoveForm['fields']>): MoveForm => ({ reason: 'none', photos: 0, fields });

/** The clinic's moves, in the order its screen offers them (and the server lists its next statuses). */
const clinicMoves = [
  ...OPENING_CLINIC_MOVES,
  defineMove({
    action: 'approvePlan',
    from: [S.planToBeReviewed],
    to: S.planPassed,
    by: CLINIC,
    form: plain,
    effects: ['planDecision'],
  }),
  defineMove({
    action: 'rejectPlan',
    from: [S.planToBeReviewed],
    to: S.planNotPassed,
    by: CLINIC,
    form: withReason,
    effects: ['planDecision'],
  }),
  defineMove({
    action: 'complete',
    from: [S.received],
    to: S.treatmentCompleted,
    by: CLINIC,
    form: form('completion'),
    effects: ['completionRecord'],
  }),
  defineMove({
    action: 'requestProduction',
    from: [S.planPassed, S.received],
    to: S.productionTreatmentPlan,
    by: CLINIC,
    form: form('production'),
    effects: ['productionRequest'],
  }),
  defineMove({
    action: 'confirmReceipt',
    from: [S.inTransit],
    to: S.received,
    by: CLINIC,
    form: plain,
    effects: ['shipmentReceived'],
  }),
  // Only before production (see above).
  ...closingClinicMoves({
    from: [
      S.informationToComplete,
      S.toBeReviewed,
      S.passed,
      S.failed,
      S.planToBeDesigned,
      S.planDesigned,
      S.planToBeReviewed,
      S.planPassed,
      S.planNotPassed,
      S.planToBeAdjusted,
      S.productionTreatmentPlan,
      S.pendingPayment,
    ],
    form: withReason,
  }),
];

/** The factory's moves, in the order its panel offers them: the work that moves the case on first. */
const factoryMoves = [
  defineMove({
    action: 'passReview',
    from: [S.toBeReviewed],
    to: S.passed,
    by: FACTORY,
    desk: 'reviewer',
    form: plain,
    effects: ['remindClinic'],
  }),
  defineMove({
    action: 'failReview',
    from: [S.toBeReviewed],
    to: S.failed,
    by: FACTORY,
    desk: 'reviewer',
    form: withReason,
    effects: ['remindClinic'],
  }),
  defineMove({
    action: 'acceptDesign',
    from: [S.passed],
    to: S.planToBeDesigned,
    by: FACTORY,
    desk: 'reviewer',
    form: plain,
    effects: ['remindClinic'],
  }),
  // The upload goes on to plan to be reviewed in the same call (publishPlan); the clinic hears of it once.
  defineMove({
    action: 'uploadPlan',
    from: [S.planToBeDesigned, S.planToBeAdjusted],
    to: S.planDesigned,
    by: FACTORY,
    desk: 'designer',
    form: form('plan'),
    effects: ['planRecord'],
  }),
  defineMove({
    action: 'publishPlan',
    from: [S.planDesigned],
    to: S.planToBeReviewed,
    by: FACTORY,
    desk: 'designer',
    form: plain,
    effects: ['remindClinic'],
  }),
  defineMove({
    action: 'takeUpRejection',
    from: [S.planNotPassed],
    to: S.planToBeAdjusted,
    by: FACTORY,
    desk: 'designer',
    form: plain,
    effects: ['remindClinic'],
  }),
  defineMove({
    action: 'issuePaymentOrder',
    from: [S.productionTreatmentPlan],
    to: S.pendingPayment,
    by: FACTORY,
    desk: 'finance',
    form: form('paymentOrder'),
    effects: ['paymentOrder', 'remindClinic'],
  }),
  defineMove({
    action: 'recordPayment',
    from: [S.pendingPayment],
    to: S.paid,
    by: FACTORY,
    desk: 'finance',
    form: form('payment'),
    effects: ['paymentRecord', 'remindClinic'],
  }),
  defineMove({
    action: 'release',
    from: [S.paid],
    to: S.productionOrderOut,
    by: FACTORY,
    desk: 'production',
    form: plain,
    effects: ['remindClinic'],
  }),
  ...closingFactoryMoves({ from: [S.paid, S.productionOrderOut], form: withReason }),
];

/** Stage restart: once the stage's aligners are in the patient's hands (received), back to information to complete. */
const restart = defineMove({
  action: 'restart',
  from: [S.received],
  to: S.informationToComplete,
  by: CLINIC,
  form: { reason: 'required', photos: 0 },
  effects: ['newStage'],
});

export type AlignerClinicAction = (typeof clinicMoves)[number]['action'];
export type AlignerFactoryAction = (typeof factoryMoves)[number]['action'];
export type AlignerAction = AlignerClinicAction | AlignerFactoryAction | typeof restart.action;

export const ALIGNER_STATUS_TABLE: StatusTable<AlignerAction> = {
  moves: [...clinicMoves, ...factoryMoves],
  restart,
  statuses: {
    [S.informationToComplete]: { tab: 'toSubmit', queue: 'doctor', planStage: { stage: 'dataCollection' } },
    [S.toBeReviewed]: { tab: 'inTreatment', queue: 'review', planStage: { stage: 'dataCollection' } },
    [S.orderCancelled]: { tab: 'completed', queue: 'closed', planStage: { stage: 'terminated' } },
    [S.passed]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.failed]: { tab: 'toSubmit', queue: 'doctor', planStage: { stage: 'dataCollection' } },
    [S.planToBeDesigned]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.planDesigned]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.planToBeReviewed]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'planReview', step: 'pending' } },
    [S.planPassed]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'planReview', step: 'passed' } },
    [S.planNotPassed]: { tab: 'inTreatment', queue: 'revise', planStage: { stage: 'planReview', step: 'failed' } },
    [S.planToBeAdjusted]: { tab: 'inTreatment', queue: 'revise', planStage: { stage: 'planDesign' } },
    [S.productionTreatmentPlan]: {
      tab: 'inTreatment',
      queue: 'payment',
      planStage: { stage: 'production', step: 'inProduction' },
    },
    [S.pendingPayment]: { tab: 'pending', queue: 'payment', planStage: { stage: 'production', step: 'inProduction' } },
    [S.paid]: { tab: 'inTreatment', queue: 'production', planStage: { stage: 'production', step: 'inProduction' } },
    [S.productionOrderOut]: {
      tab: 'inTreatment',
      queue: 'shipping',
      planStage: { stage: 'production', step: 'inProduction' },
    },
    [S.inTransit]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'shipped' } },
    [S.received]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'received' } },
    [S.treatmentCompleted]: { tab: 'completed', queue: 'closed', planStage: { stage: 'treatmentComplete' } },
    [S.productionTerminated]: { tab: 'completed', queue: 'closed', planStage: { stage: 'terminated' } },
    [S.ignored]: { tab: 'ignored', queue: 'closed', planStage: { stage: 'dataCollection' } },
  },
};
