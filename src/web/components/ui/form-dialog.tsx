import type { FormEvent, ReactNode, RefObject } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from './form-alert';
import { primaryButtonClass, secondaryButtonClass } from './styles';

type FormDialogProps = {
  /** The dialog's title and the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** `md` for a few fields, `lg` for a long record. */
  size: 'md' | 'lg';
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** A message about the whole form, under the fields. */
  formError: string | null;
  onClose: () => void;
  /** The submit button's words, and while it runs (default Save, Saving…). */
  submitLabel?: { idle: ReactNode; busy: ReactNode };
  /** The fields, laid out on a two-column grid from the small breakpoint up. */
  children: ReactNode;
};

const panelWidths = { md: 'max-w-2xl', lg: 'max-w-3xl' };

/**
 * A form in a modal dialog: the title, the fields, then Cancel and Save. While it saves the fields are disabled and
 * nothing closes it. The dialog is never taller than the window: the fields scroll between the title and the buttons,
 * so Save is in reach on a tablet however long the form (issue 13: the staff form's Save was below the fold).
 */
export function FormDialog({
  title,
  description,
  size,
  formRef,
  onSubmit,
  isSubmitting,
  formError,
  onClose,
  submitLabel,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onClose={() => (isSubmitting ? undefined : onClose())} className="relative z-40">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex p-2 sm:p-6">
        <DialogPanel
          className={`m-auto flex max-h-full w-full ${panelWidths[size]} flex-col overflow-hidden rounded-xl bg-white shadow-xl`}
        >
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            aria-label={title}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="shrink-0 border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
            </div>
            <fieldset
              disabled={isSubmitting}
              className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-5 py-4 sm:grid-cols-2"
            >
              {children}
              {formError ? (
                <FormAlert size="sm" className="sm:col-span-2">
                  {formError}
                </FormAlert>
              ) : null}
            </fieldset>
            <div className="flex shrink-0 flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} disabled={isSubmitting} className={secondaryButtonClass}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
                {isSubmitting
                  ? (submitLabel?.busy ?? <Trans>Saving…</Trans>)
                  : (submitLabel?.idle ?? <Trans>Save</Trans>)}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
