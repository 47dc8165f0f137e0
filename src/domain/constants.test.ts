import { describe, expect, it } from 'vitest';
import { AUTH_DEFAULTS, DATES, LAYOUT, MEMBERSHIP, NETWORK, ORDER_FORM, TABLE, UPLOAD } from './constants';

describe('business constants (spec section 9)', () => {
  it('holds the values of the spec', () => {
    expect(NETWORK).toEqual({ requestTimeoutMs: 180000, debounceMs: 500 });
    expect(TABLE).toEqual({ pageSizes: [10, 20, 30, 50], defaultPageSize: 10 });
    expect(UPLOAD).toEqual({ multipartPartSizeBytes: 5242880, signedLinkLifetimeSeconds: 3600 });
    expect(LAYOUT).toEqual({ reminderBadgeMax: 99, sidebarBreakpointPx: 992, sidebarWidth: '13.125rem' });
    expect(MEMBERSHIP.platformVipDays).toBe(99);
    expect(ORDER_FORM).toEqual({ maxToothColours: 3, descriptionMaxLength: 200 });
    expect(DATES.upcomingDays).toBe(7);
    expect(AUTH_DEFAULTS).toEqual({ orgAuth: 1, userAuth: 2 });
  });

  it('offers a default page size that is one of the page sizes', () => {
    expect(TABLE.pageSizes).toContain(TABLE.defaultPageSize);
  });

  it('lists the quick ranges of the spec, each ending no later than it starts counting back', () => {
    expect(DATES.quickRanges.map((range) => [range.key, range.startDaysAgo, range.endDaysAgo])).toEqual([
      ['today', 0, 0],
      ['yesterday', 1, 1],
      ['lastWeek', 7, 0],
      ['lastMonth', 30, 0],
      ['lastThreeMonths', 90, 0],
    ]);
    for (const range of DATES.quickRanges) {
      expect(range.startDaysAgo).toBeGreaterThanOrEqual(range.endDaysAgo);
      expect(range.label.message).toBeTruthy();
    }
  });
});
