import { LAYOUT } from '../../../../domain/constants';
import type { DrainerState, OutboxItem } from '../../../lib/offline/outbox';

/** Where this tab's drainer stands: what the panel says of the connection. */
export type SyncConnection = DrainerState;

/** Unsynced work older than this earns the shell's warning banner (issue 4: "older than a day"). */
export const STALE_UNSYNCED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Items still on the device: waiting, being sent, or needing the user. */
export type UnsyncedCounts = { waiting: number; sending: number; attention: number };

export function unsyncedTotal({ waiting, sending, attention }: UnsyncedCounts): number {
  return waiting + sending + attention;
}

/** The badge's number stops where the reminder badge's does and then reads "99+" (spec section 9). */
export function formatSyncBadgeCount(count: number): string {
  return count > LAYOUT.reminderBadgeMax ? `${LAYOUT.reminderBadgeMax}+` : String(count);
}

/** How many items have waited on this device for more than a day (strictly: exactly 24 h is not yet stale). */
export function countStaleUnsynced(items: readonly Pick<OutboxItem, 'createdAt'>[], now: number): number {
  return items.filter((item) => now - item.createdAt > STALE_UNSYNCED_AFTER_MS).length;
}

/** When the next not-yet-stale item turns stale (the banner re-checks then), or null when none is left to turn. */
export function nextStaleAt(items: readonly Pick<OutboxItem, 'createdAt'>[], now: number): number | null {
  const upcoming = items.map((item) => item.createdAt + STALE_UNSYNCED_AFTER_MS + 1).filter((at) => at > now);
  return upcoming.length ? Math.min(...upcoming) : null;
}

export type OutboxSections = {
  waiting: OutboxItem[];
  sending: OutboxItem[];
  attention: OutboxItem[];
};

/** The panel's sections, each in sending order. */
export function splitIntoSections(items: readonly OutboxItem[]): OutboxSections {
  const sections: OutboxSections = { waiting: [], sending: [], attention: [] };
  for (const item of [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) sections[item.state].push(item);
  return sections;
}

/**
 * The item that holds a waiting one back: an earlier item of its group (same patient or case) that needs attention,
 * since items of one group go in order. The panel says so, or the waiting item would look stuck for no reason.
 */
export function findBlockingItem(item: OutboxItem, items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.find(
    (other) => other.group === item.group && other.state === 'attention' && (other.seq ?? 0) < (item.seq ?? 0),
  );
}
