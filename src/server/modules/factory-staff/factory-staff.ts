import type { Kysely } from 'kysely';
import { isFactoryRole, type FactoryRole } from '../../../domain/accounts/factory-roles';
import type { TFactoryStaffListing } from '../../../domain/accounts/factory-staff-api';
import { FACTORY_CODE } from '../../../domain/accounts/factory-config';
import { isMobile } from '../../../domain/validation/mobile';
import { ZPassword } from '../../../domain/validation/password';
import { recordAudit } from '../../auth/audit';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/new-user';
import type { Database } from '../../db/schema';
import { ErrorCode } from '../../../domain/response-codes';
import { AppError } from '../../http/envelope';
import { translate } from '../../i18n/translate';
import { factoryStaffMessages, type FactoryStaffMessage } from './factory-staff-messages';

/**
 * The manufacturer and its factory staff, as the operator sets them up on a production database that starts empty
 * (issue 18, item 10). Every change is in the audit log, with `detail.by` naming who made it (the operator's
 * command line says "operator"). Refusals are FactoryStaffError: nothing is written.
 */
export class FactoryStaffError extends AppError {
  readonly key: FactoryStaffMessage;

  constructor(key: FactoryStaffMessage, values?: Record<string, unknown>) {
    super(ErrorCode.badRequest, factoryStaffMessages[key], { values });
    this.name = 'FactoryStaffError';
    this.key = key;
    // The operator's command line prints this; the HTTP envelope translates the descriptor into the request's language.
    this.message = translate('en', factoryStaffMessages[key], values);
  }
}

export type FactoryInput = { code: string; name: string; city: string };
export type SetupInput = { manufacturer: string; factories: FactoryInput[] };
/** Who makes the change, for the audit log: "operator" (the command line), or the admin's phone and user id. */
export type Actor = { by: string; byUserId?: number };

type Db = Kysely<Database>;

/** The work in one transaction: the caller's (an HTTP mutation's, with its idempotency key) or a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function auditBy(actor: Actor): Record<string, unknown> {
  return actor.byUserId === undefined ? { by: actor.by } : { by: actor.by, byUserId: actor.byUserId };
}

function required(value: string, missing: FactoryStaffMessage, tooLong: FactoryStaffMessage, values?: Record<string, unknown>): string {
  const trimmed = value.trim();
  if (!trimmed) throw new FactoryStaffError(missing, values);
  if (trimmed.length > 100) throw new FactoryStaffError(tooLong, values);
  return trimmed;
}

function checkSetup(input: SetupInput): { name: string; factories: FactoryInput[] } {
  const name = required(input.manufacturer, 'manufacturerRequired', 'manufacturerTooLong');
  if (input.factories.length === 0) throw new FactoryStaffError('factoryRequired');
  const factories = input.factories.map((f) => {
    const code = f.code.trim().toUpperCase();
    if (!FACTORY_CODE.test(code)) throw new FactoryStaffError('factoryCodeInvalid', { code: f.code });
    return {
      code,
      name: required(f.name, 'factoryNameRequired', 'factoryNameTooLong', { code }),
      city: required(f.city, 'factoryCityRequired', 'factoryCityTooLong', { code }),
    };
  });
  const codes = new Set(factories.map((f) => f.code));
  if (codes.size !== factories.length) throw new FactoryStaffError('factoryCodeRepeated');
  return { name, factories };
}

/** First run: the manufacturer and its factories, once. Refused when a manufacturer exists. */
export async function setupManufacturer(db: Db, input: SetupInput, actor: Actor, now = Date.now()): Promise<void> {
  const { name, factories } = checkSetup(input);
  await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('manufacturers').select('name').executeTakeFirst();
    if (existing) throw new FactoryStaffError('alreadySetUp', { manufacturer: existing.name });
    const manufacturer = await trx.insertInto('manufacturers').values({ name, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('factories')
      .values(factories.map((f) => ({ ...f, manufacturer_id: manufacturer.id, created_at: now })))
      .execute();
    await recordAudit(trx, { action: 'manufacturer-setup', outcome: 'success', detail: { ...auditBy(actor), manufacturer: name, factories: factories.map((f) => f.code) } }, now);
  });
}

/**
 * Production start (`MANUFACTURER`, `FACTORIES`): the configured factories exist as configured. A database without a
 * manufacturer is set up with them; otherwise a missing code is added and a known code takes the configured name and
 * city. A factory the configuration no longer names is kept (its orders and staff refer to it). Answers what changed.
 */
export async function syncConfiguredFactories(db: Db, input: SetupInput, now = Date.now()): Promise<string[]> {
  const { factories } = checkSetup(input);
  const exists = await db.selectFrom('manufacturers').select('id').orderBy('id').executeTakeFirst();
  if (!exists) {
    await setupManufacturer(db, input, { by: 'configuration' }, now);
    return [`set up with ${factories.map((f) => f.code).join(', ')}`];
  }
  return inTransaction(db, async (trx) => {
    const changes: string[] = [];
    const known = new Map((await trx.selectFrom('factories').selectAll().execute()).map((f) => [f.code, f]));
    for (const f of factories) {
      const row = known.get(f.code);
      if (!row) {
        await trx.insertInto('factories').values({ ...f, manufacturer_id: exists.id, created_at: now }).execute();
        changes.push(`added ${f.code}`);
      } else if (row.name !== f.name || row.city !== f.city) {
        await trx.updateTable('factories').set({ name: f.name, city: f.city }).where('id', '=', row.id).execute();
        changes.push(`renamed ${f.code}`);
      }
    }
    if (changes.length) await recordAudit(trx, { action: 'factories-configured', outcome: 'success', detail: { by: 'configuration', changes } }, now);
    return changes;
  });
}

