import { ORDER_STATUS as S, type OrderStatusCode } from '../order-status';
import { CLINIC_ROLES as CLINIC, defineMove, type MoveForm } from './moves';

/**
 * The core's opening and closing moves of the clinic, the same on every line (docs/orders.md, "Common"): submit the
 * order's data (1 information to complete or 5 failed, to 2 to be reviewed), ignore it (to 29, a reason optional),
 * restore it (29 back to 1), and cancel it with a reason while the line still lets the clinic (each line says from
 * which statuses, and how many photos go with the reason). A line's table puts the opening moves first and the
 * closing ones last, in the order its screens offer them.
 */

export const OPENING_CLINIC_MOVES = [
  defineMove({
    action: 'submit',
    from: [S.informationToComplete, S.failed],
    to: S.toBeReviewed,
    by: CLINIC,
    form: { reason: 'none', photos: 0, fields: 'caseData' },
    effects: [],
  }),
  defineMove({
    action: 'ignore',
    from: [S.informationToComplete, S.failed],
    to: S.ignored,
    by: CLINIC,
    form: { reason: 'optional', photos: 0 },
    effects: [],
  }),
] as const;

export function closingClinicMoves(cancel: { from: readonly OrderStatusCode[]; form: MoveForm }) {
  return [
    defineMove({
      action: 'restore',
      from: [S.ignored],
      to: S.informationToComplete,
      by: CLINIC,
      form: { reason: 'none', photos: 0 },
      effects: [],
    }),
    defineMove({
      action: 'cancel',
      from: [...cancel.from],
      to: S.orderCancelled,
      by: CLINIC,
      form: cancel.form,
      effects: [],
    }),
  ] as const;
}
