import { sql, type Kysely } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { TUnPayList, TUnPayListRequest } from '../../../domain/payments/contracts';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { accountSum, paidByPaymentOrder } from '../money';
import { paymentError } from './payment-errors';
import { pendingPaymentsOf } from './payments';
import { TRANSFER_PROVIDER } from './remittances';

type Filters = Required<Pick<TUnPayListRequest, 'keyword' | 'pageIndex' | 'pageSize'>> &
  Pick<TUnPayListRequest, 'kind' | 'productLine' | 'payIds'>;

/** unPayList: the clinic's open payment orders, newest first, with what is paid and due of each. */
export async function findUnpaid(
  db: Kysely<Database>,
  clinicId: number,
  filters: Filters,
  now: number,
): Promise<TUnPayList> {
  let query = db
    .selectFrom('payment_orders')
    .innerJoin('orders', 'orders.id', 'payment_orders.order_id')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .where('orders.clinic_id', '=', clinicId)
    .where('payment_orders.status', '=', 'open');
  if (filters.kind !== undefined) query = query.where('payment_orders.kind', '=', filters.kind);
  if (filters.productLine !== undefined) query = query.where('orders.product_line', '=', filters.productLine);
  if (filters.payIds !== undefined) query = query.where('payment_orders.id', 'in', filters.payIds);
  if (filters.keyword !== '')
    query = query.where(sql<boolean>`orders.search_text like ${likePattern(filters.keyword)} escape '\\'`);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'payment_orders.id',
      'payment_orders.order_id',
      'payment_orders.kind',
      'payment_orders.amount_cents',
      'payment_orders.created_at',
      'payment_orders.note',
      'orders.product_line',
      'orders.doctor_name',
      'patients.name as patient_name',
    ])
    .orderBy('payment_orders.id', 'desc')
    .limit(filters.pageSize)
    .offset((filters.pageIndex - 1) * filters.pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const paid = await paidByPaymentOrder(db, ids);
  const waiting = new Set<number>();
  const remitted = new Set<number>();
  for (const payment of await pendingPaymentsOf(db, ids)) {
    if (payment.expires_at !== null && Number(payment.expires_at) <= now) continue;
    const shares = await db
      .selectFrom('payment_shares')
      .select('payment_order_id')
      .where('payment_id', '=', payment.id)
      .execute();
    for (const share of shares) waiting.add(share.payment_order_id);
    if (payment.provider === TRANSFER_PROVIDER) for (const share of shares) remitted.add(share.payment_order_id);
  }
  return {
    total: Number(total),
    list: rows.map((row) => {
      const paidCents = paid.get(row.id) ?? 0;
      return {
        payId: row.id,
        orderId: row.order_id,
        productLine: row.product_line,
        kind: row.kind,
        patientName: row.patient_name,
        doctorName: row.doctor_name,
        amount: fromCents(Number(row.amount_cents)),
        paidAmount: fromCents(paidCents),
        dueAmount: fromCents(Number(row.amount_cents) - paidCents),
        paymentWaiting: waiting.has(row.id),
        ...(remitted.has(row.id) ? { remittanceWaiting: true } : {}),
        ...(row.note ? { note: row.note } : {}),
        createdAt: Number(row.created_at),
      };
    }),
  };
}

/** A payment order's figures from the ledger, for factory finance. */
export async function payOrderDetail(db: Kysely<Database>, payId: number) {
  const order = await db.selectFrom('payment_orders').selectAll().where('id', '=', payId).executeTakeFirst();
  if (!order) throw paymentError(PaymentErrorCode.payOrderNotFound);
  const refunded = await db
    .selectFrom('refunds')
    .select(sql<number>`cast(coalesce(sum(cents), 0) as bigint)`.as('total'))
    .where('payment_order_id', '=', payId)
    .executeTakeFirstOrThrow();
  return {
    payId,
    orderId: order.order_id,
    kind: order.kind,
    state: order.status,
    amount: fromCents(Number(order.amount_cents)),
    paidAmount: fromCents(await accountSum(db, 'orderPaid', payId)),
    refundedAmount: fromCents(Number(refunded.total)),
    note: order.note,
  };
}
