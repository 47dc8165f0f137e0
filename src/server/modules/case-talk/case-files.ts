import type { Kysely } from 'kysely';
import { CaseErrorCode } from '../../../domain/cases/case-messages';
import type { Database } from '../../db/schema';
import type { Purpose } from '../../storage/purposes';
import { caseError } from '../cases/case-errors';

/**
 * Every key must be a completed upload of the caller for one of the purposes (the store checked its bytes and size
 * for that purpose). Anything else — an unknown key, another user's file, a scan offered as a comment image — answers
 * 45006 "file missing", saying nothing about which.
 */
export async function requireCaseFiles(
  db: Kysely<Database>,
  keys: readonly string[],
  purposes: readonly Purpose[],
  userId: number,
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

/** The purposes a side may attach to a comment: the clinic its photos, the factory photos and plan files too. */
export function commentImagePurposes(side: 'clinic' | 'factory'): readonly Purpose[] {
  return side === 'factory' ? ['photo', 'plan'] : ['photo'];
}
