import { createHash } from 'node:crypto';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../testing/session-generators';
import { answerObjectStore, PNG_HEAD, pngFile } from './testing/object-store';
import { UploadError, uploadFile, type UploadProgress } from './upload-file';
import { detectImageFormat, UPLOAD_PURPOSES } from './upload-purposes';

describe('uploadFile', () => {
  it('declares the file with its SHA-256, sends parts of the server’s size in order with the grant, and answers key and link', async () => {
    const store = answerObjectStore();
    const file = pngFile('licence.png', 2);
    const progress: UploadProgress[] = [];
    const stored = await uploadFile(file, 'licence', { onProgress: (step) => progress.push(step) });

    expect(stored).toEqual({
      key: 'licence/1-licence.png',
      url: 'https://store.example/licence/1-licence.png?signature=s',
    });
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(store.created).toEqual([
      {
        purpose: 'licence',
        fileName: 'licence.png',
        contentType: 'image/png',
        size: 10,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    ]);
    expect(store.parts.map((part) => [part.partNumber, part.bytes.length, part.grant])).toEqual([
      [1, 4, 'grant-1'],
      [2, 4, 'grant-1'],
      [3, 2, 'grant-1'],
    ]);
    expect(store.parts.flatMap((part) => part.bytes)).toEqual([...bytes]);
    expect(progress.at(0)).toEqual({ sentBytes: 0, totalBytes: 10 });
    expect(progress.filter((step) => [4, 8, 10].includes(step.sentBytes)).map((step) => step.sentBytes)).toEqual([
      4, 8, 10,
    ]);
    expect(progress.at(-1)).toEqual({ sentBytes: 10, totalBytes: 10 });
    expect(store.deleted).toEqual([]);
  });

  it('a file the server refuses fails with the server’s message, and the upload is abandoned', async () => {
    const store = answerObjectStore({
      complete: () =>
        HttpResponse.json(
          envelope(null, 42002, 'This type of file is not allowed here, or its content does not match its type.'),
          { status: 400 },
        ),
    });
    const failure = await uploadFile(pngFile(), 'licence').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({
      reason: 'refused',
      text: 'This type of file is not allowed here, or its content does not match its type.',
    });
    await expect.poll(() => store.deleted).toEqual(['u1']);
  });

  it('a part refused as too large says so in the server’s words', async () => {
    answerObjectStore({
      part: () => HttpResponse.json(envelope(null, 42001, 'The file is too large (at most 10 MB).'), { status: 413 }),
    });
    await expect(uploadFile(pngFile(), 'licence')).rejects.toMatchObject({
      reason: 'refused',
      text: 'The file is too large (at most 10 MB).',
    });
  });

  it('judges the type by the first bytes, not the name, before sending anything', async () => {
    // No handler: any request would fail the test (unhandled requests are errors).
    const pdfNamedPng = new File(['%PDF-1.7 not an image'], 'scan.png', { type: 'image/png' });
    await expect(uploadFile(pdfNamedPng, 'id-image')).rejects.toMatchObject({
      reason: 'rejected',
      text: { message: 'This type of file is not allowed here: choose a JPG or PNG image.' },
    });
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });
    await expect(uploadFile(empty, 'id-image')).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('refuses a file over the purpose’s limit before sending anything (5 MB for ID images)', async () => {
    const tooBig = new File([new Uint8Array(PNG_HEAD), new Uint8Array(UPLOAD_PURPOSES['id-image'].maxBytes)], 'id.png');
    const failure = await uploadFile(tooBig, 'id-image').catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'rejected' });
    expect((failure as UploadError).text).toMatchObject({ values: { max: '5 MB' } });
  });

  it('stops when the signal aborts, and abandons the upload on the server', async () => {
    const controller = new AbortController();
    const store = answerObjectStore({
      part: async (partNumber) => {
        if (partNumber !== 2) return undefined;
        controller.abort();
        await delay('infinite');
        return undefined;
      },
    });
    await expect(uploadFile(pngFile('licence.png', 6), 'licence', { signal: controller.signal })).rejects.toMatchObject(
      {
        reason: 'cancelled',
      },
    );
    expect(store.parts.map((part) => part.partNumber)).toEqual([1]);
    await expect.poll(() => store.deleted).toEqual(['u1']);
  });

  it('fetches a new grant once when the store says the grant expired', async () => {
    let refusals = 0;
    const store = answerObjectStore({
      part: (partNumber) => {
        if (partNumber !== 2 || refusals > 0) return undefined;
        refusals += 1;
        return HttpResponse.json(envelope(null, 42009, 'The upload permission has expired.'), { status: 403 });
      },
    });
    await uploadFile(pngFile(), 'licence');
    expect(store.parts.map((part) => [part.partNumber, part.grant])).toEqual([
      [1, 'grant-1'],
      [2, 'grant-2'],
      [3, 'grant-2'],
    ]);
  });

  it('sends a part lost to the network again', async () => {
    let failures = 0;
    const store = answerObjectStore({
      part: (partNumber) => {
        if (partNumber !== 1 || failures > 0) return undefined;
        failures += 1;
        return HttpResponse.error();
      },
    });
    await uploadFile(pngFile(), 'licence');
    expect(store.parts.map((part) => part.partNumber)).toEqual([1, 2, 3]);
  });
});

describe('detectImageFormat', () => {
  it('knows JPEG by FF D8 FF and PNG by its signature', () => {
    expect(detectImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(detectImageFormat(new Uint8Array(PNG_HEAD))).toBe('png');
    expect(detectImageFormat(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
    expect(detectImageFormat(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
