import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { loadMesh } from './load-mesh';
import type { ModelLoadError } from './parsed-mesh';
import { readSource, type LoadProgress } from './read-source';
import { binaryStl, TRIANGLES } from './testing/model-fixtures';

const STL = binaryStl(TRIANGLES);

describe('readSource', () => {
  it('reads a local file with its progress, without the network', async () => {
    const progress: LoadProgress[] = [];
    const buffer = await readSource({ kind: 'blob', blob: new Blob([STL]), fileName: 'upper.stl' }, (p) =>
      progress.push(p),
    );
    expect(new Uint8Array(buffer)).toEqual(new Uint8Array(STL));
    expect(progress[0]).toEqual({ phase: 'reading', loaded: 0, total: STL.byteLength });
    expect(progress.at(-1)).toEqual({ phase: 'reading', loaded: STL.byteLength, total: STL.byteLength });
  });

  it('downloads and parses a signed link', async () => {
    server.use(
      http.get(`${window.location.origin}/api/oss/object/upper.stl`, () =>
        HttpResponse.arrayBuffer(STL, { headers: { 'content-length': String(STL.byteLength) } }),
      ),
    );
    const mesh = await loadMesh(
      {
        kind: 'url',
        url: `${window.location.origin}/api/oss/object/upper.stl?expires=1&signature=x`,
        fileName: 'upper.stl',
      },
      () => {},
    );
    expect(mesh.triangleCount).toBe(2);
  });

  it('says when the link no longer answers, and when the network fails', async () => {
    server.use(
      http.get(`${window.location.origin}/gone.stl`, () => new HttpResponse(null, { status: 403 })),
      http.get(`${window.location.origin}/offline.stl`, () => HttpResponse.error()),
    );
    const code = (name: string) =>
      readSource({ kind: 'url', url: `${window.location.origin}/${name}`, fileName: name }, () => {}).then(
        () => null,
        (error: ModelLoadError) => error.code,
      );
    expect(await code('gone.stl')).toBe('unavailable');
    expect(await code('offline.stl')).toBe('network');
  });
});
