import { useCallback, useRef, useState, type FormEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTO_TYPES, type PhotoType } from '../../../../domain/images/photo-types';
import { patientMessages } from '../../../../domain/patients/patient-messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { isEnqueueUploadError } from '../../../lib/offline/outbox';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { isValidToothNumbers, normalizeToothNumbers } from '../lib/tooth-numbers';

export type PhotoDraft = { id: string; file: File; type: PhotoType; toothNo: string };

type DraftErrors = { toothNo?: string; file?: string };

type AddPhotosDialogProps = {
  initialDrafts: PhotoDraft[];
  stageName: string;
  /** Queues one photo (upload and record); rejects with EnqueueUploadError when the file is refused. */
  onQueue: (draft: PhotoDraft, toothNo: string) => Promise<string[]>;
  /** Every photo queued so far, by the ids of their outbox items. */
  onQueued: (itemIds: string[]) => void;
  onClose: () => void;
};

/** The chosen file, shown small; its object URL lives as long as the image element. */
function FilePreview({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt="" className="h-24 w-32 shrink-0 rounded-lg bg-slate-100 object-cover" />;
}

/**
 * The photos just chosen or taken, before they are queued: each gets its slot of the standard set (the next empty
 * one by default) and, optionally, the teeth it shows. Saving queues each photo's upload and record; a file the
 * device refuses stays here with the reason.
 */
export function AddPhotosDialog({ initialDrafts, stageName, onQueue, onQueued, onClose }: AddPhotosDialogProps) {
  const { i18n, t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [drafts, setDrafts] = useState(initialDrafts);
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const typeOptions = PHOTO_TYPES.map((type) => ({ value: String(type.value), label: i18n._(type.label) }));

  function change(id: string, patch: Partial<PhotoDraft>) {
    setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, ...patch } : draft)));
    setErrors((current) => ({ ...current, [id]: {} }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const invalid = Object.fromEntries(
      drafts
        .filter((draft) => !isValidToothNumbers(normalizeToothNumbers(draft.toothNo)))
        .map((draft) => [draft.id, { toothNo: i18n._(patientMessages.toothNoInvalid) }]),
    );
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstInvalid();
      return;
    }
    setIsSubmitting(true);
    const queuedIds: string[] = [];
    const refused: Record<string, DraftErrors> = {};
    const left: PhotoDraft[] = [];
    for (const draft of drafts) {
      try {
        queuedIds.push(...(await onQueue(draft, normalizeToothNumbers(draft.toothNo))));
      } catch (error) {
        refused[draft.id] = {
          file: isEnqueueUploadError(error) ? i18n._(error.text) : t`This photo could not be saved on this device.`,
        };
        left.push(draft);
      }
    }
    if (queuedIds.length > 0) onQueued(queuedIds);
    if (left.length === 0) {
      onClose();
      return;
    }
    setDrafts(left);
    setErrors(refused);
    setIsSubmitting(false);
  }

  const count = drafts.length;
  return (
    <FormDialog
      title={t`Add photos to ${stageName}`}
      description={<Trans>Choose the kind of each photo. Tooth numbers are optional (FDI, e.g. 11, 21).</Trans>}
      size="lg"
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      formError={null}
      onClose={onClose}
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        {plural(count, { one: '# photo selected', other: '# photos selected' })}
      </p>
      <ul className="flex flex-col gap-4 sm:col-span-2">
        {drafts.map((draft, index) => {
          const number = index + 1;
          const fileError = errors[draft.id]?.file;
          return (
            <li key={draft.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row">
              <FilePreview file={draft.file} />
              <div className="grid flex-1 gap-3 sm:grid-cols-2">
                <p className="truncate text-sm font-medium text-slate-800 sm:col-span-2">{draft.file.name}</p>
                <SelectField
                  label={<Trans>Kind of photo {number}</Trans>}
                  options={typeOptions}
                  value={String(draft.type)}
                  onChange={(event) => change(draft.id, { type: Number(event.target.value) as PhotoType })}
                />
                <TextField
                  label={<Trans>Tooth numbers of photo {number}</Trans>}
                  error={errors[draft.id]?.toothNo}
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.toothNo}
                  onChange={(event) => change(draft.id, { toothNo: event.target.value })}
                />
                {fileError ? (
                  <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                    {fileError}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
