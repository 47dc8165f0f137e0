import { ORDER_STATUS as S, type OrderStatusCode } from '../order-status';
import { CLINIC_ROLES as CLINIC, defineMove, FACTORY_ROLES as FACTORY, type MoveForm } from './moves';

/**
 * The core's opening and closing moves of the clinic, the same on every line (docs/orders.md, "Common"): submit the
 * order's data (1 information to complete or 5 failed, to 2 to be reviewed), ignore it (to 29, a reason optional),
 * restore it (29 back to 1), and cancel it with a reason while the line still lets the clinic (each line says from
 * which statuses, and how many photos go with the reason); and the factory's closing moves: ship the order with a
 * carrier and tracking number (23 to 24) or terminate production with a reason (each line says from which statuses).
 * A line's table puts the opening moves first and the closing ones last, in the order its screens offer them.
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

/** The factory's last moves of every line, from its production desk: ship (23 -> 24), and terminate with a reason. */
export function closingFactoryMoves(terminate: { from: readonly OrderStatusCode[]; form: MoveForm }) {
  return [
    defineMove({
      action: 'ship',
      from: [S.productionOrderOut],
      to: S.inTransit,
      by: FACTORY,
      desk: 'production',
      form: { reason: 'none', photos: 0, fields: 'shipment' },
      effects: ['productionRecord', 'remindClinic'],
      leavesFactory: true,
    }),
    defineMove({
      action: 'terminate',
      from: [...terminate.from],
      to: S.productionTerminated,
      by: FACTORY,
      desk: 'production',
      form: terminate.form,
      effects: ['remindClinic'],
    }),
  ] as const;
}
