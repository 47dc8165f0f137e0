import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ZCaseDetail } from '../../../domain/lines/aligners/detail';
import { ZCaseListRequest, ZCasePage } from '../../../domain/orders/list';
import {
  ZCompleteRequest,
  ZProductionRequest,
  ZRestartRequest,
  ZSubmitCaseRequest,
  ZUploadPlanRequest,
  ALIGNER_PATHS,
} from '../../../domain/lines/aligners/requests';
import { ZOrderIdParams } from '../../../domain/orders/fields';
import {
  ZIssuePaymentRequest,
  ZRecordPaymentRequest,
  ZShipRequest,
  ZTransitionRequest,
} from '../../../domain/orders/move-requests';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import { requireClinic, requireClinicPermission, requireFactory, requireSignIn } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import {
  caseActorOf,
  findCase,
  transitionCase,
  type CaseActor,
  type ClinicCaseActor,
  type OrderRow,
} from '../../modules/cases';
import { recordPayment } from '../../modules/factory-cases';
import { buildCaseDetail } from './case-detail';
import { findCases } from './case-list';
import { demoCaseRoutes } from './demo-case-routes';
import { completeCase, requestProduction, restartStage } from './case-moves';
import { issuePaymentOrder } from './payment-order';
import { shipCase } from './ship';
import { submitCase } from './submit-case';
import { uploadPlan } from './upload-plan';

/** A clinic user in their clinic (factory accounts are refused with 403). */
function clinicActor(request: FastifyRequest): ClinicCaseActor {
  return caseActorOf(requireClinic(request)) as ClinicCaseActor;
}

/** Either side: a clinic user in their clinic, or the factory. */
function anyActor(request: FastifyRequest): CaseActor {
  return caseActorOf(requireSignIn(request));
}

const clinicOnly = guardedBy(clinicActor);
/** Starting or resubmitting a case is a clinical decision (permission matrix: case:create; a nurse prepares, a doctor submits). */
const caseCreators = guardedBy(requireClinicPermission('case:create'));
const eitherSide = guardedBy(anyActor);
const detailAnswer = { 200: envelopeOf(ZCaseDetail) };

type Move<Body extends z.ZodType> = (
  trx: Transaction<Database>,
  actor: CaseActor,
  input: z.output<Body>,
  now: number,
) => Promise<OrderRow>;

/**
 * The aligner line's own calls (docs/orders.md), each answering the aligner case detail: the clinic's submit, case
 * list and moves with a form of their own (production, completion, stage restart), the case detail and the status
 * change of either side, and the factory's moves that carry more than a reason (plan, payment order, payment,
 * shipment). The core's calls for every line are lineOrderRoutes (src/server/modules/cases).
 */
export const alignerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

  /** A move with a form of its own: one transaction (idempotent with a key), answering the case after it. */
  function formMove<Body extends z.ZodType>(
    path: string,
    summary: string,
    actorOf: (request: FastifyRequest) => CaseActor,
    body: Body,
    move: Move<Body>,
  ) {
    const guard = guardedBy(actorOf);
    app.post(path, { ...guard, schema: { summary, body, response: detailAnswer } }, async (request, reply) => {
      const actor = actorOf(request);
      return runMutation(request, reply, async (trx) => {
        const order = await move(trx, actor, request.body as z.output<Body>, Date.now());
        return request.ok(await buildCaseDetail(trx, actor, order, sign), { message: caseSuccessMessages.statusChanged });
      });
    });
  }
  const clinicMove = <Body extends z.ZodType>(path: string, summary: string, body: Body, move: Move<Body>) =>
    formMove(path, summary, clinicActor, body, move);
  const factoryMove = <Body extends z.ZodType>(path: string, summary: string, body: Body, move: Move<Body>) =>
    formMove(path, summary, (request) => caseActorOf(requireFactory(request)), body, move);

  app.post(
    CASE_PATHS.submit,
    {
      ...caseCreators,
      schema: {
        summary: 'Submit a new case, or resubmit one the clinic holds (a repeated client id answers the case it made)',
        body: ZSubmitCaseRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) => {
      const actor = clinicActor(request);
      return runMutation(request, reply, async (trx) => {
        const { order } = await submitCase(trx, actor, request.body);
        return request.ok(await buildCaseDetail(trx, actor, order, sign), { message: caseSuccessMessages.submitted });
      });
    },
  );

  app.post(
    CASE_PATHS.list,
    {
      ...clinicOnly,
      schema: {
        summary: 'The clinic’s aligner cases of a tab, newest change first, with every tab’s count',
        body: ZCaseListRequest,
        response: { 200: envelopeOf(ZCasePage) },
      },
    },
    async (request) => request.ok(await findCases(db, clinicActor(request).clinicId, request.body)),
  );

  app.get(
    CASE_PATHS.detail,
    {
      ...eitherSide,
      schema: { summary: 'One case: data, files, timeline, plans, production (clinic: its own; factory: any)', params: ZOrderIdParams, response: detailAnswer },
    },
    async (request) => {
      const actor = anyActor(request);
      const order = await findCase(db, actor, request.params.orderId);
      return request.ok(await buildCaseDetail(db, actor, order, sign));
    },
  );

  app.post(
    CASE_PATHS.transition,
    {
      ...eitherSide,
      schema: {
        summary: 'Change a case’s status with a reason and attachments (the status machine decides who may)',
        body: ZTransitionRequest,
        response: detailAnswer,
      },
    },
    async (request, reply) => {
      const actor = anyActor(request);
      return runMutation(request, reply, async (trx) => {
        const order = await transitionCase(trx, actor, request.body);
        return request.ok(await buildCaseDetail(trx, actor, order, sign), { message: caseSuccessMessages.statusChanged });
      });
    },
  );

  clinicMove(ALIGNER_PATHS.production, 'Ask for a batch of aligners (plan passed, or the next batch after receipt)', ZProductionRequest, requestProduction);
  clinicMove(ALIGNER_PATHS.complete, 'Complete the treatment with the completion form', ZCompleteRequest, completeCase);
  clinicMove(ALIGNER_PATHS.restart, 'Restart the stage: abandon it and wait for new case data', ZRestartRequest, restartStage);

  factoryMove(ALIGNER_PATHS.factoryPlan, 'Publish a plan or a revised plan to the doctor (6 or 16 -> 8 -> 10)', ZUploadPlanRequest, uploadPlan);
  factoryMove(CASE_PATHS.factoryPaymentOrder, 'Issue the payment order of the requested batch (20 -> 21)', ZIssuePaymentRequest, issuePaymentOrder);
  factoryMove(CASE_PATHS.factoryPayment, 'Record that the payment arrived (21 -> 22)', ZRecordPaymentRequest, recordPayment);
  factoryMove(CASE_PATHS.factoryShip, 'Ship the produced batch with carrier and tracking number (23 -> 24)', ZShipRequest, shipCase);

  // The demo cases (sample aligner treatments a dentist opens from the create screen), read-only.
  await app.register(demoCaseRoutes);
};
