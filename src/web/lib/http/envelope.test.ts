import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

describe('parseEnvelope', () => {
  it('reads {code, msg, data, extra}, keeping unknown extra fields', () => {
    expect(
      parseEnvelope({ code: 200, msg: 'ok', data: { id: 1 }, extra: { orderId: 7, isChain: true, more: 'x' } }),
    ).toEqual({
      code: 200,
      msg: 'ok',
      data: { id: 1 },
      extra: { orderId: 7, isChain: true, more: 'x' },
      isSuccess: true,
    });
  });

  it('accepts `message` for `msg`, prefers `msg`, and reads missing or null fields as empty', () => {
    expect(parseEnvelope({ code: 401, message: 'expired' })).toEqual({
      code: 401,
      msg: 'expired',
      data: null,
      extra: undefined,
      isSuccess: false,
    });
    expect(parseEnvelope({ code: 200, msg: 'a', message: 'b' })?.msg).toBe('a');
    expect(parseEnvelope({ code: 200, msg: null, data: null, extra: null })).toEqual({
      code: 200,
      msg: '',
      data: null,
      extra: undefined,
      isSuccess: true,
    });
    expect(parseEnvelope({ code: 200, extra: { orderId: null, orderType: '2', hasUpdated: 0 } })?.extra).toEqual({
      orderId: null,
      orderType: '2',
      hasUpdated: 0,
    });
  });

  it('reads a resultID body: 1200 is a success whatever its code, and resultID stands for a missing code', () => {
    expect(parseEnvelope({ code: 500, resultID: 1200, msg: 'ok' })?.isSuccess).toBe(true);
    expect(parseEnvelope({ resultID: 1200 })).toMatchObject({ code: 1200, isSuccess: true });
    expect(parseEnvelope({ resultID: 'x' })).toBeNull();
  });

  it('refuses what is not an envelope', () => {
    for (const body of [
      null,
      '<html>502</html>',
      [{ code: 200 }],
      {},
      { code: '200' },
      { code: 200, msg: 5 },
      { code: 200, message: {} },
      { code: 200, extra: 'x' },
      { code: 200, extra: [] },
      { code: 200, extra: { orderId: true } },
      { code: 200, extra: { isChain: 'yes' } },
    ])
      expect(parseEnvelope(body), JSON.stringify(body)).toBeNull();
  });
});
