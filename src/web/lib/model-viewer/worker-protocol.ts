import type { ModelErrorCode, ParsedMesh } from './parsed-mesh';
import type { LoadProgress } from './read-source';
import type { ModelSource } from './types';

/** What the page asks the parse worker: load a model (a Blob travels without a copy), or forget one. */
export type WorkerRequest = { type: 'load'; id: number; source: ModelSource } | { type: 'cancel'; id: number };

/** What the worker answers; a parsed mesh's buffers are transferred, not copied. */
export type WorkerReply =
  | { type: 'progress'; id: number; progress: LoadProgress }
  | { type: 'done'; id: number; mesh: ParsedMesh }
  | { type: 'error'; id: number; code: ModelErrorCode; detail: string };
