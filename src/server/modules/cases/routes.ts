import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ZOrderListRequest, ZOrderPage, ZWorktable, ZWorktableRequest } from '../../../domain/orders/list';
import { requireClinic } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { guardedBy } from '../../http/access';
import { findOrders } from './orders-list';
import type { ClinicCaseActor } from './submit-rules';
import { caseActorOf } from './transition';
import { buildWorktable } from './worktable';

/** A clinic user in their clinic (factory accounts are refused with 403). */
function clinicActor(request: FastifyRequest): ClinicCaseActor {
  return caseActorOf(requireClinic(request)) as ClinicCaseActor;
}

const clinicOnly = guardedBy(clinicActor);

/**
 * Order service, the clinic's views across product lines: the worktable and the orders of every line. A line's own
 * calls are its routes (src/server/lines/<line>/routes.ts); the core's calls for every line are lineOrderRoutes.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    CASE_PATHS.worktable,
    {
      ...clinicOnly,
      schema: {
        summary: 'The worktable: cases waiting for the clinic per product line, pickups and deliveries of the coming days',
        body: ZWorktableRequest,
        response: { 200: envelopeOf(ZWorktable) },
      },
    },
    async (request) => request.ok(await buildWorktable(db, clinicActor(request).clinicId, request.body)),
  );

  app.post(
    CASE_PATHS.orders,
    {
      ...clinicOnly,
      schema: {
        summary: 'Every order of the clinic across product lines, newest change first',
        body: ZOrderListRequest,
        response: { 200: envelopeOf(ZOrderPage) },
      },
    },
    async (request) => request.ok(await findOrders(db, clinicActor(request).clinicId, request.body)),
  );
};
