/**
 * The copy of an unsaved draft written synchronously as the page leaves (drafts.ts `saveBeforeLeaving`). An
 * IndexedDB write started then may never commit; sessionStorage is written before the handler returns and kept across
 * a reload of the tab, so `restore()` prefers this copy when it is newer than the row. It is removed once a write of
 * the same value committed, when the draft is cleared, and with the tab.
 */

type Mirror = { value: unknown; updatedAt: number };

function mirrorKey(databaseName: string, rowKey: string): string {
  return `cuspid.draft:${databaseName}:${rowKey}`;
}

export function writeMirror(databaseName: string, rowKey: string, mirror: Mirror): void {
  try {
    sessionStorage.setItem(mirrorKey(databaseName, rowKey), JSON.stringify(mirror));
  } catch {
    // Storage full or blocked: the raw IndexedDB write is the other chance.
  }
}

export function readMirror(databaseName: string, rowKey: string): Mirror | null {
  try {
    const text = sessionStorage.getItem(mirrorKey(databaseName, rowKey));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Mirror>;
    return typeof parsed.updatedAt === 'number' && 'value' in parsed
      ? { value: parsed.value, updatedAt: parsed.updatedAt }
      : null;
  } catch {
    return null;
  }
}

export function clearMirror(databaseName: string, rowKey: string): void {
  try {
    sessionStorage.removeItem(mirrorKey(databaseName, rowKey));
  } catch {
    // Nothing to remove where storage is blocked.
  }
}
