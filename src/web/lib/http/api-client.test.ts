import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_CODE } from '../../../domain/response-codes';
import { getToasts } from '../../components/ui/toast/toast-store';
import { server } from '../../testing/msw-server';
import { i18n } from '../i18n';
import { navigateTo, reloadTo } from '../navigation';
import { captureQueryToken } from '../session/session';
import { SESSION_KEYS } from '../session/session-keys';
import { api, REQUEST_TIMEOUT_MS, resetSessionExpiryGuard } from './api-client';

vi.mock('../navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

const url = (path: string) => `${window.location.origin}/api/tenant${path}`;
const envelope = (code: number, extra: Record<string, unknown> = {}) => ({ code, msg: '', data: null, ...extra });
const toastSummary = () =>
  getToasts().map(({ kind, message }) => ({ kind, message: typeof message === 'string' ? message : i18n._(message) }));

function answer(body: JsonBodyType, status = 200) {
  server.use(http.all(url('/v1/thing'), () => HttpResponse.json(body, { status })));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/caseList');
  document.cookie = 'productTag=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  resetSessionExpiryGuard();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(reloadTo).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('every request', () => {
  it('sends the language header in upper case, EN by default', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(
        url('/v1/titles'),
        ({ request }) => (languages.push(request.headers.get('language')), HttpResponse.json(envelope(200))),
      ),
    );
    await api.get('tenant', '/v1/titles');
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
    await api.get('tenant', '/v1/titles');
    expect(languages).toEqual(['EN', 'RU']);
  });

  it('sends Authorization only when the page was opened with ?token= (iframe mode), kept for the tab', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(
        url('/v1/titles'),
        ({ request }) => (authorizations.push(request.headers.get('authorization')), HttpResponse.json(envelope(200))),
      ),
    );
    await api.get('tenant', '/v1/titles');

    window.history.replaceState(null, '', '/home?iframe=true&token=abc123');
    captureQueryToken();
    expect(window.location.search).toBe('?iframe=true');
    expect(window.sessionStorage.getItem(SESSION_KEYS.token)).toBe('abc123');
    await api.get('tenant', '/v1/titles');
    await api.get('tenant', '/v1/titles', { authorizationToken: null });

    expect(authorizations).toEqual([null, 'Bearer abc123', null]);
  });

  it('carries the product tag cookie: sets qh when absent, keeps one already set', async () => {
    // msw in Node reads neither document.cookie nor the credentials mode, so the test checks the page's cookie jar.
    server.use(http.get(url('/v1/titles'), () => HttpResponse.json(envelope(200))));
    expect(document.cookie).not.toContain('productTag');
    await api.get('tenant', '/v1/titles');
    expect(document.cookie).toContain('productTag=qh');
    document.cookie = 'productTag=zz; path=/';
    await api.get('tenant', '/v1/titles');
    expect(document.cookie).toContain('productTag=zz');
  });

  it('sends the idempotency key when given', async () => {
    let key: string | null = null;
    server.use(
      http.post(
        url('/v1/thing'),
        ({ request }) => ((key = request.headers.get('idempotency-key')), HttpResponse.json(envelope(200))),
      ),
    );
    await api.post('tenant', '/v1/thing', { a: 1 }, { idempotencyKey: 'client-id-1' });
    expect(key).toBe('client-id-1');
  });

  it('times out after 180000 ms by default, as a network failure', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(180_000);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    answer(envelope(200));
    await api.get('tenant', '/v1/thing');
    expect(setTimeoutSpy.mock.calls.some(([, ms]) => ms === 180_000)).toBe(true);
    setTimeoutSpy.mockRestore();

    server.use(http.get(url('/v1/slow'), async () => (await delay(500), HttpResponse.json(envelope(200)))));
    const result = await api.get('tenant', '/v1/slow', { timeoutMs: 20 });
    expect(result).toMatchObject({ ok: false, code: NETWORK_FAILURE_CODE });
    expect(toastSummary()).toEqual([{ kind: 'error', message: expect.stringContaining('Network error') }]);
  });
});

