import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import { COUPON_PATHS, type TClaimableCoupon, type TUserCoupon } from '../../../domain/coupons/contracts';
import { PAYMENT_KIND } from '../../../domain/payments/kinds';
import {
  PAYMENT_PATHS,
  type TPaymentView,
  type TRefundView,
  type TWalletNotification,
} from '../../../domain/payments/contracts';
import { DATABASE_KINDS } from '../../testing/test-database';
import { createCaseWorld, type CaseWorld } from '../cases/test-kit';
import { setOrder } from '../../lines/aligners/testing/case-kit';
import { accountSum } from '../money';
import { expectLedgerInvariants, paymentApi, type Answer } from './test-kit';
import { orderPendingPayment } from '../../lines/aligners/testing/case-kit';

const POOL = 3;
const subset = fc.integer({ min: 1, max: (1 << POOL) - 1 });
const method = fc.oneof(
  { arbitrary: fc.constantFrom('balance', 'wallet', 'both'), weight: 4 },
  { arbitrary: fc.constant('credit'), weight: 1 },
);
/** The clinic's credit limit in every run (docs/payments.md, "Credit terms"): some credit payments fit, some do not. */
const CREDIT_LIMIT = 800;
const pick = fc.nat({ max: 20 });
const operation = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('pay' as const),
      who: fc.nat({ max: 1 }),
      subset,
      method,
      retry: fc.boolean(),
      coupon: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('concurrent' as const),
      subset,
      method,
      payers: fc.integer({ min: 2, max: 4 }),
      coupon: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ t: fc.constant('decide' as const), p: pick, approve: fc.boolean(), deliver: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('redeliver' as const), n: pick }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('status' as const), p: pick }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('expire' as const), p: pick }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('refund' as const),
      i: fc.nat({ max: POOL - 1 }),
      cents: fc.option(fc.integer({ min: 1, max: 60_000 })),
    }),
    weight: 2,
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;
/** Each run's coupon: cents off, and a threshold (0: none) the chosen orders may or may not reach. */
const couponTerms = fc.record({
  amountCents: fc.integer({ min: 1, max: 30_000 }),
  thresholdCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
});
type CouponTerms = typeof couponTerms extends fc.Arbitrary<infer T> ? T : never;

/**
 * A sequence that reaches every outcome: a wallet payment with the coupon approved (paid), another declined (closed),
 * one from the balance, a partial refund and a payment on credit.
 */
const COVERING_EXAMPLE: [number[], number, CouponTerms, Operation[]] = [
  [10_000, 20_000, 30_000],
  80_000,
  { amountCents: 100, thresholdCents: 0 },
  [
    { t: 'pay', who: 0, subset: 1, method: 'wallet', retry: false, coupon: true },
    { t: 'decide', p: 0, approve: true, deliver: true },
    { t: 'pay', who: 0, subset: 2, method: 'wallet', retry: false, coupon: false },
    { t: 'decide', p: 1, approve: false, deliver: true },
    { t: 'pay', who: 1, subset: 2, method: 'balance', retry: false, coupon: false },
    { t: 'refund', i: 0, cents: 500 },
    { t: 'pay', who: 0, subset: 4, method: 'credit', retry: false, coupon: false },
  ],
];

/**
 * Random sequences of payments (balance, wallet, both, on credit; concurrent payers; retries with the same Idempotency-Key),
 * the wallet's decisions and notifications (kept back, duplicated, reordered, late), status queries, expired codes
 * and refunds, on the real server, some payments with the run's coupon: after each, the ledger balances, no payment
 * order is paid twice, no notification is applied twice, no refund goes beyond what was paid in money, the coupon is
 * used by one payment at most (expectLedgerInvariants), and a retry answers as the first.
 */
