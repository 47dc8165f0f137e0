import { Trans, useLingui } from '@lingui/react/macro';
import { useIsOnline } from '../lib/online-status';

/** A live status named "Connection status"; its text says Online or Offline. */
export function OnlineIndicator() {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  return (
    <p
      role="status"
      aria-label={t`Connection status`}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium ${
        isOnline ? 'bg-teal-50 text-teal-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      <span aria-hidden="true" className={`size-2.5 rounded-full ${isOnline ? 'bg-teal-600' : 'bg-amber-600'}`} />
      {isOnline ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
    </p>
  );
}
