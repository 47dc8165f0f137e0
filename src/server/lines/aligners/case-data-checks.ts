import type { Kysely, Updateable } from 'kysely';
import type { TCaseData } from '../../../domain/lines/aligners/case-data';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { isStageStale } from '../../../domain/images/image-rules';
import { todayText } from '../../../domain/patients/patient';
import type { Database } from '../../db/schema';
import { caseError, caseRuleError, checkCaseModel, type CaseDataActor } from '../../modules/cases';
import { findStageInClinic } from '../../modules/images';
import { findPatientInClinic, type PatientRow, patientSearchText } from '../../modules/patients';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The image stage must be the patient's and not older than 3 months. The server counts from yesterday (its own
 * calendar): a tablet west of the server may still be on the day before, and what it accepted must pass here.
 */
async function checkImageStage(
  db: Kysely<Database>,
  actor: CaseDataActor,
  patient: PatientRow,
  stageId: number,
  now: number,
) {
  const stage = await findStageInClinic(db, actor.clinicId, stageId);
  if (stage.patient_id !== patient.id) throw caseError(CaseErrorCode.stageOfAnotherPatient);
  if (isStageStale(stage.stage_time, todayText(new Date(now - DAY_MS)))) throw caseRuleError('imagesStale');
}

/**
 * Every rule of the aligner case data the server can check against its records, again at submit whatever the device
 * checked: the patient is a live one of the clinic (44001), the image stage is the patient's (44002 / 45007) and
 * fresh, and the model step's rules (the core's `checkCaseModel`). Answers the patient.
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
  } satisfies Updateable<Database['orders']>;
}
