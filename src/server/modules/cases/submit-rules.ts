import type { Kysely, Transaction } from 'kysely';
import { CaseErrorCode } from '../../../domain/cases/case-codes';
import { canOrderWith } from '../../../domain/clinics/auth-statuses';
import type { Database } from '../../db/schema';
import { caseError } from './case-errors';
import type { CaseActor, OrderRow } from './transition';

/** A clinic actor (a submit is the clinic's). */
export type ClinicCaseActor = CaseActor & { clinicId: number };

/** The clinic's order made by the outbox item `clientId`, if there is one (a submit delivered again answers it). */
export function byClientId(db: Kysely<Database>, clinicId: number, clientId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** 45012 unless the clinic's company may order (auth-statuses `canOrderWith`); a replayed submit is answered first. */
export async function checkCompanyMayOrder(trx: Transaction<Database>, clinicId: number): Promise<void> {
  const clinic = await trx
    .selectFrom('clinics')
    .select('org_auth_status')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic || !canOrderWith(clinic.org_auth_status)) throw caseError(CaseErrorCode.companyNotCertified);
}
