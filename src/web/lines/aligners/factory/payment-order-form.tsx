import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { focusRing } from '../../../components/ui/styles';
import { issuePaymentOrder } from './aligner-factory-writes';
import { parseAmount } from '../../../lib/money/parse-amount';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { ActionFormProps } from '../../../features/factory/components/action-form-props';
import { MoneyFacts } from './money-facts';
import { useActionForm } from '../../../features/factory/components/use-action-form';

/** 20 -> 21: the factory prices the batch the doctor asked for, and says whether this payment settles the plan. */
export function PaymentOrderForm(props: ActionFormProps<TCaseDetail>) {
  const { detail } = props;
  const { i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [isFinal, setIsFinal] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const { change, frame } = useActionForm(issuePaymentOrder, props);

  function submit() {
    const parsed = parseAmount(amount);
    if (parsed === null) {
      setAmountError(i18n._(caseMessages.amountInvalid));
      document.getElementById('factory-payment-amount')?.focus();
      return;
    }
    void change.run({ orderId: detail.orderId, expectedStatus: detail.status, amount: parsed, finalPayment: isFinal });
  }

  return (
    <ActionFormFrame {...frame} onSubmit={submit}>
      <MoneyFacts detail={detail} />
      <NumericField
        id="factory-payment-amount"
        label={<Trans>Amount (yuan)</Trans>}
        isRequired
        value={amount}
        onValueChange={(text) => {
          setAmount(text);
          setAmountError(null);
        }}
        error={amountError ?? change.serverErrors.amount}
      />
      <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
        <input
          type="checkbox"
          checked={isFinal}
          onChange={(event) => setIsFinal(event.target.checked)}
          className={`size-5 accent-teal-700 ${focusRing}`}
        />
        <Trans>Final payment: this payment settles the whole plan</Trans>
      </label>
    </ActionFormFrame>
  );
}
