import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { findDentureMessage } from '../../../../domain/lines/dentures/messages';
import { ZAbutmentSelectionRequest } from '../../../../domain/lines/dentures/requests';
import { TextField } from '../../../components/ui/form/text-field';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { ActionFormProps, ActionTarget } from '../../../features/factory/components/action-form-props';
import { useActionForm } from '../../../features/factory/components/use-action-form';
import { CASE_LOOKUPS } from '../../../features/factory/lib/case-message-lookup';
import { collectIssuesByPath } from '../../../lib/forms/field-errors';
import { selectAbutment } from './denture-factory-writes';

const FIELD_ID = 'factory-abutment-selection';
/** The longest selection id the server takes. */
const SELECTION_ID_MAX = 64;

/**
 * 41 or 43 -> 42: the designer sends the implant's abutment for the clinic to confirm, named by its selection id in
 * the abutment catalogue (required, spec section 5); after the clinic's feedback, the adjusted one.
 */
export function AbutmentSelectionForm(props: ActionFormProps<ActionTarget>) {
  const { detail } = props;
  const { i18n } = useLingui();
  const [selectionId, setSelectionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { change, frame } = useActionForm(selectAbutment, props);

  function submit() {
    const parsed = ZAbutmentSelectionRequest.safeParse({
      orderId: detail.orderId,
      expectedStatus: detail.status,
      selectionId,
    });
    if (!parsed.success) {
      setError(collectIssuesByPath(i18n, [parsed], [...CASE_LOOKUPS, findDentureMessage]).selectionId);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    void change.run(parsed.data);
  }

  return (
    <ActionFormFrame {...frame} onSubmit={submit}>
      <TextField
        id={FIELD_ID}
        label={<Trans>Abutment selection id</Trans>}
        hint={<Trans>The abutment’s id in the catalogue it is bought from. The clinic confirms it or gives feedback.</Trans>}
        isRequired
        maxLength={SELECTION_ID_MAX}
        autoComplete="off"
        value={selectionId}
        onChange={(event) => {
          setSelectionId(event.target.value);
          setError(undefined);
        }}
        error={error ?? change.serverErrors.selectionId}
      />
    </ActionFormFrame>
  );
}
