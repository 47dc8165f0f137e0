import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { caseMessages } from '../../../domain/cases/case-messages';
import { PhotoSourceButtons } from '../upload/photo-source-buttons';

export const ATTACHMENTS_MAX = 9;

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** A failure to show under the chosen photos (an upload the store refused). */
  error?: string | null;
  /** The most photos the change takes (the move's form says; at most 9). */
  max?: number;
};

/** Photos to attach to a change (at most `max`, 9 unless the change takes fewer; JPEG or PNG): taken with the camera or chosen from files here, uploaded when the change is sent. */
export function AttachmentPicker({
  files,
  onChange,
  disabled = false,
  error = null,
  max = ATTACHMENTS_MAX,
}: AttachmentPickerProps) {
  const { i18n, t } = useLingui();
  const errorId = useId();
  const [tooMany, setTooMany] = useState(false);
  const shown = error ?? (tooMany ? (max === ATTACHMENTS_MAX ? i18n._(caseMessages.tooManyImages) : t`Add at most ${max} images.`) : null);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <PhotoSourceButtons
          isMultiple
          isDisabled={disabled}
          chooseLabel={<Trans>Attach photos</Trans>}
          describedBy={shown ? errorId : undefined}
          onFiles={(added) => {
            const chosen = [...files, ...added];
            setTooMany(chosen.length > max);
            onChange(chosen.slice(0, max));
          }}
        />
        {files.map((file, index) => (
          <span
            key={`${file.name}-${index}`}
            className="inline-flex items-center gap-1 rounded-lg bg-slate-100 ps-3 text-sm text-slate-800"
          >
            {file.name}
            <button
              type="button"
              aria-label={t`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => {
                setTooMany(false);
                onChange(files.filter((_, at) => at !== index));
              }}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
            >
              ×
            </button>
          </span>
        ))}
      </div>
      {shown ? (
        <p id={errorId} className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
