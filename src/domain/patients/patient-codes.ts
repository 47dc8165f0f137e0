/* The patient error codes and their HTTP statuses, apart from the messages (the first route's response codes need
 * only these). */
/** Body codes of patient and image failures (44001-44099; HTTP 400 unless said). */
export const PatientErrorCode = {
  /** The patient, stage or image is not in the caller's clinic (or does not exist): HTTP 404. */
  patientNotFound: 44001,
  stageNotFound: 44002,
  imageNotFound: 44003,
  /** The stage named in an image add belongs to another patient. */
  stageOfAnotherPatient: 44004,
  /** The object key is not a completed photo upload of the caller. */
  photoMissing: 44005,
  /** Another patient of the clinic already has this phone and name. */
  duplicatePatient: 44006,
  /** The stored photo could not be read as an image (rotate, thumbnail). */
  imageUnreadable: 44007,
  /** The 3D scan (patient model) is not in the caller's clinic (or does not exist): HTTP 404. */
  modelNotFound: 44008,
  /** The object key is not a completed `model` upload of the caller. */
  modelMissing: 44009,
} as const;
export type PatientErrorCode = (typeof PatientErrorCode)[keyof typeof PatientErrorCode];

/** The patient codes that do not travel with HTTP 400: a record missing from the caller's clinic is a 404. */
export const patientHttpStatus = {
  [PatientErrorCode.patientNotFound]: 404,
  [PatientErrorCode.stageNotFound]: 404,
  [PatientErrorCode.imageNotFound]: 404,
  [PatientErrorCode.modelNotFound]: 404,
} satisfies Partial<Record<PatientErrorCode, number>>;
