import type { Kysely } from 'kysely';
import { isFactoryRole, type FactoryRole } from '../../domain/accounts/factory-roles';
import { AUTH_DEFAULTS } from '../../domain/constants';
import { personasOf, resourcesFor } from '../../domain/accounts/permissions';
import type { TClinicChoice, TSession } from '../../domain/accounts/sign-in';
import type { Database } from '../db/schema';
import { countOpenPaymentOrders } from '../modules/money';
// Not the coupons module's public file: that one carries its routes, which import the guards (an import circle).
import { countClaimable } from '../modules/coupons/claimable';
import { creditLimitCents } from '../modules/payments/credit-limit';
import { isOrderShowType, DEFAULT_ORDER_SHOW_TYPE, userInfoOf } from '../../domain/accounts/personal-info';
import type { Principal } from './principal';

/** The clinics a user belongs to, as the clinic list shows them. */
export async function findClinicChoices(db: Kysely<Database>, userId: number): Promise<TClinicChoice[]> {
  const rows = await db
    .selectFrom('clinic_members')
    .innerJoin('clinics', 'clinics.id', 'clinic_members.clinic_id')
    .select(['clinics.id', 'clinics.name', 'clinics.is_company', 'clinics.is_chain', 'clinic_members.role', 'clinic_members.is_doctor'])
    .where('clinic_members.user_id', '=', userId)
    .orderBy('clinics.id')
    .execute();
  return rows.map((row) => ({
    clinicId: row.id,
    clinicName: row.name,
    isCompany: row.is_company === 1,
    isChain: row.is_chain === 1,
    isAdmin: row.role === 'admin',
    isDoctor: row.is_doctor === 1,
  }));
}

/** A factory user's factory and role there, from the active membership; null for former staff. */
export async function findFactoryMembership(db: Kysely<Database>, userId: number): Promise<{ factoryId: number; role: FactoryRole } | null> {
  const member = await db
    .selectFrom('factory_members')
    .select(['role', 'factory_id'])
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return member && isFactoryRole(member.role) ? { factoryId: member.factory_id, role: member.role } : null;
}

/** A factory user's role at their factory, from the active membership; null for former staff. */
export async function findFactoryRole(db: Kysely<Database>, userId: number): Promise<FactoryRole | null> {
  return (await findFactoryMembership(db, userId))?.role ?? null;
}

/** The clinic a fresh session starts in: the only one, or none until the user chooses among several. */
export function initialClinic(choices: TClinicChoice[]): number | null {
  return choices.length === 1 ? (choices[0]?.clinicId ?? null) : null;
}

/**
 * What the web learns about the signed-in user. `userAuth` is the doctor-authentication status of a user who acts
 * as a doctor in the current clinic; everyone else needs no doctor authentication and reads the spec's default 2.
 */
export async function buildSessionView(db: Kysely<Database>, principal: Pick<Principal, 'userId' | 'clinicId' | 'isDoctor'>): Promise<TSession> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'phone', 'is_factory', 'doctor_auth_status', 'email', 'birth_day', 'order_show_type'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const clinic = principal.clinicId === null ? undefined : await db.selectFrom('clinics').select(['org_auth_status', 'is_company', 'main_clinic_id']).where('id', '=', principal.clinicId).executeTakeFirst();
  const member =
    principal.clinicId === null
      ? undefined
      : await db.selectFrom('clinic_members').select(['role', 'is_doctor', 'hide_prices']).where('clinic_id', '=', principal.clinicId).where('user_id', '=', user.id).executeTakeFirst();
  const isFactory = user.is_factory === 1;
  const factoryRole = isFactory ? await findFactoryRole(db, user.id) : null;
  const personas = personasOf({ isFactory, factoryRole, role: member?.role ?? null, isDoctor: member?.is_doctor === 1 });
  return {
    userId: user.id,
    name: user.name,
    avatar: user.avatar_url,
    phone: user.phone,
    clinicId: principal.clinicId,
    clinicList: await findClinicChoices(db, user.id),
    isFactory,
    factoryRole,
    userAuth: principal.isDoctor ? user.doctor_auth_status : AUTH_DEFAULTS.userAuth,
    orgAuth: clinic?.org_auth_status ?? AUTH_DEFAULTS.orgAuth,
    resources: resourcesFor(personas),
    // The quota permission: the factory granted the clinic credit terms (docs/payments.md, "Credit terms").
    hasQuotaPermission: principal.clinicId === null ? false : (await creditLimitCents(db, principal.clinicId)) > 0,
    companyId: clinic ? (clinic.main_clinic_id ?? (clinic.is_company === 1 ? principal.clinicId : null)) : null,
    email: user.email,
    userInfo: userInfoOf(user.birth_day, user.avatar_url),
    orderShowType: isOrderShowType(user.order_show_type) ? user.order_show_type : DEFAULT_ORDER_SHOW_TYPE,
    // What the clinic may claim (the top bar's claim entry); staff whose prices are hidden cannot claim.
    couponReceiveCount: principal.clinicId === null || member?.hide_prices !== 0 ? 0 : await countClaimable(db, principal.clinicId, Date.now()),
    unpaidCount: principal.clinicId === null ? 0 : await countOpenPaymentOrders(db, principal.clinicId),
  };
}
