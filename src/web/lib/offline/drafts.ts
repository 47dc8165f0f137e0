import { NETWORK } from '../../../domain/constants';
import type { UserDatabase } from './db';
// One rule for "the device is full", however the browser and Dexie wrap it (the uploads' queue uses it too).
import { isQuotaError } from './quota-error';

/**
 * Drafts: a form saved to the device as the user types (spec: 500 ms debounce), in the user's `drafts` table, so a
 * reload, a closed tab or a crash restores it. "Saved" is only ever claimed after IndexedDB committed the write.
 *
 * `DraftController` is the whole rule, without React (use-draft.ts wraps it): one controller per form and record key.
 */

export const DRAFT_SAVE_DELAY_MS = NETWORK.debounceMs;

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

/** The saved value of a draft, if any (read in the caller's transaction when there is one). */
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

type Options = { delayMs?: number; now?: () => number };

export class DraftController<T> {
  private state: DraftState<T>;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every change and by clear(): a write that commits for an older version claims nothing. */
  private version = 0;
  private hasChangeSinceRestore = false;
  /** Writes go one after another, so an older value never lands after a newer one. */
  private writes: Promise<void> = Promise.resolve();
  private restoring: Promise<void> | null = null;
  private readonly delayMs: number;
  private readonly now: () => number;
  readonly db: UserDatabase;
  readonly key: string;
  private readonly initial: T;

  constructor(db: UserDatabase, key: string, initial: T, options: Options = {}) {
    this.db = db;
    this.key = key;
    this.initial = initial;
    this.delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
    this.now = options.now ?? Date.now;
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

  /** Reads the saved draft once (later calls wait for the same read). What the user typed meanwhile wins. */
  restore(): Promise<void> {
    this.restoring ??= readDraft<T>(this.db, this.key).then(
      (saved) => {
        if (this.hasChangeSinceRestore) return;
        if (saved) this.setState({ value: saved.value, status: 'saved', restoredFrom: saved.updatedAt });
        else this.setState({ status: 'idle' });
      },
      () => {
        // Unreadable (storage blocked, database gone): start from the initial value; the first write will say more.
        if (!this.hasChangeSinceRestore) this.setState({ status: 'idle' });
      },
    );
    return this.restoring;
  }

  /** A change typed by the user: shown at once, written 500 ms after the last change. */
  setValue = (update: DraftUpdate<T>): void => {
    const value = typeof update === 'function' ? (update as (current: T) => T)(this.state.value) : update;
    this.hasChangeSinceRestore = true;
    this.version += 1;
    this.setState({ value, status: 'saving', failure: null });
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, this.delayMs);
  };

  /**
   * Writes a waiting change now (page hidden, form leaving), or tries a failed write again; resolves once it is on the
   * device or has failed.
   */
  flush(): Promise<void> {
    if (this.timer === null) return this.state.status === 'failed' ? this.write() : this.writes;
    clearTimeout(this.timer);
    this.timer = null;
    return this.write();
  }

  private write(): Promise<void> {
    const version = this.version;
    const value = this.state.value;
    this.writes = this.writes.then(async () => {
      // A clear() or a newer write came first: this value is no longer what the user wants kept.
      if (version !== this.version) return;
      try {
        // db.transaction resolves only after the commit: that is what "saved" means.
        await this.db.transaction('rw', this.db.drafts, () =>
          this.db.drafts.put({ key: this.key, value, updatedAt: this.now() }),
        );
        if (version === this.version) this.setState({ status: 'saved', failure: null });
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
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.version += 1;
    this.hasChangeSinceRestore = true;
    this.setState({ status: 'idle', failure: null, restoredFrom: null });
    return deleteDraft(this.db, this.key);
  }

  /** Back to the initial value, with the saved draft deleted ("Discard changes"). */
  reset(): Promise<void> {
    const cleared = this.clear();
    this.setState({ value: this.initial });
    return cleared;
  }

  /** Stops the timer, writing what waits; the controller can be used again afterwards (React may remount). */
  dispose(): Promise<void> {
    return this.flush();
  }
}
