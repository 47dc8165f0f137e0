import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translate } from '../../../lib/translatable';
import { dismissToast, getToasts, subscribeToToasts, type Toast, type ToastKind } from './toast-store';

const kindStyles: Record<ToastKind, string> = {
  success: 'border-teal-600 bg-teal-50 text-teal-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { i18n, t } = useLingui();
  const kindLabel = { success: t`Success`, warning: t`Warning`, error: t`Error` }[toast.kind];
  return (
    <li
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${kindStyles[toast.kind]}`}
    >
      <p className="flex-1 py-2.5 text-base leading-snug">
        <span className="sr-only">{kindLabel}: </span>
        {translate(i18n, toast.message)}
      </p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t`Dismiss`}
        className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

// None in the HTML the build renders (web/prerender), so a hydrating page matches it; a flashed one shows right after.
const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;

/**
 * Renders the toasts: errors as role=alert (announced at once), the others as role=status. They rise from the bottom
 * edge (centred on a tablet, at the right on wider screens), never over the top bar's sync entry and reminder bell nor
 * over a dialog's title.
 */
export function Toaster() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, noToasts);
  return (
    <section
      aria-label={t`Notifications`}
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 lg:justify-end"
    >
      <ol className="flex w-full max-w-md flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
