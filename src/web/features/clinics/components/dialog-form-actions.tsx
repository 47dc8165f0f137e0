import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { secondaryButtonClass } from '../../../components/ui/styles';

type DialogFormActionsProps = {
  formError: string | null;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The submit button's look: primary, or danger for a refusal. */
  submitClassName: string;
};

/** The end of a form in a dialog: what went wrong, if anything, then Cancel and the submit button. */
export function DialogFormActions({ formError, onCancel, submitLabel, submitClassName }: DialogFormActionsProps) {
  return (
    <>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={submitClassName}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
