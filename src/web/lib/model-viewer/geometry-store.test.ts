import { describe, expect, it, vi } from 'vitest';
import { GeometryStore } from './geometry-store';
import type { LoadOptions, MeshLoader } from './mesh-loader';
import { parseStl } from './parse-stl';
import type { ParsedMesh } from './parsed-mesh';
import { binaryStl, TRIANGLES } from './testing/model-fixtures';
import type { ModelSource } from './types';

const url = (name: string, signature = 'a'): ModelSource => ({
  kind: 'url',
  url: `/api/oss/object/${name}?expires=1&signature=${signature}`,
  fileName: name,
});
const MESH_BYTES = 2 * 9 * 4;

/** A loader whose loads finish when the test says so. */
function controlledLoader() {
  const calls: {
    source: ModelSource;
    options: LoadOptions;
    resolve: (mesh: ParsedMesh) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const loader: MeshLoader = {
    load: (source, options = {}) =>
      new Promise((resolve, reject) => {
        calls.push({ source, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      }),
  };
  return { loader, calls, mesh: () => parseStl(binaryStl(TRIANGLES)) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('GeometryStore', () => {
  it('loads a source once for every caller, and from the cache after, whatever the link signature', async () => {
    const { loader, calls, mesh } = controlledLoader();
    const store = new GeometryStore(loader);
    const progress = vi.fn();
    const first = store.load(url('a.stl'), { onProgress: progress });
    const second = store.load(url('a.stl', 'b'));
    expect(calls).toHaveLength(1);
    calls[0]!.options.onProgress?.({ phase: 'parsing' });
    expect(progress).toHaveBeenCalledWith({ phase: 'parsing' });
    calls[0]!.resolve(mesh());
    const geometry = await first;
    expect(await second).toBe(geometry);
    expect(geometry.getAttribute('position').count).toBe(6);
    expect(geometry.boundingSphere?.radius).toBeGreaterThan(0);
    expect(await store.load(url('a.stl', 'c'))).toBe(geometry);
    expect(store.peek(url('a.stl'))).toBe(geometry);
    expect(calls).toHaveLength(1);
  });

  it('cancels a load only once every caller has given up', async () => {
    const { loader, calls } = controlledLoader();
    const store = new GeometryStore(loader);
    const one = new AbortController();
    const two = new AbortController();
    const first = store.load(url('a.stl'), { signal: one.signal });
    const second = store.load(url('a.stl'), { signal: two.signal });
    one.abort();
    await expect(first).rejects.toBeDefined();
    await tick();
    expect(calls[0]!.options.signal?.aborted).toBe(false);
    two.abort();
    await expect(second).rejects.toBeDefined();
    await tick();
    expect(calls[0]!.options.signal?.aborted).toBe(true);
  });

  it('keeps a load going when a caller gives up and another asks for it in the same turn (a step change)', async () => {
    const { loader, calls, mesh } = controlledLoader();
    const store = new GeometryStore(loader);
    const before = new AbortController();
    store.load(url('a.stl'), { signal: before.signal }).catch(() => {});
    before.abort();
    const after = store.load(url('a.stl'));
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.signal?.aborted).toBe(false);
    calls[0]!.resolve(mesh());
    await expect(after).resolves.toBeDefined();
  });

  it('passes errors on and tries again next time', async () => {
    const { loader, calls } = controlledLoader();
    const store = new GeometryStore(loader);
    const failing = store.load(url('a.stl'));
    calls[0]!.reject(new Error('broken'));
    await expect(failing).rejects.toThrow('broken');
    void store.load(url('a.stl')).catch(() => {});
    expect(calls).toHaveLength(2);
  });

  it('evicts and disposes the least recently used geometry past its budget, never a retained one', async () => {
    const { loader, calls, mesh } = controlledLoader();
    const store = new GeometryStore(loader, MESH_BYTES * 2);
    const load = async (name: string) => {
      const promise = store.load(url(name));
      calls.at(-1)!.resolve(mesh());
      return promise;
    };
    store.retain(url('a.stl'));
    const a = await load('a.stl');
    const b = await load('b.stl');
    const disposed = vi.fn();
    a.addEventListener('dispose', disposed);
    b.addEventListener('dispose', disposed);
    await load('c.stl');
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(store.peek(url('a.stl'))).toBe(a);
    expect(store.peek(url('b.stl'))).toBeUndefined();
    store.dispose();
    expect(disposed).toHaveBeenCalledTimes(2);
  });

  it('disposes a geometry that arrives after the viewer has gone', async () => {
    const { loader, calls, mesh } = controlledLoader();
    const store = new GeometryStore(loader);
    const loading = store.load(url('a.stl'));
    store.dispose();
    calls[0]!.resolve(mesh());
    const geometry = await loading.catch(() => null);
    expect(store.peek(url('a.stl'))).toBeUndefined();
    expect(geometry === null || geometry.getAttribute('position') !== undefined).toBe(true);
  });

  it('tells local files apart by identity', async () => {
    const { loader, calls, mesh } = controlledLoader();
    const store = new GeometryStore(loader);
    const blob = new Blob([binaryStl(TRIANGLES)]);
    const first = store.load({ kind: 'blob', blob, fileName: 'upper.stl' });
    store.load({ kind: 'blob', blob, fileName: 'upper.stl' }).catch(() => {});
    store.load({ kind: 'blob', blob: new Blob([binaryStl(TRIANGLES)]), fileName: 'upper.stl' }).catch(() => {});
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(mesh());
    await first;
  });
});
