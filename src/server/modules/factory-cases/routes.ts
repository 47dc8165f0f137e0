import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ZFactoryQueuePage, ZFactoryQueueRequest } from '../../../domain/orders/list';
import { requireFactory, requireFactoryPermission } from '../../auth/guards';
import {
  FACTORY_ASSIGNMENT_PATHS,
  ZFactoryList,
  ZReassignAnswer,
  ZReassignRequest,
} from '../../../domain/cases/factory-assignment-api';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { caseActorOf, listFactories } from '../cases';
import { findFactoryQueue } from './factory-queue';
import { reassignCase } from './reassign';

const factoryOnly = guardedBy(requireFactory);
const requireDispatcher = requireFactoryPermission('factory:reassign');
const factoryAdminOnly = guardedBy(requireDispatcher);

/**
 * Order service, factory users only: the queues across clinics, the factories and a case's reassignment. The moves
 * with a form of their own are each line's calls (src/server/lines/<line>/routes.ts); the others go through the
 * status change routes.
 */
export const factoryCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CASE_PATHS.factoryQueue,
    {
      ...factoryOnly,
      schema: {
        summary: 'A queue of cases across every clinic, with the count of each queue',
        body: ZFactoryQueueRequest,
        response: { 200: envelopeOf(ZFactoryQueuePage) },
      },
    },
    async (request) => {
      return request.ok(await findFactoryQueue(app.db.kysely, caseActorOf(requireFactory(request)), request.body));
    },
  );

  app.post(
    FACTORY_ASSIGNMENT_PATHS.factories,
    { ...factoryOnly, schema: { summary: "The manufacturer's factories (the reassign control's choices)", response: { 200: envelopeOf(ZFactoryList) } } },
    async (request) => {
      requireFactory(request);
      return request.ok({ list: await listFactories(app.db.kysely) });
    },
  );

  app.post(
    FACTORY_ASSIGNMENT_PATHS.reassign,
    {
      ...factoryAdminOnly,
      schema: {
        summary: 'A factory admin moves a case to another factory, with a reason (a timeline event)',
        body: ZReassignRequest,
        response: { 200: envelopeOf(ZReassignAnswer) },
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireDispatcher(request));
      return runMutation(request, reply, async (trx) => request.ok(await reassignCase(trx, actor, request.body, Date.now())));
    },
  );
};
