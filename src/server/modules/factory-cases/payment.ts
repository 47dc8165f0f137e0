import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZRecordPaymentRequest } from '../../../domain/orders/move-requests';
import { fromCents } from '../../../domain/money';
import type { Database } from '../../db/schema';
import { openPaymentOrder, settlePaymentOrder } from '../money';
import { recordOutsideReceipt } from '../payments';
import { applyTransition, findCase, formTargetOf, type CaseActor, type OrderRow } from '../cases';

export type RecordPaymentInput = z.infer<typeof ZRecordPaymentRequest>;

/** The ledger's reason for money the factory recorded without a reference. */
const OUTSIDE_RECEIPT_REASON = 'received outside the portal';

/**
 * 21 -> 22: money for the order arrived outside the portal (a remittance, cash), recorded by the factory; clinics pay
 * in the portal through the payments module (mergePay), which makes the same move. What is still due of the open
 * payment order is a ledger movement from `outside` with the reference as its reason; the payment order is paid; a
 * final payment marks the plan paid in full, which lifts the staged-case limit on later batches.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: RecordPaymentInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const due = await openPaymentOrder(trx, order.id);
  const updated = await applyTransition(
    trx,
    actor,
    order,
    {
      to: formTargetOf(order, 'payment'),
      expectedStatus: input.expectedStatus,
      kind: 'payment',
      detail: {
        amount: fromCents(Number(due?.amount_cents ?? 0)),
        finalPayment: due?.settles_plan === 1,
        reference: input.reference,
      },
    },
    now,
  );
  if (due) {
    await recordOutsideReceipt(
      trx,
      { paymentOrderId: due.id, clinicId: order.clinic_id, userId: actor.userId, reason: input.reference || OUTSIDE_RECEIPT_REASON },
      now,
    );
    await settlePaymentOrder(trx, due.id, input.reference, now);
  }
  return updated;
}
