import type { WizardScreenProps } from '../../../components/wizard/wizard-definition';
import { OrderBasicFields } from '../../../features/cases/wizard/steps/order-basic-fields';
import type { DentureWizardDraft } from '../wizard-draft';

/** Step 1: the patient and the doctor, as every line starts. */
export function BasicStep(props: WizardScreenProps<DentureWizardDraft>) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <OrderBasicFields {...props} />
    </div>
  );
}
