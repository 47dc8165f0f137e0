import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZShipRequest } from '../../../domain/orders/move-requests';
import { todayText } from '../../../domain/patients/patient';
import { ErrorCode } from '../../../domain/response-codes';
import { messageId } from '../../../domain/validation/messages';
import type { Database } from '../../db/schema';
import { findAlignerOrder, updateAlignerOrder } from '../../lines/aligners/aligner-orders';
import { AppError } from '../../http/envelope';
import { requireWorkingDay } from '../calendar';
import {
  caseRuleError,
  applyTransition,
  checkMove,
  findCase,
  formTargetOf,
  type CaseActor,
  type OrderRow,
} from '../cases';
import { factoryRuleError } from './factory-messages';

export type ShipInput = z.infer<typeof ZShipRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 23 -> 24: the batch produced for the doctor's last request leaves with a carrier and a tracking number. The shipment
 * records the batch's steps; they count as produced from now on, and nothing is pending any more.
 */
export async function shipCase(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: ShipInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  await checkMove(trx, actor, order, { to: formTargetOf(order, 'shipment'), expectedStatus: input.expectedStatus });
  checkDeliveryDay(input.estimatedDelivery, now);
  await requireWorkingDay(trx, input.estimatedDelivery);
  const aligner = await findAlignerOrder(trx, order.id);
  if (aligner.pending_up === null && aligner.pending_down === null) throw factoryRuleError('shipmentWithoutSteps');
  const stepsUp = aligner.pending_up ?? 0;
  const stepsDown = aligner.pending_down ?? 0;
  await trx
    .insertInto('order_shipments')
    .values({
      order_id: order.id,
      stage_no: order.stage_no,
      carrier: input.carrier,
      tracking_no: input.trackingNo,
      estimated_delivery: input.estimatedDelivery,
      steps_up: stepsUp,
      steps_down: stepsDown,
      shipped_at: now,
      received_at: null,
      created_by: actor.userId,
    })
    .execute();
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to: formTargetOf(order, 'shipment'),
      expectedStatus: input.expectedStatus,
      kind: 'shipment',
      detail: {
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        estimatedDelivery: input.estimatedDelivery,
        steps: { upSteps: stepsUp, downSteps: stepsDown },
      },
    },
    now,
  );
  await updateAlignerOrder(trx, order.id, {
    produced_up: aligner.produced_up + stepsUp,
    produced_down: aligner.produced_down + stepsDown,
    pending_up: null,
    pending_down: null,
    pending_address_id: null,
  });
  return updated;
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
