import type { Kysely } from 'kysely';
import type { Database, Flag } from '../db/schema';

export type NewUser = { phone: string; passwordHash: string; name: string; isFactory?: boolean; doctorAuthStatus?: number };

/**
 * The one way a user row is made (registration, the operator's factory staff, the demo seed, test fixtures): no
 * avatar, no failed attempts, no lock, the password set now; doctor authentication "not submitted" unless given.
 */
export async function insertUser(db: Kysely<Database>, user: NewUser, now: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      phone: user.phone,
      password_hash: user.passwordHash,
      name: user.name,
      avatar_url: null,
      is_factory: (user.isFactory ? 1 : 0) as Flag,
      doctor_auth_status: user.doctorAuthStatus ?? -1,
      failed_password_attempts: 0,
      locked_until: null,
      password_changed_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
