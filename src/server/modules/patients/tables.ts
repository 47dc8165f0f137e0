import type { Generated } from 'kysely';
import type { ModelJaw } from '../../../domain/patients/patient-models';

/** Row types of migration 0006 (patients, image stages, clinic images). Timestamps are epoch ms. */
export type PatientsDatabase = {
  patients: PatientTable;
  image_stages: ImageStageTable;
  clinic_images: ClinicImageTable;
  patient_models: PatientModelTable;
  patient_counts: PatientCountTable;
};

export type PatientTable = {
  id: Generated<number>;
  clinic_id: number;
  client_id: string | null;
  name: string;
  search_text: string;
  gender: number;
  birth_date: string;
  phone: string;
  source: number;
  avatar_key: string | null;
  doctor_name: string;
  doctor_phone: string;
  created_by: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};

/** A clinic's live (not deleted) patients, kept by triggers on \`patients\` (migration 0042); none: no row. */
export type PatientCountTable = { clinic_id: number; patient_count: number };

export type ImageStageTable = {
  id: Generated<number>;
  clinic_id: number;
  patient_id: number;
  client_id: string | null;
  name: string;
  stage_time: string;
  created_by: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};

export type ClinicImageTable = {
  id: Generated<number>;
  clinic_id: number;
  patient_id: number;
  image_stage_id: number;
  client_id: string | null;
  photo_name: string;
  tooth_no: string;
  type: number;
  object_key: string;
  thumb_key: string;
  width: number;
  height: number;
  user_id: number;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};

/** Row type of migration 0007 (a patient's 3D scans). */
export type PatientModelTable = {
  id: Generated<number>;
  clinic_id: number;
  patient_id: number;
  client_id: string | null;
  file_name: string;
  jaw: ModelJaw;
  object_key: string;
  size: number;
  sha256: string;
  created_by: number;
  created_at: number;
  deleted_at: number | null;
};
