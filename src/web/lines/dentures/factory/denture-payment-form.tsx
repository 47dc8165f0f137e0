import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/form/text-field';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { ActionFormProps, ActionTarget } from '../../../features/factory/components/action-form-props';
import { useActionForm } from '../../../features/factory/components/use-action-form';
import { FACTORY_SCOPE } from '../../../lib/cases/case-queries';
import { formatMoney } from '../../../lib/money/format-money';
import { dentureDataQuery } from '../sections/denture-data-query';
import { recordDenturePayment } from './denture-factory-writes';

/**
 * 21 -> 22: the payment of the order's payment order (issued from the costs when the clinic confirmed the rough
 * design) arrived; a reference helps find it later.
 */
export function DenturePaymentForm(props: ActionFormProps<ActionTarget>) {
  const { detail } = props;
  const { i18n } = useLingui();
  const [reference, setReference] = useState('');
  const denture = useQuery(dentureDataQuery(FACTORY_SCOPE, detail.orderId));
  const total = denture.data?.costs?.totalPrice;
  const { change, frame } = useActionForm(recordDenturePayment, props);

  return (
    <ActionFormFrame
      {...frame}
      onSubmit={() =>
        void change.run({ orderId: detail.orderId, expectedStatus: detail.status, reference: reference.trim() })
      }
    >
      {typeof total !== 'number' ? null : (
        <p className="text-base text-slate-700" data-testid="denture-payment-total">
          <Trans>Amount due: {formatMoney(total, i18n.locale)}</Trans>
        </p>
      )}
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
