import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PLAN_STEPS } from '../../../../domain/lines/aligners/production';
import { inputClass, secondaryButtonClass } from '../../../components/ui/styles';
import { translate } from '../../../lib/translatable';
import type { PlanFile, PlanFiles, PlanUploadState } from './use-plan-files';
import type { PlanArch } from './plan-file-names';
import { NumericInput } from '../../../components/ui/form/numeric-input';

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

/**
 * The staged models as mapped from their names, for the user to check and fix: arch and step per file. A list, not a
 * table: the form sits in the case page's narrow actions column, where five table columns broke file names letter by
 * letter and squeezed the arch select to 30 px. Each file is a card whose controls wrap under its name.
 */
export function PlanFileTable({ files, errors }: PlanFileTableProps) {
  const { i18n, t } = useLingui();
  if (files.models.length === 0) return null;
  return (
    <ul aria-label={t`Staged models by step`} className="flex flex-col gap-2">
      {files.models.map((row) => {
        const name = row.file.name;
        const error = errors[row.id];
        const errorId = `${row.id}-error`;
        const described = error ? errorId : undefined;
        return (
          <li
            key={row.id}
            data-testid="plan-file-row"
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="min-w-0 font-medium break-words text-slate-900">{name}</span>
              <PlanUploadStatus entry={row} onRetry={() => files.retry(row.id)} />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm text-slate-700">
                <Trans>Arch</Trans>
                <select
                  aria-label={t`Arch of ${name}`}
                  value={row.arch}
                  onChange={(event) => files.place(row.id, { arch: event.target.value as PlanArch | '' })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  className={`${inputClass} w-36`}
                >
                  <option value="">{t`Choose…`}</option>
                  <option value="upper">{t`Upper`}</option>
                  <option value="lower">{t`Lower`}</option>
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm text-slate-700">
                <Trans>Step</Trans>
                <NumericInput
                  integer
                  min={0}
                  max={MAX_PLAN_STEPS}
                  aria-label={t`Step of ${name}`}
                  value={row.step}
                  onValueChange={(step) => files.place(row.id, { step })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  className={`${inputClass} w-24`}
                />
              </label>
              <button
                type="button"
                onClick={() => files.remove(row.id)}
                aria-label={t`Remove ${name}`}
                className={`${secondaryButtonClass} ms-auto`}
              >
                <Trans>Remove</Trans>
              </button>
            </div>
            {error ? (
              <p id={errorId} className="text-sm text-red-700">
                {i18n._(error)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
