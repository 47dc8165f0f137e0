import { splitCents } from '../money';

/** What one payment order takes from each source in a payment. */
export type PaymentShare = { payId: number; dueCents: number; balanceCents: number; walletCents: number };

/**
 * How a payment splits across its payment orders (docs/payments.md, "Shares"): with the balance used, its part is
 * `min(balance, total)`, split by what is due of each (largest remainder, in payment-order id order, as the server
 * stores them); the wallet pays the rest of each. Without the balance the wallet pays everything.
 */
export function paymentShares(
  orders: readonly { payId: number; dueCents: number }[],
  balanceCents: number,
  useBalance: boolean,
): PaymentShare[] {
  const sorted = [...orders].sort((a, b) => a.payId - b.payId);
  const dues = sorted.map((order) => order.dueCents);
  const total = dues.reduce((sum, due) => sum + due, 0);
  const balancePart = useBalance ? Math.min(Math.max(balanceCents, 0), total) : 0;
  const balanceShares = total > 0 ? splitCents(balancePart, dues) : dues.map(() => 0);
  return sorted.map((order, index) => ({
    payId: order.payId,
    dueCents: order.dueCents,
    balanceCents: balanceShares[index]!,
    walletCents: order.dueCents - balanceShares[index]!,
  }));
}
