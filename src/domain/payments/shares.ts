import { splitCents } from '../money';

/** What one payment order takes from each source in a payment: a coupon's discount, the balance, a wallet. */
export type PaymentShare = {
  payId: number;
  dueCents: number;
  couponCents: number;
  balanceCents: number;
  walletCents: number;
};

/** How a payment is paid as a whole: the balance it may take and a coupon's discount (0: none). */
export type PaymentSources = { balanceCents: number; useBalance: boolean; couponCents?: number };

/**
 * How a payment splits across its payment orders (docs/payments.md, "Shares"), one rule for the server that stores
 * the shares and the page that shows them: a coupon's discount is split first by what is due of each; with the
 * balance used, its part is `min(balance, what is left)`, split by what is left of each; the wallet pays the rest of
 * each. Every split is largest remainder (splitCents) in payment-order id order, as the server stores them.
 */
export function paymentShares(
  orders: readonly { payId: number; dueCents: number }[],
  { balanceCents, useBalance, couponCents = 0 }: PaymentSources,
): PaymentShare[] {
  const sorted = [...orders].sort((a, b) => a.payId - b.payId);
  const dues = sorted.map((order) => order.dueCents);
  const total = dues.reduce((sum, due) => sum + due, 0);
  const discount = Math.min(Math.max(couponCents, 0), total);
  const couponShares = discount > 0 ? splitCents(discount, dues) : dues.map(() => 0);
  const rests = dues.map((due, index) => due - couponShares[index]!);
  const rest = total - discount;
  const balancePart = useBalance ? Math.min(Math.max(balanceCents, 0), rest) : 0;
  const balanceShares = rest > 0 ? splitCents(balancePart, rests) : rests.map(() => 0);
  return sorted.map((order, index) => ({
    payId: order.payId,
    dueCents: order.dueCents,
    couponCents: couponShares[index]!,
    balanceCents: balanceShares[index]!,
    walletCents: rests[index]! - balanceShares[index]!,
  }));
}
