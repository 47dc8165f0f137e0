import { NETWORK } from '../../../domain/constants';
import type { DraftRow, UserDatabase } from './db';
import { clearMirror, readMirror, writeMirror } from './draft-mirror';
// One rule for "the device is full", however the browser and Dexie wrap it (the uploads' queue uses it too).
import { isQuotaError } from './quota-error';
import { SHARED_TAB_SCOPE, type TabScope } from './tab-scope';

/**
 * Drafts: a form saved to the device as the user types (spec: 500 ms debounce, and at most 1.5 s while typing goes
 * on), in the user's `drafts` table, so a reload, a closed tab or a crash restores it. "Saved" is only ever claimed
 * after IndexedDB committed the write. When the page is leaving, what waits is written synchronously in the event
 * handler (draft-mirror.ts and a raw IndexedDB write), because the page may be gone before an async write starts.
 *
 * `DraftController` is the whole rule, without React (use-draft.ts wraps it): one controller per form and record key.
 * With a tab scope (tab-scope.ts) each tab has its own row of the form (`form@tab`); a tab without one adopts the
 * newest row of the same form left by a closed tab, moving it to itself in one transaction, so two tabs never share
 * a draft (nor the outbox item id kept in it).
 */

export const DRAFT_SAVE_DELAY_MS = NETWORK.debounceMs;
/** Continuous typing is written at least this often (the debounce alone would wait for a pause). */
export const DRAFT_MAX_WAIT_MS = 1500;

export type DraftStatus =
  /** Reading the saved draft, if any. */
  | 'restoring'
  /** Nothing typed since it was restored or cleared (nothing to save). */
  | 'idle'
  /** A change is waiting for the debounce or being written: not on the device yet. */
  | 'saving'
  /** The value shown is the one committed on the device. */
  | 'saved'
  /** The last write failed; the value is still in memory and the next change tries again. */
  | 'failed';

/** Why a write failed: the device's storage is full, or anything else IndexedDB said. */
export type DraftFailure = 'quota' | 'other';

export type DraftState<T> = {
  value: T;
  status: DraftStatus;
  failure: DraftFailure | null;
  /** When the restored draft was last saved (epoch ms), if one was restored. */
  restoredFrom: number | null;
};

export type DraftUpdate<T> = T | ((current: T) => T);

/** The row key of a form's draft in a tab ('' = shared by every tab). */
export function draftRowKey(form: string, tab: string): string {
  return tab ? `${form}@${tab}` : form;
}

/** The saved value of a draft by row key, if any (read in the caller's transaction when there is one). */
export async function readDraft<T>(
  db: UserDatabase,
  key: string,
): Promise<{ value: T; updatedAt: number } | undefined> {
  const row = await db.drafts.get(key);
  return row ? { value: row.value as T, updatedAt: row.updatedAt } : undefined;
}

/** Deletes a saved draft; inside a `db.transaction(...)` it is part of that transaction (Dexie's ambient transaction). */
export async function deleteDraft(db: UserDatabase, key: string): Promise<void> {
  await db.drafts.delete(key);
}

/** This tab's row of `form`, or else the newest row of the form whose tab is closed (read in the caller's transaction). */
async function restorableRow(
  db: UserDatabase,
  form: string,
  tab: string,
  openTabs: ReadonlySet<string> | null,
): Promise<DraftRow | undefined> {
  const key = draftRowKey(form, tab);
  const own = await db.drafts.get(key);
  if (own || !tab || !openTabs) return own;
  const orphans = await db.drafts
    .where('form')
    .equals(form)
    .filter((row) => row.key !== key && !openTabs.has(row.tab ?? ''))
    .toArray();
  return orphans.sort((first, second) => second.updatedAt - first.updatedAt)[0];
}

/**
 * This tab's row of `form`; without one, the newest row of the form whose tab is closed, moved to this tab in the
 * same transaction (two tabs adopting at once: the second finds it gone). Rows of open tabs are never taken.
 */
export async function adoptDraft(
  db: UserDatabase,
  form: string,
  tab: string,
  openTabs: ReadonlySet<string> | null,
): Promise<DraftRow | undefined> {
  const key = draftRowKey(form, tab);
  return db.transaction('rw', db.drafts, async () => {
    const row = await restorableRow(db, form, tab, openTabs);
    if (!row || row.key === key) return row;
    const adopted: DraftRow = { ...row, key, form, tab };
    await db.drafts.delete(row.key);
    await db.drafts.put(adopted);
    return adopted;
  });
}

