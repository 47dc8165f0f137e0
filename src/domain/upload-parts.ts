/**
 * How a file is cut into parts, and the store's answers the web reacts to: apart from the upload contracts
 * (uploads.ts, zod), so the outbox that sends the parts carries no zod on the signed-in start.
 */

/** How many parts of `partSize` a file of `size` bytes is sent in (the last one holds the remainder). */
export function partCountFor(size: number, partSize: number): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** The exact size of part `partNumber` (1-based). */
export function partSizeOf(size: number, partSize: number, partNumber: number): number {
  return Math.min(partSize, size - (partNumber - 1) * partSize);
}

/**
 * The object store's answers the web reacts to (the server's StorageErrorCode, src/server/storage/storage-errors.ts,
 * sends them): an upload that is gone, parts the store no longer holds, an upload grant to renew.
 */
export const UploadErrorCode = {
  uploadNotFound: 42005,
  partsMissing: 42008,
  grantInvalid: 42009,
} as const;
