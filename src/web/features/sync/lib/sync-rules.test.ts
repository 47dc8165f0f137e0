import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, NOW, requestItem } from '../testing/sync-fixtures';
import {
  countStaleUnsynced,
  findBlockingItem,
  formatSyncBadgeCount,
  nextStaleAt,
  splitIntoSections,
  STALE_UNSYNCED_AFTER_MS,
  unsyncedTotal,
} from './sync-rules';

const DAY = 24 * HOUR;

describe('the badge count', () => {
  it('adds waiting, sending and needing attention', () => {
    expect(unsyncedTotal({ waiting: 3, sending: 1, attention: 2 })).toBe(6);
  });

  it('stops at 99, like the reminder badge, then reads 99+', () => {
    expect(formatSyncBadgeCount(1)).toBe('1');
    expect(formatSyncBadgeCount(99)).toBe('99');
    expect(formatSyncBadgeCount(100)).toBe('99+');
    expect(formatSyncBadgeCount(1000)).toBe('99+');
  });
});

describe('work unsynced for more than a day', () => {
  const at = (age: number) => ({ createdAt: NOW - age });

  it('is not stale at 23:59, nor at exactly 24 h; it is at 24:01', () => {
    expect(STALE_UNSYNCED_AFTER_MS).toBe(DAY);
    expect(countStaleUnsynced([at(DAY - MINUTE)], NOW)).toBe(0);
    expect(countStaleUnsynced([at(DAY)], NOW)).toBe(0);
    expect(countStaleUnsynced([at(DAY + 1)], NOW)).toBe(1);
    expect(countStaleUnsynced([at(DAY + MINUTE)], NOW)).toBe(1);
  });

  it('counts only the items older than a day', () => {
    expect(countStaleUnsynced([at(3 * DAY), at(DAY + MINUTE), at(DAY - MINUTE), at(MINUTE)], NOW)).toBe(2);
  });

  it('knows when the next item turns stale, so the banner appears on time', () => {
    expect(nextStaleAt([at(DAY - MINUTE), at(HOUR)], NOW)).toBe(NOW + MINUTE + 1);
    expect(nextStaleAt([at(2 * DAY)], NOW)).toBeNull();
    expect(nextStaleAt([], NOW)).toBeNull();
  });
});

describe('the panel sections', () => {
  it('puts each item under its state, in sending order', () => {
    const items = [
      requestItem('c', { seq: 3, state: 'attention' }),
      requestItem('a', { seq: 1 }),
      requestItem('d', { seq: 4, state: 'sending' }),
      requestItem('b', { seq: 2 }),
    ];
    const sections = splitIntoSections(items);
    expect(sections.waiting.map((item) => item.id)).toEqual(['a', 'b']);
    expect(sections.sending.map((item) => item.id)).toEqual(['d']);
    expect(sections.attention.map((item) => item.id)).toEqual(['c']);
  });

  it('names the earlier item of the same group that holds a waiting one back', () => {
    const stuck = requestItem('stuck', { seq: 1, group: 'patient:1', state: 'attention' });
    const behind = requestItem('behind', { seq: 2, group: 'patient:1' });
    const otherPatient = requestItem('other', { seq: 3, group: 'patient:2' });
    const items = [stuck, behind, otherPatient];
    expect(findBlockingItem(behind, items)).toBe(stuck);
    expect(findBlockingItem(otherPatient, items)).toBeUndefined();
    expect(findBlockingItem(stuck, items)).toBeUndefined();
  });
});
