import type { CaseWizardDraft } from '../wizard-draft';
import type { StepErrors } from '../wizard-validation';

/** What each of the wizard's own steps gets: the draft, a way to change it (saved as the user types), its errors. */
export type WizardStepProps = {
  draft: CaseWizardDraft;
  update: (change: (current: CaseWizardDraft) => CaseWizardDraft) => void;
  errors: StepErrors;
  clinicId: number;
};
