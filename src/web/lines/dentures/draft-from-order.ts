import type { TPatient } from '../../../domain/patients/patient';
import type { ToothNotation } from '../../../domain/lines/dentures/teeth';
import { modelDraftFrom } from '../../features/cases/wizard/model-draft-from';
import type { DentureOrderView } from './denture-order-query';
import { dentureOrderDraftId, emptyDentureDraft, type DentureWizardDraft } from './wizard-draft';

/**
 * A resubmission's draft (isEdit): the order as the server holds it (sent back, or reopened after an accepted edit
 * application), keyed by its order, with the status the user saw as the expected status of the resubmit. The teeth
 * open in the user's notation; every step is reached, so the user goes straight to what needs correcting.
 */
export function draftFromOrder(
  order: { orderId: number; status: number },
  denture: DentureOrderView,
  patient: Pick<TPatient, 'id' | 'name' | 'phone'> & Partial<Pick<TPatient, 'gender' | 'birthDate'>>,
  notation: ToothNotation,
  now = Date.now(),
): DentureWizardDraft {
  const { basic, teeth, shades, design, model } = denture.data;
  const base = emptyDentureDraft(dentureOrderDraftId(order.orderId), { notation, now });
  return {
    ...base,
    orderId: order.orderId,
    expectedStatus: order.status,
    reached: 5,
    patient: {
      key: String(patient.id),
      name: patient.name,
      phone: patient.phone,
      ...(patient.gender === undefined ? {} : { gender: patient.gender }),
      ...(patient.birthDate === undefined ? {} : { birthDate: patient.birthDate }),
    },
    basic: { doctorName: basic.doctorName, doctorMobile: basic.doctorMobile ?? '' },
    teeth: { notation, restorations: teeth.restorations, customTray: teeth.customTray },
    shades,
    design,
    model: modelDraftFrom(model, denture.files, base.model),
  };
}
