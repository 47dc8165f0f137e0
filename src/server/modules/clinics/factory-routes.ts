import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReviewPage, ZReviewListRequest, ZReviewRequest } from '../../../domain/clinics/factory-review';
import { requireFactoryPermission } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { findReviews, reviewAuthentication } from './factory-review';
import { storedFile } from './uploaded-files';

/** Tenant service, factory users only: review company and doctor authentications. */
/** Authentication reviews are the reviewers' desk and the factory admin's (permission matrix: factory:auth-review). */
const requireFactory = requireFactoryPermission('factory:auth-review');

export const factoryReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/factory/auth/list',
    {
      ...guardedBy(requireFactory),
      schema: {
        summary: 'Company or doctor authentications, by review state',
        body: ZReviewListRequest,
        response: { 200: envelopeOf(ZReviewPage) },
      },
    },
    async (request) => {
      requireFactory(request);
      return request.ok(await findReviews(app.db.kysely, request.body, (key) => storedFile(app, key)));
    },
  );

  app.post(
    '/factory/auth/review',
    {
      ...guardedBy(requireFactory),
      schema: {
        summary: 'Approve or reject a pending authentication (reason required to reject)',
        body: ZReviewRequest,
        response: { 200: envelopeOf(z.object({ authStatus: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const reviewer = requireFactory(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await reviewAuthentication(trx, reviewer.userId, request.body)),
      );
    },
  );
};
