import type { Kysely } from 'kysely';
import type { TCompanyChoice } from '../../../domain/accounts/account-extras';
import type { Database } from '../../db/schema';

/**
 * The companies a user works for, each with the user's clinics in it. A clinic's company is its main clinic (the
 * company's id, `extra.companyId` of company creation): itself when it is a company, else `main_clinic_id`.
 */
export async function findCompaniesOfUser(db: Kysely<Database>, userId: number): Promise<TCompanyChoice[]> {
  const rows = await db
    .selectFrom('clinic_members')
    .innerJoin('clinics', 'clinics.id', 'clinic_members.clinic_id')
    .leftJoin('clinics as company', (join) => join.onRef('company.id', '=', 'clinics.main_clinic_id'))
    .select([
      'clinics.id',
      'clinics.name',
      'clinics.is_chain',
      'clinics.main_clinic_id',
      'clinic_members.role',
      'company.name as company_name',
      'company.is_chain as company_is_chain',
    ])
    .where('clinic_members.user_id', '=', userId)
    .orderBy('clinics.id')
    .execute();
  const companies = new Map<number, TCompanyChoice>();
  for (const row of rows) {
    const companyId = row.main_clinic_id ?? row.id;
    const company = companies.get(companyId) ?? {
      companyId,
      companyName: row.main_clinic_id === null ? row.name : (row.company_name ?? row.name),
      isChain: (row.main_clinic_id === null ? row.is_chain : (row.company_is_chain ?? row.is_chain)) === 1,
      clinics: [],
    };
    company.clinics.push({ clinicId: row.id, clinicName: row.name, isAdmin: row.role === 'admin' });
    companies.set(companyId, company);
  }
  return [...companies.values()].sort((a, b) => a.companyId - b.companyId);
}

/** Where a company sign-in starts: the company's main clinic if the user is in it, else their first clinic of it. */
export function clinicInCompany(companies: TCompanyChoice[], companyId: number): number | null {
  const company = companies.find((candidate) => candidate.companyId === companyId);
  if (!company) return null;
  return (company.clinics.find((clinic) => clinic.clinicId === companyId) ?? company.clinics[0])?.clinicId ?? null;
}
