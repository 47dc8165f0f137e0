import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PAYMENT_PATHS, type TPaymentView, type TWalletNotification } from '../../../domain/payments/contracts';
import { FEE_AGREEMENT_VERSION, PAY_SECURITY_PATHS } from '../../../domain/payments/pay-security';
import { REMITTANCE_PATHS } from '../../../domain/payments/remittances';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import type { Database } from '../../db/schema';
import type { CaseWorld } from '../cases/test-kit';

type Headers = Record<string, string>;
export type Answer = {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => { code: number; msg: string; data: unknown };
};

/** The payment calls under /api/design, as someone, with an Idempotency-Key when given. */
export function paymentApi(w: CaseWorld) {
  const post = async (path: string, headers: Headers, payload: object, idempotencyKey?: string): Promise<Answer> =>
    w.app.inject({
      method: 'POST',
      url: `/api/design${path}`,
      headers: idempotencyKey ? { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey } : headers,
      payload,
    });
  const data = <T>(answer: Answer): T => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as T;
  };
  // mergePay needs the fee agreement accepted (docs/payments.md): each payer accepts it once, before their first pay.
  const accepted = new Map<string, Promise<unknown>>();
  const acceptAgreement = (headers: Headers) => {
    const who = JSON.stringify(headers);
    if (!accepted.has(who))
      accepted.set(
        who,
        post(PAY_SECURITY_PATHS.agreementAccept, headers, { version: FEE_AGREEMENT_VERSION }, randomUUID()),
      );
    return accepted.get(who)!;
  };
  return {
    post,
    data,
    acceptAgreement,
    mergePay: async (headers: Headers, body: object, key: string = randomUUID()) => {
      await acceptAgreement(headers);
      return post(PAYMENT_PATHS.mergePay, headers, body, key);
    },
    quotaPay: async (headers: Headers, body: object, key: string = randomUUID()) => {
      await acceptAgreement(headers);
      return post(PAYMENT_PATHS.quotaPay, headers, body, key);
    },
    /** A bank remittance of the payment orders by the clinic's own account (clinic A's name), with its receipt. */
    remit: async (headers: Headers, body: { payIds: number[]; amount: number; proofKey: string }) => {
      await acceptAgreement(headers);
      const account = { payerAccountName: 'Clinic A', payerAccountNo: '6222021234567890', payerBank: 'ICBC Hangzhou' };
      return post(REMITTANCE_PATHS.submit, headers, { ...account, remittedOn: '2026-01-05', ...body }, randomUUID());
    },
    confirmRemittance: (remittanceId: number) =>
      post(REMITTANCE_PATHS.factoryConfirm, w.factory.headers, { remittanceId }, randomUUID()),
    creditLimit: (clinicId: number, limit: number) =>
      post(PAYMENT_PATHS.creditLimit, w.factory.headers, { clinicId, limit }, randomUUID()),
    status: (headers: Headers, paymentId: number) => post(PAYMENT_PATHS.status, headers, { paymentId }),
    decide: (qrPayload: string, decision: 'approve' | 'decline', deliver = true) =>
      post(PAYMENT_PATHS.localWalletDecide, {}, { qrPayload, decision, deliver }),
    notify: (notification: TWalletNotification) =>
      post(PAYMENT_PATHS.notify.replace(':provider', 'local'), {}, notification),
    refund: (body: object, key: string = randomUUID()) => post(PAYMENT_PATHS.refund, w.factory.headers, body, key),
    credit: (clinicId: number, amount: number, key: string = randomUUID()) =>
      post(PAYMENT_PATHS.creditBalance, w.factory.headers, { clinicId, amount, reason: 'Bank remittance' }, key),
  };
}

export type PaymentView = TPaymentView;

/**
 * The ledger's and the payments' invariants (docs/payments.md): every movement adds up to zero; no payment order
 * has taken more than its amount from applied shares (never paid twice) and its ledger figure is what its applied
 * shares brought less what its refunds took back (so no refund went beyond what was paid); an order whose latest
 * payment order is paid is no longer pending payment; each payment made at
 * most one payment movement and one release; a pending payment holds its balance part, any other holds nothing; no
 * clinic balance is below zero.
 */
