import { reasonRequired } from '../../../../domain/cases/status-machine';

/**
 * What the factory can do to a case, one entry per move of the status machine it owns. The screen offers only the
 * moves the server lists in `detail.nextStatuses` for the status on screen, so the buttons and the server agree.
 */
export type FactoryActionKind =
  | 'passReview'
  | 'failReview'
  | 'acceptDesign'
  | 'uploadPlan'
  | 'publishPlan'
  | 'takeUpRejection'
  | 'issuePaymentOrder'
  | 'recordPayment'
  | 'release'
  | 'ship'
  | 'terminate';

/** How the screen carries an action out: a confirmed plain change, a change with a reason, or its own form. */
export type FactoryActionForm = 'confirm' | 'reason' | 'plan' | 'paymentOrder' | 'payment' | 'ship';

export type FactoryAction = {
  kind: FactoryActionKind;
  /** The status the case moves to. */
  to: number;
  form: FactoryActionForm;
  /** Whether it hands bad news back (shown apart, in red). */
  isDestructive: boolean;
};

type Move = { from?: readonly number[]; to: number; kind: FactoryActionKind; form: FactoryActionForm };

/** In the order the panel lists them: the work that moves the case on first, the refusals last. */
const MOVES: readonly Move[] = [
  { from: [2], to: 4, kind: 'passReview', form: 'confirm' },
  { from: [4], to: 6, kind: 'acceptDesign', form: 'confirm' },
  { from: [6, 16], to: 8, kind: 'uploadPlan', form: 'plan' },
  { from: [8], to: 10, kind: 'publishPlan', form: 'confirm' },
  { from: [15], to: 16, kind: 'takeUpRejection', form: 'confirm' },
  { from: [20], to: 21, kind: 'issuePaymentOrder', form: 'paymentOrder' },
  { from: [21], to: 22, kind: 'recordPayment', form: 'payment' },
  { from: [22], to: 23, kind: 'release', form: 'confirm' },
  { from: [23], to: 24, kind: 'ship', form: 'ship' },
  { from: [2], to: 5, kind: 'failReview', form: 'reason' },
  { to: 27, kind: 'terminate', form: 'reason' },
];

/** The actions valid now: the moves of `nextStatuses` (from the server) that the factory console knows how to make. */
export function factoryActionsOf(
  productLine: number,
  status: number,
  nextStatuses: readonly number[],
): FactoryAction[] {
  return MOVES.filter((move) => nextStatuses.includes(move.to) && (move.from?.includes(status) ?? true)).map(
    (move) => ({
      kind: move.kind,
      to: move.to,
      // The table says which moves need a reason; the two reason forms are the ones that do.
      form: move.form === 'reason' || reasonRequired(productLine, status, move.to) ? 'reason' : move.form,
      isDestructive: move.form === 'reason',
    }),
  );
}
