import { useLingui } from '@lingui/react/macro';
import { formatBytes } from '../../../lib/offline/storage-persistence';
import { useUploadProgress } from '../../../lib/offline/outbox';

/** A file's upload progress (confirmed parts from IndexedDB plus the part on its way), so it survives a reload. */
export function UploadProgressBar({ uploadId }: { uploadId: string }) {
  const { i18n, t } = useLingui();
  const progress = useUploadProgress(uploadId);
  if (!progress) return null;
  const percent = Math.round(progress.fraction * 100);
  const sent = formatBytes(progress.sentBytes, i18n.locale);
  const total = formatBytes(progress.totalBytes, i18n.locale);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t`Upload of ${progress.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${sent} of ${total}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">{t`${sent} of ${total} (${percent}%)`}</p>
    </div>
  );
}
