import { describe, expect, it } from 'vitest';
import { groupUpcoming, type UpcomingItem } from './group-upcoming';

const item = (orderId: number, at: Date, kind: UpcomingItem['kind'] = 'delivery'): UpcomingItem => ({
  kind,
  at: at.getTime(),
  orderId,
  orderType: 1,
  patientName: `Patient ${orderId}`,
});

describe('groupUpcoming', () => {
  const now = new Date(2025, 4, 30, 21, 15);

  it("groups by the device's calendar day across a month end, soonest first, leaving empty days out", () => {
    const groups = groupUpcoming(
      [
        item(3, new Date(2025, 5, 1, 10)),
        item(1, new Date(2025, 4, 30, 23, 59), 'pickup'),
        item(2, new Date(2025, 4, 31, 0, 0)),
        item(4, new Date(2025, 5, 1, 8)),
      ],
      now,
      7,
    );
    expect(groups.map((group) => [group.day, group.daysFromToday, group.items.map((entry) => entry.orderId)])).toEqual([
      ['2025-05-30', 0, [1]],
      ['2025-05-31', 1, [2]],
      ['2025-06-01', 2, [4, 3]],
    ]);
  });

  it('keeps only the window: nothing before today, nothing on or after the eighth day', () => {
    const groups = groupUpcoming(
      [
        item(1, new Date(2025, 4, 29, 23, 59)),
        item(2, new Date(2025, 5, 5, 23, 59)),
        item(3, new Date(2025, 5, 6, 0, 0)),
      ],
      now,
      7,
    );
    expect(groups.map((group) => [group.day, group.daysFromToday])).toEqual([['2025-06-05', 6]]);
  });
});
