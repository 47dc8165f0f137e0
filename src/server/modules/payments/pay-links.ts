import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fromCents, toCents } from '../../../domain/money';
import { PAY_LINK, type TPayLinkCreated, type TPayLinkView } from '../../../domain/payments/pay-security';
import { PaymentErrorCode } from '../../../domain/payments/payment-messages';
import type { Wallet } from '../../../domain/payments/methods';
import type { Database } from '../../db/schema';
import { requireFeeAgreement } from './fee-agreement';
import { paymentError } from './payment-errors';
import { combineCheck, mergePay, refreshExpired, refreshPayment, type Payer } from './payments';
import type { PaymentProvider } from './provider';

type Db = Kysely<Database> | Transaction<Database>;
type LinkRow = {
  id: number;
  clinic_id: number;
  pay_ids: string;
  amount_cents: number;
  expires_at: number;
  payment_id: number | null;
  created_by: number;
};

/** The links' signing key: derived from the server's signing secret, the same on every server. */
export function payLinkSecret(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('pay-on-behalf-links').digest('hex');
}

/**
 * A link's token: its id and expiry, signed (HMAC-SHA256). It names a row; the row holds what it pays, so the token
 * carries nothing private and a changed id, expiry or signature is refused before the database is asked.
 */
export function createPayLinkTokens(secret: string) {
  const sign = (facts: string) => createHmac('sha256', secret).update(facts).digest('base64url');
  return {
    issue: (id: number, expiresAt: number) => `${id}.${expiresAt}.${sign(`${id}.${expiresAt}`)}`,
    /** The link id and expiry a token names, or null when its signature does not match. */
    read(token: string): { id: number; expiresAt: number } | null {
      const match = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { id: Number(match[1]), expiresAt: Number(match[2]) };
    },
  };
}
export type PayLinkTokens = ReturnType<typeof createPayLinkTokens>;

/**
 * A payer makes a link for what is due of these payment orders, now: someone else (not signed in) pays exactly that
 * through a wallet. The payer must have accepted the fee agreement; the orders must be the clinic's and unpaid.
 */
export async function createPayLink(
  trx: Transaction<Database>,
  tokens: PayLinkTokens,
  payer: Payer,
  payIds: readonly number[],
  now: number,
): Promise<TPayLinkCreated> {
  await requireFeeAgreement(trx, payer.userId);
  const check = await combineCheck(trx, payer, payIds, now, null);
  const expiresAt = now + PAY_LINK.validityMs;
  const row = await trx
    .insertInto('pay_links')
    .values({
      clinic_id: payer.clinicId,
      pay_ids: JSON.stringify([...payIds].sort((a, b) => a - b)),
      amount_cents: toCents(check.dueAmount),
      expires_at: expiresAt,
      payment_id: null,
      paid_at: null,
      created_by: payer.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token: tokens.issue(row.id, expiresAt), amount: check.dueAmount, expiresAt };
}

/** The link a token names: 46045 when tampered or unknown. */
async function findLink(db: Db, tokens: PayLinkTokens, token: string): Promise<LinkRow> {
  const named = tokens.read(token);
  const row = named
    ? await db.selectFrom('pay_links').selectAll().where('id', '=', named.id).executeTakeFirst()
    : undefined;
  if (!row || !named || Number(row.expires_at) !== named.expiresAt) throw paymentError(PaymentErrorCode.payLinkInvalid);
  return { ...row, amount_cents: Number(row.amount_cents), expires_at: Number(row.expires_at) };
}

const payIdsOf = (link: LinkRow): number[] => JSON.parse(link.pay_ids) as number[];

/** Whether the link's payment paid (then the link is used for ever). */
async function linkPaymentState(db: Db, link: LinkRow) {
  if (link.payment_id === null) return null;
  return db
    .selectFrom('payments')
    .select(['id', 'state', 'wallet', 'qr_payload', 'expires_at'])
    .where('id', '=', link.payment_id)
    .executeTakeFirst();
}

/**
 * What the public page shows: asks the wallet about a waiting payment first (no notification may have come), so
 * polling this is the payment's live status. Paid: the link's payment paid, or every order was paid otherwise.
 */
export async function viewPayLink(
  db: Kysely<Database>,
  provider: PaymentProvider,
  tokens: PayLinkTokens,
  token: string,
  now: number,
): Promise<TPayLinkView> {
  const link = await findLink(db, tokens, token);
  if (link.payment_id !== null) await refreshPayment(db, provider, link.payment_id, now);
  const payment = await linkPaymentState(db, link);
  const orders = await db
    .selectFrom('payment_orders')
    .select(['order_id', 'kind', 'amount_cents', 'status'])
    .where('id', 'in', payIdsOf(link))
    .orderBy('id')
    .execute();
  const clinic = await db
    .selectFrom('clinics')
    .select('name')
    .where('id', '=', link.clinic_id)
    .executeTakeFirstOrThrow();
  const isPaid =
    payment?.state === 'paid' || payment?.state === 'paidToBalance' || orders.every((order) => order.status === 'paid');
  const isPending = payment?.state === 'pending';
  const state = isPaid ? 'paid' : isPending ? 'pending' : now >= link.expires_at ? 'expired' : 'open';
  if (isPaid && payment?.state === 'paid')
    await db
      .updateTable('pay_links')
      .set({ paid_at: now })
      .where('id', '=', link.id)
      .where('paid_at', 'is', null)
      .execute();
  return {
    state,
    clinicName: clinic.name,
    amount: fromCents(link.amount_cents),
    expiresAt: link.expires_at,
    orders: orders.map((order) => ({
      orderId: order.order_id,
      kind: order.kind,
      amount: fromCents(Number(order.amount_cents)),
    })),
    payment:
      payment && isPending
        ? {
            paymentId: payment.id,
            wallet: payment.wallet === 'wechat' || payment.wallet === 'alipay' ? payment.wallet : null,
            qrPayload: payment.qr_payload,
            expiresAt: payment.expires_at === null ? null : Number(payment.expires_at),
          }
        : null,
  };
}

/**
 * Starts the link's wallet payment (or answers the waiting one again): paid already → 46047, past its time →
 * 46046, what is due no longer the link's amount → 46045. The payment is the link maker's, by a wallet only (the
 * clinic's balance is never the link's), through mergePay, so every rule of paying holds.
 */
export async function payPayLink(
  db: Kysely<Database>,
  provider: PaymentProvider,
  tokens: PayLinkTokens,
  input: { token: string; wallet: Wallet },
  now: number,
): Promise<TPayLinkView> {
  const link = await findLink(db, tokens, input.token);
  const viewed = await viewPayLink(db, provider, tokens, input.token, now);
  if (viewed.state === 'paid') throw paymentError(PaymentErrorCode.payLinkUsed);
  if (viewed.state === 'expired') throw paymentError(PaymentErrorCode.payLinkExpired);
  const payIds = payIdsOf(link);
  await refreshExpired(db, provider, payIds, now);
  await db.transaction().execute(async (trx) => {
    const payer: Payer = { userId: link.created_by, clinicId: link.clinic_id };
    const check = await combineCheck(trx, payer, payIds, now, null);
    if (toCents(check.dueAmount) !== link.amount_cents) throw paymentError(PaymentErrorCode.payLinkInvalid);
    const payment = await mergePay(trx, provider, payer, { payIds, useBalance: false, wallet: input.wallet }, now);
    await trx.updateTable('pay_links').set({ payment_id: payment.paymentId }).where('id', '=', link.id).execute();
  });
  return viewPayLink(db, provider, tokens, input.token, now);
}
