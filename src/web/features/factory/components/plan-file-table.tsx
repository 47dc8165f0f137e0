import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PLAN_STEPS } from '../../../../domain/cases/production';
import { inputClass, secondaryButtonClass } from '../../../components/ui/styles';
import { translate } from '../../../lib/translatable';
import type { PlanFile, PlanFiles, PlanUploadState } from '../hooks/use-plan-files';
import type { PlanArch } from '../lib/plan-file-names';

/** A file's upload: its progress, done, or why it failed with a way to send it again. */
export function PlanUploadStatus({ entry, onRetry }: { entry: PlanFile; onRetry: () => void }) {
  const { i18n, t } = useLingui();
  const upload: PlanUploadState = entry.upload;
  const name = entry.file.name;
  if (upload.status === 'done') {
    return (
      <span className="text-sm font-medium text-teal-800">
        <Trans>Uploaded</Trans>
      </span>
    );
  }
  if (upload.status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-red-700">{translate(i18n, upload.message)}</span>
        <button type="button" onClick={onRetry} aria-label={t`Upload ${name} again`} className={secondaryButtonClass}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const percent = upload.totalBytes > 0 ? Math.round((upload.sentBytes / upload.totalBytes) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={t`Upload of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm text-slate-600">{percent}%</span>
    </div>
  );
}

type PlanFileTableProps = {
  files: PlanFiles;
  /** Per model id, what is wrong with its mapping or upload (after a first try to send). */
  errors: Record<string, MessageDescriptor>;
};

/** The staged models as mapped from their names, for the user to check and fix: arch and step per file. */
export function PlanFileTable({ files, errors }: PlanFileTableProps) {
  const { i18n, t } = useLingui();
  if (files.models.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-base">
        <caption className="sr-only">
          <Trans>Staged models by step</Trans>
        </caption>
        <thead className="bg-slate-50 text-start text-sm font-semibold text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>File</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Arch</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Step</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Upload</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-end">
              <span className="sr-only">
                <Trans>Remove</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {files.models.map((row) => {
            const name = row.file.name;
            const error = errors[row.id];
            const errorId = `${row.id}-error`;
            const described = error ? errorId : undefined;
            return (
              <tr key={row.id} data-testid="plan-file-row">
                <td className="px-3 py-2 align-top">
                  <span className="break-all font-medium text-slate-900">{name}</span>
                  {error ? (
                    <p id={errorId} className="mt-1 text-sm text-red-700">
                      {i18n._(error)}
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-2 align-top">
                  <select
                    aria-label={t`Arch of ${name}`}
                    value={row.arch}
                    onChange={(event) => files.place(row.id, { arch: event.target.value as PlanArch | '' })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    className={`${inputClass} w-32`}
                  >
                    <option value="">{t`Choose…`}</option>
                    <option value="upper">{t`Upper`}</option>
                    <option value="lower">{t`Lower`}</option>
                  </select>
                </td>
                <td className="px-3 py-2 align-top">
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_PLAN_STEPS}
                    aria-label={t`Step of ${name}`}
                    value={row.step}
                    onChange={(event) => files.place(row.id, { step: event.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    className={`${inputClass} w-24`}
                  />
                </td>
                <td className="px-3 py-2 align-top">
                  <PlanUploadStatus entry={row} onRetry={() => files.retry(row.id)} />
                </td>
                <td className="px-3 py-2 text-end align-top">
                  <button
                    type="button"
                    onClick={() => files.remove(row.id)}
                    aria-label={t`Remove ${name}`}
                    className={secondaryButtonClass}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