describe.each(DATABASE_KINDS)('payments under random sequences on %s', (kind) => {
  let w: CaseWorld;
  let api: ReturnType<typeof paymentApi>;
  const orders: number[] = [];

  beforeAll(async () => {
    w = await createCaseWorld(kind);
    api = paymentApi(w);
    for (let i = 0; i < POOL; i++) orders.push((await orderPendingPayment(w, 1)).orderId);
    api.data(
      await api.post(
        PAYMENT_PATHS.creditLimit,
        w.factory.headers,
        { clinicId: w.clinicA, limit: CREDIT_LIMIT },
        randomUUID(),
      ),
    );
  }, 60_000);
  afterAll(async () => w.t.close());

  /** Each run starts with fresh payment orders of the pooled orders (the old ones cancelled) and some balance. */
  async function freshRun(amounts: number[], balanceCents: number): Promise<number[]> {
    const db = w.app.db.kysely;
    const payIds: number[] = [];
    for (const [index, orderId] of orders.entries()) {
      await db
        .updateTable('payment_orders')
        .set({ status: 'cancelled', settled_at: Date.now() })
        .where('order_id', '=', orderId)
        .where('status', '=', 'open')
        .execute();
      await setOrder(w.app, orderId, { status: ORDER_STATUS.pendingPayment });
      const row = await db
        .insertInto('payment_orders')
        .values({
          order_id: orderId,
          stage_no: 1,
          kind: PAYMENT_KIND.planPayment,
          settles_plan: 0,
          amount_cents: amounts[index]!,
          status: 'open',
          reference: null,
          created_by: w.factory.id,
          created_at: Date.now(),
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      payIds.push(row.id);
    }
    if (balanceCents > 0) api.data(await api.credit(w.clinicA, balanceCents / 100));
    // Factory finance records the credit used so far as repaid: each run starts with the whole limit.
    const creditUsed = -(await accountSum(db, 'clinicCredit', w.clinicA));
    if (creditUsed > 0)
      api.data(
        await api.post(
          PAYMENT_PATHS.creditRepay,
          w.factory.headers,
          { clinicId: w.clinicA, amount: creditUsed / 100, reason: 'Property test' },
          randomUUID(),
        ),
      );
    return payIds;
  }

  /** A coupon issued for the run and claimed by clinic A: its claimed coupon's id. */
  async function runCoupon(terms: CouponTerms): Promise<number> {
    const now = Date.now();
    const body = {
      name: 'Property coupon',
      amount: terms.amountCents / 100,
      ...(terms.thresholdCents > terms.amountCents ? { thresholdAmount: terms.thresholdCents / 100 } : {}),
      validFrom: now - 1000,
      validTo: now + 3600_000,
      quota: 1,
    };
    const coupon = api.data<TClaimableCoupon>(
      await api.post(COUPON_PATHS.create, w.factory.headers, body, randomUUID()),
    );
    const path = COUPON_PATHS.receive.replace(':id', String(coupon.couponId));
    return api.data<TUserCoupon>(await api.post(path, w.doctorA.headers, {}, randomUUID())).id;
  }

  /** What a payment order was paid in money (its ledger figure less the coupons' discounts). */
  async function paidInMoney(payId: number): Promise<number> {
    const discount = await w.app.db.kysely
      .selectFrom('payment_shares')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cents'), eb.lit(0)).as('cents'))
      .where('payment_order_id', '=', payId)
      .where('source', '=', 'coupon')
      .where('applied', '=', 1)
      .executeTakeFirstOrThrow();
    return (await accountSum(w.app.db.kysely, 'orderPaid', payId)) - Number(discount.cents);
  }

  async function run(
    amounts: number[],
    balanceCents: number,
    terms: CouponTerms,
    operations: Operation[],
  ): Promise<void> {
    const payIds = await freshRun(amounts, balanceCents);
    const couponId = await runCoupon(terms);
    const payments: TPaymentView[] = [];
    const notifications: TWalletNotification[] = [];
    const sent: { headers: Record<string, string>; body: ReturnType<typeof bodyOf>; key: string; answer: Answer }[] =
      [];
    const payers = [w.doctorA.headers, w.adminA.headers];
    const bodyOf = (mask: number, how: string, coupon: boolean) =>
      how === 'credit'
        ? { payIds: payIds.filter((_, index) => mask & (1 << index)), onCredit: true, ...(coupon ? { couponId } : {}) }
        : {
            payIds: payIds.filter((_, index) => mask & (1 << index)),
            useBalance: how !== 'wallet',
            ...(how === 'balance' ? {} : { wallet: 'wechat' as const }),
            ...(coupon ? { couponId } : {}),
          };
    // A credit payment goes to quotaPay (without the test's own `onCredit` mark), any other to mergePay.
    const pay = async (headers: Record<string, string>, body: ReturnType<typeof bodyOf>, key?: string) => {
      if (!('onCredit' in body)) return api.mergePay(headers, body, key);
      await api.acceptAgreement(headers);
      const { onCredit: _, ...request } = body;
      return api.post(PAYMENT_PATHS.quotaPay, headers, request, key ?? randomUUID());
    };
    const remember = (answer: Answer) => {
      if (answer.statusCode === 200) payments.push(answer.json().data as TPaymentView);
      else expect([400, 409], answer.body).toContain(answer.statusCode);
    };
    const paymentAt = (p: number) => (payments.length ? payments[p % payments.length] : undefined);

    for (const op of operations) {
      if (op.t === 'pay') {
        const previous = sent.at(-1);
        if (op.retry && previous) {
          // A first answer is replayed; a refusal was not stored (nothing was applied), so its retry runs afresh.
          const again = await pay(previous.headers, previous.body, previous.key);
          if (previous.answer.statusCode === 200) {
            expect(again.statusCode).toBe(200);
            expect(again.json()).toEqual(previous.answer.json());
          } else remember(again);
          continue;
        }
        const entry = { headers: payers[op.who]!, body: bodyOf(op.subset, op.method, op.coupon), key: randomUUID() };
        const answer = await pay(entry.headers, entry.body, entry.key);
        sent.push({ ...entry, answer });
        remember(answer);
      } else if (op.t === 'concurrent') {
        const answers = await Promise.all(
          Array.from({ length: op.payers }, (_, index) =>
            pay(payers[index % 2]!, bodyOf(op.subset, op.method, op.coupon)),
          ),
        );
        answers.forEach(remember);
        const started = answers
          .filter((answer) => answer.statusCode === 200)
          .map((answer) => (answer.json().data as TPaymentView).paymentId);
        expect(new Set(started).size, 'one payment of the same orders at a time').toBeLessThanOrEqual(1);
      } else if (op.t === 'decide') {
        const payment = paymentAt(op.p);
        if (!payment?.qrPayload) continue;
        const answer = await api.decide(payment.qrPayload, op.approve ? 'approve' : 'decline', op.deliver);
        if (answer.statusCode === 200)
          notifications.push((answer.json().data as { notification: TWalletNotification }).notification);
      } else if (op.t === 'redeliver') {
        const notification = notifications.length ? notifications[op.n % notifications.length] : undefined;
        if (notification) api.data(await api.notify(notification));
      } else if (op.t === 'status') {
        const payment = paymentAt(op.p);
        if (payment) api.data(await api.status(w.doctorA.headers, payment.paymentId));
      } else if (op.t === 'expire') {
        const payment = paymentAt(op.p);
        if (!payment) continue;
        await w.app.db.kysely
          .updateTable('payments')
          .set({ expires_at: Date.now() - 1 })
          .where('id', '=', payment.paymentId)
          .where('state', '=', 'pending')
          .execute();
        api.data(await api.status(w.doctorA.headers, payment.paymentId));
      } else {
        const payId = payIds[op.i]!;
        const before = await accountSum(w.app.db.kysely, 'orderPaid', payId);
        const money = await paidInMoney(payId);
        const answer = await api.refund({
          payId,
          ...(op.cents === null ? {} : { amount: op.cents / 100 }),
          reason: 'Property test',
        });
        if (answer.statusCode === 200) {
          const refund = answer.json().data as TRefundView;
          expect(Math.round(refund.amount * 100)).toBeLessThanOrEqual(money);
          expect(await accountSum(w.app.db.kysely, 'orderPaid', payId)).toBe(before - Math.round(refund.amount * 100));
        } else {
          expect(money === 0 || (op.cents ?? 0) > money, answer.body).toBe(true);
        }
      }
      await expectLedgerInvariants(w.app.db.kysely);
      const creditUsed = -(await accountSum(w.app.db.kysely, 'clinicCredit', w.clinicA));
      expect(creditUsed, 'credit used').toBeGreaterThanOrEqual(0);
      expect(creditUsed, 'credit used').toBeLessThanOrEqual(CREDIT_LIMIT * 100);
    }
  }

  const numRuns = kind === 'postgres' ? 10 : 60;
  it(`keeps the ledger whole over ${numRuns} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: POOL, maxLength: POOL }),
        fc.integer({ min: 0, max: 80_000 }),
        couponTerms,
        fc.array(operation, { minLength: 1, maxLength: 14 }),
        run,
      ),
      // The first run is a fixed sequence that reaches every outcome checked below, so the check does not depend on
      // the random runs happening to (it failed about one run in three once credit payments took a share of them).
      { numRuns, examples: [COVERING_EXAMPLE] },
    );
    // The sequences reached every outcome: wallet payments paid and closed, balance payments, refunds, payments with a
    // coupon (the smaller
    // PostgreSQL sample is not held to it).
    if (kind === 'postgres') return;
    const db = w.app.db.kysely;
    const states = await db
      .selectFrom('payments')
      .select('state')
      .where('provider', '=', 'local')
      .groupBy('state')
      .execute();
    expect(states.map((row) => row.state)).toEqual(expect.arrayContaining(['paid', 'closed']));
    expect((await db.selectFrom('refunds').select('id').execute()).length).toBeGreaterThan(0);
    expect(
      (await db.selectFrom('payments').select('id').where('provider', '=', 'balance').execute()).length,
    ).toBeGreaterThan(0);
    const withCoupon = db
      .selectFrom('payments')
      .select('id')
      .where('coupon_claim_id', 'is not', null)
      .where('state', '=', 'paid');
    expect((await withCoupon.execute()).length).toBeGreaterThan(0);
    expect(
      (await db.selectFrom('payments').select('id').where('provider', '=', 'credit').execute()).length,
    ).toBeGreaterThan(0);
  }, 300_000);
});
