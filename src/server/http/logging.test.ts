import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { REDACTED, redactUrl } from './logging';

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp('sqlite', { env: { LOG_LEVEL: 'info' }, logStream: stream });
  });
  afterAll(async () => t.close());

  it('never contain passwords, codes, tokens or signed-link signatures', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/tenant/v1/pc-login?token=tok-SECRET-1&signature=sig-SECRET-2&code=code-SECRET-3&page=2',
      headers: { authorization: 'Bearer bearer-SECRET-4', cookie: 'cuspid_token=cookie-SECRET-5', 'content-type': 'application/json' },
      payload: { account: 'a', password: 'pw-SECRET-6', phoneCaptcha: '123456' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/tenant/v1/pc-login');
    expect(log).toContain('page=2');
    expect(log).not.toMatch(/SECRET/);
    expect(log).not.toContain('123456');
  });

  it('redacts secret query values and keeps the rest', () => {
    expect(redactUrl('/x?token=abc&a=1')).toBe(`/x?token=${REDACTED}&a=1`);
    expect(redactUrl('/x?X-Amz-Signature=abc&Expires=9')).toBe(`/x?X-Amz-Signature=${REDACTED}&Expires=${REDACTED}`);
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
