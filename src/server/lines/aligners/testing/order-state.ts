import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import { findAlignerOrder, updateAlignerOrder, type AlignerOrderChange } from '../aligner-orders';
import type { OrderTable } from '../../../modules/cases/tables';
import { orderMoney } from '../../../modules/money/payment-orders';
import { recordOutsideReceipt } from '../../../modules/payments';

/** The money figures of an order as the `orders` counters held them until migration 0013. */
export type MoneyFigures = { paid_cents: number; due_cents: number | null; due_final: number; final_paid: number };

/** An aligner order whole, read through the queries the server uses: its core row, its aligner row, its money figures. */
export type OrderState = Selectable<OrderTable> & Omit<Selectable<Database['aligner_orders']>, 'order_id'> & MoneyFigures;

export async function readOrderState(db: Kysely<Database>, orderId: number): Promise<OrderState> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const { order_id: _orderId, ...aligner } = await findAlignerOrder(db, orderId);
  const money = await orderMoney(db, order);
  return {
    ...order,
    ...aligner,
    paid_cents: money.paidCents,
    due_cents: money.dueCents,
    due_final: money.dueSettlesPlan ? 1 : 0,
    final_paid: money.planPaid ? 1 : 0,
  };
}

const MONEY_KEYS = ['paid_cents', 'due_cents', 'due_final', 'final_paid'] as const;
const CORE_KEYS = [
  'clinic_id',
  'product_line',
  'status',
  'stage_no',
  'patient_id',
  'client_id',
  'created_by',
  'doctor_name',
  'search_text',
  'pickup_at',
  'submitted_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof OrderTable)[];

export type OrderStateChange = Updateable<OrderTable> & AlignerOrderChange & Partial<MoneyFigures>;

/**
 * Puts an aligner order straight into a state (tests of what the server does from there): core columns on the order,
 * the line's on its aligner row, and money figures as payment orders of the current stage (what was paid as one paid
 * payment order, settling the plan when it is paid in full; what is due as one open payment order).
 */
export async function putOrderState(db: Kysely<Database>, orderId: number, change: OrderStateChange): Promise<void> {
  const pick = (keys: readonly string[], include: boolean) =>
    Object.fromEntries(Object.entries(change).filter(([key]) => keys.includes(key) === include));
  const core = pick(CORE_KEYS, true) as Updateable<OrderTable>;
  const aligner = pick([...CORE_KEYS, ...MONEY_KEYS], false) as AlignerOrderChange;
  if (Object.keys(core).length > 0) await db.updateTable('orders').set(core).where('id', '=', orderId).execute();
  if (Object.keys(aligner).length > 0) await updateAlignerOrder(db, orderId, aligner);
  if (!MONEY_KEYS.some((key) => key in change)) return;
  const state = await readOrderState(db, orderId);
  const figures = { ...state, ...(pick(MONEY_KEYS, true) as Partial<MoneyFigures>) };
  await dropPaymentOrders(db, orderId);
  const base = { order_id: orderId, stage_no: state.stage_no, kind: 1, reference: null, created_by: null, created_at: state.updated_at };
  if (figures.paid_cents > 0 || figures.final_paid === 1) {
    const paid = await db
      .insertInto('payment_orders')
      .values({ ...base, settles_plan: figures.final_paid, amount_cents: figures.paid_cents, status: 'paid', settled_at: state.updated_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const receipt = { paymentOrderId: paid.id, clinicId: state.clinic_id, userId: state.created_by, reason: 'test state' };
    await db.transaction().execute((trx) => recordOutsideReceipt(trx, receipt, state.updated_at));
  }
  if (figures.due_cents !== null)
    await db
      .insertInto('payment_orders')
      .values({ ...base, settles_plan: figures.due_final, amount_cents: figures.due_cents, status: 'open', settled_at: null })
      .execute();
}

/** Deletes an order's payment orders with what hangs off them: shares, refunds, and the ledger movements they made. */
async function dropPaymentOrders(db: Kysely<Database>, orderId: number): Promise<void> {
  const payIds = (await db.selectFrom('payment_orders').select('id').where('order_id', '=', orderId).execute()).map((row) => row.id);
  if (payIds.length === 0) return;
  const movements = (
    await db.selectFrom('ledger_entries').select('movement_id').where('account', '=', 'orderPaid').where('subject_id', 'in', payIds).execute()
  ).map((row) => row.movement_id);
  if (movements.length > 0) {
    await db.deleteFrom('ledger_entries').where('movement_id', 'in', movements).execute();
    await db.deleteFrom('ledger_movements').where('id', 'in', movements).execute();
  }
  const shares = db.selectFrom('payment_shares').select('id').where('payment_order_id', 'in', payIds);
  await db.deleteFrom('refund_parts').where('share_id', 'in', shares).execute();
  await db.deleteFrom('refunds').where('payment_order_id', 'in', payIds).execute();
  await db.deleteFrom('payment_shares').where('payment_order_id', 'in', payIds).execute();
  await db.deleteFrom('payment_orders').where('order_id', '=', orderId).execute();
}
