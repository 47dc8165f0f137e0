import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryStatus, expiryStatusLabels } from './expiry';

const june = (day: number) => `2024-06-${String(day).padStart(2, '0')}`;
const statusOn = (day: number) => expiryStatus({ start: june(1), end: june(30), today: june(day) });

describe('expiry status', () => {
  it('is normal before and at the one-third boundary, near expiry just past it', () => {
    // 30 days in total: near expiry once fewer than 10 days remain.
    expect(statusOn(1)).toBe('normal');
    expect(statusOn(21)).toBe('normal'); // 10 remaining: exactly one third, not below
    expect(statusOn(22)).toBe('near-expiry'); // 9 remaining
    expect(statusOn(30)).toBe('near-expiry'); // the end day still counts as one
  });

  it('has ended the day after the end day', () => {
    expect(expiryStatus({ start: june(1), end: june(30), today: '2024-07-01' })).toBe('ended');
  });

  it('uses whole days whatever the time of day', () => {
    expect(
      expiryStatus({ start: '2024-06-01 23:59:59', end: '2024-06-30 00:00:00', today: '2024-06-21 23:59:59' }),
    ).toBe('normal');
    expect(expiryStatus({ start: june(1), end: '2024-06-30 00:00:00', today: '2024-06-30 23:59:59' })).toBe(
      'near-expiry',
    );
    expect(
      expiryStatus({ start: new Date(2024, 5, 1), end: new Date(2024, 5, 30), today: new Date(2024, 5, 22, 8) }),
    ).toBe('near-expiry');
  });

  it('handles a total that is not a multiple of three', () => {
    // 31 days: remaining < 10.33, so 10 remaining is already near expiry.
    const may = (day: number) => expiryStatus({ start: '2024-05-01', end: '2024-05-31', today: `2024-05-${day}` });
    expect(may(21)).toBe('normal'); // 11 remaining
    expect(may(22)).toBe('near-expiry'); // 10 remaining
  });

  it('treats a one-day period as normal on its day and ended after', () => {
    expect(expiryStatus({ start: june(5), end: june(5), today: june(5) })).toBe('normal');
    expect(expiryStatus({ start: june(5), end: june(5), today: june(6) })).toBe('ended');
  });

  it('is normal before the period starts', () => {
    expect(expiryStatus({ start: june(10), end: june(12), today: june(1) })).toBe('normal');
  });

  it('refuses an impossible period', () => {
    expect(() => expiryStatus({ start: june(2), end: june(1), today: june(1) })).toThrow(RangeError);
    expect(() => expiryStatus({ start: '2024-02-30', end: june(1), today: june(1) })).toThrow(RangeError);
  });

  it('has a label per status', () => {
    expect(expiryStatusLabels['near-expiry'].message).toBe('Expiring soon');
  });

  it('property: ended exactly when today is after the end, near expiry exactly when remaining * 3 < total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: -10, max: 420 }), (totalDays, dayIndex) => {
        const day = (offset: number) => new Date(2024, 0, 1 + offset);
        const status = expiryStatus({ start: day(0), end: day(totalDays - 1), today: day(dayIndex) });
        const remaining = totalDays - dayIndex;
        const expected = remaining <= 0 ? 'ended' : remaining * 3 < totalDays ? 'near-expiry' : 'normal';
        return status === expected;
      }),
    );
  });
});
