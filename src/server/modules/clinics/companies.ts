import type { Kysely } from 'kysely';
import { OrgAuthStatus } from '../../../domain/clinics/auth-statuses';
import type { TCreateCompanyRequest, TCreatedCompany } from '../../../domain/clinics/company';
import type { TLicenceValidity } from '../../../domain/clinics/licence-validity';
import type { Database, Flag } from '../../db/schema';
import { setSessionClinic } from '../../auth/sessions';
import { recordClinicAudit } from './clinic-audit';

type Creator = { userId: number; sessionId: number; currentClinicId: number | null; ip: string | null };

/**
 * A single company (one clinic) or a chain (a main clinic named after the company, plus branches). The creator is
 * admin of every clinic created, with an employee record in each; the company authentication starts pending review.
 * A user without a current clinic starts working in the new main clinic.
 */
export async function createCompany(
  trx: Kysely<Database>,
  creator: Creator,
  input: TCreateCompanyRequest,
  now = Date.now(),
): Promise<TCreatedCompany> {
  const user = await trx
    .selectFrom('users')
    .select(['name', 'phone'])
    .where('id', '=', creator.userId)
    .executeTakeFirstOrThrow();
  const isChain: Flag = input.isChain ? 1 : 0;
  const main = await trx
    .insertInto('clinics')
    .values({
      name: input.companyName,
      is_company: 1,
      is_chain: isChain,
      main_clinic_id: null,
      org_auth_status: OrgAuthStatus.pending,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clinics = [{ clinicId: main.id, name: input.companyName, isMain: true }];
  for (const name of input.branches) {
    const branch = await trx
      .insertInto('clinics')
      .values({
        name,
        is_company: 0,
        is_chain: 1,
        main_clinic_id: main.id,
        org_auth_status: OrgAuthStatus.pending,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clinics.push({ clinicId: branch.id, name, isMain: false });
  }
  for (const { clinicId } of clinics) {
    await trx
      .insertInto('clinic_members')
      .values({
        clinic_id: clinicId,
        user_id: creator.userId,
        role: 'admin',
        job: null,
        is_doctor: 0,
        hide_prices: 0,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('employees')
      .values({
        clinic_id: clinicId,
        user_id: creator.userId,
        real_name: user.name.slice(0, 25),
        phone: user.phone,
        id_number: null,
        job: null,
        job_type: 'official',
        work_type: 'full-time',
        work_status: 'in-service',
        position: null,
        entry_date: null,
        departure_date: null,
        remark: '',
        title_post: null,
        cert_path: null,
        id_card_path: null,
        hide_prices: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await trx
    .insertInto('company_auths')
    .values({
      clinic_id: main.id,
      company_name: input.companyName,
      permit_license: input.permitLicense,
      business_license: input.businessLicense,
      permit_valid_from: input.permitValidity?.validFrom ?? null,
      permit_valid_to: input.permitValidity?.validTo ?? null,
      business_valid_from: input.businessValidity?.validFrom ?? null,
      business_valid_to: input.businessValidity?.validTo ?? null,
      user_id: creator.userId,
      status: OrgAuthStatus.pending,
      reject_reason: null,
      submitted_at: now,
      reviewed_at: null,
      reviewed_by: null,
    })
    .execute();
  if (creator.currentClinicId === null) await setSessionClinic(trx, creator.sessionId, main.id);
  await recordClinicAudit(
    trx,
    {
      action: 'company-created',
      userId: creator.userId,
      clinicId: main.id,
      ip: creator.ip,
      detail: { clinics: clinics.map((c) => c.clinicId) },
    },
    now,
  );
  return { companyId: main.id, isChain: input.isChain, clinics };
}

export type OrgAuthRecord = {
  clinicId: number;
  companyId: number;
  companyName: string;
  permitLicense: string | null;
  businessLicense: string | null;
  permitValidity: TLicenceValidity | null;
  businessValidity: TLicenceValidity | null;
  isMain: boolean;
  isChain: boolean;
  authStatus: number;
  orgAuth: number;
  userId: number | null;
  rejectReason: string | null;
};

/** The company authentication of a clinic's company: its own, or its main clinic's for a branch. */
export async function findOrgAuth(db: Kysely<Database>, clinicId: number): Promise<OrgAuthRecord> {
  const clinic = await db
    .selectFrom('clinics')
    .select(['id', 'name', 'is_chain', 'main_clinic_id', 'org_auth_status'])
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
  const companyId = clinic.main_clinic_id ?? clinic.id;
  const auth = await db
    .selectFrom('company_auths')
    .select([
      'company_name',
      'permit_license',
      'business_license',
      'permit_valid_from',
      'permit_valid_to',
      'business_valid_from',
      'business_valid_to',
      'status',
      'user_id',
      'reject_reason',
    ])
    .where('clinic_id', '=', companyId)
    .executeTakeFirst();
  return {
    clinicId: clinic.id,
    companyId,
    companyName: auth?.company_name ?? clinic.name,
    permitLicense: auth?.permit_license ?? null,
    businessLicense: auth?.business_license ?? null,
    permitValidity: validityOfRow(auth?.permit_valid_from, auth?.permit_valid_to),
    businessValidity: validityOfRow(auth?.business_valid_from, auth?.business_valid_to),
    isMain: clinic.main_clinic_id === null,
    isChain: clinic.is_chain === 1,
    // A clinic with no authentication record (made before this feature, or by the operator) shows its clinic's status.
    authStatus: auth?.status ?? clinic.org_auth_status,
    orgAuth: clinic.org_auth_status,
    userId: auth?.user_id ?? null,
    rejectReason: auth?.reject_reason ?? null,
  };
}

/** A stored validity period: both days or none. */
export function validityOfRow(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
): TLicenceValidity | null {
  return validFrom && validTo ? { validFrom, validTo } : null;
}
