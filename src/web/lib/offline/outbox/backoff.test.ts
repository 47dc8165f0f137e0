import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';

const almostOne = () => 0.999_999_999;

describe('full-jitter backoff', () => {
  it('is never negative: a random 0 gives 0', () => {
    for (let failures = 1; failures <= 40; failures += 1) expect(backoffDelay(failures, () => 0)).toBe(0);
  });

  it('stays below base · 2^(failures-1) until the cap', () => {
    expect(backoffDelay(1, almostOne)).toBe(BACKOFF_BASE_MS - 1);
    expect(backoffDelay(2, almostOne)).toBe(2 * BACKOFF_BASE_MS - 1);
    expect(backoffDelay(9, almostOne)).toBe(256 * BACKOFF_BASE_MS - 1);
    // 2^9 s = 512 s would pass the 5-minute cap.
    expect(backoffDelay(10, almostOne)).toBe(BACKOFF_CAP_MS - 1);
  });

  it('never passes the cap, however many failures (no overflow either)', () => {
    for (const failures of [11, 50, 1000, Number.MAX_SAFE_INTEGER]) {
      expect(backoffDelay(failures, almostOne)).toBeLessThan(BACKOFF_CAP_MS);
    }
  });

  it('spreads uniformly: half the ceiling for a random one half', () => {
    expect(backoffDelay(3, () => 0.5)).toBe(2 * BACKOFF_BASE_MS);
  });

  it('treats 0 failures like the first', () => {
    expect(backoffDelay(0, almostOne)).toBe(BACKOFF_BASE_MS - 1);
  });

  it("takes the server's Retry-After as a floor, itself capped", () => {
    expect(backoffDelay(1, () => 0, 30_000)).toBe(30_000);
    expect(backoffDelay(1, () => 0, 10 * BACKOFF_CAP_MS)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(5, almostOne, 1000)).toBe(16 * BACKOFF_BASE_MS - 1);
  });
});
