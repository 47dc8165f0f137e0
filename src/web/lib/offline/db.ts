import Dexie, { type EntityTable, type Table } from 'dexie';
import type { AliasRow, DoneItem, OutboxItem, UploadPartRow, UploadRow } from './outbox/types';

/** Small key/value facts about this user's local data (schema notes, last sync times…). */
export type MetaRow = { key: string; value: unknown };
/** The persisted TanStack Query cache, one serialised client per key. */
export type QueryCacheRow = { key: string; value: string; updatedAt: number };
/**
 * A form being filled in (patient form, case wizard...), saved as the user types. `form` says which form and record;
 * `tab` which browser tab owns it ('' = any tab); `key` is `form` or `form@tab` (drafts.ts).
 */
export type DraftRow = { key: string; form?: string; tab?: string; value: unknown; updatedAt: number };

const DATABASE_PREFIX = 'cuspid-user-';

export function userDatabaseName(userId: string): string {
  if (!userId.trim()) throw new Error('A user database needs a user id.');
  return `${DATABASE_PREFIX}${userId}`;
}

/**
 * One IndexedDB database per signed-in user, so one user's data never mixes with another's on a shared tablet.
 * Later issues add tables in new versions (`this.version(2).stores({...})`); never edit a published version.
 */
export class UserDatabase extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  queryCache!: EntityTable<QueryCacheRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  /** Submissions waiting to be sent (see outbox/types.ts), in `seq` order. */
  outbox!: Table<OutboxItem, number>;
  outboxDone!: EntityTable<DoneItem, 'id'>;
  outboxAliases!: EntityTable<AliasRow, 'key'>;
  uploads!: EntityTable<UploadRow, 'id'>;
  uploadParts!: Table<UploadPartRow, [string, number]>;

  readonly userId: string;

  constructor(userId: string) {
    super(userDatabaseName(userId));
    this.userId = userId;
    this.version(1).stores({ meta: 'key', queryCache: 'key' });
    this.version(2).stores({
      drafts: 'key, updatedAt',
      outbox: '++seq, &id, group, state, entity, entityKey, patientKey',
      outboxDone: 'id, seq, completedAt, entity, entityKey, patientKey',
      outboxAliases: 'key, localId',
      uploads: 'id',
      uploadParts: '[uploadId+partNumber], uploadId',
    });
    // Drafts per tab: a form's rows are found by `form`; rows written before belong to no tab.
    this.version(3)
      .stores({ drafts: 'key, updatedAt, form' })
      .upgrade((transaction) =>
        transaction
          .table<DraftRow, string>('drafts')
          .toCollection()
          .modify((row) => {
            row.form ??= row.key;
            row.tab ??= '';
          }),
      );
  }
}

export async function openUserDatabase(userId: string): Promise<UserDatabase> {
  const database = new UserDatabase(userId);
  await database.open();
  return database;
}

/** Deletes the user's database. Callers first make sure it holds no unsent work the user has not chosen to discard. */
export async function deleteUserDatabase(userId: string): Promise<void> {
  await Dexie.delete(userDatabaseName(userId));
}
