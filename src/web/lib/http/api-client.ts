import { NETWORK } from '../../../domain/constants';
import { LANGUAGE_HEADER, localeToHeader } from '../../../domain/locale';
import { findProductLine, orderDetailPath, productLineByType } from '../../../domain/product-lines';
import {
  clientMessages,
  ErrorCode,
  errorMessages,
  NETWORK_FAILURE_CODE,
} from '../../../domain/response-codes';
import { IDEMPOTENCY_HEADER, serviceBasePath, type Service } from '../../../domain/services';
import { flashToast, toast } from '../../components/ui/toast/toast-store';
import { env } from '../env';
import { currentLocale, i18n } from '../i18n';
import { currentPathname, navigateTo, reloadTo } from '../navigation';
import { clearLocalSession, ensureProductTagCookie, readQueryToken } from '../session/session';
import type { Translatable } from '../translatable';
import { parseEnvelope, type ApiExtra } from './envelope';

/** Spec section 9: every request gives up after 180 000 ms. */
export const REQUEST_TIMEOUT_MS = NETWORK.requestTimeoutMs;
/** Spec section 8: after the 60012 warning the order opens 0.5 s later. */
export const ALREADY_ORDERED_REDIRECT_DELAY_MS = 500;
export const SESSION_EXPIRED_PATH = '/login?type=2';
/** Areas whose users never see error toasts (spec section 8). */
const TOAST_EXEMPT_AREAS = ['/userFactory', '/userDoctor'];

export type ApiSuccess<T> = {
  ok: true;
  code: number;
  msg: string;
  data: T;
  extra: ApiExtra | undefined;
  isCancelled: false;
};
export type ApiFailure = {
  ok: false;
  code: number;
  msg: string;
  data: null;
  /** The envelope's `data` on an error answer, if any: details the caller may show (`retryAfterSeconds`, say). */
  errorData: unknown;
  extra: ApiExtra | undefined;
  isCancelled: boolean;
  /** The HTTP status of the server's answer; absent when none came (no connection, cancelled). */
  httpStatus?: number;
};
/**
 * What every call resolves to; it never rejects. `ok` is true for 200 and the spec's other non-error codes (which
 * pass through untouched); branch on `code` where a non-error code means something.
 */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON value, or FormData / Blob sent as is. */
  body?: unknown;
  /** Aborting it resolves the call to the empty cancelled result, without a toast. */
  signal?: AbortSignal;
  /** The outbox's client id: the server applies the write once and replays its first answer. */
  idempotencyKey?: string;
  /**
   * By default `Authorization: Bearer` carries the iframe token from the page's query, if any (the session cookie
   * does the rest). Pass a token to send that one instead (QR code login), or `null` to send none (code login).
   */
  authorizationToken?: string | null;
  /** No toasts for failures: the caller shows the server message itself (on a form field, say). */
  isSilent?: boolean;
  /**
   * A call the user did not just make (the outbox drainer): no toasts, and a 401 or 60012 is only answered, never
   * acted on (no sign-out, no navigation). The caller decides: the drainer waits for sign-in, keeping every item.
   */
  isBackground?: boolean;
  timeoutMs?: number;
};

function tolerantJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Plain values, arrays and plain objects travel as JSON; a string, Blob, FormData… is sent as it is. */
function isJsonBody(body: unknown): boolean {
  if (body === undefined || typeof body === 'string') return false;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return true;
  const prototype: unknown = Object.getPrototypeOf(body);
  return (
    prototype === Object.prototype || prototype === null || typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [`${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`],
  );
  return pairs.length ? `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}` : url;
}

type RawAnswer = { ok: boolean; status: number; data: unknown };

/**
 * One request with the platform's fetch (no client library: this module is on the first route): cookies included,
 * never retried, any HTTP status answered (the envelope decides), the body read as JSON when it is JSON.
 */
async function send(url: string, options: ApiRequestOptions, signal: AbortSignal): Promise<RawAnswer> {
  const method = options.method ?? 'GET';
  const headers = buildHeaders(options);
  const isJson = isJsonBody(options.body);
  if (isJson) headers['content-type'] = 'application/json';
  const response = await fetch(withQuery(url, options.query), {
    method,
    headers,
    body: isJson ? JSON.stringify(options.body) : (options.body as BodyInit | undefined),
    signal,
    credentials: 'include',
  });
  const hasBody = response.body !== null && ![101, 204, 205, 304].includes(response.status);
  return { ok: response.ok, status: response.status, data: hasBody ? tolerantJson(await response.text()) : undefined };
}

