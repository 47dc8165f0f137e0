import { describe, expect, it } from 'vitest';
import { ref } from './local-ids';
import { pathRef, refsOf, refsOfRequest, resolveRequest } from './refs';
import type { OutboxRequest, UploadItem } from './types';

const request: OutboxRequest = {
  service: 'emr',
  method: 'POST',
  path: `/v1/clinicImage/stage/list/${pathRef('create-1')}`,
  body: {
    patientId: ref('create-1'),
    photos: [{ url: ref('upload-1', 'key') }, ref('upload-2', 'stored.key')],
    name: 'x',
  },
};

describe('refs', () => {
  it('finds every referred item once, in the path and anywhere in the body', () => {
    expect(refsOfRequest(request).sort()).toEqual(['create-1', 'upload-1', 'upload-2']);
    expect(
      refsOfRequest({ service: 'emr', method: 'POST', path: '/v1/patient/add', body: { name: 'a', tags: [1, null] } }),
    ).toEqual([]);
  });

  it('an upload refers to nothing', () => {
    expect(refsOf({ kind: 'upload', uploadId: 'u' } as UploadItem)).toEqual([]);
  });

  it('replaces refs with the answers, leaving the stored request as it was', () => {
    const answers = new Map<string, unknown>([
      ['create-1', { id: 17 }],
      ['upload-1', { key: 'photo/a.jpg' }],
      ['upload-2', { stored: { key: 'photo/b.jpg' } }],
    ]);
    const resolved = resolveRequest(request, answers);
    expect(resolved).toEqual({
      ok: true,
      request: {
        service: 'emr',
        method: 'POST',
        path: '/v1/clinicImage/stage/list/17',
        body: { patientId: 17, photos: [{ url: 'photo/a.jpg' }, 'photo/b.jpg'], name: 'x' },
      },
    });
    expect(request.body).toMatchObject({ patientId: { $ref: 'create-1', path: 'id' } });
  });

  it('encodes a path value', () => {
    const resolved = resolveRequest(
      { service: 'emr', method: 'DELETE', path: `/x/${pathRef('a', 'key')}` },
      new Map([['a', { key: 'a b/c' }]]),
    );
    expect(resolved.ok && resolved.request.path).toBe('/x/a%20b%2Fc');
  });

  it('says which ref an answer cannot fill', () => {
    expect(resolveRequest(request, new Map<string, unknown>([['create-1', {}]]))).toEqual({
      ok: false,
      itemId: 'create-1',
      path: 'id',
    });
  });

  it('keeps falsy answers (0, empty text, false)', () => {
    const resolved = resolveRequest(
      { service: 'emr', method: 'POST', path: '/p', body: { a: ref('a', 'n'), b: ref('a', 's') } },
      new Map([['a', { n: 0, s: '' }]]),
    );
    expect(resolved.ok && resolved.request.body).toEqual({ a: 0, b: '' });
  });
});
