import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCombineCheck } from '../../../../domain/payments/contracts';
import { paymentMethodLabels } from '../../../../domain/payments/methods';
import { formatMoney } from '../../../lib/money/format-money';
import { focusRing } from '../../../components/ui/styles';
import { choiceKey, payChoicesOf, type PayChoice } from '../lib/pay-methods';

type MethodChoiceProps = {
  check: TCombineCheck;
  value: PayChoice | null;
  onChange: (choice: PayChoice) => void;
  isDisabled: boolean;
  /** Credit terms, when the clinic has a quota (the option renders itself: credit-terms-option.tsx). */
  creditOption?: ReactNode;
};

/**
 * How to pay: the balance (when it covers all), a wallet, the balance and a wallet for the rest, or a corporate
 * transfer (the bank block and the remittance form follow it on the page); credit terms when the clinic has a quota.
 */
export function MethodChoice({ check, value, onChange, isDisabled, creditOption }: MethodChoiceProps) {
  const { i18n } = useLingui();
  const balance = formatMoney(check.balanceAmount, i18n.locale);
  const rest = formatMoney(check.walletAmount, i18n.locale);
  const labelOf = (choice: PayChoice) => {
    if (choice.transfer) return i18n._(paymentMethodLabels.corporateTransfer);
    const wallet = choice.wallet ? i18n._(paymentMethodLabels[choice.wallet]) : '';
    if (choice.useBalance && choice.wallet)
      return (
        <Trans>
          Balance {balance}, then {wallet} for the rest ({rest})
        </Trans>
      );
    if (choice.useBalance) return <Trans>Balance ({balance})</Trans>;
    return wallet;
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={isDisabled}>
      <legend className="mb-2 text-lg font-semibold text-slate-900">
        <Trans>How to pay</Trans>
      </legend>
      {payChoicesOf(check).map((choice) => {
        const key = choiceKey(choice);
        const isOn = value !== null && choiceKey(value) === key;
        return (
          <label
            key={key}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-base ${focusRing} ${
              isOn ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name="pay-method"
              className="size-5 accent-teal-700"
              checked={isOn}
              onChange={() => onChange(choice)}
            />
            <span>{labelOf(choice)}</span>
          </label>
        );
      })}
      {creditOption}
      {!check.balanceCovers ? (
        <p className="text-sm text-slate-600">
          <Trans>Your balance ({balance}) does not cover this payment on its own.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
