import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A socket that sends `head`, then one byte of `drip` every 100 ms; resolves with what the server answered once it closes. */
function dripUntilClosed(port: number, head: string, drip: string, giveUpMs: number): Promise<{ closedAfterMs: number; answer: string } | 'still open'> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < drip.length) socket.write(drip[sent++] ?? '');
    }, 100);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve('still open');
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1500' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('cuts a request whose body is dripped slower than the request timeout', async () => {
    const head = 'POST /api/user/v1/account/check HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 400\r\n\r\n';
    const result = await dripUntilClosed(port, head, `{"account":"${'1'.repeat(380)}"}`, 6_000);
    expect(result).not.toBe('still open');
    if (result === 'still open') return;
    expect(result.closedAfterMs).toBeLessThan(4_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client whose headers are dripped slower than the headers timeout', async () => {
    const result = await dripUntilClosed(port, 'GET /api/platform/health HTTP/1.1\r\n', `Host: x\r\nx-slow: ${'a'.repeat(200)}\r\n\r\n`, 6_000);
    expect(result).not.toBe('still open');
    if (result === 'still open') return;
    expect(result.closedAfterMs).toBeLessThan(2_500);
  });

  it('still serves a client that sends promptly', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/platform/health`);
    expect(response.status).toBe(200);
  });
});
