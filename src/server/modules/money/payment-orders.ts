import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { paidByPaymentOrder } from './ledger';

/**
 * Payment orders: what the factory asks a clinic to pay for an order, and whether it was paid. What an order's screens
 * show about money is derived from them (the figures the `orders` counters held until migration 0013):
 * - paid: what the ledger says its payment orders were paid, of every stage, less refunds (money received stays
 *   with the case; docs/payments.md);
 * - due: its open payment order (at most one), and whether paying it settles the plan;
 * - plan paid in full: a paid payment order of the current stage that settles the plan.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type OrderMoney = {
  paidCents: number;
  dueCents: number | null;
  /** The open payment order settles the plan. */
  dueSettlesPlan: boolean;
  /** The plan of the current stage is paid in full. */
  planPaid: boolean;
};

export type NewPaymentOrder = {
  orderId: number;
  stageNo: number;
  kind: number;
  settlesPlan: boolean;
  amountCents: number;
  createdBy: number;
  /** Why it was issued, said to the clinic (a price difference); none for the order flows' own. */
  note?: string | null;
};

/** The money figures of an order at its stage. */
export async function orderMoney(db: Db, order: { id: number; stage_no: number }): Promise<OrderMoney> {
  const rows = await db
    .selectFrom('payment_orders')
    .select(['id', 'stage_no', 'settles_plan', 'amount_cents', 'status'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const open = rows.find((row) => row.status === 'open');
  const paid = rows.filter((row) => row.status === 'paid');
  const paidCents = await paidByPaymentOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    paidCents: [...paidCents.values()].reduce((sum, cents) => sum + cents, 0),
    dueCents: open ? Number(open.amount_cents) : null,
    dueSettlesPlan: open?.settles_plan === 1,
    planPaid: paid.some((row) => row.settles_plan === 1 && row.stage_no === order.stage_no),
  };
}

/** What the orders of a list have paid (the ledger's orderPaid entries), as a column of a query over `orders`. */
export const paidCentsColumn = sql<number>`(select cast(coalesce(sum(e.cents), 0) as bigint) from ledger_entries e
  join payment_orders p on e.account = 'orderPaid' and e.subject_id = p.id where p.order_id = orders.id)`;

/** The order's open payment order, if any. */
export function openPaymentOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** How many payment orders of a clinic's orders wait to be paid (the session's unpaid count). */
export async function countOpenPaymentOrders(db: Db, clinicId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_orders')
    .innerJoin('orders', 'orders.id', 'payment_orders.order_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orders.clinic_id', '=', clinicId)
    .where('payment_orders.status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Issues a payment order (open until paid or cancelled); answers its id. */
export async function addPaymentOrder(db: Db, order: NewPaymentOrder, now: number): Promise<number> {
  const row = await db
    .insertInto('payment_orders')
    .values({
      order_id: order.orderId,
      stage_no: order.stageNo,
      kind: order.kind,
      settles_plan: order.settlesPlan ? 1 : 0,
      amount_cents: order.amountCents,
      status: 'open',
      reference: null,
      note: order.note ?? null,
      created_by: order.createdBy,
      created_at: now,
      settled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks an open payment order paid, with the payment's reference. */
export async function settlePaymentOrder(
  db: Db,
  paymentOrderId: number,
  reference: string | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ status: 'paid', reference, settled_at: now })
    .where('id', '=', paymentOrderId)
    .where('status', '=', 'open')
    .execute();
}

/** Cancels what is still open for the order (a stage restart drops what was due). */
export async function cancelOpenPaymentOrders(db: Db, orderId: number, now: number): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ status: 'cancelled', settled_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .execute();
}

/** Whether any payment order of the order waits to be paid (then the order does not leave the factory). */
export async function hasOpenPaymentOrder(db: Db, orderId: number): Promise<boolean> {
  const open = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return open !== undefined;
}
