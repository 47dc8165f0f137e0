import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { changeCaseStatus } from '../api/factory-case-writes';
import { reasonHints } from './action-labels';
import { ActionFormFrame } from './action-form-frame';
import type { ActionFormProps } from './action-form-props';
import { useActionForm } from './use-action-form';

const REASON_MAX = 500;

/** A change that hands bad news back and so needs a reason: fail the review (2 -> 5), terminate production (-> 27). */
export function ReasonActionForm(props: ActionFormProps) {
  const { detail, action } = props;
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { change, frame } = useActionForm(changeCaseStatus, props);
  const hint = reasonHints[action.kind];
  const fieldId = `factory-reason-${action.kind}`;

  function submit() {
    const trimmed = reason.trim();
    const problem = !trimmed
      ? caseMessages.reasonRequired
      : trimmed.length > REASON_MAX
        ? caseMessages.reasonTooLong
        : null;
    if (problem) {
      setReasonError(i18n._(problem));
      document.getElementById(fieldId)?.focus();
      return;
    }
    void change.run({ orderId: detail.orderId, expectedStatus: detail.status, to: action.to, reason: trimmed });
  }

  return (
    <ActionFormFrame {...frame} onSubmit={submit} isDestructive>
      <TextAreaField
        id={fieldId}
        label={<Trans>Reason</Trans>}
        isRequired
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        error={reasonError ?? change.serverErrors.reason}
        hint={hint ? i18n._(hint) : undefined}
      />
    </ActionFormFrame>
  );
}
