import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { PhotoMetadataError, stripPhotoLocation } from './photo-metadata';
import { StorageErrorCode, storageError } from './storage-errors';

export type FileDigest = { size: number; sha256: string };

/**
 * Rewrites a staged photo (already checked against the client's hash) without its location data, in place: the new
 * bytes go to a sibling file, flushed, then renamed over it. Answers the size and SHA-256 of what the file now holds,
 * which is what gets stored. A photo whose structure cannot be walked is refused rather than kept with its metadata.
 * The whole photo is read into memory: photos are at most 30 MiB (purposes.ts).
 */
export async function stripLocationInPlace(file: string, digest: FileDigest): Promise<FileDigest> {
  const bytes = await fsp.readFile(file);
  const stripped = stripPhotoLocationBytes(bytes, digest);
  if (stripped.bytes === bytes) return digest;
  const sibling = `${file}-stripped`;
  try {
    await fsp.writeFile(sibling, stripped.bytes, { flag: 'wx', mode: 0o600, flush: true });
    await fsp.rename(sibling, file);
  } catch (error) {
    await fsp.rm(sibling, { force: true });
    throw error;
  }
  return { size: stripped.size, sha256: stripped.sha256 };
}

/** The photo's bytes without location data (the same Buffer when it had none), with their size and SHA-256. */
export function stripPhotoLocationBytes(bytes: Buffer, digest: FileDigest): FileDigest & { bytes: Buffer } {
  let stripped: Buffer;
  try {
    stripped = stripPhotoLocation(bytes);
  } catch (error) {
    if (error instanceof PhotoMetadataError) throw storageError(StorageErrorCode.contentNotAllowed);
    throw error;
  }
  if (stripped === bytes) return { bytes, ...digest };
  return { bytes: stripped, size: stripped.length, sha256: createHash('sha256').update(stripped).digest('hex') };
}
