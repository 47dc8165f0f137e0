import { ORDER_STATUS as S } from '../../order-status';
import {
  CLINIC_ROLES as CLINIC,
  defineMove,
  FACTORY_ROLES as FACTORY,
  type MoveDefinition,
  type MoveEffect,
  type MoveForm,
  type StatusTable,
} from '../../orders/moves';
import { closingClinicMoves, closingFactoryMoves, OPENING_CLINIC_MOVES } from '../../orders/common-moves';

/**
 * The status table of fixed dentures (product line 2), as docs/orders.md designs it:
 * - review 2 -> 4 or 5; an implant order whose abutment is bought from the factory has its abutment selected
 *   (4 -> 41 -> 42, a selection id) and confirmed by the clinic (42 -> 44) or sent back (42 -> 43, adjusted to 42);
 * - a custom impression tray when the clinic asked for one: made (4 or 44 -> 61), shipped (62, a carrier and a
 *   tracking number), received by the clinic (63), which takes the final impression with it;
 * - design: queued (4, 44 or 63 -> 52), assigned (53), designed (54 -> 56), risk-assessed when implants are in it
 *   (56 -> 58), and the rough design plan goes to the clinic (56 or 58 -> 50), which confirms it (50 -> 21: the payment
 *   order is issued from the order's costs) or gives feedback (50 -> 53);
 * - pay 21 -> 22, release 22 -> 23; with a try-in: 23 -> 68 -> 69 shipped, the clinic receives it (70), tries it in
 *   (71) and passes (73: the factory finishes the work, 23) or fails it (72: the factory makes it again, 68);
 * - ship 23 -> 24; the clinic signs for it (46) and accepts it (47) or asks for a rework (48: teeth and a reason per
 *   tooth), which the factory takes up (23);
 * - an edit application (2 -> 51) the factory accepts (back to 1: the wizard reopens with isEdit) or refuses (2);
 *   cancel (the clinic, before payment) and terminate (the factory, in production) close it.
 * Which of the implant and try-in steps an order takes is its own data's to say (src/server/lines/dentures checks it).
 * Photos: up to 6 with a feedback or a rework, none with the other reasons (spec section 5; docs/orders.md, "Forms").
 */

const FEEDBACK_PHOTOS_MAX = 6;
const plain: MoveForm = { reason: 'none', photos: 0 };
const withReason: MoveForm = { reason: 'required', photos: 0 };
const feedback: MoveForm = { reason: 'required', photos: FEEDBACK_PHOTOS_MAX };
const form = (fields: NonNullable<MoveForm['fields']>): MoveForm => ({ reason: 'none', photos: 0, fields });

/** The clinic's moves, in the order its screen offers them. */
const clinicMoves = [
  ...OPENING_CLINIC_MOVES,
  defineMove({ action: 'confirmAbutment', from: [S.toConfirm], to: S.confirmed, by: CLINIC, form: plain, effects: [] }),
  defineMove({
    action: 'abutmentFeedback',
    from: [S.toConfirm],
    to: S.feedback,
    by: CLINIC,
    form: feedback,
    effects: [],
  }),
  // The payment order is issued from the costs in the same call (no form: the price is the order's).
  defineMove({
    action: 'confirmRoughDesign',
    from: [S.roughDesignPlan],
    to: S.pendingPayment,
    by: CLINIC,
    form: plain,
    effects: ['paymentOrder'],
  }),
  defineMove({
    action: 'roughDesignFeedback',
    from: [S.roughDesignPlan],
    to: S.pendingDesign,
    by: CLINIC,
    form: feedback,
    effects: [],
  }),
  defineMove({
    action: 'receiveTray',
    from: [S.trayShipped],
    to: S.trayReceived,
    by: CLINIC,
    form: plain,
    effects: [],
  }),
  defineMove({
    action: 'receiveTryIn',
    from: [S.tryInShipped],
    to: S.tryInReceived,
    by: CLINIC,
    form: plain,
    effects: [],
  }),
  defineMove({
    action: 'startTryIn',
    from: [S.tryInReceived],
    to: S.tryInPendingAcceptance,
    by: CLINIC,
    form: plain,
    effects: [],
  }),
  defineMove({
    action: 'passTryIn',
    from: [S.tryInPendingAcceptance],
    to: S.tryInPassed,
    by: CLINIC,
    form: plain,
    effects: [],
  }),
  defineMove({
    action: 'failTryIn',
    from: [S.tryInPendingAcceptance],
    to: S.tryInFailed,
    by: CLINIC,
    form: feedback,
    effects: [],
  }),
  defineMove({
    action: 'confirmReceipt',
    from: [S.inTransit],
    to: S.signedFor,
    by: CLINIC,
    form: plain,
    effects: ['shipmentReceived'],
  }),
  defineMove({ action: 'accept', from: [S.signedFor], to: S.acceptancePassed, by: CLINIC, form: plain, effects: [] }),
  defineMove({
    action: 'askRework',
    from: [S.signedFor],
    to: S.acceptanceFailed,
    by: CLINIC,
    form: { reason: 'required', photos: FEEDBACK_PHOTOS_MAX, fields: 'rework' },
    effects: [],
  }),
  defineMove({
    action: 'applyEdit',
    from: [S.toBeReviewed],
    to: S.application,
    by: CLINIC,
    form: withReason,
    effects: [],
  }),
  // Before payment only: once paid, only the factory stops the work (terminate).
  ...closingClinicMoves({
    from: [
      S.informationToComplete,
      S.toBeReviewed,
      S.passed,
      S.failed,
      S.abutmentSelectionInProgress,
      S.toConfirm,
      S.feedback,
      S.confirmed,
      S.trayScheduled,
      S.trayShipped,
      S.trayReceived,
      S.pendingAssignment,
      S.pendingDesign,
      S.designing,
      S.designDone,
      S.riskAssessment,
      S.roughDesignPlan,
      S.application,
      S.pendingPayment,
    ],
    form: withReason,
  }),
];

