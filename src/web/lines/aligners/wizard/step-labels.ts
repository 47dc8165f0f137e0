import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseWizardStep } from '../../../../domain/lines/aligners/case-data';

/** The aligner wizard's step names (the step bar, the preview's list, the temporary storage box). */
export const STEP_LABELS: Record<CaseWizardStep, MessageDescriptor> = {
  basic: msg`Basic info`,
  images: msg`Image data`,
  model: msg`Model`,
  diagnosis: msg`Diagnostic design`,
  scheme: msg`Scheme design`,
  preview: msg`Preview and submit`,
};
