import { randomUUID } from 'node:crypto';
import { PatientErrorCode } from '../../../domain/patients/patient-messages';
import type { ObjectStore } from '../../storage/object-store';
import {
  makeThumbnail,
  measurePhoto,
  rotatePhoto,
  UnreadableImageError,
  type ProcessingOptions,
} from '../../storage/photo-processing';
import { purposeRule } from '../../storage/purposes';
import { StorageError, StorageErrorCode } from '../../storage/storage-errors';
import { patientError } from '../patients';

/**
 * The image work behind the clinical-image routes, done before their transaction opens (decoding a photo takes tens
 * of milliseconds to seconds; no database lock is held meanwhile). Every object written here is new and immutable:
 * a route that ends up not using one (a lost race, a replay) discards it.
 */

/** What the image row records about its photo. */
export type PreparedPhoto = { objectKey: string; thumbKey: string; width: number; height: number };

/** The thumbnail of a photo lives at a key derived from the photo's: made once, whoever asks again finds it. */
export function thumbnailKeyOf(objectKey: string): string {
  return `thumbnail/${objectKey}.jpg`;
}

/** The stored photo's bytes (at most a photo's size limit), or "photo missing" (44005). */
async function readPhoto(store: ObjectStore, key: string): Promise<Buffer> {
  const found = await store.getObject(key);
  if (!found) throw patientError(PatientErrorCode.photoMissing);
  const limit = purposeRule('photo').maxBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of found.stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      found.stream.destroy();
      throw patientError(PatientErrorCode.imageUnreadable);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Sharp's refusal (not an image, too many pixels) as the clients hear it: 44007. */
async function asImageWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw patientError(PatientErrorCode.imageUnreadable);
    throw error;
  }
}

/** Writes a server-made object; one written meanwhile under the same derived key (a concurrent add) is as good. */
async function putOnce(store: ObjectStore, key: string, purpose: 'photo' | 'thumbnail', body: Buffer): Promise<void> {
  try {
    await store.putObject({ key, purpose, body });
  } catch (error) {
    if (!(error instanceof StorageError && error.code === StorageErrorCode.objectExists)) throw error;
  }
}

/** An uploaded photo's size (as shown, orientation applied) and its thumbnail, made unless it exists already. */
export async function preparePhoto(
  store: ObjectStore,
  objectKey: string,
  options: ProcessingOptions = {},
): Promise<PreparedPhoto> {
  const bytes = await readPhoto(store, objectKey);
  const { width, height } = await asImageWork(() => measurePhoto(bytes, options));
  const thumbKey = thumbnailKeyOf(objectKey);
  if (!(await store.statObject(thumbKey))) {
    const thumbnail = await asImageWork(() => makeThumbnail(bytes, options));
    await putOnce(store, thumbKey, 'thumbnail', thumbnail.bytes);
  }
  return { objectKey, thumbKey, width, height };
}

/** The photo turned clockwise, stored as a new object with its own thumbnail (the old ones stay: links in flight). */
export async function rotateStoredPhoto(
  store: ObjectStore,
  objectKey: string,
  angle: number,
  options: ProcessingOptions = {},
): Promise<PreparedPhoto> {
  const bytes = await readPhoto(store, objectKey);
  const rotated = await asImageWork(() => rotatePhoto(bytes, angle, options));
  const rotatedKey = `photo/${randomUUID()}.${rotated.format === 'png' ? 'png' : 'jpg'}`;
  const prepared = {
    objectKey: rotatedKey,
    thumbKey: thumbnailKeyOf(rotatedKey),
    width: rotated.width,
    height: rotated.height,
  };
  await store.putObject({ key: rotatedKey, purpose: 'photo', body: rotated.bytes });
  try {
    const thumbnail = await asImageWork(() => makeThumbnail(rotated.bytes, options));
    await putOnce(store, prepared.thumbKey, 'thumbnail', thumbnail.bytes);
  } catch (error) {
    await discardPhoto(store, prepared);
    throw error;
  }
  return prepared;
}

/** Removes objects a route made but did not keep (after its transaction ended). */
export async function discardPhoto(store: ObjectStore, prepared: PreparedPhoto): Promise<void> {
  await store.deleteObject(prepared.thumbKey);
  await store.deleteObject(prepared.objectKey);
}
