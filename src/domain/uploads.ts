import { z } from 'zod';

export { partCountFor, partSizeOf, UploadErrorCode } from './upload-parts';

/**
 * The object store's upload contract (emr service, `/oss/...`): what the browser and the server exchange to send a
 * file by multipart upload (create, parts, list, complete) and what a stored object looks like. The server's routes
 * (src/server/storage/routes.ts) validate with these; the web's upload sender reads answers with them.
 */

/**
 * What a file may be uploaded for. The limits and formats of each are the server's table
 * (src/server/storage/purposes.ts), which the type checker keeps to exactly these names through the routes.
 */
export const UPLOAD_PURPOSE_NAMES = ['licence', 'id-image', 'photo', 'model', 'plan', 'remittance'] as const;
export type UploadPurposeName = (typeof UPLOAD_PURPOSE_NAMES)[number];

const ZPurpose = z.enum(UPLOAD_PURPOSE_NAMES);

/** GET /oss/getSts/web, GET /obs/getSts: where to send parts, their size, and a short-lived upload grant. */
export const ZUploadSts = z.object({
  provider: z.enum(['local', 's3']),
  uploadBase: z.string(),
  partSize: z.number().int(),
  grant: z.string(),
  expiresAt: z.number().int(),
});
export type TUploadSts = z.infer<typeof ZUploadSts>;

/** POST /oss/multipart: starts an upload of a file whose size and whole-file SHA-256 the client already knows. */
export const ZCreateUpload = z.object({
  purpose: ZPurpose,
  /** Only its extension is kept (in the key); the type is judged from the bytes at completion. */
  fileName: z.string().min(1).max(255),
  contentType: z.string().max(255).default('application/octet-stream'),
  size: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-fA-F]{64}$/),
});
export type TCreateUpload = z.input<typeof ZCreateUpload>;

export const ZCreatedUpload = z.object({
  uploadId: z.string(),
  key: z.string(),
  partSize: z.number().int(),
  partCount: z.number().int(),
});
export type TCreatedUpload = z.infer<typeof ZCreatedUpload>;

/** PUT /oss/multipart/:uploadId/parts/:partNumber answers one of these; list parts answers them all. */
export const ZUploadPart = z.object({ partNumber: z.number().int(), size: z.number().int(), etag: z.string() });
export type TUploadPart = z.infer<typeof ZUploadPart>;

/** POST /oss/multipart/:uploadId/parts/:partNumber/url (stores that take parts directly): where to PUT the part. */
export const ZPartUrl = z.object({ url: z.string(), expiresAt: z.number().int() });
export type TPartUrl = z.infer<typeof ZPartUrl>;

/** POST /oss/multipart/:uploadId/parts/:partNumber/sent: the store answered the part's PUT with this ETag. */
export const ZPartSent = z.object({ etag: z.string().min(1).max(80) });

/** GET /oss/multipart/:uploadId/parts: the upload and the parts the store holds (to resume). */
export const ZUploadState = z.object({
  uploadId: z.string(),
  key: z.string(),
  purpose: ZPurpose,
  size: z.number().int(),
  sha256: z.string(),
  partSize: z.number().int(),
  partCount: z.number().int(),
  status: z.enum(['open', 'completed']),
  parts: z.array(ZUploadPart),
});
export type TUploadState = z.infer<typeof ZUploadState>;

/** POST /oss/multipart/:uploadId/complete answers the stored object. */
export const ZStoredObject = z.object({
  key: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  contentType: z.string(),
  purpose: ZPurpose,
  /** A signed read link, valid until `urlExpiresAt` (epoch ms). */
  url: z.string(),
  urlExpiresAt: z.number().int(),
});
export type TStoredObject = z.infer<typeof ZStoredObject>;
