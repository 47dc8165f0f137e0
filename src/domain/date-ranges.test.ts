import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRange, localDayString, parseLocalDay, QUICK_RANGE_KEYS, quickRange, startOfLocalDay } from './date-ranges';

// A zone with DST, so a 23-hour and a 25-hour day fall inside the ranges below (Berlin: 30 March and 26 October 2025).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = zone;
});

const local = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds, ms).getTime();

describe('quick ranges (spec section 9), in the device time', () => {
  it('runs in a zone that has DST', () => {
    expect(new Date(2025, 0, 1).getTimezoneOffset()).not.toBe(new Date(2025, 6, 1).getTimezoneOffset());
  });

  it('today: from midnight to the last millisecond of the day, whatever the time', () => {
    for (const now of [
      new Date(2025, 4, 14, 0, 0, 0, 0),
      new Date(2025, 4, 14, 12, 30),
      new Date(2025, 4, 14, 23, 59, 59, 999),
    ]) {
      expect(quickRange('today', now)).toEqual({ from: local(2025, 5, 14), to: local(2025, 5, 14, 23, 59, 59, 999) });
    }
  });

  it('yesterday: the whole previous day, across a month and a year boundary', () => {
    expect(quickRange('yesterday', new Date(2025, 2, 1, 0, 0, 0, 1))).toEqual({
      from: local(2025, 2, 28),
      to: local(2025, 2, 28, 23, 59, 59, 999),
    });
    expect(quickRange('yesterday', new Date(2025, 0, 1, 9))).toEqual({
      from: local(2024, 12, 31),
      to: local(2024, 12, 31, 23, 59, 59, 999),
    });
  });

  it('last week, last month and last 3 months end today and start 7, 30 and 90 calendar days back', () => {
    const now = new Date(2025, 5, 10, 8, 15);
    const endOfToday = local(2025, 6, 10, 23, 59, 59, 999);
    expect(quickRange('lastWeek', now)).toEqual({ from: local(2025, 6, 3), to: endOfToday });
    expect(quickRange('lastMonth', now)).toEqual({ from: local(2025, 5, 11), to: endOfToday });
    expect(quickRange('lastThreeMonths', now)).toEqual({ from: local(2025, 3, 12), to: endOfToday });
  });

  it('starts at local midnight across the spring-forward day (a 23-hour day)', () => {
    const now = new Date(2025, 3, 2, 10);
    const range = quickRange('lastWeek', now);
    expect(new Date(range.from).getHours()).toBe(0);
    expect(range.from).toBe(local(2025, 3, 26));
    // Counting 7 × 24 hours back would land at 23:00 on 25 March instead.
    expect(range.from).not.toBe(startOfLocalDay(now).getTime() - 7 * 24 * 60 * 60 * 1000);
  });

  it('ends at the last millisecond of the fall-back day (a 25-hour day)', () => {
    const range = quickRange('today', new Date(2025, 9, 26, 12));
    expect(range.to - range.from + 1).toBe(25 * 60 * 60 * 1000);
    expect(new Date(range.to + 1).getDate()).toBe(27);
    expect(new Date(range.to + 1).getHours()).toBe(0);
  });

  it('covers every quick range of the constants', () => {
    expect(QUICK_RANGE_KEYS).toEqual(['today', 'yesterday', 'lastWeek', 'lastMonth', 'lastThreeMonths']);
    const now = new Date(2025, 6, 1, 18);
    for (const key of QUICK_RANGE_KEYS) {
      const range = quickRange(key, now);
      expect(range.from).toBeLessThan(range.to);
      expect(range.to).toBeLessThanOrEqual(local(2025, 7, 1, 23, 59, 59, 999));
    }
  });
});

describe('custom day ranges', () => {
  it('includes both days, in either order', () => {
    const expected = { from: local(2025, 3, 30), to: local(2025, 4, 2, 23, 59, 59, 999) };
    expect(dayRange('2025-03-30', '2025-04-02')).toEqual(expected);
    expect(dayRange('2025-04-02', '2025-03-30')).toEqual(expected);
  });

  it('refuses days that are not days', () => {
    expect(dayRange('2025-02-30', '2025-03-01')).toBeNull();
    expect(dayRange('', '2025-03-01')).toBeNull();
    expect(parseLocalDay('2025-3-1')).toBeNull();
  });

  it('writes and reads the local calendar day', () => {
    expect(localDayString(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(parseLocalDay('2025-01-05')?.getTime()).toBe(local(2025, 1, 5));
  });
});
