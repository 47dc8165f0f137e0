import { useMemo } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TClinicImage, TImageStage } from '../../../../domain/images/image-schemas';
import type { ModelJaw, TPatientModel } from '../../../../domain/patients/patient-models';
import { IMAGE_PATHS } from '../../../lib/images/image-paths';
import type { ImageOutboxContext } from '../../../lib/images/image-outbox';
import { MODEL_PATHS } from '../../../lib/images/queue-model';
import type { UserDatabase } from '../../../lib/offline/db';
import {
  aliasKey,
  isLocalId,
  isRef,
  itemIdOf,
  localIdOf,
  type OutboxItem,
  type OutboxState,
  useOnAcknowledged,
} from '../../../lib/offline/outbox';
import { useUserDatabase } from '../../../lib/offline/user-database-context';
import { loadedRows } from '../../../lib/paging/keyset-pages';
import { useAllPages } from '../../../lib/paging/use-all-pages';
import { useSession } from '../../../lib/session/session-store';
import { imageListQuery, imageQueries, modelListQuery, stageListQuery } from '../../../lib/images/patient-lists';

/**
 * A patient's image stages, photos and 3D scans as the wizard offers them: the server's lists (cached, so offline
 * they still show) with what is queued on this device laid over them. Keys are server ids or local ids (`local:<id>`).
 */

export type StageChoice = { key: string; name: string; stageTime: string; state: OutboxState | 'synced' };
export type PhotoView = {
  key: string;
  stageKey: string;
  type: number;
  name: string;
  url: string | null;
  uploadId: string | null;
};
export type ModelChoice = {
  key: string;
  /** A synced scan added from this device: the local id the draft may still name it by (its add's item id). */
  localKey: string | null;
  fileName: string;
  jaw: ModelJaw;
  url: string | null;
  size: number | null;
  uploadId: string | null;
};

/** The server id of a patient key (a local id once its create was acknowledged) and every key it is queued under. */
async function readIdentity(
  db: UserDatabase,
  patientKey: string,
): Promise<{ serverId: number | null; keys: string[] }> {
  if (isLocalId(patientKey)) {
    const done = await db.outboxDone.get(itemIdOf(patientKey));
    const id = (done?.data as { id?: unknown } | undefined)?.id;
    return typeof id === 'number'
      ? { serverId: id, keys: [patientKey, String(id)] }
      : { serverId: null, keys: [patientKey] };
  }
  const alias = await db.outboxAliases.get(aliasKey('patient', patientKey));
  return { serverId: Number(patientKey), keys: alias ? [patientKey, alias.localId] : [patientKey] };
}

type DeviceRecords = { queued: OutboxItem[] };

async function readDeviceRecords(db: UserDatabase, keys: readonly string[]): Promise<DeviceRecords> {
  return { queued: await db.outbox.where('patientKey').anyOf(keys).toArray() };
}

function bodyOf(item: OutboxItem): Record<string, unknown> | null {
  return item.kind === 'request' ? ((item.request.body ?? {}) as Record<string, unknown>) : null;
}

/** A stage's key as a queued body names it (a server id, or a ref to the stage's create). */
function keyOfValue(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return isRef(value) ? localIdOf(value.$ref) : null;
}

/** Whether a choice is the scan a draft picked: by its key, or by the local id it had before it synced. */
export function isPickedModel(picked: { key: string } | null, choice: ModelChoice): boolean {
  return picked !== null && (picked.key === choice.key || picked.key === choice.localKey);
}

/** The photos (synced or queued) of a stage, whichever key names it. */
export function photosOfStage<Photo extends { stageKey: string }>(
  records: { photos: readonly Photo[]; serverStages: readonly TImageStage[] },
  stageKey: string,
): Photo[] {
  const wanted = canonicalStageKey(stageKey, records.serverStages);
  return records.photos.filter((photo) => canonicalStageKey(photo.stageKey, records.serverStages) === wanted);
}

/** One name for a stage: a local key whose create the server list already holds becomes the server id. */
export function canonicalStageKey(key: string | null, serverStages: readonly TImageStage[]): string | null {
  if (!key || !isLocalId(key)) return key;
  const stage = serverStages.find((candidate) => candidate.clientId === itemIdOf(key));
  return stage ? String(stage.id) : key;
}

/** Whether a server record is the one a key names (its own id, or the local id its client id gave it). */
export function isRecord(record: { id: number; clientId: string | null }, key: string | null): boolean {
  return (
    key !== null && (key === String(record.id) || (record.clientId !== null && key === localIdOf(record.clientId)))
  );
}

export function usePatientIdentity(patientKey: string | null) {
  const db = useUserDatabase();
  return useLiveQuery(
    async () => (patientKey ? readIdentity(db, patientKey) : { serverId: null, keys: [] }),
    [db, patientKey],
  );
}

