import { describe, expect, it } from 'vitest';
import { WorkerMeshLoader } from './mesh-loader';
import type { ModelLoadError } from './parsed-mesh';
import type { LoadProgress } from './read-source';
import { binaryStl, encode, TRIANGLES } from './testing/model-fixtures';
import { createWorkerHandler } from './worker-handler';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/** The parse worker's handler behind a Worker's interface, on this thread (happy-dom has no workers). */
class InThreadWorker extends EventTarget {
  readonly requests: WorkerRequest[] = [];
  readonly transferred: Transferable[][] = [];
  terminated = false;
  private readonly handle = createWorkerHandler((message: WorkerReply, transfer) => {
    this.transferred.push(transfer);
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: message })), 0);
  });
  postMessage(request: WorkerRequest) {
    this.requests.push(request);
    this.handle(request);
  }
  terminate() {
    this.terminated = true;
  }
}

function loaderWith(worker: InThreadWorker) {
  return new WorkerMeshLoader(() => worker as unknown as Worker);
}

const stl = (buffer: ArrayBuffer, fileName = 'upper.stl') => ({
  kind: 'blob' as const,
  blob: new Blob([buffer]),
  fileName,
});

describe('WorkerMeshLoader', () => {
  it('has the worker read and parse, reports progress and gets the buffers transferred', async () => {
    const worker = new InThreadWorker();
    const progress: LoadProgress[] = [];
    const mesh = await loaderWith(worker).load(stl(binaryStl(TRIANGLES)), { onProgress: (p) => progress.push(p) });
    expect(mesh.triangleCount).toBe(2);
    expect(progress.at(-1)).toEqual({ phase: 'parsing' });
    expect(worker.transferred.at(-1)).toEqual([mesh.positions.buffer]);
  });

  it("passes the worker's error code on", async () => {
    const worker = new InThreadWorker();
    const code = await loaderWith(worker)
      .load(stl(encode('garbage')))
      .then(
        () => null,
        (error: ModelLoadError) => error.code,
      );
    expect(code).toBe('malformed');
  });

  it('tells the worker to drop a load that is no longer wanted', async () => {
    const worker = new InThreadWorker();
    const controller = new AbortController();
    const loading = loaderWith(worker).load(stl(binaryStl(TRIANGLES)), { signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toBeDefined();
    expect(worker.requests.map((request) => request.type)).toEqual(['load', 'cancel']);
  });

  it("parses on the page when the worker's script cannot start", async () => {
    const worker = new InThreadWorker();
    worker.postMessage = (request: WorkerRequest) => void worker.requests.push(request);
    const loader = loaderWith(worker);
    const loading = loader.load(stl(binaryStl(TRIANGLES)));
    worker.dispatchEvent(new Event('error'));
    expect((await loading).triangleCount).toBe(2);
    expect(worker.terminated).toBe(true);
    expect((await loader.load(stl(binaryStl(TRIANGLES)))).triangleCount).toBe(2);
    expect(worker.requests).toHaveLength(1);
  });
});
