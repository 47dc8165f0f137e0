import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD } from '../../domain/constants';
import {
  ZCreatedUpload,
  ZCreateUpload,
  ZPartSent,
  ZPartUrl,
  ZStoredObject,
  ZUploadPart,
  ZUploadState,
  ZUploadSts,
} from '../../domain/uploads';
import { ErrorCode } from '../../domain/response-codes';
import { AppError, envelopeOf } from '../http/envelope';
import { runMutation } from '../http/idempotency';
import { storageDb, type ObjectStore, type StoredObject, type UploadInfo } from './object-store';
import type { Purpose } from './purposes';
import type { SignedLinks } from './signed-links';
import { StorageErrorCode, storageError } from './storage-errors';

/** The header a browser sends the upload grant in (an alternative to the session for the multipart routes). */
export const UPLOAD_GRANT_HEADER = 'x-upload-grant';
/** A part's body may exceed the part size by this much before it is refused unread (the store then checks exactly). */
const PART_BODY_SLACK = 64 * 1024;

export type StorageRoutesOptions = { store: ObjectStore; links: SignedLinks };

const ZUploadParams = z.object({ uploadId: z.string().max(64) });
const ZPartParams = ZUploadParams.extend({ partNumber: z.coerce.number().int().min(1).max(10_000) });

/**
 * The emr service's object-storage routes (mounted under /api/emr): the upload grant (getSts), multipart uploads for
 * the local store, and signed reads.
 */
