import { createPartCutter, type CutPart, type PartCutter } from './part-cutter';

/**
 * Where a file is cut into parts and hashed: in a worker (cut-worker.ts), so the page's thread only stores the parts
 * it is handed (a Blob crosses without a copy); on the page, in slices that yield, where no worker can start (Node,
 * the tests) or its script cannot load (offline, before the service worker cached it). The bench (tests/bench/upload-link.bench.ts) measured the page-thread path at tasks of up to 410 ms on a
 * loaded machine (reading, copying and collecting 5 MiB buffers, not only hashing): too long for a page in use.
 */
type CutAsk =
  { type: 'start'; file: Blob; partSize: number } | { type: 'part'; partNumber: number } | { type: 'digest' };
export type CutRequest = CutAsk & { id: number };
export type CutResponse =
  | { id: number; type: 'started' }
  | { id: number; type: 'part'; part: CutPart }
  | { id: number; type: 'digest'; sha256: string }
  | { id: number; type: 'error'; message: string };

const startCutWorker = () => new Worker(new URL('./cut-worker.ts', import.meta.url), { type: 'module' });

export async function openFileCutter(
  file: Blob,
  partSize: number,
  createWorker: () => Worker = startCutWorker,
): Promise<PartCutter> {
  if (typeof Worker === 'undefined') return createPartCutter(file, partSize, { yieldBetweenSlices: true });
  const worker = createWorker();
  let nextId = 0;
  const pending = new Map<number, { resolve: (response: CutResponse) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<CutResponse>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (event.data.type === 'error') waiting?.reject(new Error(event.data.message));
    else waiting?.resolve(event.data);
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'The file could not be cut.'));
  const ask = <T extends CutResponse['type']>(request: CutAsk): Promise<Extract<CutResponse, { type: T }>> =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve: resolve as (response: CutResponse) => void, reject });
      worker.postMessage({ ...request, id });
    });
  try {
    await ask<'started'>({ type: 'start', file, partSize });
  } catch {
    // The worker's script could not load (offline before the service worker cached it): the page cuts the file.
    worker.terminate();
    return createPartCutter(file, partSize, { yieldBetweenSlices: true });
  }
  return {
    cut: async (partNumber) => (await ask<'part'>({ type: 'part', partNumber })).part,
    digest: async () => (await ask<'digest'>({ type: 'digest' })).sha256,
    close: () => worker.terminate(),
  };
}
