import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-alert';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';

type ActionFormFrameProps = {
  /** The action's name: the form's accessible name and its submit button. */
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  isPending: boolean;
  /** False once the case moved on to a status where this action no longer applies: the input stays, sending does not. */
  isStillValid: boolean;
  formError: string | null;
  isDestructive?: boolean;
  children: ReactNode;
};

/** The frame every action form shares: its fields, what went wrong, then Cancel and the action itself. */
export function ActionFormFrame({
  label,
  onSubmit,
  onCancel,
  isPending,
  isStillValid,
  formError,
  isDestructive = false,
  children,
}: ActionFormFrameProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isStillValid) onSubmit();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <fieldset disabled={isPending} className="flex flex-col gap-4">
        {children}
      </fieldset>
      {isStillValid ? null : (
        <FormAlert tone="warning" role="status">
          <Trans>
            The case is no longer in the status this action needs. What you entered is kept here; close the form when
            you no longer need it.
          </Trans>
        </FormAlert>
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={isPending} className={secondaryButtonClass}>
          {isStillValid ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
        </button>
        <button
          type="submit"
          disabled={isPending || !isStillValid}
          className={isDestructive ? dangerButtonClass : primaryButtonClass}
        >
          {isPending ? <Trans>Sending…</Trans> : label}
        </button>
      </div>
    </form>
  );
}
