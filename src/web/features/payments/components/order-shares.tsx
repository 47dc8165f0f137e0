import { Trans, useLingui } from '@lingui/react/macro';
import { formatCents, toCents } from '../../../../domain/money';
import { paymentKindLabel } from '../../../../domain/payments/kinds';
import { paymentShares } from '../../../../domain/payments/shares';
import type { UnpaidRowAsSent } from '../api/payments-api';
import type { RestPayer } from '../lib/pay-methods';

type OrderSharesProps = {
  payIds: readonly number[];
  /** The rows as chosen on /mergePay (a link opened elsewhere may not have them: the order is then named by its id). */
  rows: readonly UnpaidRowAsSent[];
  balanceCents: number;
  useBalance: boolean;
  /** The coupon's discount on the whole payment (0: none). */
  couponCents: number;
  /** What pays the rest of each order, as chosen (null: no method chosen yet, the rest is not attributed). */
  restBy: RestPayer | null;
};

/** Each payment order of the payment and what it takes from the coupon, the balance and the wallet (the server's split). */
export function OrderShares({ payIds, rows, balanceCents, useBalance, couponCents, restBy }: OrderSharesProps) {
  const { i18n, t } = useLingui();
  const rowOf = (payId: number) => rows.find((row) => row.payId === payId);
  const shares = paymentShares(
    payIds.map((payId) => ({ payId, dueCents: toCents(rowOf(payId)?.dueAmount ?? 0) })),
    { balanceCents, useBalance, couponCents },
  );
  const money = (cents: number) => formatCents(cents, i18n.locale);
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`Orders in this payment`}>
      {shares.map((share) => {
        const row = rowOf(share.payId);
        const kind = row ? paymentKindLabel(row.kind) : undefined;
        const due = money(share.dueCents);
        const fromBalance = money(share.balanceCents);
        const fromWallet = money(share.walletCents);
        const fromCoupon = money(share.couponCents);
        return (
          <li key={share.payId} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">
                {row ? row.patientName : <Trans>Payment order {share.payId}</Trans>}
              </span>
              {row ? (
                <span className="text-sm text-slate-600">
                  <Trans>Order {row.orderId}</Trans>
                  {kind ? ` · ${i18n._(kind)}` : null}
                </span>
              ) : null}
            </span>
            {row ? (
              <span className="flex flex-col text-end text-sm text-slate-700">
                <span className="text-base font-semibold text-slate-900 tabular-nums">{due}</span>
                {share.couponCents > 0 ? (
                  <span>
                    <Trans>Coupon −{fromCoupon}</Trans>
                  </span>
                ) : null}
                {useBalance ? (
                  <span>
                    <Trans>Balance {fromBalance}</Trans>
                  </span>
                ) : null}
                {share.walletCents > 0 && restBy === 'wallet' ? (
                  <span>
                    <Trans>Wallet {fromWallet}</Trans>
                  </span>
                ) : null}
                {share.walletCents > 0 && restBy === 'credit' ? (
                  <span>
                    <Trans>On credit {fromWallet}</Trans>
                  </span>
                ) : null}
                {share.walletCents > 0 && restBy === 'transfer' ? (
                  <span>
                    <Trans>By transfer {fromWallet}</Trans>
                  </span>
                ) : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
