import { loadMesh } from './load-mesh';
import { ModelLoadError, type ParsedMesh } from './parsed-mesh';
import type { LoadProgress } from './read-source';
import type { ModelSource } from './types';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export type LoadOptions = { onProgress?: (progress: LoadProgress) => void; signal?: AbortSignal };

/** Loads models off the page's thread: one worker shared by every viewer, stopped after a minute without work. */
export type MeshLoader = { load(source: ModelSource, options?: LoadOptions): Promise<ParsedMesh> };

const IDLE_MS = 60_000;

type Job = {
  source: ModelSource;
  options: LoadOptions;
  resolve: (mesh: ParsedMesh) => void;
  reject: (error: unknown) => void;
};

/** Where workers are missing (or the worker's script cannot start) the page parses the model itself. */
const inPage: MeshLoader = {
  load: (source, { onProgress = () => {}, signal } = {}) => loadMesh(source, onProgress, signal),
};

/** Starts the parse worker (a function, so tests can hand in a stand-in). */
export type WorkerFactory = () => Worker;

const startParseWorker: WorkerFactory = () =>
  new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });

export class WorkerMeshLoader implements MeshLoader {
  private worker: Worker | null = null;
  private broken = false;
  private nextId = 1;
  private readonly jobs = new Map<number, Job>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly startWorker: WorkerFactory;

  constructor(startWorker: WorkerFactory = startParseWorker) {
    this.startWorker = startWorker;
  }

  load(source: ModelSource, options: LoadOptions = {}): Promise<ParsedMesh> {
    if (this.broken) return inPage.load(source, options);
    options.signal?.throwIfAborted();
    return new Promise<ParsedMesh>((resolve, reject) => {
      const id = this.nextId++;
      this.jobs.set(id, { source, options, resolve, reject });
      options.signal?.addEventListener('abort', () => this.cancel(id), { once: true });
      this.post({ type: 'load', id, source: absolute(source) });
    });
  }

  private cancel(id: number): void {
    const job = this.jobs.get(id);
    if (!job) return;
    this.finish(id);
    this.post({ type: 'cancel', id });
    job.reject(job.options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
  }

  private post(request: WorkerRequest): void {
    clearTimeout(this.idleTimer);
    this.start().postMessage(request);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = this.startWorker();
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => this.receive(event.data));
    worker.addEventListener('error', () => this.fallBack());
    this.worker = worker;
    return worker;
  }

  private receive(reply: WorkerReply): void {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    if (reply.type === 'progress') {
      job.options.onProgress?.(reply.progress);
      return;
    }
    this.finish(reply.id);
    if (reply.type === 'done') job.resolve(reply.mesh);
    else job.reject(new ModelLoadError(reply.code, reply.detail));
  }

  private finish(id: number): void {
    this.jobs.delete(id);
    if (this.jobs.size > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
  }

  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  /** The worker's script failed (say, an old cached page after an update): parse what it held on this thread. */
  private fallBack(): void {
    this.broken = true;
    this.stop();
    const pending = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of pending) inPage.load(job.source, job.options).then(job.resolve, job.reject);
  }
}

/** A worker resolves relative links against its own script: hand it absolute ones. */
function absolute(source: ModelSource): ModelSource {
  return source.kind === 'url' ? { ...source, url: new URL(source.url, document.baseURI).href } : source;
}

let shared: MeshLoader | null = null;

export function meshLoader(): MeshLoader {
  shared ??= typeof Worker === 'undefined' ? inPage : new WorkerMeshLoader();
  return shared;
}