export const storageRoutes: FastifyPluginAsyncZod<StorageRoutesOptions> = async (app, { store, links }) => {
  const uploadBase = `${app.prefix}/oss/multipart`;
  const stsOptions = {
    schema: {
      summary: 'What the browser needs to upload: where, part size, an upload grant',
      response: { 200: envelopeOf(ZUploadSts) },
    },
  };
  const sts = async (request: FastifyRequest) => {
    const principalId = requirePrincipal(request);
    const { grant, expiresAt } = links.signUploadGrant(principalId);
    return request.ok({ provider: store.provider, uploadBase, partSize: store.partSize, grant, expiresAt });
  };
  app.get('/oss/getSts/web', stsOptions, sts);
  app.get('/obs/getSts', stsOptions, sts);

  await app.register(multipartRoutes, { prefix: '/oss/multipart', store, links });

  // Read links are opened by pages of other origins when the image host or the 3D viewer host is configured
  // (docs/deploy.md, "Image, viewer and shop hosts"): the signature is the whole permission and no cookie is read, so
  // any origin may read the answer (and the store's redirect) once it holds a link.
  const { image, viewer } = app.config.publicHosts;
  const isReadAcrossOrigins = image !== null || viewer !== null;
  // GET streams the file; HEAD answers from the record (Fastify's automatic HEAD would read the whole file).
  for (const method of ['GET', 'HEAD'] as const) {
    app.route({
      method,
      url: '/oss/object/*',
      exposeHeadRoute: false,
      compress: false, // images are compressed already; models are streamed as they are, with their length
      schema: {
        summary: 'Reads an object through a signed link',
        params: z.object({ '*': z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
      handler: async (request, reply) => {
        if (isReadAcrossOrigins)
          reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
        const key = request.params['*'];
        const verdict = links.verifyReadLink({
          key,
          expires: request.query.expires,
          signature: request.query.signature,
        });
        if (verdict === 'bad-signature') throw storageError(StorageErrorCode.badSignature);
        if (verdict === 'expired') throw storageError(StorageErrorCode.linkExpired);
        const found =
          method === 'GET'
            ? await store.getObject(key)
            : await store.statObject(key).then((object) => object && { object, stream: null });
        if (!found) throw new AppError(ErrorCode.notFound);
        // Its record was deleted (or its photo replaced): gone for good, at once, not when the link expires.
        if (found.object.retiredAt !== undefined) throw storageError(StorageErrorCode.objectGone);
        // A store the browser can read from itself (S3) answers with a presigned link of its own (one hour).
        if (method === 'GET' && store.presignRead) {
          return reply.header('cache-control', 'private, max-age=60').redirect(await store.presignRead(key), 302);
        }
        reply
          .header('content-type', found.object.contentType)
          .header('content-length', found.object.size)
          .header('cache-control', `private, max-age=${UPLOAD.signedLinkLifetimeSeconds}`)
          .header('etag', `"${found.object.sha256}"`);
        return found.stream ? reply.send(found.stream) : reply.send();
      },
    });
  }
};

/** create, parts (raw bodies, streamed), list, complete, abort: each upload belongs to the principal that created it. */
const multipartRoutes: FastifyPluginAsyncZod<StorageRoutesOptions> = async (app, { store, links }) => {
  // The body of a part reaches the store as the request stream itself: never buffered whole.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  // An upload grant stands in for the session here (as STS credentials do at an object store); it must name the
  // same principal when both are present.
  app.addHook('onRequest', async (request) => {
    const header = request.headers[UPLOAD_GRANT_HEADER];
    if (header === undefined) return;
    const result = links.verifyUploadGrant(Array.isArray(header) ? (header[0] ?? '') : header);
    if (result.verdict !== 'ok' || (request.principalId !== null && request.principalId !== result.principalId)) {
      throw storageError(StorageErrorCode.grantInvalid);
    }
    request.principalId = result.principalId;
  });
  // Who may upload is settled before the body is looked at: an anonymous caller hears 401, not a validation error.
  app.addHook('preValidation', async (request) => {
    requirePrincipal(request);
  });

  app.post(
    '/',
    {
      schema: {
        summary: 'Starts a multipart upload',
        body: ZCreateUpload,
        response: { 200: envelopeOf(ZCreatedUpload) },
      },
    },
    async (request, reply) => {
      const ownerId = requirePrincipal(request);
      const { purpose, fileName, contentType, size, sha256 } = request.body;
      const key = newObjectKey(purpose, fileName);
      return runMutation(request, reply, async (trx) => {
        const created = await store.createMultipart(
          { key, contentType, size, sha256, purpose },
          { ownerId, db: storageDb(trx) },
        );
        return request.ok({ ...created, key });
      });
    },
  );

  app.put(
    '/:uploadId/parts/:partNumber',
    {
      schema: {
        summary: 'Sends one part (application/octet-stream); a part sent again replaces the earlier one',
        params: ZPartParams,
        response: { 200: envelopeOf(ZUploadPart) },
      },
    },
    async (request) => {
      const ownerId = requirePrincipal(request);
      const declared = Number(request.headers['content-length']);
      if (declared > store.partSize + PART_BODY_SLACK) throw new AppError(ErrorCode.payloadTooLarge);
      if (!(request.body instanceof Readable)) throw new AppError(ErrorCode.badRequest);
      const part = await store.putPart(request.params.uploadId, request.params.partNumber, request.body, { ownerId });
      return request.ok(part);
    },
  );

  app.post(
    '/:uploadId/parts/:partNumber/url',
    {
      schema: {
        summary: 'Where the browser PUTs one part itself (stores that take parts directly: S3)',
        params: ZPartParams,
        response: { 200: envelopeOf(ZPartUrl) },
      },
    },
    async (request) => {
      const ownerId = requirePrincipal(request);
      if (!store.direct) throw new AppError(ErrorCode.notFound);
      return request.ok(
        await store.direct.presignPart(request.params.uploadId, request.params.partNumber, { ownerId }),
      );
    },
  );

  app.post(
    '/:uploadId/parts/:partNumber/sent',
    {
      schema: {
        summary: 'Records a part the store took directly (its ETag); the completion hands it back to the store',
        params: ZPartParams,
        body: ZPartSent,
        response: { 200: envelopeOf(ZUploadPart) },
      },
    },
    async (request) => {
      const ownerId = requirePrincipal(request);
      if (!store.direct) throw new AppError(ErrorCode.notFound);
      return request.ok(
        await store.direct.recordPart(request.params.uploadId, request.params.partNumber, request.body.etag, {
          ownerId,
        }),
      );
    },
  );

  app.get(
    '/:uploadId/parts',
    {
      schema: {
        summary: 'The upload and the parts received so far (to resume)',
        params: ZUploadParams,
        response: { 200: envelopeOf(ZUploadState) },
      },
    },
    async (request) => {
      const ownerId = requirePrincipal(request);
      const upload = await store.getUpload(request.params.uploadId, { ownerId });
      const parts = await store.listParts(request.params.uploadId, { ownerId });
      return request.ok({ ...uploadAnswer(upload), parts });
    },
  );

  app.post(
    '/:uploadId/complete',
    {
      schema: {
        summary: 'Assembles and checks the parts; answers the stored object with a signed link',
        params: ZUploadParams,
        response: { 200: envelopeOf(ZStoredObject) },
      },
    },
    async (request, reply) => {
      const ownerId = requirePrincipal(request);
      // The slow part (reading, hashing, checking every byte) runs before the transaction opens.
      const prepared = await store.prepareCompletion(request.params.uploadId, { ownerId });
      try {
        return await runMutation(request, reply, async (trx) => {
          const object = await store.commitCompletion(prepared, { db: storageDb(trx) });
          return request.ok(objectAnswer(object, links));
        });
      } finally {
        await store.releaseCompletion(prepared);
      }
    },
  );

  app.delete(
    '/:uploadId',
    {
      schema: {
        summary: 'Abandons an upload and drops its parts',
        params: ZUploadParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const ownerId = requirePrincipal(request);
      const { uploadId } = request.params;
      const answer = await runMutation(request, reply, async (trx) => {
        await store.abortMultipart(uploadId, { ownerId, db: storageDb(trx) });
        return request.ok(null);
      });
      await store.releaseUpload(uploadId);
      return answer;
    },
  );
};

function requirePrincipal(request: FastifyRequest): string {
  if (!request.principalId) throw new AppError(ErrorCode.unauthorized);
  return request.principalId;
}

const KEPT_EXTENSIONS = /\.(jpe?g|png|stl|obj|ply|pdf)$/i;

/** A fresh key the client cannot steer: `<purpose>/<uuid>[.ext]` (the extension is cosmetic). */
export function newObjectKey(purpose: Purpose, fileName: string): string {
  const extension = KEPT_EXTENSIONS.exec(fileName)?.[0].toLowerCase() ?? '';
  return `${purpose}/${randomUUID()}${extension}`;
}

function uploadAnswer(upload: UploadInfo) {
  const { uploadId, key, purpose, size, sha256, partSize, partCount, status } = upload;
  return { uploadId, key, purpose, size, sha256, partSize, partCount, status };
}

/** The object as the client sees it, with a fresh signed read link. */
export function objectAnswer(object: StoredObject, links: SignedLinks, now = Date.now()) {
  return {
    key: object.key,
    size: object.size,
    sha256: object.sha256,
    contentType: object.contentType,
    purpose: object.purpose,
    url: links.signReadLink(object.key, now),
    urlExpiresAt: (Math.floor(now / 1000) + UPLOAD.signedLinkLifetimeSeconds) * 1000,
  };
}
