import { Trans } from '@lingui/react/macro';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SyncState } from '../lib/gallery-model';

type SyncStateBadgeProps = {
  state: SyncState;
  /** 0..1 while a photo's bytes are being sent. */
  uploadFraction?: number | null;
};

/** Where a stage or photo stands, in words: nothing when it is on the server. */
export function SyncStateBadge({ state, uploadFraction }: SyncStateBadgeProps) {
  if (state === 'synced') return null;
  if (state === 'attention') {
    return (
      <StatusBadge tone="danger">
        <Trans>Needs attention</Trans>
      </StatusBadge>
    );
  }
  if (uploadFraction !== null && uploadFraction !== undefined && (state === 'sending' || uploadFraction > 0)) {
    const percent = Math.floor(uploadFraction * 100);
    return (
      <StatusBadge tone="pending">
        <Trans>Uploading {percent}%</Trans>
      </StatusBadge>
    );
  }
  return (
    <StatusBadge tone="pending">
      {state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Waiting to sync</Trans>}
    </StatusBadge>
  );
}
