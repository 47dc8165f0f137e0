import { useState } from 'react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import { type TShipRequest, ZShipRequest } from '../../../../domain/orders/move-requests';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { TextField } from '../../../components/ui/form/text-field';
import { collectIssuesByPath } from '../../../lib/forms/field-errors';
import type { CaseWrite } from '../api/factory-case-writes';
import { CASE_LOOKUPS } from '../lib/case-message-lookup';
import { ActionFormFrame } from './action-form-frame';
import type { ActionFormProps, ActionTarget } from './action-form-props';
import { useActionForm } from './use-action-form';
import { DateField } from '../../../components/date-picker/date-field';

type ShipField = 'carrier' | 'trackingNo' | 'estimatedDelivery';
const FIELD_IDS: Record<ShipField, string> = {
  carrier: 'factory-ship-carrier',
  trackingNo: 'factory-ship-tracking',
  estimatedDelivery: 'factory-ship-delivery',
};

/**
 * 23 -> 24, the shipping form of any line, sent through the line's own ship call (`write`): the batch left the
 * factory; the clinic sees the carrier, the tracking number and when to expect it.
 */
export function ShipFormWith(props: ActionFormProps<ActionTarget> & { write: CaseWrite<TShipRequest> }) {
  const { detail, write } = props;
  const { i18n } = useLingui();
  const [values, setValues] = useState<Record<ShipField, string>>({
    carrier: '',
    trackingNo: '',
    estimatedDelivery: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { change, frame } = useActionForm(write, props);
  const today = dayjs().format('YYYY-MM-DD');

  function set(field: ShipField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit() {
    const parsed = ZShipRequest.safeParse({ orderId: detail.orderId, expectedStatus: detail.status, ...values });
    const found = collectIssuesByPath(i18n, [parsed], CASE_LOOKUPS);
    if (!found.estimatedDelivery && values.estimatedDelivery && values.estimatedDelivery < today) {
      found.estimatedDelivery = i18n._(caseMessages.dateInPast);
    }
    const first = (Object.keys(FIELD_IDS) as ShipField[]).find((field) => found[field]);
    if (first || !parsed.success) {
      setErrors(found);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    void change.run(parsed.data);
  }

  const errorOf = (field: ShipField) => errors[field] ?? change.serverErrors[field];

  return (
    <ActionFormFrame {...frame} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={FIELD_IDS.carrier}
          label={<Trans>Carrier</Trans>}
          isRequired
          maxLength={50}
          autoComplete="off"
          value={values.carrier}
          onChange={(event) => set('carrier', event.target.value)}
          error={errorOf('carrier')}
        />
        <TextField
          id={FIELD_IDS.trackingNo}
          label={<Trans>Tracking number</Trans>}
          isRequired
          maxLength={50}
          autoComplete="off"
          value={values.trackingNo}
          onChange={(event) => set('trackingNo', event.target.value)}
          error={errorOf('trackingNo')}
        />
        <DateField
          id={FIELD_IDS.estimatedDelivery}
          label={<Trans>Estimated delivery</Trans>}
          isRequired
          min={today}
          workingDaysOnly
          value={values.estimatedDelivery}
          onChange={(value) => set('estimatedDelivery', value)}
          error={errorOf('estimatedDelivery')}
          data-testid="factory-ship-delivery"
        />
      </div>
    </ActionFormFrame>
  );
}
