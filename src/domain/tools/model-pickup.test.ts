import { describe, expect, it } from 'vitest';
import { isOnDaySomewhere } from '../calendar/day-anywhere';
import {
  checkClockOffset,
  clockOffsetOf,
  CLOCK_TOLERANCE_MS,
  MAX_ORDERS_PER_PICKUP,
  pickupDayChoices,
  ZBookPickupRequest,
} from './model-pickup';

describe('the device clock check', () => {
  it('accepts up to five minutes either way and refuses beyond', () => {
    expect(checkClockOffset(0)).toBe('ok');
    expect(checkClockOffset(CLOCK_TOLERANCE_MS)).toBe('ok');
    expect(checkClockOffset(-CLOCK_TOLERANCE_MS)).toBe('ok');
    expect(checkClockOffset(CLOCK_TOLERANCE_MS + 1)).toBe('off');
    expect(checkClockOffset(-CLOCK_TOLERANCE_MS - 1)).toBe('off');
  });

  it('measures against the middle of the round trip', () => {
    expect(clockOffsetOf(10_500, 10_000, 11_000)).toBe(0);
    expect(clockOffsetOf(20_000, 10_000, 11_000)).toBe(9_500);
  });
});

describe('pickup days', () => {
  it('are today, tomorrow and the day after on the device calendar, across a month end', () => {
    expect(pickupDayChoices(new Date(2026, 10, 30, 23, 59))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(pickupDayChoices(new Date(2026, 11, 31, 0, 0))).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('names a moment only on a day it falls on in some time zone (UTC−12 to UTC+14)', () => {
    expect(isOnDaySomewhere(Date.parse('2026-11-26T10:00:00+08:00'), '2026-11-26')).toBe(true);
    expect(isOnDaySomewhere(Date.parse('2026-11-26T00:00:00+14:00'), '2026-11-26')).toBe(true);
    expect(isOnDaySomewhere(Date.parse('2026-11-26T23:59:00-12:00'), '2026-11-26')).toBe(true);
    expect(isOnDaySomewhere(Date.parse('2026-11-27T00:00:00-12:00'), '2026-11-26')).toBe(false);
    expect(isOnDaySomewhere(Date.parse('2026-11-25T23:59:00+14:00'), '2026-11-26')).toBe(false);
    expect(isOnDaySomewhere(Date.now(), 'not a day')).toBe(false);
  });
});

describe('the booking request', () => {
  const valid = { clientId: 'abcdefgh12', orderIds: [1, 2], addressId: 3, pickupDay: '2026-11-26', pickupAt: 1 };

  it('takes one to twenty distinct orders', () => {
    expect(ZBookPickupRequest.safeParse(valid).success).toBe(true);
    expect(ZBookPickupRequest.safeParse({ ...valid, orderIds: [] }).success).toBe(false);
    expect(ZBookPickupRequest.safeParse({ ...valid, orderIds: [1, 1] }).success).toBe(false);
    const many = Array.from({ length: MAX_ORDERS_PER_PICKUP }, (_, index) => index + 1);
    expect(ZBookPickupRequest.safeParse({ ...valid, orderIds: many }).success).toBe(true);
    expect(ZBookPickupRequest.safeParse({ ...valid, orderIds: [...many, 99] }).success).toBe(false);
  });
});
