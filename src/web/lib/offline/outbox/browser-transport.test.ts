import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_CODE } from '../../../../domain/response-codes';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { server } from '../../../testing/msw-server';
import { resetSessionExpiryGuard } from '../../http/api-client';
import { i18n } from '../../i18n';
import { navigateTo, reloadTo } from '../../navigation';
import { SESSION_KEYS } from '../../session/session-keys';
import { answerOf, createBrowserTransport } from './browser-transport';

vi.mock('../../navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

const url = (path: string) => `${window.location.origin}/api/emr${path}`;
const failure = (code: number, extra: Partial<{ msg: string; errorData: unknown; isCancelled: boolean }> = {}) => ({
  ok: false as const,
  code,
  msg: extra.msg ?? '',
  data: null,
  errorData: extra.errorData,
  extra: undefined,
  isCancelled: extra.isCancelled ?? false,
});

beforeEach(() => {
  resetSessionExpiryGuard();
  vi.mocked(navigateTo).mockClear();
  vi.mocked(reloadTo).mockClear();
});

describe('what an answer means to the drainer', () => {
  it('success -> ok with the data', () => {
    expect(answerOf({ ok: true, code: 200, msg: '', data: { id: 1 }, extra: undefined, isCancelled: false })).toEqual({
      outcome: 'ok',
      data: { id: 1 },
    });
  });

  it('network failure, 5xx and 429 -> retry (429 with its Retry-After)', () => {
    expect(answerOf(failure(NETWORK_FAILURE_CODE, { msg: 'Network error' }))).toEqual({
      outcome: 'retry',
      status: 0,
      msg: 'Network error',
    });
    expect(answerOf(failure(500))).toMatchObject({ outcome: 'retry', status: 500 });
    expect(answerOf(failure(502))).toMatchObject({ outcome: 'retry', status: 502 });
    expect(answerOf(failure(503))).toMatchObject({ outcome: 'retry', status: 503 });
    expect(answerOf(failure(429, { errorData: { retryAfterSeconds: 30 } }))).toMatchObject({
      outcome: 'retry',
      status: 429,
      retryAfterMs: 30_000,
    });
  });

  it('401 -> unauthorized; an abort is never a refusal', () => {
    expect(answerOf(failure(401))).toEqual({ outcome: 'unauthorized' });
    expect(answerOf(failure(0, { isCancelled: true }))).toEqual({ outcome: 'retry', status: 0 });
  });

  it("every other code -> rejected with the server's message", () => {
    for (const code of [400, 403, 404, 409, 413, 422, 44006, 60012]) {
      expect(answerOf(failure(code, { msg: 'Нет' }))).toEqual({ outcome: 'rejected', code, msg: 'Нет' });
    }
  });

  it('60012 keeps the order it names (extra), for "Open the order"', () => {
    const answer = answerOf({ ...failure(60012, { msg: 'Already an order' }), extra: { orderId: 88, orderType: 1 } });
    expect(answer).toEqual({
      outcome: 'rejected',
      code: 60012,
      msg: 'Already an order',
      extra: { orderId: 88, orderType: 1 },
    });
  });
});

describe('the browser transport', () => {
  it('sends the Idempotency-Key and the language header, and reads the envelope', async () => {
    const seen: { key: string | null; language: string | null; body: unknown }[] = [];
    server.use(
      http.post(url('/v1/patient/add'), async ({ request }) => {
        seen.push({
          key: request.headers.get('idempotency-key'),
          language: request.headers.get('language'),
          body: await request.json(),
        });
        return HttpResponse.json({ code: 200, msg: 'Submitted successfully.', data: { id: 7 } });
      }),
    );
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    const answer = await createBrowserTransport().json({
      service: 'emr',
      method: 'POST',
      path: '/v1/patient/add',
      body: { name: 'Ada' },
      idempotencyKey: 'item-12345678',
    });
    expect(answer).toEqual({ outcome: 'ok', data: { id: 7 } });
    expect(seen).toEqual([{ key: 'item-12345678', language: 'ZH', body: { name: 'Ada' } }]);
  });

  it("a queued item's 401 signs nobody out: no cleared keys, no reload, no toast", async () => {
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '42');
    server.use(
      http.post(url('/v1/patient/update'), () =>
        HttpResponse.json({ code: 401, msg: 'expired', data: null }, { status: 401 }),
      ),
    );
    const answer = await createBrowserTransport().json({
      service: 'emr',
      method: 'POST',
      path: '/v1/patient/update',
      body: {},
      idempotencyKey: 'item-12345678',
    });
    expect(answer).toEqual({ outcome: 'unauthorized' });
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('42');
    expect(reloadTo).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });

  it('a refusal toasts nothing and opens nothing (60012 included): the sync panel shows it', async () => {
    server.use(
      http.post(url('/v1/patient/add'), () =>
        HttpResponse.json({ code: 400, msg: 'Enter a valid phone', data: null }, { status: 400 }),
      ),
      http.post(url('/v1/order/submit'), () =>
        HttpResponse.json(
          { code: 60012, msg: 'Already ordered', data: null, extra: { orderId: 5, orderType: 1 } },
          { status: 400 },
        ),
      ),
    );
    const transport = createBrowserTransport();
    expect(await transport.json({ service: 'emr', method: 'POST', path: '/v1/patient/add', body: {} })).toEqual({
      outcome: 'rejected',
      code: 400,
      msg: 'Enter a valid phone',
    });
    expect(await transport.json({ service: 'emr', method: 'POST', path: '/v1/order/submit', body: {} })).toMatchObject({
      outcome: 'rejected',
      code: 60012,
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });

  it('no network -> retry, silently', async () => {
    server.use(http.post(url('/v1/patient/add'), () => HttpResponse.error()));
    expect(
      await createBrowserTransport().json({ service: 'emr', method: 'POST', path: '/v1/patient/add', body: {} }),
    ).toMatchObject({ outcome: 'retry', status: 0 });
    expect(getToasts()).toEqual([]);
  });
});
