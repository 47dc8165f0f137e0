import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Deleting a record that shows a file (an image, a model, a patient with its avatar, images and models; a photo
 * replaced by its rotation) retires the file's object in the same transaction, so its signed links answer 410 at
 * once instead of serving it until they expire. An object still used by another live record — the same upload
 * added twice, a photo also attached to a case — is kept. The bytes stay on disk; reads refuse them.
 */
export async function retireUnusedObjects(
  db: Kysely<Database>,
  keys: readonly (string | null)[],
  now = Date.now(),
): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => !!key))];
  if (candidates.length === 0) return;
  const used = new Set(await stillUsed(db, candidates));
  const unused = candidates.filter((key) => !used.has(key));
  if (unused.length === 0) return;
  await db
    .updateTable('objects')
    .set({ retired_at: now })
    .where('key', 'in', unused)
    .where('retired_at', 'is', null)
    .execute();
}

/** The keys among `keys` a live record still names: every table that holds object keys is asked here. */
async function stillUsed(db: Kysely<Database>, keys: string[]): Promise<string[]> {
  const images = await db
    .selectFrom('clinic_images')
    .innerJoin('patients', 'patients.id', 'clinic_images.patient_id')
    .select(['clinic_images.object_key', 'clinic_images.thumb_key'])
    .where('clinic_images.deleted_at', 'is', null)
    .where('patients.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('clinic_images.object_key', 'in', keys), eb('clinic_images.thumb_key', 'in', keys)]))
    .execute();
  const models = await db
    .selectFrom('patient_models')
    .innerJoin('patients', 'patients.id', 'patient_models.patient_id')
    .select('patient_models.object_key')
    .where('patient_models.deleted_at', 'is', null)
    .where('patients.deleted_at', 'is', null)
    .where('patient_models.object_key', 'in', keys)
    .execute();
  const avatars = await db
    .selectFrom('patients')
    .select('avatar_key')
    .where('deleted_at', 'is', null)
    .where('avatar_key', 'in', keys)
    .execute();
  const userAvatars = await db.selectFrom('users').select('avatar_key').where('avatar_key', 'in', keys).execute();
  // Case events, comments and plans keep their files for good (a case's history is never deleted); keys sit in JSON.
  const inCases: string[] = [];
  for (const key of keys) {
    const pattern = `%${JSON.stringify(key)}%`;
    const event = await db
      .selectFrom('order_events')
      .select('id')
      .where(sql<boolean>`attachments like ${pattern}`)
      .limit(1)
      .executeTakeFirst();
    const plan = await db
      .selectFrom('order_plans')
      .select('id')
      .where((eb) => eb.or([eb('document_key', '=', key), sql<boolean>`steps like ${pattern}`]))
      .limit(1)
      .executeTakeFirst();
    const comment = await db
      .selectFrom('order_comments')
      .select('id')
      .where(sql<boolean>`images like ${pattern}`)
      .limit(1)
      .executeTakeFirst();
    if (event || plan || comment) inCases.push(key);
  }
  return [
    ...images.flatMap((row) => [row.object_key, row.thumb_key]),
    ...models.map((row) => row.object_key),
    ...avatars.flatMap((row) => (row.avatar_key ? [row.avatar_key] : [])),
    ...userAvatars.flatMap((row) => (row.avatar_key ? [row.avatar_key] : [])),
    ...inCases,
  ];
}
