import type { Kysely } from 'kysely';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import type { Database } from '../../db/schema';
import { addressNotFound, caseError } from './case-errors';

/** What a status change may carry: photos (and the factory's plan files, once uploads have that purpose). */
const ATTACHMENT_PURPOSES: ReadonlySet<string> = new Set(['photo', 'plan']);

/**
 * Every attachment must be a completed upload of the caller, of an attachment purpose; anything else (unknown key,
 * someone else's upload, a 3D model) answers 45006, saying nothing about which.
 */
export async function requireAttachments(db: Kysely<Database>, userId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .selectFrom('objects')
    .select(['key', 'purpose', 'owner_id'])
    .where('key', 'in', [...keys])
    .execute();
  const owner = `user:${userId}`;
  const usable = new Set(rows.filter((row) => row.owner_id === owner && ATTACHMENT_PURPOSES.has(row.purpose)).map((row) => row.key));
  if (keys.some((key) => !usable.has(key))) throw caseError(CaseErrorCode.fileMissing);
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
