/** The patients module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { findPatientInClinic, patientError, patientNotFound, type PatientRow } from './patient-access';
export { patientSearchText } from './patient-rows';
export type { ClinicImageTable, ImageStageTable, PatientModelTable } from './tables';
