import { Trans, useLingui } from '@lingui/react/macro';
import type { TCombineCheck } from '../../../../domain/payments/contracts';
import { formatMoney } from '../../../lib/money/format-money';

/** What the orders come to, the coupon taken off, what is paid in money, and what the balance has. */
export function PaymentTotals({ check }: { check: TCombineCheck }) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, i18n.locale);
  const coupon = money(check.couponAmount);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-base">
      {check.couponAmount > 0 ? (
        <>
          <dt className="text-slate-700">
            <Trans>Orders come to</Trans>
          </dt>
          <dd className="text-end tabular-nums" data-testid="orders-total">
            {money(check.dueAmount)}
          </dd>
          <dt className="text-slate-700">
            <Trans>Coupon</Trans>
          </dt>
          <dd className="text-end tabular-nums text-teal-800" data-testid="coupon-total">
            <Trans>−{coupon}</Trans>
          </dd>
        </>
      ) : null}
      <dt className="text-slate-700">
        <Trans>To pay</Trans>
      </dt>
      <dd className="text-end font-semibold tabular-nums" data-testid="due-total">
        {money(check.payAmount)}
      </dd>
      <dt className="text-slate-700">
        <Trans>Balance available</Trans>
      </dt>
      <dd className="text-end tabular-nums">{money(check.balanceAmount)}</dd>
    </dl>
  );
}
