import { parseModel } from './parse-model';
import type { ParsedMesh } from './parsed-mesh';
import { readSource, type LoadProgress } from './read-source';
import type { ModelSource } from './types';

/** Reads and parses one model: what the parse worker runs (and the page itself where workers are missing). */
export async function loadMesh(
  source: ModelSource,
  onProgress: (progress: LoadProgress) => void,
  signal?: AbortSignal,
): Promise<ParsedMesh> {
  const buffer = await readSource(source, onProgress, signal);
  signal?.throwIfAborted();
  onProgress({ phase: 'parsing' });
  return parseModel(buffer, source.fileName);
}
