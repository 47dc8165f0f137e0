import type { Kysely } from 'kysely';
import type { Updateable } from 'kysely';
import type { TCaseData, TCaseModel } from '../../../domain/cases/case-data';
import { pickupProblem } from '../../../domain/cases/case-data';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { isStageStale } from '../../../domain/images/image-rules';
import { todayText } from '../../../domain/patients/patient';
import type { Database } from '../../db/schema';
import { findStageInClinic } from '../images';
import { findPatientInClinic, type PatientRow, patientSearchText } from '../patients';
import { caseError, caseRuleError } from './case-errors';
import { requireOwnAddress } from './case-files';
import type { OrderTable } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
const MODEL_NAME = /\.(stl|obj|ply)$/i;

export type CaseDataActor = { userId: number; clinicId: number };

/**
 * The image stage must be the patient's and not older than 3 months. The server counts from yesterday (its own
 * calendar): a tablet west of the server may still be on the day before, and what it accepted must pass here.
 */
async function checkImageStage(db: Kysely<Database>, actor: CaseDataActor, patient: PatientRow, stageId: number, now: number) {
  const stage = await findStageInClinic(db, actor.clinicId, stageId);
  if (stage.patient_id !== patient.id) throw caseError(CaseErrorCode.stageOfAnotherPatient);
  if (isStageStale(stage.stage_time, todayText(new Date(now - DAY_MS)))) throw caseRuleError('imagesStale');
}

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
 * Every rule of the case data the server can check against its records, again at submit whatever the device checked:
 * the patient is a live one of the clinic (44001), the image stage is the patient's (44002 / 45007) and fresh, the
 * digital models are the patient's scans, a mailed model's pickup is in the window at an address of the caller's.
 * Answers the patient.
 */
export async function checkCaseData(
  db: Kysely<Database>,
  actor: CaseDataActor,
  data: TCaseData,
  now: number,
): Promise<PatientRow> {
  const patient = await findPatientInClinic(db, actor.clinicId, data.basic.patientId);
  await checkImageStage(db, actor, patient, data.images.imageStageId, now);
  await checkCaseModel(db, actor, patient, data.model, now);
  return patient;
}

/**
 * The model step's rules (every line that takes the aligners' model step): digital models are the patient's live
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

/**
 * The order columns a submitted case data sets (search text: the patient's name and phone, lower-cased); the
 * aligner line's own columns are `alignerCaseDataColumns`.
 */
export function caseDataColumns(data: TCaseData, patient: PatientRow, now: number) {
  return {
    patient_id: patient.id,
    doctor_name: data.basic.doctorName,
    search_text: patientSearchText(patient.name, patient.phone),
    pickup_at: data.model.kind === 'mailed' ? data.model.pickupAt : null,
    submitted_at: now,
  } satisfies Updateable<OrderTable>;
}
