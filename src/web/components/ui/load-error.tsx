import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isWorthRetrying } from '../../lib/forms/request-failure';
import { secondaryButtonClass } from './styles';

type LoadErrorProps = {
  message: ReactNode;
  onRetry: () => void;
  /** The failure itself: after the server's final answer (not found, not allowed) there is no "Try again". */
  error?: unknown;
  /** What the user can do instead when asking again cannot help (a link back to the list). */
  action?: ReactNode;
};

/** Data that could not be loaded: the reason (the server's message, or a fallback) and a way to ask again. */
export function LoadError({ message, onRetry, error, action }: LoadErrorProps) {
  const canRetry = error === undefined || isWorthRetrying(error);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800"
    >
      <span>{message}</span>
      {canRetry ? (
        <button type="button" onClick={onRetry} className={secondaryButtonClass}>
          <Trans>Try again</Trans>
        </button>
      ) : (
        action
      )}
    </div>
  );
}
