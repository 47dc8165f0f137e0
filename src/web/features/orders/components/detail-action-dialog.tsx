import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { CaseErrorCode } from '../../../../domain/cases/case-messages';
import { clientMessages } from '../../../../domain/response-codes';
import { FormAlert } from '../../../components/ui/form-alert';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { caseConflictOf } from '../../../lib/cases/case-queries';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useCaseAction, type CaseAction } from '../api/detail-actions';
import { DetailConflictDialog } from './detail-conflict-dialog';

/** The request fields a server refusal is shown on (the rest go under the form). */
const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [CaseErrorCode.transitionReasonRequired]: 'reason',
  [CaseErrorCode.stepsOutOfRange]: 'produceSteps',
  [CaseErrorCode.addressNotFound]: 'addressId',
};

/**
 * Sends one change of the case from a dialog and keeps what came back: the server's messages per field and for the
 * whole form, and a 45005 conflict to show. The dialog stays open (and its fields keep what the user typed) on any
 * failure.
 */
export function useActionSubmit(detailKey: readonly unknown[], onDone: (detail: TCaseDetail | null) => void) {
  const { i18n } = useLingui();
  const mutation = useCaseAction(detailKey);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<TCaseConflict | null>(null);

  const submit = (action: CaseAction) => {
    setServerErrors({});
    setFormError(null);
    mutation.mutate(action, {
      onSuccess: onDone,
      onError: (error) => {
        const found = caseConflictOf(error);
        if (found) return setConflict(found);
        const failure = failureOf(error);
        const message = failure?.msg || i18n._(clientMessages.genericError);
        const field = failure ? FIELD_OF_CODE[failure.code] : undefined;
        const fields = failure ? serverFieldMessages(failure) : {};
        if (field) setServerErrors({ [field]: message });
        else if (Object.keys(fields).length > 0) setServerErrors(fields);
        else setFormError(message);
      },
    });
  };

  return {
    submit,
    isSubmitting: mutation.isPending,
    serverErrors,
    formError,
    conflict,
    clearConflict: () => setConflict(null),
  };
}

type DetailActionDialogProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** False once the case moved on to a status where this change is not possible (after a conflict, say). */
  isAllowed: boolean;
  onSubmit: () => void;
  onClose: () => void;
  submitState: Pick<ReturnType<typeof useActionSubmit>, 'isSubmitting' | 'formError' | 'conflict' | 'clearConflict'>;
  /** Wider for a form (production, completion) than for a reason. */
  size?: 'md' | 'lg';
  children?: ReactNode;
};

const panelWidths = { md: 'max-w-lg', lg: 'max-w-2xl' };

/** A change of the case in a modal form: the fields, the server's message, then Cancel and the change's own button. */
export function DetailActionDialog({
  title,
  description,
  confirmLabel,
  tone = 'primary',
  isAllowed,
  onSubmit,
  onClose,
  submitState,
  size = 'md',
  children,
}: DetailActionDialogProps) {
  const { isSubmitting, formError, conflict, clearConflict } = submitState;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAllowed && !isSubmitting) onSubmit();
  };
  return (
    <Dialog open onClose={() => (isSubmitting ? undefined : onClose())} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <DialogPanel className={`mx-auto w-full ${panelWidths[size]} rounded-xl bg-white shadow-xl`}>
          <form noValidate onSubmit={handleSubmit} aria-label={title}>
            <div className="border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
            </div>
            <fieldset disabled={isSubmitting} className="grid gap-4 px-5 py-4">
              {children}
              {isAllowed ? null : (
                <FormAlert tone="warning" size="sm">
                  <Trans>This change is no longer possible in the case's current status.</Trans>
                </FormAlert>
              )}
              {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
            </fieldset>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} disabled={isSubmitting} className={secondaryButtonClass}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="submit"
                disabled={isSubmitting || !isAllowed}
                className={tone === 'danger' ? dangerButtonClass : primaryButtonClass}
              >
                {isSubmitting ? <Trans>Sending…</Trans> : confirmLabel}
              </button>
            </div>
          </form>
          {/* Nested, so it opens over this dialog without closing it. */}
          {conflict ? <DetailConflictDialog conflict={conflict} onClose={clearConflict} /> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
