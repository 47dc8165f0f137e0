import { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';
import { LocalDiskStore } from './local-disk-store';
import type { ObjectStore, StorageDb } from './object-store';
import { S3ObjectStore } from './s3-store';

/** An S3 client for the configured store (MinIO, OSS and OBS speak the same protocol at their own endpoint). */
export function s3ClientFor(config: Extract<ObjectStoreConfig, { kind: 's3' }>): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Whole-file SHA-256 is checked at completion; per-request CRC checksums are not asked of every store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The configured ObjectStore: the local disk (default) or an S3-compatible store (OBJECT_STORE=s3). */
export function createObjectStore(
  config: { objectStore: ObjectStoreConfig; objectsDir: string },
  db: StorageDb,
): ObjectStore {
  if (config.objectStore.kind === 'local') return new LocalDiskStore({ db, dir: config.objectsDir });
  return new S3ObjectStore({ db, client: s3ClientFor(config.objectStore), bucket: config.objectStore.bucket });
}

/** The origins a browser reaches the bucket at (presigned part PUTs, presigned reads): for the page's CSP. */
export function storeOrigins(config: ObjectStoreConfig): string[] {
  if (config.kind === 'local') return [];
  if (!config.endpoint) return [`https://${config.bucket}.s3.${config.region}.amazonaws.com`];
  const endpoint = new URL(config.endpoint);
  return [config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`];
}
