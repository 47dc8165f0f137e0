import { DEFAULT_PRODUCT_TAG, PRODUCT_TAG_COOKIE } from '../../../domain/site-variants';
import { SESSION } from '../../../domain/accounts/auth-rules';
import { EMBEDDED_KEY, SESSION_KEYS } from './session-keys';

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * Iframe mode: a `?token=` in the page's query is kept for this tab (sessionStorage) and removed from the address
 * bar, so it does not leak through history, bookmarks or the Referer header. `?iframe=true` is remembered for the
 * tab too (it hides the side menu and the top bar).
 */
export function captureQueryToken(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('iframe') === 'true') {
    safely(() => window.sessionStorage.setItem(EMBEDDED_KEY, 'true'), undefined);
  }
  const token = url.searchParams.get('token');
  if (!token) return;
  safely(() => window.sessionStorage.setItem(SESSION_KEYS.token, token), undefined);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The iframe-mode token, if the page was opened with one; `Authorization` is sent only then. */
export function readQueryToken(): string | null {
  return safely(() => window.sessionStorage.getItem(SESSION_KEYS.token), null);
}

/** Whether the app runs embedded (`?iframe=true` at start or now): no side menu, no top bar. */
export function isEmbedded(): boolean {
  return (
    safely(() => window.sessionStorage.getItem(EMBEDDED_KEY), null) === 'true' ||
    new URLSearchParams(window.location.search).get('iframe') === 'true'
  );
}

/**
 * How long the remembered session keys live without being written again: no server session outlives its absolute
 * expiry (SESSION.absoluteSeconds, 30 days), so anything older names a session that is certainly gone. Every answered
 * /account/info writes them again, so a user who opens the app now and then is never affected.
 */
export const REMEMBERED_MAX_AGE_MS = SESSION.absoluteSeconds * 1000;

const REMEMBERED_KEYS = [
  SESSION_KEYS.currentUserId,
  SESSION_KEYS.clinicId,
  SESSION_KEYS.isCompany,
  SESSION_KEYS.rememberedAt,
];

/** Whether the remembered keys are older than their age allows (keys written before the stamp existed are kept). */
export function isRememberedExpired(now = Date.now()): boolean {
  const stamp = Number(safely(() => window.localStorage.getItem(SESSION_KEYS.rememberedAt), null) ?? Number.NaN);
  return Number.isFinite(stamp) && now - stamp > REMEMBERED_MAX_AGE_MS;
}

/** The remembered user, or null; expired keys are forgotten here, so the tab asks for a sign-in instead. */
export function readCurrentUserId(now = Date.now()): string | null {
  if (isRememberedExpired(now)) {
    for (const key of REMEMBERED_KEYS) safely(() => window.localStorage.removeItem(key), undefined);
    return null;
  }
  return safely(() => window.localStorage.getItem(SESSION_KEYS.currentUserId), null);
}

/**
 * Whether this tab looks signed in, as far as the browser can tell (the session cookie is HttpOnly): a remembered
 * user or an iframe token. The server still decides: a stale session answers 401 and the client starts over.
 */
export function hasLocalSession(): boolean {
  return Boolean(readCurrentUserId() ?? readQueryToken());
}

/** Forgets every local session key, in both storages (the HttpOnly cookie is the server's to clear). */
export function clearLocalSession(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    safely(() => window.localStorage.removeItem(key), undefined);
    safely(() => window.sessionStorage.removeItem(key), undefined);
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Every request carries the product tag cookie (spec section 7); the web client sets the default if absent. */
export function ensureProductTagCookie(): void {
  if (readCookie(PRODUCT_TAG_COOKIE)) return;
  document.cookie = `${PRODUCT_TAG_COOKIE}=${DEFAULT_PRODUCT_TAG}; path=/; max-age=31536000; SameSite=Lax`;
}

export function readProductTag(): string {
  return readCookie(PRODUCT_TAG_COOKIE) ?? DEFAULT_PRODUCT_TAG;
}
