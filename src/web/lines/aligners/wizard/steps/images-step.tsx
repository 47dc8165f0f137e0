import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStageStale } from '../../../../../domain/images/image-rules';
import { todayText } from '../../../../../domain/patients/patient';
import { FieldError } from '../../../../components/ui/form/form-field';
import { TextField } from '../../../../components/ui/form/text-field';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast/toast-store';
import { queueAddStage } from '../../../../lib/images/add-stage';
import { useLocalPreviewUrl } from '../../../../lib/offline/outbox';
import {
  canonicalStageKey,
  photosOfStage,
  useOutboxContext,
  usePatientRecords,
  type PhotoView,
  type StageChoice,
} from '../../../../features/cases/wizard/use-patient-records';
import { StagePhotoSlots } from './stage-photo-slots';
import type { WizardStepProps } from './step-props';
import { useLingui as useLanguageChanges } from '@lingui/react';
import { DateField } from '../../../../components/date-picker/date-field';
import { DateText } from '../../../../components/ui/date-text';

function Thumbnail({ photo }: { photo: PhotoView }) {
  const localUrl = useLocalPreviewUrl(photo.uploadId);
  const url = photo.url ?? localUrl;
  return url ? (
    <img src={url} alt={photo.name} className="size-14 rounded-md border border-slate-200 object-cover" />
  ) : (
    <span className="grid size-14 place-items-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500">
      <Trans>Saved</Trans>
    </span>
  );
}

function StageOption({
  stage,
  photos,
  isChosen,
  isStale,
  onChoose,
}: {
  stage: StageChoice;
  photos: readonly PhotoView[];
  isChosen: boolean;
  isStale: boolean;
  onChoose: () => void;
}) {
  // Re-rendered when the language changes (plural() reads the app's one i18n).
  useLanguageChanges();
  const count = photos.length;
  return (
    <li>
      <label
        data-testid="case-stage-option"
        className={`flex min-h-11 cursor-pointer flex-col gap-2 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${isChosen ? 'border-teal-700 bg-teal-50' : 'border-slate-200 bg-white hover:bg-slate-50'}`}
      >
        <span className="flex flex-wrap items-center gap-3">
          <input
            type="radio"
            name="case-image-stage"
            checked={isChosen}
            onChange={onChoose}
            className="size-5 accent-teal-700"
          />
          <span className="font-medium text-slate-900">{stage.name}</span>
          <span className="text-sm text-slate-600">
            <DateText at={stage.stageTime} />
          </span>
          <span className="text-sm text-slate-600">{plural(count, { one: '# photo', other: '# photos' })}</span>
          {stage.state !== 'synced' ? (
            <span className="text-xs text-amber-800">
              <Trans>Not synced yet</Trans>
            </span>
          ) : null}
          {isStale ? (
            <span className="text-xs font-medium text-red-700">
              <Trans>Older than 3 months</Trans>
            </span>
          ) : null}
        </span>
        {count > 0 ? (
          <span className="flex flex-wrap gap-2">
            {photos.slice(0, 6).map((photo) => (
              <Thumbnail key={photo.key} photo={photo} />
            ))}
          </span>
        ) : null}
      </label>
    </li>
  );
}

/**
 * Step 2: the patient's image data. Choose one of the patient's stages (thumbnails shown), or start a new stage and
 * take its photos slot by slot. Photos older than three months block the step (spec sections 5 and 9).
 */
export function ImagesStep({ draft, update, errors, clinicId }: WizardStepProps) {
  const { t } = useLingui();
  const patientKey = draft.patient?.key ?? null;
  const records = usePatientRecords(clinicId, patientKey);
  const context = useOutboxContext(patientKey);
  const today = todayText();
  const [isCreating, setIsCreating] = useState(false);
  const [newStage, setNewStage] = useState({ name: t`Case photos`, stageTime: today });
  const chosenKey = canonicalStageKey(draft.images.stageKey, records.serverStages);
  const photosOf = (key: string) => photosOfStage(records, key);

  if (!patientKey) {
    return (
      <p className="text-slate-700">
        <Trans>Choose the patient in the basic info first.</Trans>
      </p>
    );
  }

  const choose = (stage: Pick<StageChoice, 'key' | 'name' | 'stageTime'>) =>
    update((current) => ({
      ...current,
      images: { stageKey: stage.key, stageName: stage.name, stageTime: stage.stageTime },
    }));

  async function createStage() {
    if (!context) return;
    try {
      const { stageKey } = await queueAddStage(context, newStage);
      choose({ key: stageKey, ...newStage });
      setIsCreating(false);
    } catch {
      toast.error(t`The stage could not be saved on this device.`);
    }
  }

  const isChosenStale = Boolean(
    draft.images.stageKey && draft.images.stageTime && isStageStale(draft.images.stageTime, today),
  );

  return (
    <div className="flex flex-col gap-5">
      {isChosenStale ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-base text-red-800">
          <Trans>
            The chosen photos are older than 3 months. A case needs photos from the last 3 months: take new photos or
            choose a newer stage.
          </Trans>
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>The patient's image stages</Trans>
        </legend>
        {records.stages.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>This patient has no image stages yet. Start a new stage and take the photos.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {records.stages.map((stage) => (
              <StageOption
                key={stage.key}
                stage={stage}
                photos={photosOf(stage.key)}
                isChosen={canonicalStageKey(stage.key, records.serverStages) === chosenKey}
                isStale={isStageStale(stage.stageTime, today)}
                onChoose={() => choose(stage)}
              />
            ))}
          </ul>
        )}
        <FieldError id="case-images-error" error={errors.imageStageId} />
      </fieldset>

      {isCreating ? (
        <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
          <TextField
            label={<Trans>Stage name</Trans>}
            value={newStage.name}
            maxLength={50}
            onChange={(event) => setNewStage((current) => ({ ...current, name: event.target.value }))}
          />
          <DateField
            label={<Trans>Photo date</Trans>}
            value={newStage.stageTime}
            max={today}
            onChange={(stageTime) => setNewStage((current) => ({ ...current, stageTime }))}
          />
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!context || !newStage.name.trim() || !newStage.stageTime}
            onClick={() => void createStage()}
            data-testid="case-stage-create"
          >
            <Trans>Create the stage</Trans>
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setIsCreating(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <div>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setIsCreating(true)}
            data-testid="case-stage-new"
          >
            <Trans>Take new photos</Trans>
          </button>
        </div>
      )}

      {draft.images.stageKey && context ? (
        <StagePhotoSlots context={context} stageKey={draft.images.stageKey} photos={photosOf(draft.images.stageKey)} />
      ) : null}
    </div>
  );
}
