import { CaseErrorCode } from '../../../domain/cases/case-messages';
import { ZCaseConflict, type TCaseConflict } from '../../../domain/orders/events';
import { failureOf } from '../forms/request-failure';

/**
 * The 45005 answer's data, when a change failed because the case had moved on; null for any other failure. Apart from
 * the case queries (case-queries.ts), which /home reads on a signed-in start: this one parses with zod.
 */
export function caseConflictOf(error: unknown): TCaseConflict | null {
  const failure = failureOf(error);
  if (!failure || failure.code !== CaseErrorCode.statusConflict) return null;
  const parsed = ZCaseConflict.safeParse(failure.errorData);
  return parsed.success ? parsed.data : null;
}
