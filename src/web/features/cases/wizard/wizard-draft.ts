/**
 * What every line's wizard draft shares (each line keeps its own draft in its folder, src/web/lines/<line>): the
 * patient, the model step, the key of a resubmission. Each is saved on the device as the user types (useDraft), under
 * one key per wizard.
 *
 * Records the wizard creates on the way (a patient's new image stage, a scan uploaded now) are queued in the outbox
 * at once and named here by their keys: a server id (`17`) or a local id (`local:<itemId>`) until the server answers.
 */

/** The order's patient; sex and birth date (when known) go on the printed prescription sheet. */
export type PatientDraft = { key: string; name: string; phone: string; gender?: number; birthDate?: string };

/** A digital model chosen for a jaw: one of the patient's scans, or a file queued for upload now. */
export type PickedModel = {
  /** The patient model: a server id, or `local:<addItemId>` while its add is queued. */
  key: string;
  fileName: string;
  /** The upload's item id when the file was added in this wizard (its parts are the local preview). */
  uploadId: string | null;
};

export type ModelDraft = {
  kind: 'digital' | 'mailed';
  upper: PickedModel | null;
  lower: PickedModel | null;
  /** Mailed: the pickup day (`YYYY-MM-DD`, the device's calendar) and time (`HH:MM`). */
  pickupDay: string;
  pickupTime: string;
  addressId: number | null;
  note: string;
};

/** The model step before anything is chosen. */
export const EMPTY_MODEL_DRAFT: ModelDraft = {
  kind: 'digital',
  upper: null,
  lower: null,
  pickupDay: '',
  pickupTime: '',
  addressId: null,
  note: '',
};

/** What the shared steps (patient, doctor, model) read and change of any line's draft. */
export type OrderDraftParts = { patient: PatientDraft | null; model: ModelDraft };

/** A resubmission's draft id: one per order, so reopening the order reopens its draft. */
export function orderDraftId(orderId: number): string {
  return `order-${orderId}`;
}

export const CASE_WIZARD_PATH = '/confirmOrder';
