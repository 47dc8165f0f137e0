import { describe, expect, it } from 'vitest';
import { deleteUserDatabase, openUserDatabase, userDatabaseName } from './db';

describe('the user database', () => {
  it('is named after its user and opens at version 3 with the drafts, outbox and upload tables', async () => {
    const database = await openUserDatabase('42');
    expect(database.name).toBe('cuspid-user-42');
    expect(database.verno).toBe(3);
    expect(database.tables.map((table) => table.name).sort()).toEqual([
      'drafts',
      'meta',
      'outbox',
      'outboxAliases',
      'outboxDone',
      'queryCache',
      'uploadParts',
      'uploads',
    ]);
    await database.meta.put({ key: 'lastSeen', value: 7 });
    expect(await database.meta.get('lastSeen')).toEqual({ key: 'lastSeen', value: 7 });
    database.close();
  });

  it('keeps users apart', async () => {
    const first = await openUserDatabase('a');
    const second = await openUserDatabase('b');
    await first.meta.put({ key: 'k', value: 'from a' });
    expect(await second.meta.get('k')).toBeUndefined();
    first.close();
    second.close();
  });

  it('can be deleted', async () => {
    const database = await openUserDatabase('gone');
    await database.meta.put({ key: 'k', value: 1 });
    database.close();
    await deleteUserDatabase('gone');
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain('cuspid-user-gone');
  });

  it('refuses an empty user id', () => {
    expect(() => userDatabaseName(' ')).toThrowError('A user database needs a user id.');
  });
});
