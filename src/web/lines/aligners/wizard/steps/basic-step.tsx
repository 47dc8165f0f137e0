import { Trans, useLingui } from '@lingui/react/macro';
import { ARCH_CHOICES } from '../../../../../domain/lines/aligners/case-options';
import { ALIGNER_BRANDS, seriesOf } from '../../../../../domain/lines/aligners/brands';
import { SegmentedChoice } from '../../../../components/cases/choice-fields';
import { SelectField } from '../../../../components/ui/form/select-field';
import { TextAreaField } from '../../../../components/ui/form/text-area-field';
import type { CaseWizardDraft } from '../aligner-draft';
import { OrderBasicFields } from '../../../../features/cases/wizard/steps/order-basic-fields';
import type { WizardStepProps } from './step-props';

type BasicFields = CaseWizardDraft['basic'];

/** Step 1: the patient, the doctor, the aligner brand and series, the arches, the chief complaint and the goals. */
export function BasicStep({ draft, update, errors, clinicId }: WizardStepProps) {
  const { t, i18n } = useLingui();
  const basic = draft.basic;
  const set = (change: Partial<BasicFields>) =>
    update((current) => ({ ...current, basic: { ...current.basic, ...change } }));

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <OrderBasicFields
        draft={draft}
        update={update}
        errors={errors}
        clinicId={clinicId}
        forgetPatientRecords={(current) => ({ ...current, images: { stageKey: null, stageName: '', stageTime: '' } })}
      />
      <SelectField
        label={<Trans>Brand</Trans>}
        value={basic.brand}
        placeholder={t`Choose…`}
        options={ALIGNER_BRANDS.map((brand) => ({ value: brand.value, label: brand.name }))}
        onChange={(event) => set({ brand: event.target.value, series: '' })}
        error={errors.brand}
        isRequired
      />
      <SelectField
        label={<Trans>Series</Trans>}
        value={basic.series}
        placeholder={t`Choose…`}
        options={seriesOf(basic.brand).map((series) => ({ value: series.value, label: i18n._(series.label) }))}
        onChange={(event) => set({ series: event.target.value })}
        error={errors.series}
        disabled={!basic.brand}
        isRequired
      />
      <SegmentedChoice
        className="md:col-span-2"
        legend={<Trans>Arches to treat</Trans>}
        options={ARCH_CHOICES.list}
        value={basic.arches}
        onChange={(arches) => set({ arches })}
        error={errors.arches}
        isRequired
      />
      <TextAreaField
        label={<Trans>Chief complaint</Trans>}
        value={basic.chiefComplaint}
        onChange={(event) => set({ chiefComplaint: event.target.value })}
        error={errors.chiefComplaint}
        maxLength={500}
        isRequired
      />
      <TextAreaField
        label={<Trans>Treatment goals</Trans>}
        value={basic.treatmentGoals}
        onChange={(event) => set({ treatmentGoals: event.target.value })}
        error={errors.treatmentGoals}
        maxLength={500}
        isRequired
      />
    </div>
  );
}
