import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/form/text-field';
import { recordPayment } from '../api/factory-case-writes';
import { useCaseAction } from '../hooks/use-case-action';
import { ActionFormFrame } from './action-form-frame';
import type { ActionFormProps } from './action-form-props';
import { MoneyFacts } from './money-facts';

/** 21 -> 22: the payment arrived (until the payments issue brings real payment); a reference helps find it later. */
export function RecordPaymentForm({ detail, label, isStillValid, onCancel, ...callbacks }: ActionFormProps) {
  const [reference, setReference] = useState('');
  const change = useCaseAction(recordPayment, callbacks);

  return (
    <ActionFormFrame
      label={label}
      onSubmit={() =>
        void change.run({ orderId: detail.orderId, expectedStatus: detail.status, reference: reference.trim() })
      }
      onCancel={onCancel}
      isPending={change.isPending}
      isStillValid={isStillValid}
      formError={change.formError}
    >
      <MoneyFacts detail={detail} />
      <TextField
        label={<Trans>Payment reference</Trans>}
        hint={<Trans>Optional: the bank transfer number or receipt number.</Trans>}
        maxLength={100}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={change.serverErrors.reference}
      />
    </ActionFormFrame>
  );
}
