import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCouponOption } from '../../../../domain/coupons/contracts';
import { formatMoney } from '../../../lib/money/format-money';
import { CouponThreshold, CouponValidity } from './coupon-terms';

type CouponPickerProps = {
  /** combineCheck's `coupons`: the usable ones first (the best first), then those the payment falls short of. */
  coupons: readonly TCouponOption[];
  /** The coupon taken off (combineCheck's `couponId` at first); null: none. */
  selectedId: number | null;
  onChange: (couponId: number | null) => void;
  disabled?: boolean;
};

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700';

/**
 * Which coupon to take off a payment (docs/payments.md, "Coupons"): one at most (coupons do not stack), or none.
 * A coupon the payment falls short of is shown but cannot be chosen, with "add X to use this coupon" when the
 * threshold is near. Hosted by the combined payment's confirmation page, which sends the choice to combineCheck
 * (to see the amounts) and to mergePay.
 */
export function CouponPicker({ coupons, selectedId, onChange, disabled = false }: CouponPickerProps) {
  const { i18n } = useLingui();
  const name = useId();
  if (coupons.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-base font-semibold text-slate-900">
        <Trans>Coupon</Trans>
      </legend>
      <label className={`${optionClass} border-slate-200`}>
        <input
          type="radio"
          name={name}
          className="mt-1 size-5"
          checked={selectedId === null}
          onChange={() => onChange(null)}
        />
        <span className="text-slate-800">
          <Trans>No coupon</Trans>
        </span>
      </label>
      {coupons.map((coupon) => {
        const discount = formatMoney(coupon.discountAmount, i18n.locale);
        const amount = formatMoney(coupon.amount, i18n.locale);
        const shortfall = coupon.shortfallAmount === null ? null : formatMoney(coupon.shortfallAmount, i18n.locale);
        return (
          <label key={coupon.id} className={`${optionClass} border-slate-200`}>
            <input
              type="radio"
              name={name}
              className="mt-1 size-5"
              checked={selectedId === coupon.id}
              disabled={!coupon.usable}
              onChange={() => onChange(coupon.id)}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-900">{coupon.name}</span>
                <span className="font-semibold text-teal-800">
                  {coupon.usable ? <Trans>−{discount}</Trans> : amount}
                </span>
              </span>
              <span className="text-sm text-slate-600">
                <CouponThreshold thresholdAmount={coupon.thresholdAmount} /> ·{' '}
                <CouponValidity validTo={coupon.validTo} />
              </span>
              {shortfall ? (
                <span className="text-sm font-medium text-amber-800">
                  <Trans>Add {shortfall} to use this coupon</Trans>
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
