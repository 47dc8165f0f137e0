import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASE_PATHS,
  ZCaseDetail,
  ZFactoryQueuePage,
  ZFactoryQueueRequest,
  ZIssuePaymentRequest,
  ZRecordPaymentRequest,
  ZShipRequest,
  ZUploadPlanRequest,
} from '../../../domain/cases/case-api';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import { requireFactory } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../clinics/access';
import { buildCaseDetail } from '../cases/case-detail';
import { caseActorOf, type CaseActor, type OrderRow } from '../cases/transition';
import { findFactoryQueue } from './factory-queue';
import { issuePaymentOrder, recordPayment } from './payment';
import { shipCase } from './ship';
import { uploadPlan } from './upload-plan';

const factoryOnly = guardedBy(requireFactory);
const detailAnswer = { 200: envelopeOf(ZCaseDetail) };

/**
 * Order service, factory users only: the queues across clinics and the factory's moves that carry more than a reason
 * (plan, payment order, payment, shipment). Review, design queue, take-up of a rejection, release and termination go
 * through the generic transition route (src/server/modules/cases). Every move answers the case detail.
 */
export const factoryCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const signReadLink = (key: string) => app.signedLinks.signReadLink(key);

  /** Runs a factory move in one transaction (idempotent with a key) and answers the case as it is after it. */
  const factoryMove = (
    request: FastifyRequest,
    reply: FastifyReply,
    move: (trx: Transaction<Database>, actor: CaseActor, now: number) => Promise<OrderRow>,
  ) => {
    const actor = caseActorOf(requireFactory(request));
    return runMutation(request, reply, async (trx) => {
      const order = await move(trx, actor, Date.now());
      return request.ok(await buildCaseDetail(trx, actor, order, signReadLink), {
        message: caseSuccessMessages.statusChanged,
      });
    });
  };

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
      requireFactory(request);
      return request.ok(await findFactoryQueue(app.db.kysely, request.body));
    },
  );

  app.post(
    CASE_PATHS.factoryPlan,
    {
      ...factoryOnly,
      schema: {
        summary: 'Publish a plan or a revised plan to the doctor (6 or 16 -> 8 -> 10)',
        body: ZUploadPlanRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) =>
      factoryMove(request, reply, (trx, actor, now) => uploadPlan(trx, actor, request.body, now)),
  );

  app.post(
    CASE_PATHS.factoryPaymentOrder,
    {
      ...factoryOnly,
      schema: {
        summary: 'Issue the payment order of the requested batch (20 -> 21)',
        body: ZIssuePaymentRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) =>
      factoryMove(request, reply, (trx, actor, now) => issuePaymentOrder(trx, actor, request.body, now)),
  );

  app.post(
    CASE_PATHS.factoryPayment,
    {
      ...factoryOnly,
      schema: {
        summary: 'Record that the payment arrived (21 -> 22)',
        body: ZRecordPaymentRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) =>
      factoryMove(request, reply, (trx, actor, now) => recordPayment(trx, actor, request.body, now)),
  );

  app.post(
    CASE_PATHS.factoryShip,
    {
      ...factoryOnly,
      schema: {
        summary: 'Ship the produced batch with carrier and tracking number (23 -> 24)',
        body: ZShipRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) => factoryMove(request, reply, (trx, actor, now) => shipCase(trx, actor, request.body, now)),
  );
};
