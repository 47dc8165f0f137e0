import { Trans } from '@lingui/react/macro';
import type { DraftFailure, DraftStatus } from '../../lib/offline/drafts';

/**
 * Where the form stands on this device (spec: "saved on this device" only after the write committed). A failed
 * write says that what was typed is still on screen, so the user keeps the page open and frees space.
 */
export function DraftStatusIndicator({ status, failure }: { status: DraftStatus; failure: DraftFailure | null }) {
  if (status === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {failure === 'quota' ? (
          <Trans>
            This device is out of storage, so the form could not be saved on it. What you typed is still here: keep this
            page open, free some space, and it is saved with your next change.
          </Trans>
        ) : (
          <Trans>
            The form could not be saved on this device. What you typed is still here: keep this page open; it is tried
            again with your next change.
          </Trans>
        )}
      </p>
    );
  }
  return (
    <p role="status" className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-600">
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${status === 'saved' ? 'bg-teal-600' : status === 'saving' ? 'bg-amber-500' : 'bg-slate-300'}`}
      />
      {status === 'restoring' ? (
        <Trans>Opening the saved form…</Trans>
      ) : status === 'saving' ? (
        <Trans>Saving on this device…</Trans>
      ) : status === 'saved' ? (
        <Trans>Saved on this device</Trans>
      ) : (
        <Trans>Saved on this device as you type</Trans>
      )}
    </p>
  );
}
