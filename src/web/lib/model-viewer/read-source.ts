import { ModelLoadError } from './parsed-mesh';
import type { ModelSource } from './types';

export type LoadProgress = { phase: 'reading'; loaded: number; total: number | null } | { phase: 'parsing' };

/**
 * The bytes of a model: a local file (no network: works offline, before the upload), or a signed link fetched
 * without credentials, in chunks. Reports how much has arrived.
 */
export async function readSource(
  source: ModelSource,
  onProgress: (progress: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  if (source.kind === 'blob') return readBlob(source.blob, onProgress);
  let response: Response;
  try {
    response = await fetch(source.url, { signal, credentials: 'omit' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ModelLoadError('network', `The model could not be downloaded: ${String(error)}`);
  }
  if (!response.ok) throw new ModelLoadError('unavailable', `The model's link answered HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length'));
  try {
    return await readStream(response.body ?? undefined, length > 0 ? length : null, onProgress, () =>
      response.arrayBuffer(),
    );
  } catch (error) {
    if (signal?.aborted || error instanceof ModelLoadError) throw error;
    throw new ModelLoadError('network', `The download stopped: ${String(error)}`);
  }
}

/** A local file is read whole: it takes a moment even for a large scan, and chunks would only add copies. */
async function readBlob(blob: Blob, onProgress: (progress: LoadProgress) => void): Promise<ArrayBuffer> {
  onProgress({ phase: 'reading', loaded: 0, total: blob.size });
  const buffer = await blob.arrayBuffer();
  onProgress({ phase: 'reading', loaded: buffer.byteLength, total: buffer.byteLength });
  return buffer;
}

async function readStream(
  stream: ReadableStream<Uint8Array> | undefined,
  total: number | null,
  onProgress: (progress: LoadProgress) => void,
  whole: () => Promise<ArrayBuffer>,
): Promise<ArrayBuffer> {
  onProgress({ phase: 'reading', loaded: 0, total });
  if (!stream) {
    const buffer = await whole();
    onProgress({ phase: 'reading', loaded: buffer.byteLength, total: buffer.byteLength });
    return buffer;
  }
  const reader = stream.getReader();
  let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(total ?? 1 << 20);
  let loaded = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (loaded + chunk.value.length > bytes.length) bytes = enlarge(bytes, loaded + chunk.value.length);
    bytes.set(chunk.value, loaded);
    loaded += chunk.value.length;
    onProgress({ phase: 'reading', loaded, total });
  }
  return loaded === bytes.length ? (bytes.buffer as ArrayBuffer) : (bytes.buffer.slice(0, loaded) as ArrayBuffer);
}

function enlarge(bytes: Uint8Array<ArrayBuffer>, needed: number): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(Math.max(needed, bytes.length * 2));
  bigger.set(bytes);
  return bigger;
}
