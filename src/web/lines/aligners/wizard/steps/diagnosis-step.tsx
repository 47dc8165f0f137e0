import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ZCaseDiagnosis } from '../../../../../domain/lines/aligners/case-data';
import {
  ANGLE_CLASSES,
  CASE_FEATURES,
  EXTRACTION_CHOICES,
  MIDLINE_CHOICES,
  MINI_IMPLANT_CHOICES,
  OVERJET_CHOICES,
  SAGITTAL_RELATIONS,
  SPACE_CHOICES,
  TMJ_CHOICES,
} from '../../../../../domain/lines/aligners/case-options';
import type { LabelledOption } from '../../../../components/cases/case-labels';
import { ChoiceChips, SegmentedChoice } from '../../../../components/cases/choice-fields';
import { ToothChart } from '../../../../components/cases/tooth-chart';

export type DiagnosisValue = Partial<z.input<typeof ZCaseDiagnosis>>;

export type DiagnosisStepProps = {
  value: DiagnosisValue;
  onChange: (next: DiagnosisValue) => void;
  /** Translated messages keyed by the top-level field name (`angleClassLeft`, `extractionTeeth`…). */
  errors: Partial<Record<string, string>>;
};

type SingleChoiceField =
  'angleClassRight' | 'angleClassLeft' | 'sagittalRelation' | 'overjet' | 'midline' | 'space' | 'tmj' | 'miniImplants';

/**
 * Step 4 of the case wizard, the diagnostic design: the case features, the Angle classes of both sides, what the plan
 * does with the sagittal relation, overjet, midline and spaces, extraction (with the teeth to extract), TMJ,
 * mini-implants and the teeth that must not move. A tooth marked for extraction cannot be marked unmovable and the
 * other way round; choosing another extraction answer than "the marked teeth" clears the marked teeth.
 */
export function DiagnosisStep({ value, onChange, errors }: DiagnosisStepProps) {
  const { t } = useLingui();
  const set = (change: DiagnosisValue) => onChange({ ...value, ...change });
  const extractsTeeth = value.extraction === 'teeth';
  const extractionTeeth = extractsTeeth ? (value.extractionTeeth ?? []) : [];
  const unmovableTeeth = value.unmovableTeeth ?? [];

  function single<Field extends SingleChoiceField>(
    field: Field,
    legend: ReactNode,
    options: readonly LabelledOption<NonNullable<DiagnosisValue[Field]>>[],
  ) {
    return (
      <SegmentedChoice<NonNullable<DiagnosisValue[Field]>>
        legend={legend}
        options={options}
        value={value[field]}
        onChange={(next) => set({ [field]: next })}
        error={errors[field]}
        isRequired
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ChoiceChips
        legend={<Trans>Case features</Trans>}
        hint={<Trans>Choose every feature that applies.</Trans>}
        options={CASE_FEATURES.list}
        values={value.features}
        onChange={(features) => set({ features })}
        error={errors.features}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {single('angleClassRight', <Trans>Angle class, right side</Trans>, ANGLE_CLASSES.list)}
        {single('angleClassLeft', <Trans>Angle class, left side</Trans>, ANGLE_CLASSES.list)}
      </div>
      {single('sagittalRelation', <Trans>Sagittal relation</Trans>, SAGITTAL_RELATIONS.list)}
      <div className="grid gap-6 lg:grid-cols-2">
        {single('overjet', <Trans>Overjet</Trans>, OVERJET_CHOICES.list)}
        {single('midline', <Trans>Midline</Trans>, MIDLINE_CHOICES.list)}
      </div>
      {single('space', <Trans>Space</Trans>, SPACE_CHOICES.list)}
      <div className="flex flex-col gap-4">
        <SegmentedChoice
          legend={<Trans>Extraction</Trans>}
          options={EXTRACTION_CHOICES.list}
          value={value.extraction}
          onChange={(extraction) =>
            set({ extraction, extractionTeeth: extraction === 'teeth' ? (value.extractionTeeth ?? []) : [] })
          }
          error={errors.extraction}
          isRequired
        />
        {extractsTeeth ? (
          <ToothChart
            label={t`Teeth to extract`}
            selected={extractionTeeth}
            onChange={(teeth) => set({ extractionTeeth: teeth })}
            disabledTeeth={unmovableTeeth}
            hint={unmovableTeeth.length > 0 ? <Trans>Teeth marked as unmovable cannot be extracted.</Trans> : null}
            error={errors.extractionTeeth}
          />
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {single('tmj', <Trans>Temporomandibular joint (TMJ)</Trans>, TMJ_CHOICES.list)}
        {single('miniImplants', <Trans>Mini-implants</Trans>, MINI_IMPLANT_CHOICES.list)}
      </div>
      <ToothChart
        label={t`Unmovable teeth`}
        selected={unmovableTeeth}
        onChange={(teeth) => set({ unmovableTeeth: teeth })}
        disabledTeeth={extractionTeeth}
        hint={
          extractionTeeth.length > 0 ? (
            <Trans>Mark the teeth that must not move. Teeth marked for extraction cannot be marked here.</Trans>
          ) : (
            <Trans>Mark the teeth that must not move.</Trans>
          )
        }
        error={errors.unmovableTeeth}
      />
    </div>
  );
}
