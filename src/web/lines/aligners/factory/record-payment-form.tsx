import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/form/text-field';
import { recordPayment } from './aligner-factory-writes';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { ActionFormProps } from '../../../features/factory/components/action-form-props';
import { MoneyFacts } from './money-facts';
import { useActionForm } from '../../../features/factory/components/use-action-form';

/** 21 -> 22: the payment arrived (until the payments issue brings real payment); a reference helps find it later. */
export function RecordPaymentForm(props: ActionFormProps<TCaseDetail>) {
  const { detail } = props;
  const [reference, setReference] = useState('');
  const { change, frame } = useActionForm(recordPayment, props);

  return (
    <ActionFormFrame
      {...frame}
      onSubmit={() =>
        void change.run({ orderId: detail.orderId, expectedStatus: detail.status, reference: reference.trim() })
      }
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
