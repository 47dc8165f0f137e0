import type { Kysely } from 'kysely';
import { AUTH_DEFAULTS } from '../../domain/constants';
import { resourcesFor } from '../../domain/accounts/permissions';
import type { TClinicChoice, TSession } from '../../domain/accounts/sign-in';
import type { Database } from '../db/schema';
import type { Principal } from './auth-plugin';

/** The clinics a user belongs to, as the clinic list shows them. */
export async function findClinicChoices(db: Kysely<Database>, userId: number): Promise<TClinicChoice[]> {
  const rows = await db
    .selectFrom('clinic_members')
    .innerJoin('clinics', 'clinics.id', 'clinic_members.clinic_id')
    .select(['clinics.id', 'clinics.name', 'clinics.is_company', 'clinics.is_chain', 'clinic_members.role'])
    .where('clinic_members.user_id', '=', userId)
    .orderBy('clinics.id')
    .execute();
  return rows.map((row) => ({
    clinicId: row.id,
    clinicName: row.name,
    isCompany: row.is_company === 1,
    isChain: row.is_chain === 1,
    isAdmin: row.role === 'admin',
  }));
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
    .select(['id', 'name', 'avatar_url', 'phone', 'is_factory', 'doctor_auth_status'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const clinic = principal.clinicId === null ? undefined : await db.selectFrom('clinics').select('org_auth_status').where('id', '=', principal.clinicId).executeTakeFirst();
  const member =
    principal.clinicId === null
      ? undefined
      : await db.selectFrom('clinic_members').select(['role', 'is_doctor']).where('clinic_id', '=', principal.clinicId).where('user_id', '=', user.id).executeTakeFirst();
  return {
    userId: user.id,
    name: user.name,
    avatar: user.avatar_url,
    phone: user.phone,
    clinicId: principal.clinicId,
    clinicList: await findClinicChoices(db, user.id),
    isFactory: user.is_factory === 1,
    userAuth: principal.isDoctor ? user.doctor_auth_status : AUTH_DEFAULTS.userAuth,
    orgAuth: clinic?.org_auth_status ?? AUTH_DEFAULTS.orgAuth,
    resources: resourcesFor(member ? { role: member.role, isDoctor: member.is_doctor === 1 } : null),
    hasQuotaPermission: false,
  };
}
