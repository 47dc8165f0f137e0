import { useLingui } from '@lingui/react/macro';
import { translate } from '../../../lib/translatable';
import { ModalDialog } from '../dialog';
import type { ConfirmRequest } from './confirm-store';

type ConfirmDialogProps = { request: ConfirmRequest; onSettle: (isConfirmed: boolean) => void };

/** Loaded on the first `confirm()` only, so headlessui stays out of the first-route bundle. */
export function ConfirmDialog({ request, onSettle }: ConfirmDialogProps) {
  const { i18n, t } = useLingui();
  const isDanger = request.tone === 'danger';
  return (
    <ModalDialog
      size="md"
      title={translate(i18n, request.title)}
      description={request.body ? translate(i18n, request.body) : undefined}
      onClose={() => onSettle(false)}
    >
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          autoFocus
          onClick={() => onSettle(false)}
          className="min-h-11 rounded-lg border border-slate-300 px-5 text-base font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {request.cancelLabel ? translate(i18n, request.cancelLabel) : t`Cancel`}
        </button>
        <button
          type="button"
          onClick={() => onSettle(true)}
          className={`min-h-11 rounded-lg px-5 text-base font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${
            isDanger
              ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
              : 'bg-teal-700 hover:bg-teal-800 focus-visible:outline-teal-700'
          }`}
        >
          {request.confirmLabel ? translate(i18n, request.confirmLabel) : t`OK`}
        </button>
      </div>
    </ModalDialog>
  );
}
