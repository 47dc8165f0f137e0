import type { ApiFailure } from '../http/api-client';

/** A failed call as an error, so TanStack Query sees the failure (rollback, `isError`) and the form can read it. */
export class RequestFailedError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.msg || `Request failed (code ${failure.code}).`);
    this.failure = failure;
  }
}

/** The failure behind a mutation's error; null for anything else. */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof RequestFailedError ? error.failure : null;
}

/**
 * The server's own validation answer (HTTP 400, `data.fields: [{path, message}]`, messages already translated), as
 * the first message of each top-level request field.
 */
export function serverFieldMessages(failure: ApiFailure): Record<string, string> {
  const messages: Record<string, string> = {};
  const data = failure.errorData;
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return messages;
  for (const entry of data.fields as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    const field = typeof path === 'string' ? path.split('.')[0] : undefined;
    if (field && typeof message === 'string') messages[field] ??= message;
  }
  return messages;
}

/**
 * Answers that asking again cannot change: the thing is not there (or no longer), not the user's to see, or the request
 * is wrong. Read from the HTTP status as well as the body code: a service's own code (45001, a case not found) comes
 * with its HTTP status (404).
 */
const FINAL_ANSWER_CODES: ReadonlySet<number> = new Set([400, 403, 404, 410]);

/**
 * Whether "Try again" could help after this error: not after the server's final answer (not found, not allowed), only
 * after a failure on the way (no connection, a timeout, a server error).
 */
export function isWorthRetrying(error: unknown): boolean {
  const failure = failureOf(error);
  if (failure === null) return true;
  return !FINAL_ANSWER_CODES.has(failure.code) && !FINAL_ANSWER_CODES.has(failure.httpStatus ?? 0);
}
