import {
  ZClinicImage,
  ZImageStage,
  type TClinicImage,
  type TImageStage,
} from '../../../../domain/images/image-schemas';
import {
  isRef,
  localIdOf,
  ref,
  type DoneItem,
  type OutboxItem,
  type OutboxRef,
  type OutboxState,
} from '../../../lib/offline/outbox';
import { imageActions } from '../api/image-outbox';
import { IMAGE_PATHS } from '../api/image-paths';
import { photoTypeRank } from './compare-pairs';
import { quarterTurnsOf } from './viewer-transform';

/** Where a stage or photo stands: on the server, or still on this device (and how). */
export type SyncState = 'synced' | OutboxState;
export type SyncError = { code: number; msg: string };

export type StageView = {
  /** The key outbox items use for it: the server id (`12`) or, before it synced, its local id (`local:<itemId>`). */
  key: string;
  /** The local id it had before it synced (items queued then still name it so). */
  aliasKey: string | null;
  serverId: number | null;
  name: string;
  stageTime: string;
  sync: SyncState;
  error: SyncError | null;
  createdAt: number;
};

export type ImageView = {
  key: string;
  aliasKey: string | null;
  serverId: number | null;
  stageKey: string;
  type: number;
  toothNo: string;
  photoName: string;
  /** The stored photo's size as the server last made it (null before it synced). */
  width: number | null;
  height: number | null;
  server: TClinicImage | null;
  /** The upload item of a photo still on this device: its local preview and progress. */
  uploadItemId: string | null;
  /** A signed link of the stored original, once its upload was acknowledged but the photo not yet recorded. */
  uploadedUrl: string | null;
  sync: SyncState;
  error: SyncError | null;
  /** Clockwise quarter turns queued and not yet made by the server (shown by CSS meanwhile). */
  pendingTurns: number;
  /**
   * What the next rotation names as the photo's current object key: the server's `urlName`, or a ref to the answer
   * of the last queued change (add or rotate), whose answer carries the key the server will then hold. A rotation
   * naming an older key would be taken for a replay and do nothing.
   */
  urlName: string | OutboxRef;
  createdAt: number;
};

export type GalleryModel = { stages: StageView[]; images: ImageView[] };

const severity: Record<SyncState, number> = { synced: 0, waiting: 1, sending: 2, attention: 3 };

/** The state to show for a record with several changes on their way: the one that needs the user most. */
export function worstState(a: SyncState, b: SyncState): SyncState {
  return severity[a] >= severity[b] ? a : b;
}

/**
 * Work the server acknowledged after the lists on screen were read: its answers are laid over the lists until they
 * are read again, or a photo would vanish (or a rotation turn back) between the answer and the next list. Also the
 * signed links of acknowledged uploads whose photo is not recorded yet (the local preview goes with the upload).
 */
export type AcknowledgedWork = {
  acknowledged?: readonly DoneItem[];
  uploadedUrls?: ReadonlyMap<string, string>;
};

const matchesRecord = (record: { id: number; clientId: string | null }, key: string) =>
  String(record.id) === key || (record.clientId !== null && localIdOf(record.clientId) === key);

function upsert<T extends { id: number }>(list: T[], record: T): T[] {
  return list.some((entry) => entry.id === record.id)
    ? list.map((entry) => (entry.id === record.id ? record : entry))
    : [...list, record];
}

/** The server lists with acknowledged answers applied: a stage or photo as answered, a deletion done. */
export function withAcknowledged(
  serverStages: readonly TImageStage[],
  serverImages: readonly TClinicImage[],
  acknowledged: readonly DoneItem[],
): { stages: TImageStage[]; images: TClinicImage[] } {
  let stages = [...serverStages];
  let images = [...serverImages];
  for (const done of [...acknowledged].sort((a, b) => a.seq - b.seq)) {
    switch (done.label.action) {
      case imageActions.addStage.id:
      case imageActions.updateStage.id: {
        const parsed = ZImageStage.safeParse(done.data);
        if (parsed.success) stages = upsert(stages, parsed.data);
        break;
      }
      case imageActions.deleteStage.id:
        stages = stages.filter((stage) => !matchesRecord(stage, done.entityKey));
        break;
      case imageActions.addPhoto.id:
      case imageActions.rotatePhoto.id: {
        const parsed = ZClinicImage.safeParse(done.data);
        if (parsed.success) images = upsert(images, parsed.data);
        break;
      }
      case imageActions.deletePhoto.id:
        images = images.filter((image) => !matchesRecord(image, done.entityKey));
        break;
      default:
        break;
    }
  }
  return { stages, images };
}

type Body = Record<string, unknown>;

function bodyOf(item: OutboxItem): Body {
  return item.kind === 'request' && typeof item.request.body === 'object' && item.request.body !== null
    ? (item.request.body as Body)
    : {};
}

function pathOf(item: OutboxItem): string | null {
  return item.kind === 'request' ? item.request.path : null;
}

