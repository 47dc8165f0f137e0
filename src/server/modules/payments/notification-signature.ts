import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A wallet notification's signature: HMAC-SHA256 with the provider's secret over the fields other than `sign`,
 * sorted by name and written `name=value` joined by `&` (the way the wallets sign theirs), in lower-case hex.
 */
export function signNotification(fields: Record<string, string | number>, secret: string): string {
  const text = Object.keys(fields)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether `sign` is the fields' signature (compared in constant time). */
export function hasValidSignature(fields: Record<string, string | number>, sign: string, secret: string): boolean {
  const expected = Buffer.from(signNotification(fields, secret), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
