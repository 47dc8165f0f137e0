import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ZTryInShipRequest } from '../../../../domain/lines/dentures/requests';
import { TextField } from '../../../components/ui/form/text-field';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { ActionFormProps, ActionTarget } from '../../../features/factory/components/action-form-props';
import { useActionForm } from '../../../features/factory/components/use-action-form';
import { CASE_LOOKUPS } from '../../../features/factory/lib/case-message-lookup';
import { collectIssuesByPath } from '../../../lib/forms/field-errors';
import { shipTryIn } from './denture-factory-writes';

type Field = 'carrier' | 'trackingNo';
const FIELD_IDS: Record<Field, string> = { carrier: 'factory-try-in-carrier', trackingNo: 'factory-try-in-tracking' };

/** 68 -> 69 (or 61 -> 62 for a custom tray): the parcel leaves the factory; the clinic reads the carrier and the tracking number on the timeline. */
export function TryInShipForm(props: ActionFormProps<ActionTarget>) {
  const { detail } = props;
  const { i18n } = useLingui();
  const [values, setValues] = useState<Record<Field, string>>({ carrier: '', trackingNo: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { change, frame } = useActionForm(shipTryIn, props);

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit() {
    const parsed = ZTryInShipRequest.safeParse({ orderId: detail.orderId, expectedStatus: detail.status, ...values });
    if (!parsed.success) {
      const found = collectIssuesByPath(i18n, [parsed], CASE_LOOKUPS);
      setErrors(found);
      const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    void change.run(parsed.data);
  }

  const errorOf = (field: Field) => errors[field] ?? change.serverErrors[field];
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
      </div>
    </ActionFormFrame>
  );
}
