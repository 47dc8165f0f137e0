import type { ApiResult } from './api-client';

/** A call that failed, for TanStack Query: the screen shows `message` (the server's, already translated) inline. */
export class ApiCallError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiCallError';
    this.code = code;
  }
}

/** The data of a successful call; a failed one throws, so the query shows its error state. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiCallError(result.code, result.msg);
  return result.data;
}
