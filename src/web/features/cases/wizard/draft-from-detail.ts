import type { TCaseModel } from '../../../../domain/orders/order-model';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { todayText } from '../../../../domain/patients/patient';
import { emptyCaseDraft, orderDraftId, type CaseWizardDraft, type ModelDraft } from './wizard-draft';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An order's model step as the wizard edits it again: the scans it names (with their names), or the pickup. */
export function modelDraftFrom(
  model: TCaseModel,
  files: { upper: { name: string } | null; lower: { name: string } | null },
  empty: ModelDraft,
): ModelDraft {
  const picked = (id: number | null, file: { name: string } | null) =>
    id === null ? null : { key: String(id), fileName: file?.name ?? String(id), uploadId: null };
  if (model.kind === 'digital')
    return { ...empty, upper: picked(model.upperModelId, files.upper), lower: picked(model.lowerModelId, files.lower) };
  const pickup = new Date(model.pickupAt);
  return {
    ...empty,
    kind: 'mailed',
    pickupDay: todayText(pickup),
    pickupTime: `${pad(pickup.getHours())}:${pad(pickup.getMinutes())}`,
    addressId: model.addressId,
    note: model.note,
  };
}

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
