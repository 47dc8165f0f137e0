import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/connect';
import { envelopeOf } from '../../http/envelope';
import { APP_VERSION } from '../../version';

export const ZHealth = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});

/** The platform service: health now; the notice list (POST /post/list) arrives with its feature. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { summary: 'Liveness and database reachability', response: { 200: envelopeOf(ZHealth) } } },
    async (request) => {
      await pingDatabase(app.db);
      return request.ok({ status: 'ok' as const, version: APP_VERSION, database: app.db.dialect });
    },
  );
};
