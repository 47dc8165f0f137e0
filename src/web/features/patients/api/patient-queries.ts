import type { TPatientListRequest } from '../../../../domain/patients/patient';

/**
 * Query keys of the patients feature; invalidate by prefix. Keyed by clinic: the server answers for the session's
 * current clinic, and a cache restored on this device must not show one clinic's patients under another.
 */
export const patientQueries = {
  all: () => ['patients'] as const,
  lists: () => [...patientQueries.all(), 'list'] as const,
  list: (clinicId: number, request: Required<TPatientListRequest>) =>
    [...patientQueries.lists(), clinicId, request] as const,
  details: () => [...patientQueries.all(), 'detail'] as const,
  detail: (clinicId: number, id: number) => [...patientQueries.details(), clinicId, id] as const,
};
