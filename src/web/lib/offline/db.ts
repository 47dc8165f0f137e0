import Dexie, { type EntityTable } from 'dexie';

/** Small key/value facts about this user's local data (schema notes, last sync times…). */
export type MetaRow = { key: string; value: unknown };
/** The persisted TanStack Query cache, one serialised client per key. */
export type QueryCacheRow = { key: string; value: string; updatedAt: number };

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

  readonly userId: string;

  constructor(userId: string) {
    super(userDatabaseName(userId));
    this.userId = userId;
    this.version(1).stores({ meta: 'key', queryCache: 'key' });
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
