import type { Kysely } from 'kysely';
import { pickupProblem, type TCaseModel } from '../../../domain/orders/order-model';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import type { Database } from '../../db/schema';
import type { PatientRow } from '../patients';
import { caseError, caseRuleError } from './case-errors';
import { requireOwnAddress } from './case-files';

const MODEL_NAME = /\.(stl|obj|ply)$/i;

export type CaseDataActor = { userId: number; clinicId: number };

/** A digital model must be a live STL/OBJ/PLY scan of the patient: 45006 for anything else, 400 for another format. */
async function checkModel(db: Kysely<Database>, patient: PatientRow, modelId: number | null) {
  if (modelId === null) return;
  const model = await db
    .selectFrom('patient_models')
    .select('file_name')
    .where('id', '=', modelId)
    .where('patient_id', '=', patient.id)
    .where('clinic_id', '=', patient.clinic_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!model) throw caseError(CaseErrorCode.fileMissing);
  if (!MODEL_NAME.test(model.file_name)) throw caseRuleError('modelFormat');
}

/**
 * The model step's rules (every line whose wizard takes the shared model step, src/domain/orders/order-model.ts): digital models are the patient's live
 * scans, a mailed model's pickup is in the window at an address of the caller's.
 */
export async function checkCaseModel(
  db: Kysely<Database>,
  actor: CaseDataActor,
  patient: PatientRow,
  model: TCaseModel,
  now: number,
): Promise<void> {
  if (model.kind === 'digital') {
    await checkModel(db, patient, model.upperModelId);
    await checkModel(db, patient, model.lowerModelId);
  } else {
    const problem = pickupProblem(model.pickupAt, now);
    if (problem) throw caseRuleError(problem);
    await requireOwnAddress(db, actor.userId, model.addressId);
  }
}
