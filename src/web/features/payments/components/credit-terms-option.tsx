import { Trans, useLingui } from '@lingui/react/macro';
import { paymentMethodLabels } from '../../../../domain/payments/methods';
import { focusRing } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/money/format-money';

type CreditTermsOptionProps = {
  /** What is left of the clinic's credit limit (getClinicQuota). */
  remainingAmount: number;
  /** What this payment costs (combineCheck's payAmount). */
  payAmount: number;
  isOn: boolean;
  onChoose: () => void;
};

/**
 * The credit terms method on the confirm page (docs/payments.md, "Credit terms"): the remaining limit, and disabled
 * with the reason when the payment is more than it (the server refuses it too, 46050).
 */
export function CreditTermsOption({ remainingAmount, payAmount, isOn, onChoose }: CreditTermsOptionProps) {
  const { i18n } = useLingui();
  const remaining = formatMoney(remainingAmount, i18n.locale);
  const isShort = payAmount > remainingAmount;
  const label = i18n._(paymentMethodLabels.creditTerms);
  return (
    <div className="flex flex-col gap-1">
      <label
        className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-base ${focusRing} ${
          isShort ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500' : 'cursor-pointer'
        } ${isOn ? 'border-teal-700 bg-teal-50' : isShort ? '' : 'border-slate-300 bg-white'}`}
      >
        <input
          type="radio"
          name="pay-method"
          className="size-5 accent-teal-700"
          checked={isOn}
          disabled={isShort}
          onChange={onChoose}
          aria-describedby={isShort ? 'credit-terms-short' : undefined}
        />
        <span>
          <Trans>
            {label} (remaining {remaining})
          </Trans>
        </span>
      </label>
      {isShort ? (
        <p id="credit-terms-short" className="text-sm text-slate-600">
          <Trans>This payment is more than the remaining credit ({remaining}).</Trans>
        </p>
      ) : null}
    </div>
  );
}
