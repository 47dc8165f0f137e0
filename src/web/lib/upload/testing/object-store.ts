import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { apiUrl, envelope } from '../../../testing/session-generators';

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0] as const;

/** A small PNG by its bytes (the signature, then filler). */
export function pngFile(name = 'licence.png', extraBytes = 2): File {
  const bytes = new Uint8Array([...PNG_HEAD, ...Array.from({ length: extraBytes }, (_, index) => index)]);
  return new File([bytes], name, { type: 'image/png' });
}

export function jpegFile(name = 'photo.jpg', extraBytes = 4): File {
  const bytes = new Uint8Array([...JPEG_HEAD, ...Array.from({ length: extraBytes }, (_, index) => index)]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

export type FakeObjectStore = {
  created: Record<string, unknown>[];
  parts: { uploadId: string; partNumber: number; bytes: number[]; grant: string | null }[];
  completed: string[];
  deleted: string[];
  grantsIssued: number;
};

type Overrides = {
  partSize?: number;
  /** Answer a part differently (return undefined to store it normally). */
  part?: (partNumber: number, store: FakeObjectStore) => Promise<Response | undefined> | Response | undefined;
  /** Answer a completion differently. */
  complete?: (uploadId: string) => Response | undefined;
};

/**
 * The emr object store's routes as msw handlers: grant, create, parts, complete, abort. Each upload gets the key
 * `<purpose>/<n>-<fileName>` so tests can tell the files apart; what the browser sent is recorded.
 */
export function answerObjectStore(overrides: Overrides = {}): FakeObjectStore {
  const partSize = overrides.partSize ?? 4;
  const store: FakeObjectStore = { created: [], parts: [], completed: [], deleted: [], grantsIssued: 0 };
  const keys = new Map<string, { key: string; purpose: string; size: number }>();
  server.use(
    http.get(apiUrl('emr', '/oss/getSts/web'), () => {
      store.grantsIssued += 1;
      return HttpResponse.json(
        envelope({
          provider: 'local',
          uploadBase: '/api/emr/oss/multipart',
          partSize,
          grant: `grant-${store.grantsIssued}`,
          expiresAt: Date.now() + 3_600_000,
        }),
      );
    }),
    http.post(apiUrl('emr', '/oss/multipart'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      store.created.push(body);
      const uploadId = `u${store.created.length}`;
      const size = Number(body.size);
      const key = `${String(body.purpose)}/${store.created.length}-${String(body.fileName)}`;
      keys.set(uploadId, { key, purpose: String(body.purpose), size });
      return HttpResponse.json(envelope({ uploadId, key, partSize, partCount: Math.ceil(size / partSize) }));
    }),
    http.put(apiUrl('emr', '/oss/multipart/:uploadId/parts/:partNumber'), async ({ request, params }) => {
      const partNumber = Number(params.partNumber);
      const special = await overrides.part?.(partNumber, store);
      if (special) return special;
      const bytes = [...new Uint8Array(await request.arrayBuffer())];
      store.parts.push({
        uploadId: String(params.uploadId),
        partNumber,
        bytes,
        grant: request.headers.get('x-upload-grant'),
      });
      return HttpResponse.json(envelope({ partNumber, size: bytes.length, etag: 'e' }));
    }),
    http.post(apiUrl('emr', '/oss/multipart/:uploadId/complete'), ({ params }) => {
      const uploadId = String(params.uploadId);
      const special = overrides.complete?.(uploadId);
      if (special) return special;
      store.completed.push(uploadId);
      const upload = keys.get(uploadId);
      const key = upload?.key ?? 'unknown';
      return HttpResponse.json(
        envelope({
          key,
          size: upload?.size ?? 0,
          sha256: '0'.repeat(64),
          contentType: 'image/png',
          purpose: upload?.purpose ?? 'licence',
          url: `https://store.example/${key}?signature=s`,
          urlExpiresAt: Date.now() + 3_600_000,
        }),
      );
    }),
    http.delete(apiUrl('emr', '/oss/multipart/:uploadId'), ({ params }) => {
      store.deleted.push(String(params.uploadId));
      return HttpResponse.json(envelope(null));
    }),
  );
  return store;
}