/** The key a request body names a record by: a server id or a ref to the item creating it. */
export function keyOfValue(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (isRef(value)) return localIdOf(value.$ref);
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

function stageFromServer(stage: TImageStage): StageView {
  return {
    key: String(stage.id),
    aliasKey: stage.clientId ? localIdOf(stage.clientId) : null,
    serverId: stage.id,
    name: stage.name,
    stageTime: stage.stageTime,
    sync: 'synced',
    error: null,
    createdAt: stage.createdAt,
  };
}

/** A photo the server holds, as the gallery and the viewer show it. */
export function imageFromServer(image: TClinicImage, stageKey: string): ImageView {
  return {
    key: String(image.id),
    aliasKey: image.clientId ? localIdOf(image.clientId) : null,
    serverId: image.id,
    stageKey,
    type: image.type,
    toothNo: image.toothNo,
    photoName: image.photoName,
    width: image.width,
    height: image.height,
    server: image,
    uploadItemId: null,
    uploadedUrl: null,
    sync: 'synced',
    error: null,
    pendingTurns: 0,
    urlName: image.urlName,
    createdAt: image.createdAt,
  };
}

const matches = (view: { key: string; aliasKey: string | null }, key: string | null) =>
  key !== null && (view.key === key || view.aliasKey === key);

/** Newest stage first (by its date, then by when it was made); within a stage, the standard set's order. */
export function compareStages(a: StageView, b: StageView): number {
  return b.stageTime.localeCompare(a.stageTime) || b.createdAt - a.createdAt;
}

export function compareImages(a: ImageView, b: ImageView): number {
  return photoTypeRank(a.type) - photoTypeRank(b.type) || a.createdAt - b.createdAt;
}

/**
 * One patient's stages and photos as the dentist should see them: the server's lists with every change still on
 * this device laid over them, in queue order: new stages and photos (with their upload), renames, rotations,
 * deletions. A deletion hides the record at once, unless the server refused it (then it shows why).
 */
export function buildGalleryModel(
  serverStages: readonly TImageStage[],
  serverImages: readonly TClinicImage[],
  items: readonly OutboxItem[],
  { acknowledged = [], uploadedUrls = new Map() }: AcknowledgedWork = {},
): GalleryModel {
  const { stages: ackedStages, images: ackedImages } = withAcknowledged(serverStages, serverImages, acknowledged);
  const stages = ackedStages.map(stageFromServer);
  const stageKeyOf = (key: string | null): string | null => stages.find((stage) => matches(stage, key))?.key ?? key;
  const images = ackedImages.map((image) => imageFromServer(image, String(image.imageStageId)));
  const uploads = new Map(items.filter((item) => item.kind === 'upload').map((item) => [item.id, item]));
  const removedStages = new Set<string>();
  const removedImages = new Set<string>();

  for (const item of [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const body = bodyOf(item);
    const error = item.state === 'attention' ? (item.error ?? null) : null;
    switch (pathOf(item)) {
      case IMAGE_PATHS.stageAdd: {
        const key = localIdOf(item.id);
        // Already in the server's list (its answer arrived before the list was read again).
        if (stages.some((stage) => matches(stage, key))) break;
        stages.push({
          key,
          aliasKey: null,
          serverId: null,
          name: text(body.name),
          stageTime: text(body.stageTime),
          sync: item.state,
          error,
          createdAt: item.createdAt,
        });
        break;
      }
      case IMAGE_PATHS.stageUpdate: {
        const stage = stages.find((view) => matches(view, keyOfValue(body.stageId)));
        if (!stage) break;
        stage.name = text(body.name) || stage.name;
        stage.stageTime = text(body.stageTime) || stage.stageTime;
        stage.sync = worstState(stage.sync, item.state);
        stage.error = error ?? stage.error;
        break;
      }
      case IMAGE_PATHS.stageDelete: {
        const stage = stages.find((view) => matches(view, keyOfValue(body.id)));
        if (!stage) break;
        if (error) {
          stage.sync = 'attention';
          stage.error = error;
        } else removedStages.add(stage.key);
        break;
      }
      case IMAGE_PATHS.imageAdd: {
        const key = localIdOf(item.id);
        if (images.some((image) => matches(image, key))) break;
        const uploadItemId = isRef(body.url) ? body.url.$ref : null;
        const upload = uploadItemId ? uploads.get(uploadItemId) : undefined;
        images.push({
          key,
          aliasKey: null,
          serverId: null,
          stageKey: stageKeyOf(keyOfValue(body.imageStageId)) ?? '',
          type: number(body.type, 99),
          toothNo: text(body.toothNo),
          photoName: text(body.photoName),
          width: null,
          height: null,
          server: null,
          uploadItemId,
          uploadedUrl: uploadItemId ? (uploadedUrls.get(uploadItemId) ?? null) : null,
          sync: upload ? worstState(upload.state, item.state) : item.state,
          error: (upload?.state === 'attention' ? upload.error : null) ?? error,
          pendingTurns: 0,
          urlName: ref(item.id, 'urlName'),
          createdAt: item.createdAt,
        });
        break;
      }
      case IMAGE_PATHS.imageDelete: {
        const image = images.find((view) => matches(view, keyOfValue(body.id)));
        if (!image) break;
        if (error) {
          image.sync = 'attention';
          image.error = error;
        } else removedImages.add(image.key);
        break;
      }
      case IMAGE_PATHS.rotate: {
        const image = images.find((view) => matches(view, keyOfValue(body.imageId)));
        if (!image) break;
        image.sync = worstState(image.sync, item.state);
        if (error) {
          image.error = error;
          break;
        }
        image.pendingTurns = quarterTurnsOf((image.pendingTurns + quarterTurnsOf(number(body.angle, 0))) * 90);
        image.urlName = ref(item.id, 'urlName');
        break;
      }
      default:
        break;
    }
  }

  const liveStages = stages.filter((stage) => !removedStages.has(stage.key)).sort(compareStages);
  const stageKeys = new Set(liveStages.map((stage) => stage.key));
  const liveImages = images
    .map((image) => ({ ...image, stageKey: stageKeyOf(image.stageKey) ?? image.stageKey }))
    .filter((image) => !removedImages.has(image.key) && stageKeys.has(image.stageKey))
    .sort(compareImages);
  return { stages: liveStages, images: liveImages };
}

/** The photos of one stage, in gallery order. */
export function imagesOfStage(model: GalleryModel, stageKey: string): ImageView[] {
  return model.images.filter((image) => image.stageKey === stageKey);
}
