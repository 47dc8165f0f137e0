/** The clinics module's public file: what other modules may use (see docs/architecture.md, "Server modules"). */
export { recordClinicAudit } from './clinic-audit';
export { requireClinicSideUser } from './clinic-side-user';
export { endMembership, lockClinic } from './memberships';
export { requireUploadedFiles, storedFile } from './uploaded-files';
export type { EmployeeTable } from './tables';
