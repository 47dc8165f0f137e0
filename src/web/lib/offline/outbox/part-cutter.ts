import { yieldToMain } from './yield-to-main';

/**
 * The bytes hashed in one go where the page's thread does the hashing: about 4 ms of SHA-256 (WebAssembly) on a
 * tablet, so cutting a 200 MB scan never holds the page for long (goal: at most 50 ms per task).
 */
export const HASH_SLICE_BYTES = 1024 * 1024;

export type CutPart = { partNumber: number; size: number; data: Blob };

export type PartCutter = {
  /** The next part (parts are cut in order: the hash runs over them one after another). */
  cut(partNumber: number): Promise<CutPart>;
  /** The whole file's SHA-256, once every part was cut. */
  digest(): Promise<string>;
  close(): void;
};

/**
 * Cuts a file into parts and hashes it as it goes, wherever it runs (the cut worker, or the page where no worker can
 * start). Each part's bytes are read once and kept as read, so the hash describes exactly what will be sent. On the
 * page (`yieldBetweenSlices`) the hashing gives the thread back every HASH_SLICE_BYTES.
 */
export async function createPartCutter(
  file: Blob,
  partSize: number,
  options: { yieldBetweenSlices: boolean },
): Promise<PartCutter> {
  // Loaded with the first file cut, not with the outbox: the signed-in shell starts without the hashing code.
  const { createSHA256 } = await import('hash-wasm');
  const hasher = await createSHA256();
  hasher.init();
  return {
    async cut(partNumber) {
      const start = (partNumber - 1) * partSize;
      const bytes = new Uint8Array(await file.slice(start, Math.min(start + partSize, file.size)).arrayBuffer());
      for (let offset = 0; offset < bytes.byteLength; offset += HASH_SLICE_BYTES) {
        if (offset > 0 && options.yieldBetweenSlices) await yieldToMain();
        hasher.update(bytes.subarray(offset, offset + HASH_SLICE_BYTES));
      }
      return { partNumber, size: bytes.byteLength, data: new Blob([bytes]) };
    },
    digest: async () => hasher.digest('hex'),
    close: () => undefined,
  };
}
