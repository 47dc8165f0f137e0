import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The response-code catalogue (spec section 8). Every response is `{code, msg, data, extra}`.
 * Success is 200; the spec lists further codes that are "not errors" and must never raise an error toast.
 */
export const SUCCESS_CODE = 200;

export const NON_ERROR_CODES: ReadonlySet<number> = new Set([
  0, 99999, 200, 1330, 1200, 10404, 40013, 39700, 39701, 39702,
]);

/** Codes the server sends for failures. HTTP status follows the code where one exists (400..500). */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  idempotencyMismatch: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
  /** The case already became an order: the client warns, then opens extra.orderId / extra.orderType. */
  alreadyOrdered: 60012,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Set by the client, never by the server: the request did not reach it (spec section 8). */
export const NETWORK_FAILURE_CODE = -987654321;

export function isErrorCode(code: number): boolean {
  return !NON_ERROR_CODES.has(code);
}

/** Spec section 8: "(and resultID 1200)": some services answer a `resultID` field, whose 1200 means success. */
export const RESULT_ID_SUCCESS = 1200;

/** Whether an answer is a success: its code is not an error, or its `resultID` is 1200 whatever its code says. */
export function isSuccessResult(code: number, resultId?: number | null): boolean {
  return resultId === RESULT_ID_SUCCESS || !isErrorCode(code);
}


/** The default, translatable message for each error code (the server may send a more specific one). */
export const errorMessages = {
  [ErrorCode.badRequest]: msg`The request is not valid.`,
  [ErrorCode.unauthorized]: msg`The token has expired, please log in again.`,
  [ErrorCode.forbidden]: msg`You do not have permission to do this.`,
  [ErrorCode.notFound]: msg`Not found.`,
  [ErrorCode.conflict]: msg`Someone else changed this in the meantime. Reload to see the latest version.`,
  [ErrorCode.payloadTooLarge]: msg`The file is too large.`,
  [ErrorCode.unsupportedMediaType]: msg`The request must be sent as JSON.`,
  [ErrorCode.idempotencyMismatch]: msg`This request was already sent with different content.`,
  [ErrorCode.tooManyRequests]: msg`Too many requests. Please wait a moment and try again.`,
  [ErrorCode.internal]: msg`Something went wrong on the server. Please try again.`,
  [ErrorCode.unavailable]: msg`The service is unavailable right now. Please try again shortly.`,
  [ErrorCode.alreadyOrdered]: msg`This case has already become an order. Opening the order…`,
} satisfies Record<ErrorCode, MessageDescriptor>;

/** The `msg` of a successful response when the route has nothing more specific to say. */
export const successMessage = msg`Success`;

/** Client-side messages of section 8. */
export const clientMessages = {
  genericError: msg`Error`,
  networkFailure: msg`Network error: the server could not be reached. Nothing you entered was lost.`,
  loading: msg`loading, please wait`,
} satisfies Record<string, MessageDescriptor>;
