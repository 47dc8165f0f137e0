import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { insertUser } from '../auth/new-user';
import { SITE_VARIANTS } from '../../domain/site-variants';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Database, Flag } from '../db/schema';
import type { FactoryRole } from '../../domain/accounts/factory-roles';

export const TEST_PASSWORD = 'Tooth-Fairy-42';
let passwordHash: Promise<string> | null = null;
let phoneCounter = 0;

/** A unique valid mobile number per call (13700000000 upwards, clear of the demo accounts; offset by the process so parallel files differ). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `137${String((process.pid % 1000) * 100000 + phoneCounter).padStart(8, '0')}`;
}

export async function createUser(
  db: Kysely<Database>,
  options: { phone?: string; name?: string; password?: string; isFactory?: boolean; factoryRole?: FactoryRole; doctorAuthStatus?: number } = {},
): Promise<{ id: number; phone: string; password: string }> {
  const password = options.password ?? TEST_PASSWORD;
  const hashed = options.password ? await hashPassword(password) : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  const phone = options.phone ?? nextPhone();
  const now = Date.now();
  const id = await insertUser(
    db,
    { phone, passwordHash: hashed, name: options.name ?? `User ${phone.slice(-4)}`, isFactory: options.isFactory ?? false, doctorAuthStatus: options.doctorAuthStatus ?? -1 },
    now,
  );
  // A factory user works at a factory only when the test names the role: making the test factory (and its
  // manufacturer) would stop a later demo seed, which runs only on a database without a manufacturer.
  if (options.isFactory && options.factoryRole) {
    const factoryId = await testFactory(db);
    await db.insertInto('factory_members').values({ user_id: id, factory_id: factoryId, role: options.factoryRole, created_at: now, removed_at: null }).execute();
  }
  return { id, phone, password };
}

/** The factory test factory users work at (made with a manufacturer the first time): code TST. */
async function testFactory(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('factories').select('id').orderBy('id').executeTakeFirst();
  if (existing) return existing.id;
  const now = Date.now();
  const manufacturer = await db.insertInto('manufacturers').values({ name: 'Test Aligners', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const factory = await db
    .insertInto('factories')
    .values({ manufacturer_id: manufacturer.id, code: 'TST', name: 'Test factory', city: 'Hangzhou', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return factory.id;
}

export async function createClinic(db: Kysely<Database>, name = 'Bright Smile Dental'): Promise<number> {
  const row = await db
    .insertInto('clinics')
    .values({ name, is_company: 0, is_chain: 0, main_clinic_id: null, org_auth_status: 1, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMember(
  db: Kysely<Database>,
  clinicId: number,
  userId: number,
  options: { role?: 'admin' | 'staff'; isDoctor?: boolean; hidePrices?: boolean; job?: string } = {},
): Promise<void> {
  await db
    .insertInto('clinic_members')
    .values({
      clinic_id: clinicId,
      user_id: userId,
      role: options.role ?? 'staff',
      job: options.job ?? null,
      is_doctor: (options.isDoctor ? 1 : 0) as Flag,
      hide_prices: (options.hidePrices ? 1 : 0) as Flag,
      created_at: Date.now(),
    })
    .execute();
}

/** A signed-in session straight in the database: the headers to send as that user. */
export async function sessionHeaders(app: FastifyInstance, userId: number, clinicId: number | null): Promise<{ cookie: string }> {
  const { token } = await createSession(app.db.kysely, { userId, clinicId });
  return { cookie: `${SITE_VARIANTS[app.config.siteVariant].tokenCookie}=${token}` };
}
