import { useLingui } from '@lingui/react/macro';
import { clientMessages } from '../../../domain/response-codes';

/** Covers the page while something must finish first; says 'loading, please wait' (spec section 8). */
export function LoadingOverlay() {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className="fixed inset-0 z-40 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-lg bg-white px-5 py-4 text-base text-slate-700 shadow-md">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-teal-700 border-t-transparent"
        />
        {i18n._(clientMessages.loading)}
      </div>
    </div>
  );
}
