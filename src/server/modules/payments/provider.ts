import type { Wallet } from '../../../domain/payments/methods';

/**
 * An online wallet as the payments module sees it (docs/payments.md, "What a real provider needs"). Amounts are
 * integer fen (cents); a payment is known to the wallet by its merchant order number (6-32 characters).
 */
export type PaymentProvider = {
  /** Stored on the payment; names the notification route's `:provider`. */
  readonly name: string;
  /** Opens the wallet's order: answers the QR code's payload, payable until `expiresAt`. */
  createOrder(order: {
    merchantNo: string;
    amountFen: number;
    wallet: Wallet;
    description: string;
    expiresAt: number;
  }): Promise<{ qrPayload: string }>;
  /** The wallet's word on an order, for when no notification came. */
  queryOrder(merchantNo: string): Promise<ProviderOrderState>;
  /** Closes an order nobody paid (the code expired); answers its final state, which is `paid` if the payer won the race. */
  closeOrder(merchantNo: string): Promise<ProviderOrderState>;
  /** Sends `amountFen` of a paid order back to the payer's wallet; `refundNo` makes a repeat harmless. */
  refund(refund: { merchantNo: string; refundNo: string; amountFen: number }): Promise<void>;
  /** Checks a notification's signature; answers what it says, or null when it is not the wallet's. */
  verifyNotification(notification: unknown): ProviderNotice | null;
};

export type ProviderOrderState =
  { state: 'pending' } | { state: 'paid'; providerTxnId: string; amountFen: number } | { state: 'closed' };

export type ProviderNotice =
  | { merchantNo: string; state: 'paid'; providerTxnId: string; amountFen: number }
  | { merchantNo: string; state: 'closed' };
