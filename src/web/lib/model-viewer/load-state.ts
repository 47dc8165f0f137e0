import { ModelLoadError, type ModelErrorCode } from './parsed-mesh';
import type { LoadProgress } from './read-source';

/** How one model's load is going, as the viewer shows it (React state: no three.js object in it). */
export type LoadState =
  | { status: 'loading'; phase: 'reading' | 'parsing'; fraction: number | null }
  | { status: 'ready' }
  | { status: 'error'; code: ModelErrorCode };

export const LOADING: LoadState = { status: 'loading', phase: 'reading', fraction: null };

export function progressState(progress: LoadProgress): LoadState {
  if (progress.phase === 'parsing') return { status: 'loading', phase: 'parsing', fraction: null };
  return { status: 'loading', phase: 'reading', fraction: progress.total ? progress.loaded / progress.total : null };
}

export function errorState(error: unknown): LoadState {
  return { status: 'error', code: error instanceof ModelLoadError ? error.code : 'failed' };
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
