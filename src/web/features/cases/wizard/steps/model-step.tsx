import type { ChangeEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedChoice } from '../../../../components/cases/choice-fields';
import { FieldError } from '../../../../components/ui/form/form-field';
import { secondaryButtonClass } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast/toast-store';
import { LazyModelViewer } from '../../../../components/model-viewer/lazy';
import type { Jaw } from '../../../../lib/model-viewer/types';
import { MODEL_ACCEPT, queueAddModel } from '../../../../lib/images/queue-model';
import { localIdOf, isEnqueueUploadError } from '../../../../lib/offline/outbox';
import { rememberPickedFile, useModelSources } from '../use-model-sources';
import { isPickedModel, useOutboxContext, usePatientRecords, type ModelChoice } from '../use-patient-records';
import type { WizardDraftBase, WizardScreenProps } from '../../../../components/wizard/wizard-definition';
import type { ModelDraft, OrderDraftParts, PickedModel } from '../wizard-draft';
import { MailedModelFields } from './mailed-model-fields';

const MODEL_KINDS = [
  { value: 'digital', label: msg`Digital model (scan files)` },
  { value: 'mailed', label: msg`Mailed model (pickup)` },
] as const;

const JAW_LABELS = { upper: msg`Upper jaw`, lower: msg`Lower jaw` } as const;

function JawPicker({
  jaw,
  picked,
  choices,
  onPick,
  onFile,
}: {
  jaw: Jaw;
  picked: PickedModel | null;
  choices: readonly ModelChoice[];
  onPick: (picked: PickedModel | null) => void;
  onFile: (file: File) => void;
}) {
  const { i18n, t } = useLingui();
  const jawLabel = i18n._(JAW_LABELS[jaw]);
  const name = `case-model-${jaw}`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      data-testid={`case-model-jaw-${jaw}`}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">{jawLabel}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name={name}
          checked={picked === null}
          onChange={() => onPick(null)}
          className="size-5 accent-teal-700"
        />
        <Trans>No model</Trans>
      </label>
      {choices.map((choice) => (
        <label key={choice.key} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={name}
            checked={isPickedModel(picked, choice)}
            onChange={() => onPick({ key: choice.key, fileName: choice.fileName, uploadId: choice.uploadId })}
            className="size-5 accent-teal-700"
          />
          <span className="text-slate-900">{choice.fileName}</span>
          {choice.uploadId ? (
            <span className="text-xs text-amber-800">
              <Trans>Not synced yet</Trans>
            </span>
          ) : null}
        </label>
      ))}
      <label
        className={`${secondaryButtonClass} cursor-pointer self-start focus-within:outline-2 focus-within:outline-teal-700`}
      >
        <input
          type="file"
          accept={MODEL_ACCEPT}
          className="sr-only"
          aria-label={t`Upload a scan file: ${jawLabel}`}
          data-testid={`case-model-input-${jaw}`}
          onChange={onChange}
        />
        <Trans>Upload STL, OBJ or PLY</Trans>
      </label>
    </fieldset>
  );
}

function ModelPreview({
  model,
  serverModels,
}: {
  model: ModelDraft;
  serverModels: Parameters<typeof useModelSources>[1];
}) {
  const previews = useModelSources(model, serverModels);
  if (!previews || previews.length === 0) return null;
  const shown = previews.flatMap((preview) => (preview.model ? [preview.model] : []));
  return (
    <section className="flex flex-col gap-2 print:hidden" data-testid="case-model-preview">
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>3D preview</Trans>
      </h3>
      {previews.some((preview) => !preview.model) ? (
        <p className="text-sm text-slate-600">
          <Trans>A scan is being uploaded: its preview shows again once the upload has finished.</Trans>
        </p>
      ) : null}
      {shown.length > 0 ? <LazyModelViewer models={shown} /> : null}
    </section>
  );
}

/** What the model step reads and writes of a line's draft (every line that takes a model: aligners, dentures…). */
type ModelStepDraft = WizardDraftBase & OrderDraftParts;

/**
 * Step 3: the model. Digital: an upper and/or lower scan, picked from the patient's scans or uploaded now (queued,
 * offline too), previewed in 3D before the upload. Mailed: the courier collects the model (pickup day and time,
 * address from the address book).
 */
export function ModelStep<Draft extends ModelStepDraft>({ draft, update, errors, clinicId }: WizardScreenProps<Draft>) {
  const { i18n, t } = useLingui();
  const patientKey = draft.patient?.key ?? null;
  const records = usePatientRecords(clinicId, patientKey);
  const context = useOutboxContext(patientKey);
  const model = draft.model;
  const set = (change: Partial<ModelDraft>) =>
    update((current) => ({ ...current, model: { ...current.model, ...change } }));

  async function upload(jaw: Jaw, file: File) {
    if (!context) return;
    try {
      const [uploadId, addId] = (await queueAddModel(context, { file, jaw })) as [string, string];
      rememberPickedFile(uploadId, file);
      set({ [jaw]: { key: localIdOf(addId), fileName: file.name || 'scan.stl', uploadId } });
    } catch (error) {
      const name = file.name;
      toast.error(
        isEnqueueUploadError(error) ? `${name}: ${i18n._(error.text)}` : t`${name} could not be saved on this device.`,
      );
    }
  }

  if (!patientKey) {
    return (
      <p className="text-slate-700">
        <Trans>Choose the patient in the basic info first.</Trans>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <SegmentedChoice
        legend={<Trans>Model</Trans>}
        options={MODEL_KINDS}
        value={model.kind}
        onChange={(kind) => set({ kind })}
        isRequired
      />
      {model.kind === 'digital' ? (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {(['upper', 'lower'] as const).map((jaw) => (
              <JawPicker
                key={jaw}
                jaw={jaw}
                picked={model[jaw]}
                choices={records.models.filter((choice) => choice.jaw === jaw)}
                onPick={(picked) => set({ [jaw]: picked })}
                onFile={(file) => void upload(jaw, file)}
              />
            ))}
          </div>
          <FieldError id="case-model-error" error={errors.upperModelId ?? errors.kind} />
          <ModelPreview model={model} serverModels={records.serverModels} />
        </>
      ) : (
        <MailedModelFields model={model} set={set} errors={errors} />
      )}
    </div>
  );
}
