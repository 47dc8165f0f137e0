/**
 * The case error codes and their HTTP statuses, apart from the messages: the response-code catalogue imports these,
 * and it is on the first route, where the case messages are not.
 */
/** Body codes of case failures (45001-45099; HTTP 400 unless said). */
export const CaseErrorCode = {
  /** The case is not in the caller's clinic (factory: does not exist): HTTP 404. */
  caseNotFound: 45001,
  /** The move is not in the product line's table from the case's current status. */
  transitionNotAllowed: 45002,
  /** The move exists, but not for the caller's role. HTTP 403. */
  transitionRoleNotAllowed: 45003,
  /** The move needs a reason and none was given. */
  transitionReasonRequired: 45004,
  /** The case is no longer in the status the change was based on: HTTP 409, `data` is the case as it is now. */
  statusConflict: 45005,
  /** A model, photo, plan file or comment image is not a completed upload of the caller. */
  fileMissing: 45006,
  /** The image stage is not the patient's. */
  stageOfAnotherPatient: 45007,
  /** The address is not in the caller's address book. */
  addressNotFound: 45008,
  /** Production steps outside 0-5 per arch before the final payment (spec section 5), or beyond the plan. */
  stepsOutOfRange: 45009,
  /** The memo is not the caller's (memos are visible only to their author): HTTP 404. */
  memoNotFound: 45010,
  /** The case has no plan yet (plan review, production). */
  planMissing: 45011,
  /** The clinic's company certification is not submitted or was refused (auth-statuses `canOrderWith`): HTTP 403. */
  companyNotCertified: 45012,
} as const;
export type CaseErrorCode = (typeof CaseErrorCode)[keyof typeof CaseErrorCode];

export const caseHttpStatus = {
  [CaseErrorCode.caseNotFound]: 404,
  [CaseErrorCode.transitionRoleNotAllowed]: 403,
  [CaseErrorCode.statusConflict]: 409,
  [CaseErrorCode.memoNotFound]: 404,
  [CaseErrorCode.companyNotCertified]: 403,
} satisfies Partial<Record<CaseErrorCode, number>>;
