import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytesOf, useStorableBlobs } from './testing/blob-storage';
import type { CutRequest, CutResponse } from './file-cutter';

const PART = 5 * 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The worker's global scope, in this process: what cut-worker.ts registers on, and what it answers through. */
const scope: {
  onmessage: ((event: { data: CutRequest }) => void) | null;
  postMessage: (message: CutResponse) => void;
} = { onmessage: null, postMessage: () => undefined };

/** A Worker whose other side is cut-worker.ts loaded here; messages cross asynchronously, as between threads. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: { data: CutResponse }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  isTerminated = false;
  constructor() {
    FakeWorker.last = this;
    scope.postMessage = (message) => setTimeout(() => this.onmessage?.({ data: message }));
  }
  postMessage(message: CutRequest) {
    setTimeout(() => scope.onmessage?.({ data: message }));
  }
  terminate() {
    this.isTerminated = true;
  }
}

beforeEach(() => useStorableBlobs());
afterEach(() => vi.unstubAllGlobals());

async function loadWithWorker() {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
  await import('./cut-worker');
  return import('./file-cutter');
}

describe('openFileCutter', () => {
  it('cuts and hashes in the worker where one starts: the page gets each part’s Blob and the digest, then the worker ends', async () => {
    const { openFileCutter } = await loadWithWorker();
    const yields = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yields });
    const file = Uint8Array.from(randomBytes(PART + 1234));
    const cutter = await openFileCutter(new Blob([file]), PART, () => new FakeWorker() as unknown as Worker);
    const first = await cutter.cut(1);
    const second = await cutter.cut(2);
    expect([first.partNumber, first.size, second.partNumber, second.size]).toEqual([1, PART, 2, 1234]);
    expect(Buffer.concat([await bytesOf(first.data), await bytesOf(second.data)]).equals(Buffer.from(file))).toBe(true);
    expect(await cutter.digest()).toBe(sha256(file));
    // The worker hashes in one go: the page's yielding is for the page only.
    expect(yields).not.toHaveBeenCalled();
    cutter.close();
    expect(FakeWorker.last?.isTerminated).toBe(true);
  });

  it('cuts on the page when the worker cannot start (its script did not load offline)', async () => {
    const { openFileCutter } = await loadWithWorker();
    scope.onmessage = (event) => scope.postMessage({ id: event.data.id, type: 'error', message: 'no script' });
    const yields = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yields });
    const file = Uint8Array.from(randomBytes(3 * 1024 * 1024));
    const cutter = await openFileCutter(new Blob([file]), PART, () => new FakeWorker() as unknown as Worker);
    expect(FakeWorker.last?.isTerminated).toBe(true);
    expect((await cutter.cut(1)).size).toBe(file.length);
    expect(await cutter.digest()).toBe(sha256(file));
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('passes on what failed in the worker', async () => {
    const { openFileCutter } = await loadWithWorker();
    const cutter = await openFileCutter(
      new Blob([new Uint8Array(10)]),
      PART,
      () => new FakeWorker() as unknown as Worker,
    );
    scope.onmessage = (event) => scope.postMessage({ id: event.data.id, type: 'error', message: 'no room' });
    await expect(cutter.cut(1)).rejects.toThrow('no room');
  });
});
