import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import type { TStoredFile } from '../../../domain/clinics/fields';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { Purpose } from '../../storage/purposes';

export type UploadedFile = { key: string; purpose: Purpose };

/**
 * Every file must be an object the caller uploaded, for the right purpose (the store checked its content and size
 * by purpose when the upload completed). Anything else — unknown key, another user's file, a licence offered as an
 * ID image — answers "file missing", saying nothing about which.
 */
export async function requireUploadedFiles(
  db: Kysely<Database>,
  files: UploadedFile[],
  ownerId: string,
  /** The error a domain answers with (patients and images say "photo missing", 44005). */
  missing: () => AppError = () =>
    new AppError(ClinicErrorCode.fileMissing, clinicErrorMessages[ClinicErrorCode.fileMissing]),
): Promise<void> {
  for (const file of files) {
    const object = await db
      .selectFrom('objects')
      .select(['purpose', 'owner_id'])
      .where('key', '=', file.key)
      .executeTakeFirst();
    if (!object || object.purpose !== file.purpose || object.owner_id !== ownerId) {
      throw missing();
    }
  }
}

/** A stored file as the web shows it: the key, and the store's signed read link (valid for an hour). */
export function storedFile(app: FastifyInstance, key: string | null): TStoredFile | null {
  if (!key) return null;
  return { path: key, prefix: app.signedLinks.readLinkBase, url: app.signedLinks.signReadLink(key) };
}
