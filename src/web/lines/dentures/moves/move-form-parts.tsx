import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { TextAreaField } from '../../../components/ui/form/text-area-field';

/** The longest reason a move takes (the server's reason rule). */
export const REASON_MAX = 500;

/** A reason's problem before anything is queued: missing where required, or too long; null when it may go. */
export function reasonProblem(reason: string, isRequired: boolean): 'reasonRequired' | 'reasonTooLong' | null {
  const trimmed = reason.trim();
  if (isRequired && trimmed.length === 0) return 'reasonRequired';
  if (trimmed.length > REASON_MAX) return 'reasonTooLong';
  return null;
}

type ReasonFieldProps = {
  value: string;
  onChange: (value: string) => void;
  isRequired: boolean;
  problem: 'reasonRequired' | 'reasonTooLong' | null;
  label?: React.ReactNode;
  name?: string;
  autoFocus?: boolean;
};

/** The reason of a move, with its problem in the user's language. */
export function ReasonField({ value, onChange, isRequired, problem, label, name = 'reason', autoFocus }: ReasonFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextAreaField
      name={name}
      label={label ?? <Trans>Reason</Trans>}
      isRequired={isRequired}
      value={value}
      maxLength={REASON_MAX}
      onChange={(event) => onChange(event.target.value)}
      error={problem ? i18n._(caseMessages[problem]) : undefined}
      autoFocus={autoFocus}
    />
  );
}
