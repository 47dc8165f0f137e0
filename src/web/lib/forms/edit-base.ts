import { ErrorCode } from '../../../domain/response-codes';
import type { ApiFailure } from '../http/api-client';

/**
 * The client's side of the lost-update rule (domain/edits/field-merge.ts), one place for every edit form: an edit
 * carries the `base` its form opened on; a 409 names the fields someone else changed meanwhile and the form keeps what
 * was typed; the send after that conflict goes without the refused base, so the values the user has now checked win.
 */

/** A failure that is the field merge's refusal (409 with `data.conflicts`), not any other 409. */
export function isEditConflict(failure: Pick<ApiFailure, 'code' | 'errorData'> | null | undefined): boolean {
  if (failure?.code !== ErrorCode.conflict) return false;
  const data = failure.errorData;
  return typeof data === 'object' && data !== null && 'conflicts' in data && Array.isArray(data.conflicts);
}

/** A queued edit's body to send again: after a conflict without its refused `base`, otherwise as it was. */
export function bodyToSendAgain(body: Record<string, unknown> | undefined, wasConflict: boolean) {
  if (!wasConflict || !body) return body;
  const { base: _refusedBase, ...withoutBase } = body;
  return withoutBase;
}
