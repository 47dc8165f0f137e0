import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { todayText } from '../../../../domain/patients/patient';
import { emptyCaseDraft, orderDraftId, type CaseWizardDraft } from './wizard-draft';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A resubmission's draft: the case as the server holds it (failed, or restored/restarted), keyed by its order, with
 * the status the user saw as the expected status of the submit.
 */
export function draftFromDetail(detail: TCaseDetail, now = Date.now()): CaseWizardDraft {
  const { basic, images, model, diagnosis, scheme } = detail.caseData;
  const base = emptyCaseDraft(orderDraftId(detail.orderId), { now });
  const picked = (id: number | null, file: { name: string } | null) =>
    id === null ? null : { key: String(id), fileName: file?.name ?? String(id), uploadId: null };
  const pickup = model.kind === 'mailed' ? new Date(model.pickupAt) : null;
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
    model:
      model.kind === 'digital'
        ? {
            ...base.model,
            upper: picked(model.upperModelId, detail.models.upper),
            lower: picked(model.lowerModelId, detail.models.lower),
          }
        : {
            ...base.model,
            kind: 'mailed',
            pickupDay: pickup ? todayText(pickup) : '',
            pickupTime: pickup ? `${pad(pickup.getHours())}:${pad(pickup.getMinutes())}` : '',
            addressId: model.addressId,
            note: model.note,
          },
    diagnosis,
    scheme,
  };
}
