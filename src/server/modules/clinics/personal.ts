import type { Kysely } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import {
  ADDRESS_FIELDS,
  MAX_ADDRESSES,
  type TAddAddressRequest,
  type TAddress,
  type TUpdateAddressRequest,
} from '../../../domain/clinics/addresses';
import {
  DEFAULT_DESIGN_PREFERENCE,
  DESIGN_PREFERENCE_FIELDS,
  ZDesignPreference,
  type TDesignPreferenceView,
  type TEditDesignPreferenceRequest,
} from '../../../domain/clinics/design-preferences';
import type { Database } from '../../db/schema';
import { mergeEdit } from '../../../domain/edits/field-merge';
import { EditConflict } from '../../http/edit-conflict';
import { AppError } from '../../http/envelope';
import { notFound } from '../../http/access';

const addressColumns = ['id', 'province', 'city', 'district', 'address', 'name', 'phone'] as const;

/** The caller's shipping addresses, oldest first. */
export async function findAddresses(db: Kysely<Database>, userId: number): Promise<TAddress[]> {
  return db.selectFrom('addresses').select(addressColumns).where('user_id', '=', userId).orderBy('id').execute();
}

export async function addAddress(
  trx: Kysely<Database>,
  userId: number,
  input: TAddAddressRequest,
  now = Date.now(),
): Promise<TAddress> {
  const { count } = await trx
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ADDRESSES)
    throw new AppError(ClinicErrorCode.tooManyAddresses, clinicErrorMessages[ClinicErrorCode.tooManyAddresses]);
  return trx
    .insertInto('addresses')
    .values({ ...input, user_id: userId, created_at: now, updated_at: now })
    .returning(addressColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Changes one of the user's addresses: with `base`, only the fields the form changed, and a field changed elsewhere
 * meanwhile throws EditConflict (domain/edits/field-merge.ts); without it, the whole form. Someone else's address
 * answers "not found".
 */
export async function updateAddress(
  trx: Kysely<Database>,
  userId: number,
  input: TUpdateAddressRequest,
  now = Date.now(),
): Promise<TAddress> {
  const { id, base, ...mine } = input;
  const existing = await trx
    .selectFrom('addresses')
    .select(addressColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!existing) throw notFound();
  const { id: _id, ...current } = existing;
  const { merged, conflicts } = mergeEdit(ADDRESS_FIELDS, current, mine, base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  if (ADDRESS_FIELDS.every((field) => merged[field] === current[field])) return existing;
  await trx
    .updateTable('addresses')
    .set({ ...merged, updated_at: now })
    .where('id', '=', id)
    .execute();
  return { ...merged, id };
}

export async function deleteAddress(trx: Kysely<Database>, userId: number, id: number): Promise<void> {
  const deleted = await trx
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}

/** The caller's denture design preferences, or the defaults when never saved. */
export async function findDesignPreference(db: Kysely<Database>, userId: number): Promise<TDesignPreferenceView> {
  const row = await db.selectFrom('design_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_DESIGN_PREFERENCE, isSaved: false };
  // A stored value outside today's option tables (never written by this code) falls back to the default.
  const parsed = ZDesignPreference.safeParse({
    occlusion: row.occlusion,
    proximalContact: row.proximal_contact,
    edentulousArea: row.edentulous_area,
    blackTriangle: row.black_triangle,
    transparency: row.transparency,
    formDesign: row.form_design,
  });
  return { ...(parsed.success ? parsed.data : DEFAULT_DESIGN_PREFERENCE), isSaved: true };
}

/**
 * Stores the user's preferences: with `base`, only the groups the form changed, and a group changed elsewhere meanwhile
 * throws EditConflict (domain/edits/field-merge.ts); without it, every group. Answers what is stored.
 */
export async function saveDesignPreference(
  trx: Kysely<Database>,
  userId: number,
  input: TEditDesignPreferenceRequest,
  now = Date.now(),
): Promise<TDesignPreferenceView> {
  const { base, ...mine } = input;
  const { isSaved: _isSaved, ...current } = await findDesignPreference(trx, userId);
  const { merged, conflicts } = mergeEdit(DESIGN_PREFERENCE_FIELDS, current, mine, base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  const values = {
    occlusion: merged.occlusion,
    proximal_contact: merged.proximalContact,
    edentulous_area: merged.edentulousArea,
    black_triangle: merged.blackTriangle,
    transparency: merged.transparency,
    form_design: merged.formDesign,
    updated_at: now,
  };
  await trx
    .insertInto('design_preferences')
    .values({ ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { ...merged, isSaved: true };
}
