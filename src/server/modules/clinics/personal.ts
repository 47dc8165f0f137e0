import type { Kysely } from 'kysely';
import { ClinicErrorCode, clinicErrorMessages } from '../../../domain/clinics/clinic-messages';
import {
  MAX_ADDRESSES,
  type TAddAddressRequest,
  type TAddress,
  type TUpdateAddressRequest,
} from '../../../domain/clinics/addresses';
import {
  DEFAULT_DESIGN_PREFERENCE,
  ZDesignPreference,
  type TDesignPreference,
  type TDesignPreferenceView,
} from '../../../domain/clinics/design-preferences';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { notFound } from './access';

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

/** Someone else's address answers "not found". */
export async function updateAddress(
  trx: Kysely<Database>,
  userId: number,
  input: TUpdateAddressRequest,
  now = Date.now(),
): Promise<TAddress> {
  const { id, ...fields } = input;
  const updated = await trx
    .updateTable('addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(addressColumns)
    .executeTakeFirst();
  if (!updated) throw notFound();
  return updated;
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

export async function saveDesignPreference(
  trx: Kysely<Database>,
  userId: number,
  input: TDesignPreference,
  now = Date.now(),
): Promise<void> {
  const values = {
    occlusion: input.occlusion,
    proximal_contact: input.proximalContact,
    edentulous_area: input.edentulousArea,
    black_triangle: input.blackTriangle,
    transparency: input.transparency,
    form_design: input.formDesign,
    updated_at: now,
  };
  await trx
    .insertInto('design_preferences')
    .values({ ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
