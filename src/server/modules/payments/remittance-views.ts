import { sql, type Kysely, type Selectable } from 'kysely';
import type { TStoredFile } from '../../../domain/clinics/fields';
import { fromCents } from '../../../domain/money';
import type { TFactoryRemittanceList, TRemittanceView, RemittanceState } from '../../../domain/payments/remittances';
import type { Database } from '../../db/schema';
import type { RemittanceTable } from './remittance-tables';

type Row = Selectable<RemittanceTable>;
/** The proof photo's signed read link (storedFile). */
export type SignProof = (key: string) => TStoredFile | null;

/** Remittances as their views: the clinic's name, the payment's number and coupon, each order's part. */
async function viewsOf(db: Kysely<Database>, rows: Row[], signProof: SignProof): Promise<TRemittanceView[]> {
  if (rows.length === 0) return [];
  const payments = await db
    .selectFrom('payments')
    .innerJoin('clinics', 'clinics.id', 'payments.clinic_id')
    .select(['payments.id', 'payments.merchant_no', 'payments.coupon_cents', 'clinics.name'])
    .where(
      'payments.id',
      'in',
      rows.map((row) => row.payment_id),
    )
    .execute();
  const shares = await db
    .selectFrom('payment_shares')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_shares.payment_order_id')
    .select([
      'payment_shares.payment_id',
      'payment_shares.payment_order_id',
      'payment_shares.cents',
      'payment_orders.order_id',
    ])
    .where(
      'payment_shares.payment_id',
      'in',
      rows.map((row) => row.payment_id),
    )
    .orderBy('payment_shares.payment_order_id')
    .execute();
  return rows.map((row) => {
    const payment = payments.find((candidate) => candidate.id === row.payment_id)!;
    const orders = new Map<number, { payId: number; orderId: number; cents: number }>();
    for (const share of shares.filter((candidate) => candidate.payment_id === row.payment_id)) {
      const order = orders.get(share.payment_order_id) ?? {
        payId: share.payment_order_id,
        orderId: share.order_id,
        cents: 0,
      };
      order.cents += Number(share.cents);
      orders.set(share.payment_order_id, order);
    }
    return {
      remittanceId: row.id,
      paymentId: row.payment_id,
      merchantNo: payment.merchant_no,
      state: row.state,
      clinicId: row.clinic_id,
      clinicName: payment.name,
      payerAccountName: row.payer_account_name,
      payerAccountNo: row.payer_account_no,
      payerBank: row.payer_bank,
      amount: fromCents(Number(row.amount_cents)),
      couponAmount: fromCents(Number(payment.coupon_cents)),
      remittedOn: row.remitted_on,
      proof: signProof(row.proof_key),
      orders: [...orders.values()].map((order) => ({
        payId: order.payId,
        orderId: order.orderId,
        amount: fromCents(order.cents),
      })),
      rejectReason: row.reject_reason,
      submittedAt: Number(row.submitted_at),
      decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    };
  });
}

/** The clinic's remittances, newest first (the last 20), or those of any of these payment orders. */
export async function clinicRemittances(
  db: Kysely<Database>,
  clinicId: number,
  payIds: readonly number[] | undefined,
  signProof: SignProof,
): Promise<TRemittanceView[]> {
  let query = db.selectFrom('remittances').selectAll().where('clinic_id', '=', clinicId);
  if (payIds !== undefined)
    query = query.where('payment_id', 'in', (eb) =>
      eb
        .selectFrom('payment_shares')
        .select('payment_id')
        .where('payment_order_id', 'in', payIds.length > 0 ? [...payIds] : [-1]),
    );
  return viewsOf(db, await query.orderBy('id', 'desc').limit(20).execute(), signProof);
}

/**
 * The remittances factory finance may decide: those whose every order is its factory's or assigned to none (the
 * orders' factory scope, as findCase has it), in a state or all, oldest first for `submitted` (the queue), else
 * newest first.
 */
export async function factoryRemittances(
  db: Kysely<Database>,
  factoryId: number | null,
  filters: { state?: RemittanceState; pageIndex: number; pageSize: number },
  signProof: SignProof,
): Promise<TFactoryRemittanceList> {
  let query = db.selectFrom('remittances').where(
    sql<boolean>`not exists (select 1 from payment_shares s
        join payment_orders p on p.id = s.payment_order_id join orders o on o.id = p.order_id
        where s.payment_id = remittances.payment_id and o.factory_id is not null and o.factory_id <> ${factoryId ?? -1})`,
  );
  if (filters.state !== undefined) query = query.where('state', '=', filters.state);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', filters.state === 'submitted' ? 'asc' : 'desc')
    .limit(filters.pageSize)
    .offset((filters.pageIndex - 1) * filters.pageSize)
    .execute();
  return { total: Number(total), list: await viewsOf(db, rows, signProof) };
}

/** One remittance's view (after a decision). */
export async function remittanceView(
  db: Kysely<Database>,
  remittanceId: number,
  signProof: SignProof,
): Promise<TRemittanceView> {
  const row = await db.selectFrom('remittances').selectAll().where('id', '=', remittanceId).executeTakeFirstOrThrow();
  return (await viewsOf(db, [row], signProof))[0]!;
}
