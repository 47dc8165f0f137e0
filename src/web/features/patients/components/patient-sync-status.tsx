import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { StatusBadge } from '../../../components/ui/status-badge';
import { linkClass } from '../../../components/ui/styles';
import { useIsOnline } from '../../../lib/online-status';
import type { PatientSync } from '../hooks/patient-projection';

/**
 * What the dentist can rely on, at every moment: the patient's work is on the server (synced), only on this device
 * (offline), waiting or being sent, or refused by the server (needs attention, with its message and a way to fix it).
 */
export function PatientSyncStatus({ sync }: { sync: PatientSync }) {
  const isOnline = useIsOnline();
  if (sync.state === 'synced') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="success">
          <Trans>Synced</Trans>
        </StatusBadge>
        <span className="text-sm text-slate-600">
          <Trans>Everything about this patient is on the server.</Trans>
        </span>
      </div>
    );
  }
  if (sync.state === 'attention') {
    return (
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
      >
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone="danger">
            <Trans>Needs attention</Trans>
          </StatusBadge>
          <span className="text-sm">
            <Trans>The server refused a change. It stays on this device until you fix or discard it.</Trans>
          </span>
        </div>
        {sync.message ? <p className="text-sm">{sync.message}</p> : null}
        {sync.fixPath ? (
          <Link href={sync.fixPath} className={linkClass}>
            <Trans>Fix it</Trans>
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge tone="pending">
        {!isOnline ? (
          <Trans>Saved on this device</Trans>
        ) : sync.isSending ? (
          <Trans>Sending…</Trans>
        ) : (
          <Trans>Waiting to sync</Trans>
        )}
      </StatusBadge>
      <span className="text-sm text-slate-600">
        {isOnline ? (
          <Trans>It is sent to the server in the background.</Trans>
        ) : (
          <Trans>It is sent to the server when the connection returns.</Trans>
        )}
      </span>
    </div>
  );
}
