import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ZIssuePaymentRequest, ZRecordPaymentRequest } from '../../../domain/cases/case-api';
import { fromCents, toCents } from '../../../domain/cases/production';
import type { Database } from '../../db/schema';
import { applyTransition, checkMove, findCase, type CaseActor, type OrderRow } from '../cases/transition';
import { factoryRuleError } from './factory-messages';

export type IssuePaymentInput = z.infer<typeof ZIssuePaymentRequest>;
export type RecordPaymentInput = z.infer<typeof ZRecordPaymentRequest>;

/** 20 -> 21: the factory prices the batch the doctor asked for; `finalPayment` says it settles the whole plan. */
export async function issuePaymentOrder(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: IssuePaymentInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  await checkMove(trx, actor, order, { to: 21, expectedStatus: input.expectedStatus });
  if (input.amount === 0 && order.final_paid !== 1) throw factoryRuleError('paymentZeroBeforeFinal');
  return applyTransition(
    trx,
    actor,
    order,
    {
      to: 21,
      expectedStatus: input.expectedStatus,
      kind: 'payment',
      detail: { amount: input.amount, finalPayment: input.finalPayment },
      set: { due_cents: toCents(input.amount), due_final: input.finalPayment ? 1 : 0 },
    },
    now,
  );
}

/**
 * 21 -> 22: the payment arrived (recorded by the factory until real payment exists). The amount due is added to what
 * was paid; a final payment marks the plan paid in full, which lifts the staged-case limit on later batches.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  actor: CaseActor,
  input: RecordPaymentInput,
  now: number,
): Promise<OrderRow> {
  const order = await findCase(trx, actor, input.orderId);
  const dueCents = Number(order.due_cents ?? 0);
  const isFinal = order.due_final === 1;
  return applyTransition(
    trx,
    actor,
    order,
    {
      to: 22,
      expectedStatus: input.expectedStatus,
      kind: 'payment',
      detail: { amount: fromCents(dueCents), finalPayment: isFinal, reference: input.reference },
      set: {
        paid_cents: Number(order.paid_cents) + dueCents,
        final_paid: order.final_paid === 1 || isFinal ? 1 : 0,
        due_cents: null,
        due_final: 0,
      },
    },
    now,
  );
}
