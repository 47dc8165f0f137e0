import { Trans, useLingui } from '@lingui/react/macro';
import { formatRelativeTime } from '../../../lib/dates/dayjs-locale';
import { useNow } from '../../../lib/use-now';
import type { SyncState } from '../hooks/use-drug-reference';

/** How old the device's copy of the reference is, and whether it is being refreshed or the server is out of reach. */
export function ReferenceAge({ syncedAt, state }: { syncedAt: number | null | undefined; state: SyncState }) {
  const { i18n } = useLingui();
  const now = useNow(60_000);
  if (syncedAt === undefined) return null;
  const age = syncedAt === null ? null : formatRelativeTime(syncedAt, Math.max(syncedAt, now), i18n.locale);
  return (
    <p role="status" className="text-sm text-slate-600" data-testid="reference-age">
      {age ? <Trans>Saved on this device {age}.</Trans> : <Trans>Not yet saved on this device.</Trans>}{' '}
      {state === 'syncing' ? <Trans>Checking for updates…</Trans> : null}
      {state === 'unreachable' ? <Trans>The server cannot be reached: showing the copy on this device.</Trans> : null}
    </p>
  );
}