/** A factory move: its desk's, and it leaves the clinic a reminder (docs/orders.md, "Factory roles"). */
function factoryMove<const Action extends string>(
  move: Omit<MoveDefinition<Action>, 'by' | 'effects'> & { effects?: readonly MoveEffect[] },
): MoveDefinition<Action> {
  return defineMove({ ...move, by: FACTORY, effects: [...(move.effects ?? []), 'remindClinic'] });
}

/** The factory's moves, in the order its panel offers them: the work that moves the order on first. */
const factoryMoves = [
  factoryMove({ action: 'passReview', from: [S.toBeReviewed], to: S.passed, desk: 'reviewer', form: plain }),
  factoryMove({ action: 'failReview', from: [S.toBeReviewed], to: S.failed, desk: 'reviewer', form: feedback }),
  factoryMove({
    action: 'acceptEdit',
    from: [S.application],
    to: S.informationToComplete,
    desk: 'reviewer',
    form: plain,
  }),
  factoryMove({ action: 'refuseEdit', from: [S.application], to: S.toBeReviewed, desk: 'reviewer', form: withReason }),
  factoryMove({
    action: 'startAbutmentSelection',
    from: [S.passed],
    to: S.abutmentSelectionInProgress,
    desk: 'designer',
    form: plain,
  }),
  factoryMove({
    action: 'selectAbutment',
    from: [S.abutmentSelectionInProgress, S.feedback],
    to: S.toConfirm,
    desk: 'designer',
    form: form('abutmentSelection'),
  }),
  factoryMove({
    action: 'scheduleTray',
    from: [S.passed, S.confirmed],
    to: S.trayScheduled,
    desk: 'production',
    form: plain,
  }),
  // The tray leaves as a try-in does: a carrier and a tracking number, read by the clinic on the timeline.
  factoryMove({
    action: 'shipTray',
    from: [S.trayScheduled],
    to: S.trayShipped,
    desk: 'production',
    form: form('tryInShipment'),
  }),
  factoryMove({
    action: 'queueForDesign',
    from: [S.passed, S.confirmed, S.trayReceived],
    to: S.pendingAssignment,
    desk: 'reviewer',
    form: plain,
  }),
  factoryMove({
    action: 'assignDesigner',
    from: [S.pendingAssignment],
    to: S.pendingDesign,
    desk: 'designer',
    form: plain,
  }),
  factoryMove({ action: 'startDesign', from: [S.pendingDesign], to: S.designing, desk: 'designer', form: plain }),
  factoryMove({ action: 'finishDesign', from: [S.designing], to: S.designDone, desk: 'designer', form: plain }),
  factoryMove({ action: 'assessRisk', from: [S.designDone], to: S.riskAssessment, desk: 'designer', form: plain }),
  factoryMove({
    action: 'publishRoughDesign',
    from: [S.designDone, S.riskAssessment],
    to: S.roughDesignPlan,
    desk: 'designer',
    form: plain,
  }),
  factoryMove({
    action: 'recordPayment',
    from: [S.pendingPayment],
    to: S.paid,
    desk: 'finance',
    form: form('payment'),
    effects: ['paymentRecord'],
  }),
  factoryMove({ action: 'release', from: [S.paid], to: S.productionOrderOut, desk: 'production', form: plain }),
  factoryMove({
    action: 'scheduleTryIn',
    from: [S.productionOrderOut, S.tryInFailed],
    to: S.tryInScheduled,
    desk: 'production',
    form: plain,
  }),
  // The try-in leaves with a carrier and a tracking number, which the clinic reads on the timeline.
  factoryMove({
    action: 'shipTryIn',
    from: [S.tryInScheduled],
    to: S.tryInShipped,
    desk: 'production',
    form: form('tryInShipment'),
    leavesFactory: true,
  }),
  factoryMove({
    action: 'resumeProduction',
    from: [S.tryInPassed, S.acceptanceFailed],
    to: S.productionOrderOut,
    desk: 'production',
    form: plain,
  }),
  ...closingFactoryMoves({
    from: [S.paid, S.productionOrderOut, S.tryInScheduled, S.tryInFailed, S.tryInPassed, S.acceptanceFailed],
    form: withReason,
  }),
];