function mayToast(): boolean {
  const pathname = currentPathname();
  return !TOAST_EXEMPT_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

function failure(
  code: number,
  msg: string,
  extra?: ApiExtra,
  isCancelled = false,
  errorData?: unknown,
  httpStatus?: number,
): ApiFailure {
  return { ok: false, code, msg, data: null, errorData, extra, isCancelled, ...(httpStatus ? { httpStatus } : {}) };
}

let isSessionExpiring = false;

/** Spec section 8, code 401: forget the local session, say why, and start again on the login page with a full reload. */
function expireSession(message: string, canToast: boolean): void {
  if (isSessionExpiring) return;
  isSessionExpiring = true;
  clearLocalSession();
  const text = message || i18n._(errorMessages[ErrorCode.unauthorized]);
  if (canToast) {
    toast.error(text);
    // The reload below would wipe the toast at once; the login page shows it again.
    flashToast('error', text);
  }
  // Already on the login page: reloading it would only loop.
  if (currentPathname() !== '/login') reloadTo(SESSION_EXPIRED_PATH);
}

/** Spec section 8, code 60012: the case already became an order; warn, then open that order. */
function openExistingOrder(message: string, extra: ApiExtra | undefined, canToast: boolean): void {
  if (canToast) toast.warning(message || errorMessages[ErrorCode.alreadyOrdered]);
  const orderId = extra?.orderId;
  const orderType = extra?.orderType;
  // orderType is the product line's code (1..9); a type key ('dentureTeeth') is accepted too.
  const line =
    typeof orderType === 'number' || /^\d+$/.test(String(orderType))
      ? findProductLine(Number(orderType))
      : productLineByType(String(orderType));
  if (orderId === undefined || orderId === null || !line) return;
  setTimeout(() => navigateTo(orderDetailPath(line, String(orderId))), ALREADY_ORDERED_REDIRECT_DELAY_MS);
}

function buildHeaders(options: ApiRequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    [LANGUAGE_HEADER]: localeToHeader(currentLocale()),
    accept: 'application/json',
  };
  const token = options.authorizationToken === undefined ? readQueryToken() : options.authorizationToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  return headers;
}

/**
 * Calls `/api/<service><path>` and applies the spec's error catalogue (section 8) in one place:
 * 401 → session cleared and /login?type=2; 60012 → warning then the order; other error codes → error toast;
 * network failure or timeout → error toast and code NETWORK_FAILURE_CODE; cancelled → empty result.
 */
export async function apiRequest<T = unknown>(
  service: Service,
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const cancelled = failure(0, '', undefined, true);
  const callerSignal = options.signal;
  if (callerSignal?.aborted) return cancelled;

  // The caller's signal and the timeout are merged into one controller.
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const canToast = !options.isSilent && !options.isBackground && mayToast();

  ensureProductTagCookie();
  let response: RawAnswer;
  try {
    response = await send(`${env.hosts.api}${serviceBasePath(service)}${path}`, options, controller.signal);
  } catch {
    if (callerSignal?.aborted) return cancelled;
    const text = i18n._(clientMessages.networkFailure);
    if (canToast) toast.error(clientMessages.networkFailure);
    return failure(NETWORK_FAILURE_CODE, text);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
  // Aborted while the answer was already on its way: the caller no longer wants it either.
  if (callerSignal?.aborted) return cancelled;

  const envelope = parseEnvelope(response.data) ?? {
    code: response.ok ? 200 : response.status,
    msg: '',
    data: response.ok ? (response.data ?? null) : null,
    extra: undefined,
    isSuccess: response.ok,
  };
  const { code, msg, extra } = envelope;

  if (response.status === 401 || code === ErrorCode.unauthorized) {
    if (!options.isBackground) expireSession(msg, canToast);
    return failure(
      ErrorCode.unauthorized,
      msg || i18n._(errorMessages[ErrorCode.unauthorized]),
      extra,
      false,
      undefined,
      response.status,
    );
  }
  if (code === ErrorCode.alreadyOrdered) {
    if (!options.isBackground) openExistingOrder(msg, extra, canToast);
    return failure(code, msg, extra, false, undefined, response.status);
  }
  if (!envelope.isSuccess) {
    const message: Translatable = msg || clientMessages.genericError;
    if (canToast) toast.error(message);
    return failure(code, msg, extra, false, envelope.data, response.status);
  }
  return { ok: true, code, msg, data: envelope.data as T, extra, isCancelled: false };
}

export const api = {
  get: <T = unknown>(service: Service, path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(service, path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    service: Service,
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(service, path, { ...options, method: 'POST', body }),
};

/** Tests only: forget that a session expiry is already under way. */
export function resetSessionExpiryGuard(): void {
  isSessionExpiring = false;
}
