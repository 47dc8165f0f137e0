import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { modelDraftFrom } from '../../../features/cases/wizard/model-draft-from';
import { orderDraftId } from '../../../features/cases/wizard/wizard-draft';
import { emptyCaseDraft, type CaseWizardDraft } from './aligner-draft';

/**
 * A resubmission's draft: the case as the server holds it (failed, or restored/restarted), keyed by its order, with
 * the status the user saw as the expected status of the submit.
 */
export function draftFromDetail(detail: TCaseDetail, now = Date.now()): CaseWizardDraft {
  const { basic, images, model, diagnosis, scheme } = detail.caseData;
  const base = emptyCaseDraft(orderDraftId(detail.orderId), { now });
  return {
    ...base,
    orderId: detail.orderId,
    expectedStatus: detail.status,
    patient: {
      key: String(detail.patient.id),
      name: detail.patient.name,
      phone: detail.patient.phone,
      gender: detail.patient.gender,
      birthDate: detail.patient.birthDate,
    },
    basic: {
      doctorName: basic.doctorName,
      doctorMobile: basic.doctorMobile,
      brand: basic.brand,
      series: basic.series,
      arches: basic.arches,
      chiefComplaint: basic.chiefComplaint,
      treatmentGoals: basic.treatmentGoals,
    },
    images: {
      stageKey: String(images.imageStageId),
      stageName: detail.imageStage?.name ?? '',
      stageTime: detail.imageStage?.stageTime ?? '',
    },
    model: modelDraftFrom(model, detail.models, base.model),
    diagnosis,
    scheme,
  };
}
