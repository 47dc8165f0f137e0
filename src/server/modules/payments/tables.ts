import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';
import type { PaymentState } from '../../../domain/payments/contracts';
import type { ShareSource } from '../../../domain/payments/methods';

/**
 * Row types of the payments module (migration 0036; docs/payments.md): payments, their shares of payment orders,
 * refunds, payment preferences and the local wallet's own records (payment orders and the ledger: the money module).
 * Amounts are integer cents; timestamps epoch ms.
 */
export type PaymentsDatabase = {
  payments: PaymentTable;
  payment_shares: PaymentShareTable;
  refunds: RefundTable;
  refund_parts: RefundPartTable;
  payment_preferences: PaymentPreferenceTable;
  local_wallet_orders: LocalWalletOrderTable;
};

/**
 * One payment of one or several payment orders of a clinic: by the balance, a wallet, both, or received outside the
 * portal (`provider` 'outside', recorded by the factory). What it paid each payment order is in its shares.
 */
export type PaymentTable = {
  id: Generated<number>;
  clinic_id: number;
  /** The merchant order number the wallet knows it by (6-32 characters, unique). */
  merchant_no: string;
  state: PaymentState;
  /** 'balance' (no wallet part), a wallet provider's name ('local'), or 'outside'. */
  provider: string;
  wallet: string | null;
  total_cents: number;
  balance_cents: number;
  wallet_cents: number;
  /** The clinic's claimed coupon it used (migration 0037), and what it took off; 0 without one. */
  coupon_claim_id: Generated<number | null>;
  coupon_cents: Generated<number>;
  qr_payload: string | null;
  expires_at: number | null;
  /** The wallet's transaction id, once it paid (unique: one transaction pays one payment). */
  provider_txn_id: string | null;
  /** Why, for money recorded by the factory. */
  reason: string | null;
  created_by: number;
  created_at: number;
  settled_at: number | null;
};

/** What a payment pays one payment order from one source; refunds go back through these. */
export type PaymentShareTable = {
  id: Generated<number>;
  payment_id: number;
  payment_order_id: number;
  source: ShareSource;
  cents: number;
  /** Once the payment is settled: 1 paid the order, 0 credited to the balance (the order was paid otherwise). */
  applied: Flag | null;
};

export type RefundTable = {
  id: Generated<number>;
  payment_order_id: number;
  cents: number;
  reason: string;
  created_by: number;
  created_at: number;
};

/** What a refund took back from one share. */
export type RefundPartTable = {
  id: Generated<number>;
  refund_id: number;
  share_id: number;
  cents: number;
};

/** savePayType: the method a user last chose in a clinic. */
export type PaymentPreferenceTable = {
  user_id: number;
  clinic_id: number;
  pay_type: string;
  updated_at: number;
};

/** The local wallet's side: how the payer decided a QR code (it stands in for the wallet's own records). */
export type LocalWalletOrderTable = {
  merchant_no: string;
  state: 'paid' | 'closed';
  provider_txn_id: string;
  amount_fen: number;
  decided_at: number;
};
