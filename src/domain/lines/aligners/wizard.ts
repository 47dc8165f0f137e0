import { ZCaseBasicInfo, ZCaseDiagnosis, ZCaseImages, ZCaseScheme } from './case-data';
import { ZCaseModel } from '../../orders/order-model';
import type { LineWizard } from '../line-definition';

/** The aligner wizard's data steps (`ZCaseData`, whose parts these are; the preview adds none). */
export const ALIGNER_WIZARD: LineWizard = {
  steps: [
    { id: 'basic', schema: ZCaseBasicInfo },
    { id: 'images', schema: ZCaseImages },
    { id: 'model', schema: ZCaseModel },
    { id: 'diagnosis', schema: ZCaseDiagnosis },
    { id: 'scheme', schema: ZCaseScheme },
  ],
};
