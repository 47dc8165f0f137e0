import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { FieldError } from '../../../components/ui/form/form-field';
import { focusRing } from '../../../components/ui/styles';

/** The sign-in methods share one acceptance: ticking it on one tab counts for all. */
export type AgreementProps = { isAgreementAccepted: boolean; onAgreementChange: (isAccepted: boolean) => void };

type AgreementCheckboxProps = {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  error?: string | null;
};

const documentLinkClass = `font-medium text-teal-800 underline underline-offset-2 ${focusRing}`;

/**
 * Spec section 5: the user agreement and the privacy policy must be accepted to log in or register. The documents
 * open in a new tab so nothing typed in the form is lost.
 */
export function AgreementCheckbox({ isChecked, onChange, error }: AgreementCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        {/* The 44 px box around the checkbox keeps the touch target large without a giant square. */}
        <span className="-m-3 inline-flex size-11 shrink-0 items-center justify-center">
          <input
            id={id}
            type="checkbox"
            name="agreementAccepted"
            checked={isChecked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`size-5 accent-teal-700 ${focusRing}`}
          />
        </span>
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          <Trans>
            I have read and accept the{' '}
            <a href="/userAgreement" target="_blank" rel="noreferrer" className={documentLinkClass}>
              user agreement
            </a>{' '}
            and the{' '}
            <a href="/privacyPolicy" target="_blank" rel="noreferrer" className={documentLinkClass}>
              privacy policy
            </a>
            .
          </Trans>
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
