import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ZWalletNotification, type TWalletNotification } from '../../../domain/payments/contracts';
import type { Database } from '../../db/schema';
import { hasValidSignature, signNotification } from './notification-signature';
import type { PaymentProvider, ProviderOrderState } from './provider';

/** The local wallet's name (payments.provider, the notification route's `:provider`). */
export const LOCAL_WALLET = 'local';
const QR_PREFIX = 'cuspid-local-wallet:';

/** The local wallet's notification secret: derived from the server's signing secret, the same on every server. */
export function localWalletSecret(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('local-wallet-notifications').digest('hex');
}

type QrFacts = { merchantNo: string; amountFen: number; expiresAt: number };

/**
 * The default PaymentProvider: a wallet that lives in this database (real wallets cannot be reached here). Its QR
 * payload names the merchant order number, the amount and the expiry, signed; the payer's side (`decide`, the
 * local-wallet route) approves or declines it once, the decision standing for ever after, and sends the signed
 * notification a real wallet would send. Its orders are rows, so every server process sees the same wallet.
 */
export function createLocalWallet(db: Kysely<Database>, secret: string) {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  const stateOf = async (merchantNo: string): Promise<ProviderOrderState> => {
    const row = await db
      .selectFrom('local_wallet_orders')
      .selectAll()
      .where('merchant_no', '=', merchantNo)
      .executeTakeFirst();
    if (!row) return { state: 'pending' };
    return row.state === 'paid'
      ? { state: 'paid', providerTxnId: row.provider_txn_id, amountFen: Number(row.amount_fen) }
      : { state: 'closed' };
  };

  /** Records the decision unless one stands already (the first decision wins); answers the state that stands. */
  const decideOnce = async (merchantNo: string, state: 'paid' | 'closed', amountFen: number, now: number) => {
    await db
      .insertInto('local_wallet_orders')
      .values({
        merchant_no: merchantNo,
        state,
        provider_txn_id: `LW${randomUUID().replaceAll('-', '')}`,
        amount_fen: amountFen,
        decided_at: now,
      })
      .onConflict((conflict) => conflict.column('merchant_no').doNothing())
      .execute();
    return stateOf(merchantNo);
  };

  const notificationOf = (merchantNo: string, state: ProviderOrderState, now: number): TWalletNotification => {
    const fields = {
      merchantNo,
      providerTxnId: state.state === 'paid' ? state.providerTxnId : '',
      amountFen: state.state === 'paid' ? state.amountFen : 0,
      state: state.state === 'paid' ? ('SUCCESS' as const) : ('CLOSED' as const),
      occurredAt: now,
      nonce: randomUUID(),
    };
    return { ...fields, sign: signNotification(fields, secret) };
  };

  const provider: PaymentProvider = {
    name: LOCAL_WALLET,
    async createOrder({ merchantNo, amountFen, expiresAt }) {
      const facts = Buffer.from(JSON.stringify({ merchantNo, amountFen, expiresAt } satisfies QrFacts)).toString(
        'base64url',
      );
      return { qrPayload: `${QR_PREFIX}${facts}.${sign(facts)}` };
    },
    queryOrder: stateOf,
    closeOrder: (merchantNo) => decideOnce(merchantNo, 'closed', 0, Date.now()),
    async refund() {
      // The local wallet keeps no accounts: the ledger's refund movement is the whole record.
    },
    verifyNotification(notification) {
      const parsed = ZWalletNotification.safeParse(notification);
      if (!parsed.success) return null;
      const { sign: signature, ...fields } = parsed.data;
      if (!hasValidSignature(fields, signature, secret)) return null;
      return fields.state === 'SUCCESS'
        ? {
            merchantNo: fields.merchantNo,
            state: 'paid',
            providerTxnId: fields.providerTxnId,
            amountFen: fields.amountFen,
          }
        : { merchantNo: fields.merchantNo, state: 'closed' };
    },
  };

  return {
    provider,
    /**
     * The payer's side: approve or decline the code. Answers the notification the wallet sends (the decision that
     * stands, which is an earlier one if the code was decided or closed before), or null for a code that is not the
     * wallet's; 'expired' for an undecided code past its time.
     */
    async decide(
      qrPayload: string,
      decision: 'approve' | 'decline',
      now: number,
    ): Promise<TWalletNotification | 'expired' | null> {
      if (!qrPayload.startsWith(QR_PREFIX)) return null;
      const [facts, signature] = qrPayload.slice(QR_PREFIX.length).split('.');
      if (!facts || !signature || sign(facts) !== signature) return null;
      const { merchantNo, amountFen, expiresAt } = JSON.parse(Buffer.from(facts, 'base64url').toString()) as QrFacts;
      const standing = await stateOf(merchantNo);
      if (standing.state === 'pending' && now > expiresAt) return 'expired';
      const state =
        standing.state === 'pending'
          ? await decideOnce(merchantNo, decision === 'approve' ? 'paid' : 'closed', amountFen, now)
          : standing;
      return notificationOf(merchantNo, state, now);
    },
  };
}

export type LocalWallet = ReturnType<typeof createLocalWallet>;
