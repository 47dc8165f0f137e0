import type { WizardScreenProps } from '../../../../components/wizard/wizard-definition';
import type { CaseWizardDraft } from '../aligner-draft';

/** What each of the aligner wizard's steps gets from the generic wizard: the draft, a way to change it, its errors. */
export type WizardStepProps = WizardScreenProps<CaseWizardDraft>;