/** What queued changes of this patient need (the images and scans outbox helpers of src/web/lib/images). */
export function useOutboxContext(patientKey: string | null): ImageOutboxContext | null {
  const db = useUserDatabase();
  const { session } = useSession();
  const clinicId = session?.clinicId ?? null;
  const userId = session?.userId ?? null;
  return useMemo(
    () => (patientKey && clinicId !== null && userId !== null ? { db, patientKey, clinicId, userId } : null),
    [db, patientKey, clinicId, userId],
  );
}

export function usePatientRecords(clinicId: number, patientKey: string | null) {
  const db = useUserDatabase();
  const queryClient = useQueryClient();
  const identity = usePatientIdentity(patientKey);
  const serverId = identity?.serverId ?? null;
  const keys = identity?.keys ?? [];
  const keysText = keys.join('\n');
  const isEnabled = serverId !== null;
  const stages = useQuery({ ...stageListQuery(clinicId, serverId ?? 0), enabled: isEnabled });
  const images = useAllPages(useInfiniteQuery({ ...imageListQuery(clinicId, serverId ?? 0), enabled: isEnabled }));
  const models = useAllPages(useInfiniteQuery({ ...modelListQuery(clinicId, serverId ?? 0), enabled: isEnabled }));
  const device = useLiveQuery(
    () => (keysText ? readDeviceRecords(db, keysText.split('\n')) : { queued: [] }),
    [db, keysText],
  );

  // Something of this patient reached the server: read its lists again (meanwhile the queued view still shows it).
  useOnAcknowledged((item) => {
    if (serverId !== null && item.patientKey && keys.includes(item.patientKey)) {
      for (const key of [imageQueries.stages, imageQueries.images, imageQueries.models]) {
        void queryClient.invalidateQueries({ queryKey: key(clinicId, serverId) });
      }
    }
  });

  // Known once the device's queue is read and, for a patient the server has, its photos are at hand.
  const isLoaded = device !== undefined && (!isEnabled || images.data !== undefined);
  return useMemo(
    () => ({
      ...merge(stages.data ?? [], loadedRows(images.data), loadedRows(models.data), device ?? { queued: [] }),
      isLoaded,
    }),
    [stages.data, images.data, models.data, device, isLoaded],
  );
}

function merge(
  serverStages: readonly TImageStage[],
  serverImages: readonly TClinicImage[],
  serverModels: readonly TPatientModel[],
  { queued }: DeviceRecords,
) {
  const stageChoices: StageChoice[] = [];
  const photos: PhotoView[] = [];
  const models: ModelChoice[] = [];
  for (const item of queued) {
    const body = bodyOf(item);
    if (!body || item.kind !== 'request') continue;
    if (item.request.path === IMAGE_PATHS.stageAdd) {
      if (serverStages.some((stage) => stage.clientId === item.id)) continue;
      stageChoices.push({
        key: item.entityKey,
        name: String(body.name ?? ''),
        stageTime: String(body.stageTime ?? ''),
        state: item.state,
      });
    } else if (item.request.path === IMAGE_PATHS.imageAdd) {
      const stageKey = keyOfValue(body.imageStageId);
      if (!stageKey || serverImages.some((image) => image.clientId === item.id)) continue;
      photos.push({
        key: item.entityKey,
        stageKey,
        type: Number(body.type),
        name: String(body.photoName ?? ''),
        url: null,
        uploadId: isRef(body.url) ? body.url.$ref : null,
      });
    } else if (item.request.path === MODEL_PATHS.add) {
      if (serverModels.some((model) => model.clientId === item.id)) continue;
      models.push({
        key: localIdOf(item.id),
        localKey: null,
        fileName: String(body.fileName ?? ''),
        jaw: body.jaw as ModelJaw,
        url: null,
        size: null,
        uploadId: isRef(body.url) ? body.url.$ref : null,
      });
    }
  }
  for (const stage of serverStages) {
    stageChoices.push({ key: String(stage.id), name: stage.name, stageTime: stage.stageTime, state: 'synced' });
  }
  for (const image of serverImages) {
    photos.push({
      key: String(image.id),
      stageKey: String(image.imageStageId),
      type: image.type,
      name: image.photoName,
      url: image.thumbUrl,
      uploadId: null,
    });
  }
  for (const model of serverModels) {
    models.push({
      key: String(model.id),
      localKey: model.clientId ? localIdOf(model.clientId) : null,
      fileName: model.fileName,
      jaw: model.jaw,
      url: model.url,
      size: model.size,
      uploadId: null,
    });
  }
  return { stages: stageChoices, photos, models, serverStages, serverModels };
}
