import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TUpdateInfoRequest } from '../../../domain/accounts/account-extras';
import type { Database } from '../../db/schema';
import { retireUnusedObjects } from '../../storage/retire-objects';

/** The app's own link to a user's avatar (GET /api/tenant/account/avatar): stable, so the session can carry it. */
export const AVATAR_PATH = '/api/tenant/account/avatar';
export function avatarLink(key: string): string {
  // The version changes with the key, so a new avatar is never served from the browser's cache of the old one.
  return `${AVATAR_PATH}?v=${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * Writes the personal info. The avatar must be a finished photo upload of the user (checked by the caller when it
 * changed); left out, it stays; a replaced avatar object is retired. `avatar_url`, what the session shows, becomes
 * the app's link. An empty e-mail clears it.
 */
export async function updatePersonalInfo(
  trx: Kysely<Database>,
  userId: number,
  input: TUpdateInfoRequest,
  now = Date.now(),
): Promise<void> {
  const existing = await trx
    .selectFrom('users')
    .select('avatar_key')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const avatar = input.avatar === undefined ? existing.avatar_key : input.avatar;
  await trx
    .updateTable('users')
    .set({
      name: input.name,
      email: input.email === '' ? null : input.email,
      birth_day: input.birthDay,
      avatar_key: avatar,
      avatar_url: avatar ? avatarLink(avatar) : null,
    })
    .where('id', '=', userId)
    .execute();
  if (existing.avatar_key && existing.avatar_key !== avatar) await retireUnusedObjects(trx, [existing.avatar_key], now);
}

export async function avatarKeyOf(db: Kysely<Database>, userId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select('avatar_key').where('id', '=', userId).executeTakeFirst();
  return user?.avatar_key ?? null;
}