export type DentureClinicAction = (typeof clinicMoves)[number]['action'];
export type DentureFactoryAction = (typeof factoryMoves)[number]['action'];
export type DentureAction = DentureClinicAction | DentureFactoryAction;

const inProduction = { stage: 'production', step: 'inProduction' } as const;

export const DENTURE_STATUS_TABLE: StatusTable<DentureAction> = {
  moves: [...clinicMoves, ...factoryMoves],
  statuses: {
    [S.informationToComplete]: { tab: 'toSubmit', queue: 'doctor', planStage: { stage: 'dataCollection' } },
    [S.toBeReviewed]: { tab: 'inTreatment', queue: 'review', planStage: { stage: 'dataCollection' } },
    [S.orderCancelled]: { tab: 'completed', queue: 'closed', planStage: { stage: 'terminated' } },
    [S.passed]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.failed]: { tab: 'toSubmit', queue: 'doctor', planStage: { stage: 'dataCollection' } },
    [S.application]: { tab: 'inTreatment', queue: 'review', planStage: { stage: 'dataCollection' } },
    [S.abutmentSelectionInProgress]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.toConfirm]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'planReview', step: 'pending' } },
    [S.feedback]: { tab: 'inTreatment', queue: 'revise', planStage: { stage: 'planReview', step: 'failed' } },
    [S.confirmed]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.trayScheduled]: { tab: 'inTreatment', queue: 'shipping', planStage: { stage: 'dataCollection' } },
    [S.trayShipped]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'dataCollection' } },
    [S.trayReceived]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'dataCollection' } },
    [S.pendingAssignment]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.pendingDesign]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.designing]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.designDone]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.riskAssessment]: { tab: 'inTreatment', queue: 'design', planStage: { stage: 'planDesign' } },
    [S.roughDesignPlan]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'planReview', step: 'pending' } },
    [S.pendingPayment]: { tab: 'pending', queue: 'payment', planStage: inProduction },
    [S.paid]: { tab: 'inTreatment', queue: 'production', planStage: inProduction },
    [S.productionOrderOut]: { tab: 'inTreatment', queue: 'shipping', planStage: inProduction },
    [S.tryInScheduled]: { tab: 'inTreatment', queue: 'shipping', planStage: inProduction },
    [S.tryInShipped]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'shipped' } },
    [S.tryInReceived]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'received' } },
    [S.tryInPendingAcceptance]: {
      tab: 'pending',
      queue: 'doctor',
      planStage: { stage: 'production', step: 'received' },
    },
    [S.tryInFailed]: { tab: 'inTreatment', queue: 'production', planStage: inProduction },
    [S.tryInPassed]: { tab: 'inTreatment', queue: 'production', planStage: inProduction },
    [S.inTransit]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'shipped' } },
    [S.signedFor]: { tab: 'pending', queue: 'doctor', planStage: { stage: 'production', step: 'received' } },
    [S.acceptancePassed]: { tab: 'completed', queue: 'closed', planStage: { stage: 'treatmentComplete' } },
    [S.acceptanceFailed]: { tab: 'inTreatment', queue: 'production', planStage: inProduction },
    [S.productionTerminated]: { tab: 'completed', queue: 'closed', planStage: { stage: 'terminated' } },
    [S.ignored]: { tab: 'ignored', queue: 'closed', planStage: { stage: 'dataCollection' } },
  },
};
