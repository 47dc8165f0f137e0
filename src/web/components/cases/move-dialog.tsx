import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from '../ui/form-alert';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';

type MoveDialogProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** False once the order moved on to a status where this change is not possible. */
  isAllowed: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** While the move is being put on the device (its photos stored): the fields wait. */
  isSaving: boolean;
  /** Why the move could not be put on the device (a photo refused, the device full); what was typed stays. */
  formError: string | null;
  /** Wider for a form (production, completion, rework) than for a reason. */
  size?: 'md' | 'lg';
  children?: ReactNode;
};

const panelWidths = { md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A status move of an order in a modal form, for every line: the fields, why it could not be saved, then Cancel and
 * the move's own button. The move itself is queued through the outbox by the caller (`useQueueOrderMove`).
 */
export function MoveDialog({
  title,
  description,
  confirmLabel,
  tone = 'primary',
  isAllowed,
  onSubmit,
  onClose,
  isSaving,
  formError,
  size = 'md',
  children,
}: MoveDialogProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAllowed && !isSaving) onSubmit();
  };
  return (
    <Dialog open onClose={() => (isSaving ? undefined : onClose())} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-2 sm:p-6">
        <DialogPanel className={`mx-auto w-full ${panelWidths[size]} rounded-xl bg-white shadow-xl`}>
          <form noValidate onSubmit={handleSubmit} aria-label={title}>
            <div className="border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
            </div>
            <fieldset disabled={isSaving} className="grid gap-4 px-5 py-4">
              {children}
              {isAllowed ? null : (
                <FormAlert tone="warning" size="sm">
                  <Trans>This change is no longer possible in the case's current status.</Trans>
                </FormAlert>
              )}
              {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
            </fieldset>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} disabled={isSaving} className={secondaryButtonClass}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="submit"
                disabled={isSaving || !isAllowed}
                className={tone === 'danger' ? dangerButtonClass : primaryButtonClass}
              >
                {isSaving ? <Trans>Saving…</Trans> : confirmLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
