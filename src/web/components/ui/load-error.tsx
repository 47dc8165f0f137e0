import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from './styles';

/** Data that could not be loaded: the reason (the server's message, or a fallback) and a way to ask again. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800"
    >
      <span>{message}</span>
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
