import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../../components/ui/status-badge';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { useUploadProgress } from '../../../lib/offline/outbox/upload-progress';
import { SCAN_ACCEPT } from '../api/upload-scan';
import type { ScanView } from '../hooks/use-patient-scans';
import { ProgressBar } from './progress-bar';
import { SyncStateBadge } from './sync-state-badge';

type PatientScansProps = {
  scans: readonly ScanView[];
  isDisabled: boolean;
  onFiles: (files: File[]) => void;
};

function QueuedScan({ scan }: { scan: ScanView & { state: 'waiting' | 'sending' | 'attention' } }) {
  const { t } = useLingui();
  const progress = useUploadProgress(scan.id);
  const name = scan.fileName;
  return (
    <>
      <SyncStateBadge state={scan.state} uploadFraction={progress?.fraction ?? null} />
      {progress && scan.state !== 'attention' ? (
        <ProgressBar size="sm" fraction={progress.fraction} label={t`Upload of ${name}`} />
      ) : null}
      {scan.error ? <span className="text-sm text-red-700">{scan.error.msg}</span> : null}
    </>
  );
}

/** The patient's 3D scans (STL, OBJ, PLY): attach one, and see each one's upload until the store holds it. */
export function PatientScans({ scans, isDisabled, onFiles }: PatientScansProps) {
  const headingId = useId();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <Trans>3D scans</Trans>
        </h3>
        <label
          className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700${isDisabled ? ' pointer-events-none opacity-60' : ''}`}
        >
          <input
            type="file"
            accept={SCAN_ACCEPT}
            multiple
            disabled={isDisabled}
            onChange={onChange}
            className="sr-only"
          />
          <Trans>Attach 3D scan</Trans>
        </label>
      </div>
      {scans.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No scans attached on this device. Models are STL, OBJ or PLY files from the intraoral scanner.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {scans.map((scan) => (
            <li key={scan.id} className="flex flex-col gap-1.5 rounded-lg border border-slate-200 px-3 py-2">
              <span className="font-medium text-slate-900">{scan.fileName}</span>
              {scan.state === 'sent' ? (
                <StatusBadge tone="success">
                  <Trans>Uploaded</Trans>
                </StatusBadge>
              ) : (
                <QueuedScan scan={{ ...scan, state: scan.state }} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