export async function expectLedgerInvariants(db: Kysely<Database>): Promise<void> {
  const unbalanced = await sql<{ movement_id: number }>`select movement_id from ledger_entries group by movement_id
    having sum(cents) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);

  const orders = await sql<{
    id: number;
    amount_cents: string | number;
    status: string;
    order_status: number;
    latest: number;
    applied: string | number;
    refunded: string | number;
    paid: string | number;
  }>`
    select p.id, p.amount_cents, p.status, o.status as order_status,
      (select max(q.id) from payment_orders q where q.order_id = o.id and q.status <> 'cancelled') as latest,
      (select coalesce(sum(s.cents), 0) from payment_shares s where s.payment_order_id = p.id and s.applied = 1) as applied,
      (select coalesce(sum(r.cents), 0) from refunds r where r.payment_order_id = p.id) as refunded,
      (select coalesce(sum(e.cents), 0) from ledger_entries e where e.account = 'orderPaid' and e.subject_id = p.id) as paid
    from payment_orders p join orders o on o.id = p.order_id`.execute(db);
  for (const order of orders.rows) {
    const [amount, applied, refunded, paid] = [order.amount_cents, order.applied, order.refunded, order.paid].map(
      Number,
    ) as [number, number, number, number];
    expect(applied, `payment order ${order.id} paid at most once`).toBeLessThanOrEqual(amount);
    expect(paid, `payment order ${order.id}'s ledger`).toBe(applied - refunded);
    expect(refunded, `payment order ${order.id}'s refunds`).toBeLessThanOrEqual(applied);
    if (order.status === 'paid' && order.id === order.latest)
      expect(order.order_status, `order of payment order ${order.id}`).not.toBe(ORDER_STATUS.pendingPayment);
    if (order.status === 'open') expect(applied, `open payment order ${order.id}`).toBe(0);
  }

  const movements = await sql<{
    payment_id: number;
    kind: string;
    count: string | number;
  }>`select payment_id, kind, count(*) as count
    from ledger_movements where payment_id is not null group by payment_id, kind`.execute(db);
  for (const movement of movements.rows)
    expect(Number(movement.count), `payment ${movement.payment_id}: ${movement.kind} movements`).toBe(1);

  const holds = await sql<{ id: number; state: string; balance_cents: string | number; held: string | number }>`
    select p.id, p.state, p.balance_cents,
      (select coalesce(sum(e.cents), 0) from ledger_entries e where e.account = 'paymentHold' and e.subject_id = p.id) as held
    from payments p`.execute(db);
  for (const payment of holds.rows)
    expect(Number(payment.held), `payment ${payment.id} (${payment.state}) holds`).toBe(
      payment.state === 'pending' ? Number(payment.balance_cents) : 0,
    );

  const balances = await sql<{
    subject_id: number;
    total: string | number;
  }>`select subject_id, sum(cents) as total from ledger_entries
    where account = 'clinicBalance' group by subject_id`.execute(db);
  for (const balance of balances.rows)
    expect(Number(balance.total), `clinic ${balance.subject_id}'s balance`).toBeGreaterThanOrEqual(0);
  await expectCouponInvariants(db);
}

/**
 * Coupons (docs/payments.md, "Coupons"): a claimed coupon is taken by at most one payment that is not closed, and
 * marks that one as its user (none: unused); the coupon account gave each claimed coupon exactly what its applied
 * shares paid; no quota is below zero and each coupon's claims are what its quota lost.
 */
export async function expectCouponInvariants(db: Kysely<Database>): Promise<void> {
  const claims = await sql<{
    id: number;
    payment_id: number | null;
    given: string | number;
    applied: string | number;
    takers: string | number;
    taker: number | null;
  }>`
    select c.id, c.payment_id,
      (select coalesce(sum(e.cents), 0) from ledger_entries e where e.account = 'coupon' and e.subject_id = c.id) as given,
      (select coalesce(sum(s.cents), 0) from payment_shares s join payments p on p.id = s.payment_id
        where p.coupon_claim_id = c.id and s.source = 'coupon' and s.applied = 1) as applied,
      (select count(*) from payments p where p.coupon_claim_id = c.id and p.state in ('pending', 'paid')) as takers,
      (select max(p.id) from payments p where p.coupon_claim_id = c.id and p.state in ('pending', 'paid')) as taker
    from clinic_coupons c`.execute(db);
  for (const claim of claims.rows) {
    expect(Number(claim.takers), `claimed coupon ${claim.id} used once`).toBeLessThanOrEqual(1);
    expect(claim.payment_id, `claimed coupon ${claim.id}'s payment`).toBe(claim.taker);
    expect(Number(claim.given) + Number(claim.applied), `claimed coupon ${claim.id}'s discount`).toBe(0);
  }
  const coupons = await sql<{ id: number; quota: number; remaining: number; claimed: string | number }>`
    select k.id, k.quota, k.remaining, (select count(*) from clinic_coupons c where c.coupon_id = k.id) as claimed
    from coupons k`.execute(db);
  for (const coupon of coupons.rows) {
    expect(Number(coupon.remaining), `coupon ${coupon.id}'s quota`).toBeGreaterThanOrEqual(0);
    expect(Number(coupon.quota) - Number(coupon.remaining), `coupon ${coupon.id}'s claims`).toBe(
      Number(coupon.claimed),
    );
  }
}

/** A payment's shares as [payment order, source, cents], by payment order then source. */
export async function sharesOf(db: Kysely<Database>, paymentId: number): Promise<[number, string, number][]> {
  const rows = await db
    .selectFrom('payment_shares')
    .select(['payment_order_id', 'source', 'cents'])
    .where('payment_id', '=', paymentId)
    .orderBy('payment_order_id')
    .orderBy('source')
    .execute();
  return rows.map((row) => [row.payment_order_id, row.source, Number(row.cents)]);
}

/** An order's status as stored. */
export async function orderStatusOf(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}
