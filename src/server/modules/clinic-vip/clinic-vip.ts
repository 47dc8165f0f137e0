import type { Kysely } from 'kysely';
import type { TVipGrant, TVipGrantRequest, TVipRights } from '../../../domain/clinics/clinic-vip';
import { recordAudit } from '../../auth/audit';
import type { ClinicPrincipal } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/access';

const DAY_MS = 86_400_000;

function grantsOf(db: Kysely<Database>) {
  return db
    .selectFrom('clinic_vip_grants')
    .innerJoin('clinics', 'clinics.id', 'clinic_vip_grants.clinic_id')
    .innerJoin('users', 'users.id', 'clinic_vip_grants.granted_by')
    .select([
      'clinic_vip_grants.id',
      'clinic_vip_grants.clinic_id',
      'clinics.name as clinic_name',
      'clinic_vip_grants.level',
      'clinic_vip_grants.starts_at',
      'clinic_vip_grants.ends_at',
      'clinic_vip_grants.granted_at',
      'users.name as granted_by_name',
      'clinic_vip_grants.note',
    ]);
}

type GrantRow = Awaited<ReturnType<ReturnType<typeof grantsOf>['executeTakeFirstOrThrow']>>;

function toGrant(row: GrantRow): TVipGrant {
  return {
    id: row.id,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    levelName: row.level,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    grantedAt: Number(row.granted_at),
    grantedByName: row.granted_by_name,
    note: row.note,
  };
}

/**
 * The clinic's VIP in force at `now`: its own grants and, for a branch, its main clinic's (a chain is one customer).
 * Of several in force, the latest started (an upgrade replaces the level it follows).
 */
export async function activeGrant(db: Kysely<Database>, clinicId: number, now: number): Promise<TVipGrant | null> {
  const clinic = await db.selectFrom('clinics').select('main_clinic_id').where('id', '=', clinicId).executeTakeFirst();
  const owners = clinic?.main_clinic_id ? [clinicId, clinic.main_clinic_id] : [clinicId];
  const row = await grantsOf(db)
    .where('clinic_vip_grants.clinic_id', 'in', owners)
    .where('clinic_vip_grants.starts_at', '<=', now)
    .where('clinic_vip_grants.ends_at', '>', now)
    .orderBy('clinic_vip_grants.starts_at', 'desc')
    .orderBy('clinic_vip_grants.id', 'desc')
    .executeTakeFirst();
  return row ? toGrant(row) : null;
}

/** What GET /clinic/vip/rights answers: the grant in force, and whether this clinic admin is still to be told of it. */
export async function vipRights(
  db: Kysely<Database>,
  principal: ClinicPrincipal,
  now = Date.now(),
): Promise<TVipRights> {
  const vip = await activeGrant(db, principal.clinicId, now);
  // Only the clinic's admin is told (docs/clinics.md, "Clinic VIP"); staff read the level but get no notice.
  if (!vip || principal.role !== 'admin') return { vip, announce: false };
  const told = await db
    .selectFrom('clinic_vip_announcements')
    .select('grant_id')
    .where('grant_id', '=', vip.id)
    .where('user_id', '=', principal.userId)
    .executeTakeFirst();
  return { vip, announce: !told };
}

/** Remembers that the caller was shown the notice of the grant in force in their clinic (again: no change). */
export async function markAnnounced(
  db: Kysely<Database>,
  principal: ClinicPrincipal,
  grantId: number,
  now = Date.now(),
): Promise<void> {
  const vip = await activeGrant(db, principal.clinicId, now);
  // Another clinic's grant, or one no longer in force, is not this caller's to acknowledge.
  if (vip?.id !== grantId) throw notFound();
  const told = await db
    .selectFrom('clinic_vip_announcements')
    .select('grant_id')
    .where('grant_id', '=', grantId)
    .where('user_id', '=', principal.userId)
    .executeTakeFirst();
  if (told) return;
  await db
    .insertInto('clinic_vip_announcements')
    .values({ grant_id: grantId, user_id: principal.userId, announced_at: now })
    .execute();
}

/** A clinic's grants for the factory console, newest first (404 for a clinic that does not exist). */
export async function listGrants(db: Kysely<Database>, clinicId: number): Promise<TVipGrant[]> {
  const clinic = await db.selectFrom('clinics').select('id').where('id', '=', clinicId).executeTakeFirst();
  if (!clinic) throw notFound();
  const rows = await grantsOf(db)
    .where('clinic_vip_grants.clinic_id', '=', clinicId)
    .orderBy('clinic_vip_grants.granted_at', 'desc')
    .orderBy('clinic_vip_grants.id', 'desc')
    .execute();
  return rows.map(toGrant);
}

/** A factory admin grants a clinic a level for a number of days from now; the audit log keeps who, whom and what. */
export async function grantVip(
  trx: Kysely<Database>,
  actor: { userId: number; ip?: string | null },
  request: TVipGrantRequest,
  now = Date.now(),
): Promise<TVipGrant> {
  const clinic = await trx.selectFrom('clinics').select('id').where('id', '=', request.clinicId).executeTakeFirst();
  if (!clinic) throw notFound();
  const inserted = await trx
    .insertInto('clinic_vip_grants')
    .values({
      clinic_id: request.clinicId,
      level: request.levelName,
      starts_at: now,
      ends_at: now + request.days * DAY_MS,
      note: request.note,
      granted_by: actor.userId,
      granted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    {
      action: 'clinic-vip-granted',
      outcome: 'success',
      userId: actor.userId,
      clinicId: request.clinicId,
      ip: actor.ip ?? null,
      detail: { grantId: inserted.id, level: request.levelName, days: request.days, note: request.note },
    },
    now,
  );
  return toGrant(await grantsOf(trx).where('clinic_vip_grants.id', '=', inserted.id).executeTakeFirstOrThrow());
}
