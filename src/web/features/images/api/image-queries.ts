/**
 * Query keys of the clinic images; invalidate by prefix (`patient(...)` after any acknowledged change of that
 * patient). Keyed by the clinic too: the server answers for the session's clinic, and a cache restored on this
 * device must not show one clinic's records under another.
 */
export const imageQueries = {
  all: () => ['images'] as const,
  patient: (clinicId: number, patientId: number) => [...imageQueries.all(), clinicId, patientId] as const,
  stages: (clinicId: number, patientId: number) => [...imageQueries.patient(clinicId, patientId), 'stages'] as const,
  images: (clinicId: number, patientId: number) => [...imageQueries.patient(clinicId, patientId), 'images'] as const,
};

/**
 * The lists carry signed read links that live one hour: read them again well before, so a thumbnail on screen never
 * points at an expired link (an image that still fails to load asks for the list again).
 */
export const IMAGE_LIST_STALE_MS = 10 * 60 * 1000;
