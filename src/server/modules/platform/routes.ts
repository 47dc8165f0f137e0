import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/connect';
import { pendingMigrations } from '../../db/migrate';
import { ErrorCode } from '../../../domain/response-codes';
import { AppError } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope';
import { APP_VERSION } from '../../version';
import { ZPublicHosts } from '../../../domain/public-hosts';

export const ZHealth = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});

export const ZReadiness = z.object({ status: z.literal('ready'), version: z.string() });

/**
 * The platform service: health, liveness and readiness for the load balancer (docs/deploy.md), and this environment's
 * public hosts; the notice list (POST /post/list) arrives with its feature.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public-hosts',
    {
      schema: {
        summary: "This environment's image, 3D viewer and shop hosts (server configuration; null: none)",
        response: { 200: envelopeOf(ZPublicHosts) },
      },
    },
    async (request) => request.ok(app.config.publicHosts),
  );

  app.get(
    '/health',
    { schema: { summary: 'Liveness and database reachability', response: { 200: envelopeOf(ZHealth) } } },
    async (request) => {
      await pingDatabase(app.db);
      return request.ok({ status: 'ok' as const, version: APP_VERSION, database: app.db.dialect });
    },
  );

  // Liveness: the process answers. No database call, so a database outage does not get every process restarted.
  app.get(
    '/live',
    {
      schema: {
        summary: 'Liveness (no database call)',
        response: { 200: envelopeOf(z.object({ status: z.literal('live') })) },
      },
    },
    async (request) => request.ok({ status: 'live' as const }),
  );

  // Readiness: send traffic here. Not while shutting down (the balancer drains it first), nor while the database does
  // not answer or lacks a migration this build needs (a new build started before `npm run db:migrate`).
  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness for the load balancer: 200 ready, 503 not',
        response: { 200: envelopeOf(ZReadiness) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) throw new AppError(ErrorCode.unavailable);
      try {
        await pingDatabase(app.db);
        if ((await pendingMigrations(app.db)).length > 0) throw new Error('migrations pending');
      } catch {
        throw new AppError(ErrorCode.unavailable);
      }
      return request.ok({ status: 'ready' as const, version: APP_VERSION });
    },
  );
};
