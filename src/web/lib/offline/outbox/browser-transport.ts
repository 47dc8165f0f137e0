import { ErrorCode, NETWORK_FAILURE_CODE } from '../../../../domain/response-codes';
import { apiRequest, type ApiResult } from '../../http/api-client';
import { putPart } from './part-transport';
import type { Transport, TransportAnswer } from './types';

/** Codes worth trying again later: the request did not reach the server or the server could not handle it now. */
function isTransient(code: number): boolean {
  return code === NETWORK_FAILURE_CODE || code === ErrorCode.tooManyRequests || (code >= 500 && code <= 599);
}

function retryAfterMsOf(errorData: unknown): number | undefined {
  const seconds = (errorData as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined;
}

/** What an api-client result means to the drainer. */
export function answerOf(result: ApiResult<unknown>): TransportAnswer {
  if (result.ok) return { outcome: 'ok', data: result.data };
  // Aborted (the drainer stopped): the drainer puts the item back itself; this is never read as a refusal.
  if (result.isCancelled) return { outcome: 'retry', status: 0 };
  if (result.code === ErrorCode.unauthorized) return { outcome: 'unauthorized' };
  if (isTransient(result.code)) {
    const retryAfterMs = retryAfterMsOf(result.errorData);
    return {
      outcome: 'retry',
      status: result.code === NETWORK_FAILURE_CODE ? 0 : result.code,
      msg: result.msg,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  const { orderId, orderType } = result.extra ?? {};
  return {
    outcome: 'rejected',
    code: result.code,
    msg: result.msg,
    // 60012: the order the case already became, for "Open the order".
    ...(orderId == null ? {} : { extra: { orderId, orderType: orderType ?? null } }),
  };
}

/**
 * The drainer's way to the server in the browser: the app's HTTP client (language header, so a refusal's message is
 * in the user's language; session cookie or iframe token; 180 s timeout) with the item's Idempotency-Key, as a
 * background call: no toasts, and a 401 never signs the user out from under their work. Parts go by XHR.
 */
export function createBrowserTransport(): Transport {
  return {
    async json({ service, method, path, body, idempotencyKey, signal }) {
      const result = await apiRequest(service, path, {
        method,
        ...(body === undefined ? {} : { body }),
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(signal ? { signal } : {}),
        isBackground: true,
      });
      return answerOf(result);
    },
    putPart,
  };
}
