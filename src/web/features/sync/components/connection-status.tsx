import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OnlineIndicator } from '../../../components/online-indicator';
import { focusRing } from '../../../components/ui/styles';
import { useOutboxStatus } from '../../../lib/offline/outbox';
import { signInAgain } from '../lib/sign-in-again';
import { unsyncedTotal } from '../lib/sync-rules';

/**
 * The top bar's connection status: Online or Offline, unless the server session ended. Then the outbox waits for a
 * sign-in, and "Online" would hide that work is stuck: it says "Signed out", how much waits, and offers to sign in
 * again (back to this page afterwards, the work kept and sent).
 */
export function ConnectionStatus() {
  const { t } = useLingui();
  const status = useOutboxStatus();
  if (status.state !== 'waitingForSignIn') return <OnlineIndicator />;
  const waiting = status.isKnown ? unsyncedTotal(status) : 0;
  return (
    <div
      role="status"
      aria-label={t`Connection status`}
      className="inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-full bg-amber-100 pl-3 text-sm font-medium text-amber-950"
    >
      <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-600" />
      <span>
        {waiting > 0
          ? plural(waiting, { one: 'Signed out — # change waiting', other: 'Signed out — # changes waiting' })
          : t`Signed out`}
      </span>
      <button
        type="button"
        onClick={signInAgain}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-amber-100 bg-white px-4 font-semibold text-amber-950 underline-offset-4 hover:underline ${focusRing}`}
      >
        <Trans>Sign in</Trans>
      </button>
    </div>
  );
}
