import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ZCaseDetail } from '../../../domain/lines/aligners/detail';
import { ZFactoryQueuePage, ZFactoryQueueRequest } from '../../../domain/orders/list';
import { ZIssuePaymentRequest, ZRecordPaymentRequest, ZShipRequest } from '../../../domain/orders/move-requests';
import { ZUploadPlanRequest, ALIGNER_PATHS } from '../../../domain/lines/aligners/requests';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import { requireFactory, requireFactoryPermission } from '../../auth/guards';
import {
  FACTORY_ASSIGNMENT_PATHS,
  ZFactoryList,
  ZReassignAnswer,
  ZReassignRequest,
} from '../../../domain/cases/factory-assignment-api';
import type { Database } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { buildCaseDetail, caseActorOf, listFactories, type CaseActor, type OrderRow } from '../cases';
import { findFactoryQueue } from './factory-queue';
import { issuePaymentOrder, recordPayment } from './payment';
import { shipCase } from './ship';
import { uploadPlan } from './upload-plan';
import { reassignCase } from './reassign';

const factoryOnly = guardedBy(requireFactory);
const requireDispatcher = requireFactoryPermission('factory:reassign');
const factoryAdminOnly = guardedBy(requireDispatcher);
const detailAnswer = { 200: envelopeOf(ZCaseDetail) };

/**
 * Order service, factory users only: the queues across clinics and the factory's moves that carry more than a reason
 * (plan, payment order, payment, shipment). Review, design queue, take-up of a rejection, release and termination go
 * through the generic transition route (src/server/modules/cases). Every move answers the case detail.
 */
export const factoryCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const signReadLink = (key: string) => app.signedLinks.signReadLink(key);

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

  /** A factory move with a form of its own: one transaction (idempotent with a key), answering the case after it. */
  function factoryMove<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    move: (trx: Transaction<Database>, actor: CaseActor, input: z.output<Body>, now: number) => Promise<OrderRow>,
  ) {
    app.post(path, { ...factoryOnly, schema: { summary, body, response: detailAnswer } }, async (request, reply) => {
      const actor = caseActorOf(requireFactory(request));
      return runMutation(request, reply, async (trx) => {
        const order = await move(trx, actor, request.body as z.output<Body>, Date.now());
        return request.ok(await buildCaseDetail(trx, actor, order, signReadLink), {
          message: caseSuccessMessages.statusChanged,
        });
      });
    });
  }

  factoryMove(
    ALIGNER_PATHS.factoryPlan,
    'Publish a plan or a revised plan to the doctor (6 or 16 -> 8 -> 10)',
    ZUploadPlanRequest,
    uploadPlan,
  );
  factoryMove(
    CASE_PATHS.factoryPaymentOrder,
    'Issue the payment order of the requested batch (20 -> 21)',
    ZIssuePaymentRequest,
    issuePaymentOrder,
  );
  factoryMove(
    CASE_PATHS.factoryPayment,
    'Record that the payment arrived (21 -> 22)',
    ZRecordPaymentRequest,
    recordPayment,
  );
  factoryMove(
    CASE_PATHS.factoryShip,
    'Ship the produced batch with carrier and tracking number (23 -> 24)',
    ZShipRequest,
    shipCase,
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
