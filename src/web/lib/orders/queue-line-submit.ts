import { msg } from '@lingui/core/macro';
import { LINE_ORDER_PATHS, type TLineResubmitRequest, type TLineSubmitRequest } from '../../../domain/orders/line-orders';
import type { UserDatabase } from '../offline/db';
import { groupFor, idOrRef, localIdOf, queueDraftSubmit, type OutboxRef } from '../offline/outbox';

/**
 * The order core's submit of a line's wizard (`/api/order/v1/line/submit`, docs/orders.md) through the outbox, for
 * every line that has no submit of its own: ONE item in the patient's group (after the patient's create, which it
 * names by a ref while it is queued), queued once per draft (`queueDraftSubmit`). The server checks `data` against
 * the line's step schemas; a repeated item id answers the order it made. A resubmission (isEdit) goes the same way to
 * the core's resubmit, with the order and the status the wizard was opened on.
 */

export const lineOutboxAction = msg`Submit order`;
export const lineResubmitOutboxAction = msg`Resubmit order`;

/** What a line's draft gives the core's submit: the patient, the doctor, and each step's part under the step's id. */
export type LineSubmitParts = {
  patient: { key: string; name: string };
  doctorName: string;
  data: Record<string, unknown>;
  /** A resubmission (isEdit): the order corrected, and the status the wizard was opened on. */
  resubmit?: { orderId: number; expectedStatus: number };
};

type QueuedLineSubmit = Omit<TLineSubmitRequest, 'patientId'> & { patientId: number | OutboxRef };
type QueuedLineResubmit = TLineResubmitRequest;

export function lineSubmitBody(
  line: { code: number },
  parts: LineSubmitParts,
  clientId: string,
): QueuedLineSubmit | QueuedLineResubmit {
  if (parts.resubmit) return { ...parts.resubmit, doctorName: parts.doctorName, data: parts.data };
  return {
    type: line.code,
    clientId,
    patientId: idOrRef(parts.patient.key),
    doctorName: parts.doctorName,
    data: parts.data,
  };
}

/**
 * A line's wizard submit (`WizardDefinition.submit`): `partsOf` reads the parts from a valid draft (it throws when the
 * draft is not ready), `fixPath` is where the sync panel sends the user to correct a refused submit.
 */
export function lineSubmit<Draft extends { submittedItemId: string | null }>(
  line: { code: number },
  partsOf: (draft: Draft) => LineSubmitParts,
  fixPath: (draft: Draft) => string,
) {
  return (
    db: UserDatabase,
    { draft, clinicId, saveDraft }: { draft: Draft; clinicId: number; saveDraft: (value: Draft) => Promise<void> },
  ): Promise<string> => {
    const parts = partsOf(draft);
    return queueDraftSubmit(db, {
      draft,
      saveDraft,
      bodyOf: (id) => lineSubmitBody(line, parts, id),
      item: async (id) => ({
        id,
        group: await groupFor(db, 'patient', parts.patient.key),
        label: {
          action: (parts.resubmit ? lineResubmitOutboxAction : lineOutboxAction).id,
          subject: parts.patient.name,
          fixPath: fixPath(draft),
        },
        entity: 'case',
        entityKey: parts.resubmit ? String(parts.resubmit.orderId) : localIdOf(id),
        patientKey: parts.patient.key,
        clinicId,
        request: {
          service: 'order',
          method: 'POST',
          path: parts.resubmit ? LINE_ORDER_PATHS.resubmit : LINE_ORDER_PATHS.submit,
          body: lineSubmitBody(line, parts, id),
        },
      }),
    });
  };
}