/** Whether opening `form` in this tab would restore a draft: its own, or one left by a closed tab (not adopted yet). */
export async function hasDraftToRestore(db: UserDatabase, form: string, scope: TabScope): Promise<boolean> {
  const tab = await scope.id();
  const openTabs = tab ? await scope.openTabs() : null;
  return (await restorableRow(db, form, tab, openTabs)) !== undefined;
}

type Options = { delayMs?: number; maxWaitMs?: number; now?: () => number; tab?: TabScope };

/** The controllers of the forms on screen, so the page can write them all before it goes (update prompt, page hide). */
const liveControllers = new Set<DraftController<unknown>>();

/** Writes every waiting draft of this page now; resolves once each write committed or failed. */
export async function flushAllDrafts(): Promise<void> {
  await Promise.all([...liveControllers].map((controller) => controller.flush()));
}

/** The page is leaving (hidden, unloading): each waiting draft is written synchronously, before the page can go. */
export function saveAllBeforeLeaving(): void {
  for (const controller of liveControllers) controller.saveBeforeLeaving();
}

let isListening = false;
function listenForLeaving(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('pagehide', saveAllBeforeLeaving);
  window.addEventListener('beforeunload', saveAllBeforeLeaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveAllBeforeLeaving();
  });
}

export class DraftController<T> {
  private state: DraftState<T>;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Started by the first change after a write: typing without a pause is written when it fires. */
  private maxTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every change and by clear(): a write that commits for an older version claims nothing. */
  private version = 0;
  private hasChangeSinceRestore = false;
  /** Writes go one after another, so an older value never lands after a newer one. */
  private writes: Promise<void> = Promise.resolve();
  private restoring: Promise<void> | null = null;
  private readonly delayMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly tab: TabScope;
  /** This tab's id, once known ('' = shared). */
  private tabId: string | null = null;
  readonly db: UserDatabase;
  /** Which form and record (the row key is `draftRowKey(key, tab)`). */
  readonly key: string;
  private readonly initial: T;

  constructor(db: UserDatabase, key: string, initial: T, options: Options = {}) {
    this.db = db;
    this.key = key;
    this.initial = initial;
    this.delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
    this.maxWaitMs = options.maxWaitMs ?? DRAFT_MAX_WAIT_MS;
    this.now = options.now ?? Date.now;
    this.tab = options.tab ?? SHARED_TAB_SCOPE;
    this.state = { value: initial, status: 'restoring', failure: null, restoredFrom: null };
  }

  getState = (): DraftState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(patch: Partial<DraftState<T>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The row this controller writes, once the tab is known (null before). */
  get rowKey(): string | null {
    return this.tabId === null ? null : draftRowKey(this.key, this.tabId);
  }

  private async resolveRowKey(): Promise<string> {
    if (this.tabId === null) this.tabId = await this.tab.id();
    return draftRowKey(this.key, this.tabId);
  }

  /** On screen: written with every other live draft when the page leaves or the update prompt reloads. */
  attach(): () => void {
    liveControllers.add(this as DraftController<unknown>);
    listenForLeaving();
    return () => liveControllers.delete(this as DraftController<unknown>);
  }

  /**
   * Reads the saved draft once (later calls wait for the same read): this tab's row, a closed tab's row adopted, or
   * the copy written as the page left when it is newer. What the user typed meanwhile wins.
   */
  restore(): Promise<void> {
    this.restoring ??= this.readSaved().then(
      (saved) => {
        if (this.hasChangeSinceRestore) return;
        if (!saved) this.setState({ status: 'idle' });
        else if (saved.isMirror) {
          // Only the page-leave copy has it: shown as restored, and written to IndexedDB now.
          this.version += 1;
          this.setState({ value: saved.value, status: 'saving', restoredFrom: saved.updatedAt });
          void this.write();
        } else this.setState({ value: saved.value, status: 'saved', restoredFrom: saved.updatedAt });
      },
      () => {
        // Unreadable (storage blocked, database gone): start from the initial value; the first write will say more.
        if (!this.hasChangeSinceRestore) this.setState({ status: 'idle' });
      },
    );
    return this.restoring;
  }

  private async readSaved(): Promise<{ value: T; updatedAt: number; isMirror: boolean } | undefined> {
    const rowKey = await this.resolveRowKey();
    const openTabs = this.tabId ? await this.tab.openTabs() : null;
    const row = await adoptDraft(this.db, this.key, this.tabId ?? '', openTabs);
    const mirror = readMirror(this.db.name, rowKey);
    if (mirror && mirror.updatedAt > (row?.updatedAt ?? -Infinity))
      return { value: mirror.value as T, updatedAt: mirror.updatedAt, isMirror: true };
    return row ? { value: row.value as T, updatedAt: row.updatedAt, isMirror: false } : undefined;
  }

  /** A change typed by the user: shown at once, written 500 ms after the last change (or 1.5 s into typing). */
  setValue = (update: DraftUpdate<T>): void => {
    const value = typeof update === 'function' ? (update as (current: T) => T)(this.state.value) : update;
    this.hasChangeSinceRestore = true;
    this.version += 1;
    this.setState({ value, status: 'saving', failure: null });
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.maxTimer ??= setTimeout(() => void this.flush(), this.maxWaitMs);
  };

  private stopTimers(): boolean {
    const wasWaiting = this.timer !== null || this.maxTimer !== null;
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.maxTimer !== null) clearTimeout(this.maxTimer);
    this.timer = null;
    this.maxTimer = null;
    return wasWaiting;
  }