describe('responses', () => {
  it('returns the envelope on success, accepting `message` for `msg`', async () => {
    answer({ code: 200, message: 'Fine', data: { id: 7 }, extra: { companyId: 3 } });
    const result = await api.get<{ id: number }>('tenant', '/v1/thing');
    expect(result).toEqual({
      ok: true,
      code: 200,
      msg: 'Fine',
      data: { id: 7 },
      extra: { companyId: 3 },
      isCancelled: false,
    });
    expect(getToasts()).toEqual([]);
  });

  it('passes the spec non-error codes through without a toast', async () => {
    for (const code of [0, 99999, 1330, 1200, 10404, 40013, 39700, 39701, 39702]) {
      answer({ code, msg: 'not an error', data: 'x' });
      expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: true, code, data: 'x' });
    }
    expect(getToasts()).toEqual([]);
  });

  it('treats resultID 1200 as success, with or without a code, and an error code with another resultID as an error', async () => {
    answer({ resultID: 1200, msg: 'done', data: 'x' });
    expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: true, code: 1200, data: 'x' });
    answer({ code: 5000, resultID: 1200, msg: 'done', data: 'y' });
    expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: true, code: 5000, data: 'y' });
    expect(getToasts()).toEqual([]);
    answer({ code: 5000, resultID: 1201, msg: 'refused', data: null });
    expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: false, code: 5000 });
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'refused' }]);
  });

  it('resolves a cancelled request to the empty result, with no toast', async () => {
    server.use(http.get(url('/v1/patients'), async () => (await delay(200), HttpResponse.json(envelope(200)))));
    const controller = new AbortController();
    const pending = api.get('tenant', '/v1/patients', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toEqual({ ok: false, code: 0, msg: '', data: null, extra: undefined, isCancelled: true });
    expect(await api.get('tenant', '/v1/patients', { signal: controller.signal })).toMatchObject({ isCancelled: true });
    expect(getToasts()).toEqual([]);
  });

  it.each([
    ['the HTTP status', 401, { code: 401, msg: 'Session ended', data: null }],
    ['the body code', 200, { code: 401, msg: 'Session ended', data: null }],
  ])('401 in %s: clears the session, shows the server message, reloads /login?type=2', async (_, status, body) => {
    for (const key of Object.values(SESSION_KEYS)) window.localStorage.setItem(key, 'x');
    window.sessionStorage.setItem(SESSION_KEYS.token, 'iframe-token');
    answer(body, status);

    const result = await api.get('tenant', '/v1/thing');

    expect(result).toMatchObject({ ok: false, code: 401 });
    for (const key of Object.values(SESSION_KEYS)) {
      expect(window.localStorage.getItem(key)).toBeNull();
      expect(window.sessionStorage.getItem(key)).toBeNull();
    }
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'Session ended' }]);
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login?type=2');
  });

  it('401 on the login page itself clears the session without reloading it again', async () => {
    window.history.replaceState(null, '', '/login');
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '5');
    answer({ code: 401, msg: 'Expired', data: null }, 401);
    await api.get('tenant', '/v1/thing');
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('401 without a message says the token has expired', async () => {
    answer({ code: 401, data: null }, 401);
    await api.get('tenant', '/v1/thing');
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'The token has expired, please log in again.' }]);
  });

  it('60012: warns, then opens the order named by extra 0.5 s later', async () => {
    answer({ code: 60012, msg: 'Already ordered', data: null, extra: { orderId: 88, orderType: 2 } });
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const result = await api.post('tenant', '/v1/thing');
    expect(result).toMatchObject({ ok: false, code: 60012, extra: { orderId: 88, orderType: 2 } });
    expect(toastSummary()).toEqual([{ kind: 'warning', message: 'Already ordered' }]);
    vi.advanceTimersByTime(499);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/dentureTeethOrderDetail/88?orderType=1');
  });

  it('any other error code: an error toast with the message', async () => {
    answer({ code: 500, msg: 'Database is down', data: null }, 500);
    expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: false, code: 500, msg: 'Database is down' });
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'Database is down' }]);
  });

  it('an error answer keeps its data as errorData (a lock says how long it lasts)', async () => {
    answer({ code: 41002, msg: 'Locked', data: { retryAfterSeconds: 42 } }, 400);
    expect(await api.post('tenant', '/v1/thing', undefined, { isSilent: true })).toMatchObject({
      ok: false,
      code: 41002,
      data: null,
      errorData: { retryAfterSeconds: 42 },
    });
  });

  it("any other error code without a message: an error toast saying 'Error'", async () => {
    answer({ code: 12345, data: null });
    await api.get('tenant', '/v1/thing');
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'Error' }]);
  });

  it('a body that is not an envelope takes its code from the HTTP status', async () => {
    server.use(
      http.get(
        url('/v1/thing'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect(await api.get('tenant', '/v1/thing')).toMatchObject({ ok: false, code: 502 });
    expect(toastSummary()).toEqual([{ kind: 'error', message: 'Error' }]);
  });

  it('network failure: an error toast and code -987654321, returned, not thrown', async () => {
    server.use(http.get(url('/v1/thing'), () => HttpResponse.error()));
    const result = await api.get('tenant', '/v1/thing');
    expect(result).toMatchObject({ ok: false, code: NETWORK_FAILURE_CODE, data: null });
    expect(result.msg).toContain('Network error');
    expect(toastSummary()).toEqual([{ kind: 'error', message: expect.stringContaining('Network error') }]);
  });

  it.each(['/userFactory', '/userFactory/orders', '/userDoctor/list'])(
    'shows no toasts at all under %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      answer({ code: 500, msg: 'Nope', data: null }, 500);
      await api.get('tenant', '/v1/thing');
      answer({ code: 60012, msg: 'Already', data: null, extra: { orderId: 1, orderType: 1 } });
      await api.get('tenant', '/v1/thing');
      server.use(http.get(url('/v1/thing'), () => HttpResponse.error()));
      await api.get('tenant', '/v1/thing');
      answer({ code: 401, msg: 'Expired', data: null }, 401);
      await api.get('tenant', '/v1/thing');
      expect(getToasts()).toEqual([]);
      expect(reloadTo).toHaveBeenCalledWith('/login?type=2');
    },
  );

  it('isSilent: the caller shows the message itself, no toast', async () => {
    answer({ code: 400, msg: 'Wrong password', data: null }, 400);
    expect(await api.post('tenant', '/v1/thing', {}, { isSilent: true })).toMatchObject({
      ok: false,
      msg: 'Wrong password',
    });
    expect(getToasts()).toEqual([]);
  });
});
