import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';
import { isLocale } from '../../../../domain/locale';
import { formatDateTime, formatRelativeTime } from '../lib/relative-time';
import { signInAgain } from '../lib/sign-in-again';
import type { SyncConnection } from '../lib/sync-rules';

type SyncStatusSectionProps = {
  connection: SyncConnection;
  /** What the browser says (`navigator.onLine`). */
  isOnline: boolean;
  /** Null until the outbox was read. */
  unsyncedCount: number | null;
  lastSyncAt: number | null;
  now: number;
  onSyncNow: () => void;
};

const boxTone = {
  good: 'border-teal-600 bg-teal-50 text-teal-950',
  busy: 'border-sky-600 bg-sky-50 text-sky-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
};

/** The connection as the outbox sees it, the last successful sync, "Sync now", and signing in again when needed. */
export function SyncStatusSection({
  connection,
  isOnline,
  unsyncedCount,
  lastSyncAt,
  now,
  onSyncNow,
}: SyncStatusSectionProps) {
  const { i18n, t } = useLingui();
  const isOffline = !isOnline || connection === 'offline';
  const tone = connection === 'waitingForSignIn' || isOffline ? 'warning' : connection === 'syncing' ? 'busy' : 'good';
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';

  return (
    <section aria-label={t`Connection`} className="flex flex-col gap-3">
      <div role="status" className={`rounded-lg border-l-4 px-4 py-3 text-base ${boxTone[tone]}`}>
        {connection === 'waitingForSignIn' ? (
          <div className="flex flex-col gap-3">
            <p>
              {unsyncedCount === null ? (
                <Trans>
                  Your session has ended. Work saved on this device waits until you sign in again; signing in again
                  keeps it and sends it.
                </Trans>
              ) : (
                plural(unsyncedCount, {
                  one: 'Your session has ended. # item waits on this device until you sign in again; signing in again keeps it and sends it.',
                  other:
                    'Your session has ended. # items wait on this device until you sign in again; signing in again keeps them and sends them.',
                })
              )}
            </p>
            <button type="button" onClick={signInAgain} className={`${primaryButtonClass} self-start`}>
              <Trans>Sign in again</Trans>
            </button>
          </div>
        ) : isOffline ? (
          <p>
            <Trans>Offline. Work is saved on this device and is sent when the connection returns.</Trans>
          </p>
        ) : connection === 'syncing' ? (
          <p>
            <Trans>Online. Sending…</Trans>
          </p>
        ) : unsyncedCount === null ? (
          <p>
            <Trans>Online. Checking the work saved on this device…</Trans>
          </p>
        ) : unsyncedCount > 0 ? (
          <p>
            <Trans>Online. Waiting work is sent in its turn.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Online. Everything saved on this device has reached the server.</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-slate-700">
          {lastSyncAt === null ? (
            <Trans>Nothing has been sent from this device yet.</Trans>
          ) : (
            <Trans>
              Last successful sync:{' '}
              <time dateTime={new Date(lastSyncAt).toISOString()} title={formatDateTime(lastSyncAt, locale)}>
                {formatRelativeTime(lastSyncAt, now, locale)}
              </time>
            </Trans>
          )}
        </p>
        <button
          type="button"
          onClick={onSyncNow}
          disabled={!isOnline || connection === 'waitingForSignIn'}
          className={secondaryButtonClass}
        >
          <Trans>Sync now</Trans>
        </button>
      </div>
    </section>
  );
}
