import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZShipRequest } from '../../../domain/orders/move-requests';
import { todayText } from '../../../domain/patients/patient';
import { ErrorCode } from '../../../domain/response-codes';
import { messageId } from '../../../domain/validation/messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { requireWorkingDay } from '../calendar';
import { applyTransition, caseRuleError, type CaseActor, type OrderRow } from '../cases';

export type ShipInput = z.infer<typeof ZShipRequest>;
/** What a shipment carries of a line's production (aligners: the batch's steps per arch). */
export type ShippedSteps = { upSteps: number; downSteps: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order leaves with a carrier and a tracking number, for every line (its table's move with the `shipment` form, to
 * `to`; the caller checked the move): the delivery day is a real working day, not in the past; the shipment is
 * recorded (with the steps it carries, if the line counts them: `stepsShipped`, asked once the day passed, may refuse)
 * and the order moves with a `shipment` event.
 */
export async function shipOrder(
  trx: Transaction<Database>,
  actor: CaseActor,
  order: OrderRow,
  shipment: { to: number; input: ShipInput; stepsShipped?: () => Promise<ShippedSteps> },
  now: number,
): Promise<OrderRow> {
  const { to, input, stepsShipped } = shipment;
  checkDeliveryDay(input.estimatedDelivery, now);
  await requireWorkingDay(trx, input.estimatedDelivery);
  const steps = await stepsShipped?.();
  await trx
    .insertInto('order_shipments')
    .values({
      order_id: order.id,
      stage_no: order.stage_no,
      carrier: input.carrier,
      tracking_no: input.trackingNo,
      estimated_delivery: input.estimatedDelivery,
      ...(steps && { steps_up: steps.upSteps, steps_down: steps.downSteps }),
      shipped_at: now,
      received_at: null,
      created_by: actor.userId,
    })
    .execute();
  return applyTransition(
    trx,
    actor,
    order,
    {
      to,
      expectedStatus: input.expectedStatus,
      kind: 'shipment',
      detail: {
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        estimatedDelivery: input.estimatedDelivery,
        ...(steps && { steps }),
      },
    },
    now,
  );
}

/**
 * A real calendar day, not before the server's yesterday: the factory's time zone and the server's may differ by up to
 * a day, and a day the factory sees as today must pass.
 */
export function checkDeliveryDay(day: string, now: number): void {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day)
    throw new AppError(ErrorCode.badRequest, messageId('dateInvalid'));
  if (day < todayText(new Date(now - DAY_MS))) throw caseRuleError('dateInPast');
}
