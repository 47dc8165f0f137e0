import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDemoCase, ZDemoCaseList, ZDemoCaseListRequest } from '../../../domain/lines/aligners/demo-cases';
import { requireSignIn } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { getDemoCase, listDemoCases } from './demo-cases';

const signedIn = guardedBy(requireSignIn);

/** Order service: the demo cases, read-only, in the request's language (docs/cases.md, "Demo cases"). */
export const demoCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  app.post(
    '/v1/demo-case/list',
    { ...signedIn, schema: { summary: 'The demo cases', body: ZDemoCaseListRequest, response: { 200: envelopeOf(ZDemoCaseList) } } },
    async (request) => {
      requireSignIn(request);
      return request.ok(await listDemoCases(db, request.locale, request.body.productLine));
    },
  );
  app.get(
    '/v1/demo-case/detail/:id',
    { ...signedIn, schema: { summary: 'One demo case', params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: envelopeOf(ZDemoCase) } } },
    async (request) => {
      requireSignIn(request);
      return request.ok(await getDemoCase(db, request.locale, request.params.id));
    },
  );
};
