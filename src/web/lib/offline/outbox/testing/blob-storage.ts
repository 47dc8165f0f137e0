import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';

/**
 * happy-dom's Blob is a plain class that fake-indexeddb's structured clone turns into `{}`; Node's own Blob survives
 * it, as a browser's Blob survives IndexedDB. Tests that store parts call this first (vi.unstubAllGlobals undoes it).
 */
export function useStorableBlobs(): void {
  vi.stubGlobal('Blob', NodeBlob);
}

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
