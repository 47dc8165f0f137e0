import { Trans } from '@lingui/react/macro';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { PatientSync } from '../hooks/patient-projection';

/** The list's word for a patient's unsent work; nothing for a synced one. */
export function PatientSyncBadge({ sync }: { sync: PatientSync }) {
  if (sync.state === 'attention') {
    return (
      <StatusBadge tone="danger">
        <Trans>Needs attention</Trans>
      </StatusBadge>
    );
  }
  if (sync.state === 'pending') {
    return (
      <StatusBadge tone="pending">
        <Trans>Waiting to sync</Trans>
      </StatusBadge>
    );
  }
  return null;
}
