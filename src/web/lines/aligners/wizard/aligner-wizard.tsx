import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseWizardStep } from '../../../../domain/lines/aligners/case-data';
import type { WizardDefinition, WizardStep } from '../../../components/wizard/wizard-definition';
import { queueCaseSubmit } from './submit-case';
import { orderIdOfAnswer } from '../../../lib/orders/order-id-of-answer';
import { BasicStep } from './steps/basic-step';
import { DiagnosisStep } from './steps/diagnosis-step';
import { ImagesStep } from './steps/images-step';
import { ModelStep } from '../../../features/cases/wizard/steps/model-step';
import { PreviewStep } from './steps/preview-step';
import { SchemeStep } from './steps/scheme-step';
import type { WizardStepProps } from './steps/step-props';
import { STEP_LABELS } from './step-labels';
import { photosOfStage, usePatientRecords } from '../../../features/cases/wizard/use-patient-records';
import { caseWarnings } from './wizard-warnings';
import { caseDraftKey, CASE_DRAFTS_PATH, orderPathOf, type CaseWizardDraft } from './aligner-draft';
import { stepErrors } from './aligner-validation';

/**
 * The aligner line's wizard on the generic wizard (`LineWizard`): basic info, image data, model, diagnostic design,
 * scheme design, preview and submit. Each data step is checked with its part of the case data's schema
 * (`src/domain/lines/aligners/wizard.ts`) plus the aligner rules beyond it (photos at most 3 months old, the pickup
 * window of a mailed model); the submit is the aligner case submit (`/case/submit`), which names records still
 * queued on the device by refs.
 */

const dataStep = (
  id: Exclude<CaseWizardStep, 'preview'>,
  Screen: WizardStep<CaseWizardDraft>['Screen'],
): WizardStep<CaseWizardDraft> => ({
  id,
  label: STEP_LABELS[id],
  Screen,
  check: (i18n, draft, clock) => stepErrors(i18n, id, draft, clock),
});

function DiagnosisScreen({ draft, update, errors }: WizardStepProps) {
  return (
    <DiagnosisStep
      value={draft.diagnosis}
      onChange={(diagnosis) => update((current) => ({ ...current, diagnosis }))}
      errors={errors}
    />
  );
}

function SchemeScreen({ draft, update, errors }: WizardStepProps) {
  return (
    <SchemeStep
      value={draft.scheme}
      onChange={(scheme) => update((current) => ({ ...current, scheme }))}
      errors={errors}
    />
  );
}

/** The questions the submit asks once: an image stage without photos, one scan for a case of both arches. */
function useAlignerWarnings(draft: CaseWizardDraft, clinicId: number): string[] {
  const { i18n } = useLingui();
  const records = usePatientRecords(clinicId, draft.patient?.key ?? null);
  const stagePhotoCount =
    draft.images.stageKey && records.isLoaded ? photosOfStage(records, draft.images.stageKey).length : null;
  return caseWarnings(i18n, draft, stagePhotoCount);
}

const ALIGNER_WIZARD_STEPS: WizardDefinition<CaseWizardDraft>['steps'] = [
  dataStep('basic', BasicStep),
  dataStep('images', ImagesStep),
  dataStep('model', ModelStep),
  dataStep('diagnosis', DiagnosisScreen),
  dataStep('scheme', SchemeScreen),
  { id: 'preview', label: STEP_LABELS.preview, Screen: PreviewStep },
];

export const ALIGNER_WIZARD: WizardDefinition<CaseWizardDraft> = {
  steps: ALIGNER_WIZARD_STEPS,
  draftKey: caseDraftKey,
  title: (draft) =>
    draft.orderId === null ? <Trans>New aligner case</Trans> : <Trans>Resubmit case {draft.orderId}</Trans>,
  useWarnings: useAlignerWarnings,
  submit: queueCaseSubmit,
  orderIdOf: orderIdOfAnswer,
  orderPath: orderPathOf,
  draftsPath: CASE_DRAFTS_PATH,
  receivedMessage: msg`Case submitted: the manufacturer has received it.`,
};
