import type { Kysely } from 'kysely';
import { OPEN_REQUESTS_PER_KIND, ServiceDeskErrorCode, type TServiceRequest } from '../../../domain/service-desk/service-desk';
import { serviceDeskErrorMessages } from '../../../domain/service-desk/service-desk-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { notFound } from '../../http/access';

export type ServiceRequestKind = TServiceRequest['kind'];

type NewRequest = {
  kind: ServiceRequestKind;
  userId: number;
  clinicId: number | null;
  phone: string;
  agentUserId?: number | null;
  clinicName?: string | null;
  contactName?: string | null;
  remark?: string;
};

/** Leaves a request for the service desk; more than OPEN_REQUESTS_PER_KIND open ones of a kind are refused. */
export async function leaveServiceRequest(trx: Kysely<Database>, request: NewRequest, now = Date.now()) {
  const { open } = await trx
    .selectFrom('service_requests')
    .select((eb) => eb.fn.countAll<number>().as('open'))
    .where('user_id', '=', request.userId)
    .where('kind', '=', request.kind)
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(open) >= OPEN_REQUESTS_PER_KIND) {
    throw new AppError(ServiceDeskErrorCode.tooManyOpenRequests, serviceDeskErrorMessages[ServiceDeskErrorCode.tooManyOpenRequests]);
  }
  const row = await trx
    .insertInto('service_requests')
    .values({
      kind: request.kind,
      user_id: request.userId,
      clinic_id: request.clinicId,
      agent_user_id: request.agentUserId ?? null,
      phone: request.phone,
      clinic_name: request.clinicName ?? null,
      contact_name: request.contactName ?? null,
      remark: request.remark ?? '',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { requestId: row.id, createdAt: now };
}

/** The service agent a call back may name: an active factory user; anything else is an unknown agent (404). */
export async function requireAgent(db: Kysely<Database>, agentUserId: number): Promise<void> {
  const agent = await db
    .selectFrom('factory_members')
    .select('user_id')
    .where('user_id', '=', agentUserId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!agent) throw notFound();
}

export async function listServiceRequests(
  db: Kysely<Database>,
  request: { pageIndex: number; pageSize: number; openOnly: boolean },
): Promise<{ list: TServiceRequest[]; total: number }> {
  let base = db.selectFrom('service_requests');
  if (request.openOnly) base = base.where('service_requests.handled_at', 'is', null);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.id', 'service_requests.user_id')
    .selectAll('service_requests')
    .select('users.name as user_name')
    .orderBy('service_requests.id', 'asc')
    .limit(request.pageSize)
    .offset((request.pageIndex - 1) * request.pageSize)
    .execute();
  return {
    total: Number(total),
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind === 'account' ? 'account' : 'callback',
      userId: row.user_id,
      userName: row.user_name,
      phone: row.phone,
      clinicName: row.clinic_name,
      contactName: row.contact_name,
      remark: row.remark,
      agentUserId: row.agent_user_id,
      createdAt: row.created_at,
      handledAt: row.handled_at,
    })),
  };
}

/** Marks a request handled, once: the update is conditional, so two agents cannot both take it. */
export async function handleServiceRequest(trx: Kysely<Database>, id: number, agentUserId: number, now = Date.now()): Promise<void> {
  const existing = await trx.selectFrom('service_requests').select('handled_at').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound();
  const result = await trx
    .updateTable('service_requests')
    .set({ handled_at: now, handled_by: agentUserId })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError(ServiceDeskErrorCode.requestAlreadyHandled, serviceDeskErrorMessages[ServiceDeskErrorCode.requestAlreadyHandled]);
  }
}
