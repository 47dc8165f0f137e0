import { loadMesh } from './load-mesh';
import { ModelLoadError, transferablesOf } from './parsed-mesh';
import type { LoadProgress } from './read-source';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const PROGRESS_INTERVAL_MS = 100;

/**
 * The parse worker's side of the protocol: loads what it is asked for, at most one progress report per 100 ms,
 * answers with the mesh (its buffers transferred) or the error's code; a cancelled load answers nothing.
 */
export function createWorkerHandler(
  reply: (message: WorkerReply, transfer: Transferable[]) => void,
): (request: WorkerRequest) => void {
  const jobs = new Map<number, AbortController>();
  return (request) => {
    if (request.type === 'cancel') {
      jobs.get(request.id)?.abort();
      jobs.delete(request.id);
      return;
    }
    const { id } = request;
    const controller = new AbortController();
    jobs.set(id, controller);
    let lastProgressAt = -Infinity;
    const onProgress = (progress: LoadProgress) => {
      const now = performance.now();
      const isFinal = progress.phase === 'parsing' || progress.loaded === progress.total;
      if (!isFinal && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
      lastProgressAt = now;
      reply({ type: 'progress', id, progress }, []);
    };
    loadMesh(request.source, onProgress, controller.signal)
      .then(
        (mesh) => {
          if (!controller.signal.aborted) reply({ type: 'done', id, mesh }, transferablesOf(mesh));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const code = error instanceof ModelLoadError ? error.code : 'failed';
          reply({ type: 'error', id, code, detail: error instanceof Error ? error.message : String(error) }, []);
        },
      )
      .finally(() => jobs.delete(id));
  };
}