  /**
   * Writes a waiting change now (page hidden, form leaving), or tries a failed write again; resolves once it is on the
   * device or has failed.
   */
  flush(): Promise<void> {
    if (!this.stopTimers()) return this.state.status === 'failed' ? this.write() : this.writes;
    return this.write();
  }

  /**
   * The page is leaving: an unsaved change is copied to sessionStorage (synchronous, kept across a reload of this tab)
   * and handed to IndexedDB in a raw transaction committed now, both before this handler returns.
   */
  saveBeforeLeaving(): void {
    const rowKey = this.rowKey;
    if (rowKey === null || (this.state.status !== 'saving' && this.state.status !== 'failed')) return;
    this.stopTimers();
    const updatedAt = this.now();
    const { value } = this.state;
    writeMirror(this.db.name, rowKey, { value, updatedAt });
    const version = this.version;
    try {
      const transaction = this.db.backendDB().transaction('drafts', 'readwrite');
      const row: DraftRow = { key: rowKey, form: this.key, tab: this.tabId ?? '', value, updatedAt };
      transaction.objectStore('drafts').put(row);
      transaction.oncomplete = () => {
        if (version !== this.version) return;
        clearMirror(this.db.name, rowKey);
        this.setState({ status: 'saved', failure: null });
      };
      transaction.commit();
    } catch {
      // Database not open or closing: the sessionStorage copy holds it, and the next write tries again.
      void this.write();
    }
  }

  private write(): Promise<void> {
    const version = this.version;
    const value = this.state.value;
    this.writes = this.writes.then(async () => {
      // A clear() or a newer write came first: this value is no longer what the user wants kept.
      if (version !== this.version) return;
      try {
        const key = await this.resolveRowKey();
        const row: DraftRow = { key, form: this.key, tab: this.tabId ?? '', value, updatedAt: this.now() };
        // db.transaction resolves only after the commit: that is what "saved" means.
        await this.db.transaction('rw', this.db.drafts, () => this.db.drafts.put(row));
        if (version === this.version) {
          clearMirror(this.db.name, key);
          this.setState({ status: 'saved', failure: null });
        }
      } catch (error) {
        if (version === this.version)
          this.setState({ status: 'failed', failure: isQuotaError(error) ? 'quota' : 'other' });
      }
    });
    return this.writes;
  }

  /**
   * Forgets the draft: no waiting write runs, and the saved row is deleted. Called inside a `db.transaction(...)` the
   * delete belongs to it (the submit enqueues and clears in one commit). The value on screen stays until the caller
   * replaces it, so a failed transaction loses nothing.
   */
  clear(): Promise<void> {
    this.stopTimers();
    this.version += 1;
    this.hasChangeSinceRestore = true;
    this.setState({ status: 'idle', failure: null, restoredFrom: null });
    // The form is disabled until restored, so the tab is known here; before that there is no row of ours to delete.
    const rowKey = this.rowKey ?? this.key;
    clearMirror(this.db.name, rowKey);
    return deleteDraft(this.db, rowKey);
  }

  /**
   * Writes `value` as this tab's saved draft now, and no older write lands after it. Called inside a
   * `db.transaction(...)` the write belongs to it (a submit keeps its item id with the draft in one commit). The value
   * on screen is the caller's to set once the transaction committed.
   */
  save(value: T): Promise<void> {
    this.stopTimers();
    this.version += 1;
    // Like clear(): the form is disabled until restored, so the tab is known here.
    const key = this.rowKey ?? this.key;
    return this.db.drafts
      .put({ key, form: this.key, tab: this.tabId ?? '', value, updatedAt: this.now() })
      .then(() => undefined);
  }

  /** Back to the initial value, with the saved draft deleted ("Discard changes"). */
  reset(): Promise<void> {
    const cleared = this.clear();
    this.setState({ value: this.initial });
    return cleared;
  }

  /** Stops the timers, writing what waits; the controller can be used again afterwards (React may remount). */
  dispose(): Promise<void> {
    return this.flush();
  }
}
