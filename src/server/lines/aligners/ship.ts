import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { checkMove, findCase, formTargetOf, type CaseActor, type OrderRow } from '../../modules/cases';
import { factoryRuleError, shipOrder, type ShipInput } from '../../modules/factory-cases';
import { findAlignerOrder, updateAlignerOrder } from './aligner-orders';

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
  const to = formTargetOf(order, 'shipment');
  await checkMove(trx, actor, order, { to, expectedStatus: input.expectedStatus });
  const aligner = await findAlignerOrder(trx, order.id);
  const steps = { upSteps: aligner.pending_up ?? 0, downSteps: aligner.pending_down ?? 0 };
  const stepsShipped = async () => {
    if (aligner.pending_up === null && aligner.pending_down === null) throw factoryRuleError('shipmentWithoutSteps');
    return steps;
  };
  const updated = await shipOrder(trx, actor, order, { to, input, stepsShipped }, now);
  await updateAlignerOrder(trx, order.id, {
    produced_up: aligner.produced_up + steps.upSteps,
    produced_down: aligner.produced_down + steps.downSteps,
    pending_up: null,
    pending_down: null,
    pending_address_id: null,
  });
  return updated;
}
