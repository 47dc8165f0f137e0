import { describe, expect, it } from 'vitest';
import { localeFromHeader, localeToHeader } from './locale';
import { errorMessages, ErrorCode, isErrorCode, NETWORK_FAILURE_CODE } from './response-codes';
import { httpStatusFor } from './http-status';

describe('language header', () => {
  it.each([
    ['EN', 'en'],
    ['ZH', 'zh'],
    ['RU', 'ru'],
    ['zh-CN', 'zh'],
    ['', 'en'],
    [undefined, 'en'],
    ['FR', 'en'],
  ])('%s -> %s', (header, locale) => expect(localeFromHeader(header)).toBe(locale));
  it('sends upper case', () => expect(localeToHeader('ru')).toBe('RU'));
});

describe('response codes', () => {
  it('treats the spec non-error codes as success', () => {
    for (const code of [0, 99999, 200, 1330, 1200, 10404, 40013, 39700, 39701, 39702]) expect(isErrorCode(code)).toBe(false);
  });
  it('treats 401, 60012 and the network failure as errors', () => {
    for (const code of [401, 60012, NETWORK_FAILURE_CODE, 500, 1]) expect(isErrorCode(code)).toBe(true);
  });
  it('maps body codes to HTTP statuses', () => {
    expect(httpStatusFor(200)).toBe(200);
    expect(httpStatusFor(401)).toBe(401);
    expect(httpStatusFor(60012)).toBe(400);
  });
  it('has a message descriptor per error code', () => {
    expect(errorMessages[ErrorCode.unauthorized].message).toBe('The token has expired, please log in again.');
    expect(errorMessages[ErrorCode.unauthorized].id).toBeTruthy();
  });
});
