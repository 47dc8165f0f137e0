import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TImageStage, ZAddStageRequest, ZUpdateStageRequest } from '../../../domain/images/image-schemas';
import { mergeEdit } from '../../../domain/edits/field-merge';
import type { Database } from '../../db/schema';
import { EditConflict } from '../../http/edit-conflict';
import { retireUnusedObjects } from '../../storage/retire-objects';
import { findPatientInClinic } from '../patients';
import { stageNotFound, toStage, type StageRow } from './image-rows';

export type AddStageInput = z.output<typeof ZAddStageRequest>;
export type UpdateStageInput = z.output<typeof ZUpdateStageRequest>;
/** Who acts: a clinic user in their current clinic. */
export type ImageActor = { userId: number; clinicId: number };

/**
 * A stage of the clinic whose patient is live; with `includeDeleted`, a deleted stage too (a repeated delete). Another
 * clinic's stage, or none, is 44002 (HTTP 404).
 */
export async function findStageInClinic(
  db: Kysely<Database>,
  clinicId: number,
  stageId: number,
  options: { includeDeleted?: boolean } = {},
): Promise<StageRow> {
  let query = db
    .selectFrom('image_stages')
    .innerJoin('patients', 'patients.id', 'image_stages.patient_id')
    .selectAll('image_stages')
    .where('image_stages.id', '=', stageId)
    .where('image_stages.clinic_id', '=', clinicId)
    .where('patients.deleted_at', 'is', null);
  if (!options.includeDeleted) query = query.where('image_stages.deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) throw stageNotFound();
  return row;
}

/** How many live images each stage holds. */
async function imageCounts(db: Kysely<Database>, stageIds: number[]): Promise<Map<number, number>> {
  if (stageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('clinic_images')
    .select(['image_stage_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('image_stage_id', 'in', stageIds)
    .where('deleted_at', 'is', null)
    .groupBy('image_stage_id')
    .execute();
  return new Map(rows.map((row) => [row.image_stage_id, Number(row.count)]));
}

export async function stageWithCount(db: Kysely<Database>, row: StageRow): Promise<TImageStage> {
  return toStage(row, (await imageCounts(db, [row.id])).get(row.id) ?? 0);
}

/**
 * A stage of the actor's clinic's patient. A client id already applied (the outbox sent it again, perhaps after the
 * idempotency window) answers the stage it made; if that stage has since been deleted, "not found", so it does not
 * come back. Two deliveries at the same moment meet at the (clinic_id, client_id) unique index: one inserts, the
 * other finds its row.
 */
export async function addStage(
  trx: Kysely<Database>,
  actor: ImageActor,
  input: AddStageInput,
  now = Date.now(),
): Promise<{ stage: StageRow; isReplay: boolean }> {
  const earlier = input.clientId === undefined ? undefined : await stageByClientId(trx, actor.clinicId, input.clientId);
  if (earlier) return { stage: liveOrNotFound(earlier), isReplay: true };
  await findPatientInClinic(trx, actor.clinicId, input.patientId);
  const inserted = await trx
    .insertInto('image_stages')
    .values({
      clinic_id: actor.clinicId,
      patient_id: input.patientId,
      client_id: input.clientId ?? null,
      name: input.name,
      stage_time: input.stageTime,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { stage: inserted, isReplay: false };
  const winner = await stageByClientId(trx, actor.clinicId, input.clientId!);
  return { stage: liveOrNotFound(winner), isReplay: true };
}

function stageByClientId(db: Kysely<Database>, clinicId: number, clientId: string): Promise<StageRow | undefined> {
  return db
    .selectFrom('image_stages')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

function liveOrNotFound(row: StageRow | undefined): StageRow {
  if (!row || row.deleted_at !== null) throw stageNotFound();
  return row;
}

/** The patient's live stages, newest stage date first (then newest recorded), each with its live image count. */
export async function findStages(db: Kysely<Database>, clinicId: number, patientId: number): Promise<TImageStage[]> {
  await findPatientInClinic(db, clinicId, patientId);
  const rows = await db
    .selectFrom('image_stages')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .orderBy('stage_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const counts = await imageCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStage(row, counts.get(row.id) ?? 0));
}

/** The fields a stage edit may change. */
export const STAGE_FIELDS = ['name', 'stageTime'] as const;

/**
 * Renames or re-dates a live stage: with `base`, only what the dialog changed, and a field changed elsewhere meanwhile
 * throws EditConflict (field-merge.ts). The same name and date again changes nothing (`isModified` false).
 */
export async function updateStage(
  trx: Kysely<Database>,
  actor: ImageActor,
  input: UpdateStageInput,
  now = Date.now(),
): Promise<{ stage: StageRow; isModified: boolean }> {
  const existing = await findStageInClinic(trx, actor.clinicId, input.stageId);
  const current = { name: existing.name, stageTime: existing.stage_time };
  const { merged, conflicts } = mergeEdit(STAGE_FIELDS, current, input, input.base);
  if (conflicts.length > 0) throw new EditConflict(conflicts);
  if (existing.name === merged.name && existing.stage_time === merged.stageTime)
    return { stage: existing, isModified: false };
  const changes = { name: merged.name, stage_time: merged.stageTime, updated_at: now };
  await trx.updateTable('image_stages').set(changes).where('id', '=', existing.id).execute();
  return { stage: { ...existing, ...changes }, isModified: true };
}

/**
 * Soft-deletes a stage and its live images together. A stage deleted already (a repeated delete) succeeds and changes
 * nothing; its images keep the time they were deleted.
 */
export async function deleteStage(
  trx: Kysely<Database>,
  actor: ImageActor,
  stageId: number,
  now = Date.now(),
): Promise<{ wasDeleted: boolean }> {
  const stage = await findStageInClinic(trx, actor.clinicId, stageId, { includeDeleted: true });
  if (stage.deleted_at !== null) return { wasDeleted: false };
  await trx
    .updateTable('image_stages')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', stage.id)
    .where('deleted_at', 'is', null)
    .execute();
  const images = await trx
    .updateTable('clinic_images')
    .set({ deleted_at: now, updated_at: now })
    .where('image_stage_id', '=', stage.id)
    .where('deleted_at', 'is', null)
    .returning(['object_key', 'thumb_key'])
    .execute();
  await retireUnusedObjects(trx, images.flatMap((image) => [image.object_key, image.thumb_key]), now);
  return { wasDeleted: true };
}
