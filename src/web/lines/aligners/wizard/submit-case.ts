import { msg } from '@lingui/core/macro';
import {
  ZCaseBasicInfo,
  ZCaseDiagnosis,
  ZCaseScheme,
  type TCaseData,
} from '../../../../domain/lines/aligners/case-data';
import { ZCaseModel } from '../../../../domain/orders/order-model';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import type { UserDatabase } from '../../../lib/offline/db';
import { groupFor, idOrRef, localIdOf, queueDraftSubmit, type OutboxRef } from '../../../lib/offline/outbox';
import { wizardPathOf, type CaseWizardDraft } from './aligner-draft';
import { stepInput } from './aligner-validation';

/**
 * The case submit goes through the outbox, online or not: ONE item, POST order /v1/case/submit, in the patient's
 * group (after the patient's create, its new stage, photos and scans, which it names by refs). The wizard's draft (one
 * per tab) keeps the item id in the same transaction (queueDraftOnce), so a second click or a reload finds it queued
 * and adds nothing, and the id queued with another case throws ItemIdTakenError instead of claiming a success.
 */

export const caseOutboxActions = {
  submit: msg`Submit aligner case`,
  resubmit: msg`Resubmit aligner case`,
};

/** A record id in the queued body: the server id, or a ref to the item that creates it. */
type QueuedId = number | OutboxRef;
type QueuedCaseData = {
  basic: Omit<TCaseData['basic'], 'patientId'> & { patientId: QueuedId };
  images: { imageStageId: QueuedId };
  model:
    | { kind: 'digital'; upperModelId: QueuedId | null; lowerModelId: QueuedId | null }
    | Extract<TCaseData['model'], { kind: 'mailed' }>;
  diagnosis: TCaseData['diagnosis'];
  scheme: TCaseData['scheme'];
};

/** ZSubmitCaseRequest as queued: its record ids may still be refs. */
export type QueuedSubmitCase = {
  clientId: string;
  orderId?: number;
  expectedStatus?: number;
  caseData: QueuedCaseData;
};

export class CaseNotReadyError extends Error {
  constructor() {
    super('The case has steps that are not valid yet.');
    this.name = 'CaseNotReadyError';
  }
}

const refOf = (key: string | null | undefined): QueuedId | null => (key ? idOrRef(key) : null);

/** The whole case, parsed by the steps' schemas (trimmed, defaults filled), with record ids as server ids or refs. */
export function queuedCaseData(draft: CaseWizardDraft): QueuedCaseData {
  const basic = ZCaseBasicInfo.safeParse(stepInput('basic', draft));
  const model = ZCaseModel.safeParse(stepInput('model', draft));
  const diagnosis = ZCaseDiagnosis.safeParse(stepInput('diagnosis', draft));
  const scheme = ZCaseScheme.safeParse(stepInput('scheme', draft));
  const patientId = refOf(draft.patient?.key);
  const imageStageId = refOf(draft.images.stageKey);
  if (!basic.success || !model.success || !diagnosis.success || !scheme.success || !patientId || !imageStageId) {
    throw new CaseNotReadyError();
  }
  return {
    basic: { ...basic.data, patientId },
    images: { imageStageId },
    model:
      model.data.kind === 'digital'
        ? { kind: 'digital', upperModelId: refOf(draft.model.upper?.key), lowerModelId: refOf(draft.model.lower?.key) }
        : model.data,
    diagnosis: diagnosis.data,
    scheme: scheme.data,
  };
}

export function submitBodyOf(draft: CaseWizardDraft, clientId: string): QueuedSubmitCase {
  return {
    clientId,
    ...(draft.orderId === null ? {} : { orderId: draft.orderId }),
    ...(draft.expectedStatus === null ? {} : { expectedStatus: draft.expectedStatus }),
    caseData: queuedCaseData(draft),
  };
}

/**
 * Queues the submit of a valid draft once and writes the draft with the item id (`saveDraft`, this tab's row), in one
 * transaction (`queueDraftSubmit`: a refused item gets the corrected body); resolves to the item id.
 */
export async function queueCaseSubmit(
  db: UserDatabase,
  {
    draft,
    clinicId,
    saveDraft,
  }: { draft: CaseWizardDraft; clinicId: number | null; saveDraft: (value: CaseWizardDraft) => Promise<void> },
): Promise<string> {
  const patientKey = draft.patient?.key;
  if (!patientKey) throw new CaseNotReadyError();
  return queueDraftSubmit(db, {
    draft,
    saveDraft,
    bodyOf: (id) => submitBodyOf(draft, id),
    item: async (id) => ({
      id,
      group: await groupFor(db, 'patient', patientKey),
      label: {
        action: (draft.orderId === null ? caseOutboxActions.submit : caseOutboxActions.resubmit).id,
        subject: draft.patient?.name ?? '',
        fixPath: wizardPathOf(draft),
      },
      entity: 'case',
      entityKey: draft.orderId === null ? localIdOf(id) : String(draft.orderId),
      patientKey,
      ...(clinicId === null ? {} : { clinicId }),
      request: { service: 'order', method: 'POST', path: CASE_PATHS.submit, body: submitBodyOf(draft, id) },
    }),
  });
}
