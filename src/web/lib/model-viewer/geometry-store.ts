import type { BufferGeometry } from 'three';
import { buildGeometry, geometryBytes } from './geometry';
import { LruCache } from './lru-cache';
import type { LoadOptions, MeshLoader } from './mesh-loader';
import type { LoadProgress } from './read-source';
import { sourceKey } from './source-key';
import type { ModelSource } from './types';

/** Enough for a few dozen aligner steps of typical scans; what is on screen stays however large it is. */
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

type Pending = {
  promise: Promise<BufferGeometry>;
  controller: AbortController;
  listeners: Set<(progress: LoadProgress) => void>;
  waiters: number;
};

/**
 * One viewer's geometries: each source is loaded once (callers asking for it while it loads share the load), kept in
 * an LRU cache bounded in bytes, and disposed when evicted or when the viewer goes. A load is cancelled once every
 * caller waiting for it has given up (scrubbing past a step, say).
 */
export class GeometryStore {
  private readonly cache: LruCache<BufferGeometry>;
  private readonly pending = new Map<string, Pending>();
  private disposed = false;

  private readonly loader: MeshLoader;

  constructor(loader: MeshLoader, maxBytes = DEFAULT_CACHE_BYTES) {
    this.loader = loader;
    this.cache = new LruCache(maxBytes, geometryBytes, (geometry) => geometry.dispose());
  }

  /** The geometry when it is already loaded. */
  peek(source: ModelSource): BufferGeometry | undefined {
    return this.cache.get(sourceKey(source));
  }

  load(source: ModelSource, { onProgress, signal }: LoadOptions = {}): Promise<BufferGeometry> {
    const key = sourceKey(source);
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.pending.get(key) ?? this.start(key, source);
    pending.waiters++;
    if (onProgress) pending.listeners.add(onProgress);
    const leave = () => {
      if (onProgress) pending.listeners.delete(onProgress);
      if (--pending.waiters === 0) setTimeout(() => this.abandon(key, pending), 0);
    };
    if (!signal) return pending.promise.finally(leave);
    return new Promise<BufferGeometry>((resolve, reject) => {
      const abort = () => {
        leave();
        reject(signal.reason);
      };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      pending.promise
        .finally(() => signal.removeEventListener('abort', abort))
        .then(
          (geometry) => {
            if (signal.aborted) return;
            leave();
            resolve(geometry);
          },
          (error: unknown) => {
            if (signal.aborted) return;
            leave();
            reject(error);
          },
        );
    });
  }

  /** Keeps the source's geometry (on screen) from eviction until `release`. */
  retain(source: ModelSource): void {
    this.cache.pin(sourceKey(source));
  }

  release(source: ModelSource): void {
    this.cache.unpin(sourceKey(source));
  }

  /** Cancels what is loading and disposes every geometry. */
  dispose(): void {
    this.disposed = true;
    for (const pending of this.pending.values()) pending.controller.abort();
    this.pending.clear();
    this.cache.clear();
  }

  /** Nobody waits for the load any more (a viewer moving on asks again in the same turn, so look after it). */
  private abandon(key: string, pending: Pending): void {
    if (pending.waiters > 0 || this.pending.get(key) !== pending) return;
    this.pending.delete(key);
    pending.controller.abort();
  }

  private start(key: string, source: ModelSource): Pending {
    const controller = new AbortController();
    const listeners = new Set<(progress: LoadProgress) => void>();
    const promise = this.loader
      .load(source, {
        signal: controller.signal,
        onProgress: (progress) => listeners.forEach((listener) => listener(progress)),
      })
      .then((mesh) => {
        const geometry = buildGeometry(mesh);
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        if (this.disposed) geometry.dispose();
        else this.cache.set(key, geometry);
        return geometry;
      });
    promise.catch(() => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    });
    const pending: Pending = { promise, controller, listeners, waiters: 0 };
    this.pending.set(key, pending);
    return pending;
  }
}
