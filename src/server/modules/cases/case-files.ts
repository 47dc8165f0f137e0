import type { Kysely } from 'kysely';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import type { Database } from '../../db/schema';
import type { Purpose } from '../../storage/purposes';
import { addressNotFound, caseError } from './case-errors';

/** What a status change may carry: photos and the factory's plan files. */
export const ATTACHMENT_PURPOSES: readonly Purpose[] = ['photo', 'plan'];

/**
 * Every key must be a completed upload of the caller for one of the purposes (the store checked its bytes and size
 * for that purpose). Anything else — an unknown key, another user's file, a 3D model attached to a status change, a
 * scan offered as a comment image — answers 45006 "file missing", saying nothing about which.
 */
export async function requireCaseFiles(
  db: Kysely<Database>,
  userId: number,
  keys: readonly string[],
  purposes: readonly Purpose[],
): Promise<void> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return;
  const found = await db
    .selectFrom('objects')
    .select('key')
    .where('key', 'in', distinct)
    .where('purpose', 'in', [...purposes])
    .where('owner_id', '=', `user:${userId}`)
    .execute();
  if (found.length !== distinct.length) throw caseError(CaseErrorCode.fileMissing);
}

/** The address must be in the caller's address book (addresses are personal): 45008 otherwise. */
export async function requireOwnAddress(db: Kysely<Database>, userId: number, addressId: number): Promise<void> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw addressNotFound();
}