export type AddFactoryUserInput = { factoryCode: string; phone: string; name: string; role: string; password: string };

function checkRole(role: string): FactoryRole {
  if (!isFactoryRole(role)) throw new FactoryStaffError('roleUnknown', { role });
  return role;
}

/** A new factory user: a sign-in (phone and password, the product's password rule) at one factory, in one role. */
export async function addFactoryUser(db: Db, input: AddFactoryUserInput, actor: Actor, now = Date.now()): Promise<number> {
  const phone = input.phone.trim();
  if (!isMobile(phone)) throw new FactoryStaffError('phoneInvalid', { phone: input.phone });
  const name = required(input.name, 'nameRequired', 'nameTooLong');
  const role = checkRole(input.role);
  if (!ZPassword.safeParse(input.password).success) throw new FactoryStaffError('passwordWeak');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const factory = await trx.selectFrom('factories').select('id').where('code', '=', input.factoryCode.trim().toUpperCase()).executeTakeFirst();
    if (!factory) throw new FactoryStaffError('factoryUnknown', { code: input.factoryCode });
    const taken = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (taken) throw new FactoryStaffError('phoneTaken', { phone });
    const user = { id: await insertUser(trx, { phone, passwordHash, name, isFactory: true }, now) };
    await trx.insertInto('factory_members').values({ user_id: user.id, factory_id: factory.id, role, created_at: now, removed_at: null }).execute();
    await recordAudit(trx, { action: 'factory-member-added', outcome: 'success', userId: user.id, subject: phone, detail: { ...auditBy(actor), factory: input.factoryCode.trim().toUpperCase(), role } }, now);
    return user.id;
  });
}

async function activeMember(trx: Db, phone: string) {
  const member = await trx
    .selectFrom('users')
    .innerJoin('factory_members', 'factory_members.user_id', 'users.id')
    .select(['users.id as userId', 'factory_members.role', 'factory_members.factory_id as factoryId'])
    .where('users.phone', '=', phone.trim())
    .where('factory_members.removed_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw new FactoryStaffError('memberUnknown', { phone });
  return member;
}

/** Keeps one admin at least: the last one can be neither demoted nor removed, or nobody could manage the staff. */
async function keepAnAdmin(trx: Db, userId: number): Promise<void> {
  const others = await trx
    .selectFrom('factory_members')
    .select('user_id')
    .where('role', '=', 'admin')
    .where('removed_at', 'is', null)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (!others) throw new FactoryStaffError('lastAdmin');
}

export async function setFactoryRole(db: Db, phone: string, newRole: string, actor: Actor, now = Date.now()): Promise<void> {
  const role = checkRole(newRole);
  await inTransaction(db, async (trx) => {
    const member = await activeMember(trx, phone);
    if (member.role === role) return;
    if (member.role === 'admin') await keepAnAdmin(trx, member.userId);
    await trx.updateTable('factory_members').set({ role }).where('user_id', '=', member.userId).execute();
    await recordAudit(trx, { action: 'factory-member-role-changed', outcome: 'success', userId: member.userId, subject: phone, detail: { ...auditBy(actor), from: member.role, to: role } }, now);
  });
}

/** Someone leaves: their sessions end at once and the account loses the factory; the row stays for the record. */
export async function removeFactoryUser(db: Db, phone: string, actor: Actor, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const member = await activeMember(trx, phone);
    if (member.role === 'admin') await keepAnAdmin(trx, member.userId);
    await trx.updateTable('factory_members').set({ removed_at: now }).where('user_id', '=', member.userId).execute();
    await trx.updateTable('users').set({ is_factory: 0 }).where('id', '=', member.userId).execute();
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', member.userId).where('revoked_at', 'is', null).execute();
    await recordAudit(trx, { action: 'factory-member-removed', outcome: 'success', userId: member.userId, subject: phone, detail: auditBy(actor) }, now);
  });
}

export type StaffListing = TFactoryStaffListing;

/** What the operator sees: the manufacturer, each factory and its current staff. */
export async function listFactoryStaff(db: Db): Promise<StaffListing> {
  const manufacturer = await db.selectFrom('manufacturers').select('name').executeTakeFirst();
  const factories = await db.selectFrom('factories').select(['id', 'code', 'name', 'city']).orderBy('id').execute();
  const staff = await db
    .selectFrom('factory_members')
    .innerJoin('users', 'users.id', 'factory_members.user_id')
    .select(['factory_members.factory_id as factoryId', 'users.phone', 'users.name', 'factory_members.role'])
    .where('factory_members.removed_at', 'is', null)
    .orderBy('users.phone')
    .execute();
  return {
    manufacturer: manufacturer?.name ?? null,
    factories: factories.map((f) => ({
      code: f.code,
      name: f.name,
      city: f.city,
      staff: staff.flatMap((s) => (s.factoryId === f.id && isFactoryRole(s.role) ? [{ phone: s.phone, name: s.name, role: s.role }] : [])),
    })),
  };
}

export async function countFactories(db: Db): Promise<number> {
  const row = await db.selectFrom('factories').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
