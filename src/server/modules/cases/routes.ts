import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_PATHS } from '../../../domain/orders/paths';
import { ZCaseDetail } from '../../../domain/lines/aligners/detail';
import {
  ZCaseListRequest,
  ZCasePage,
  ZOrderListRequest,
  ZOrderPage,
  ZWorktable,
  ZWorktableRequest,
} from '../../../domain/orders/list';
import {
  ZCompleteRequest,
  ZProductionRequest,
  ZRestartRequest,
  ZSubmitCaseRequest,
  ALIGNER_PATHS,
} from '../../../domain/lines/aligners/requests';
import { ZOrderIdParams } from '../../../domain/orders/fields';
import { ZTransitionRequest } from '../../../domain/orders/move-requests';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import { requireClinic, requireClinicPermission, requireSignIn } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { completeCase, requestProduction, restartStage, transitionCase } from './case-actions';
import { buildCaseDetail } from './case-detail';
import { findCases } from './case-list';
import { findOrders } from './orders-list';
import { submitCase, type ClinicCaseActor } from './submit-case';
import { caseActorOf, findCase, type CaseActor, type OrderRow } from './transition';
import { buildWorktable } from './worktable';

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

/**
 * Order service: the clinic's aligner cases (submit, list, detail, status changes, production, completion, stage
 * restart), the worktable and the orders of every product line. The detail and the generic status change serve the
 * factory too (its own calls are factoryCaseRoutes). Every change answers the case as it is after it.
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

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

  /** A clinic-only status change with a form of its own (production, completion, restart). */
  function clinicChange<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    change: (trx: Transaction<Database>, actor: ClinicCaseActor, input: z.output<Body>) => Promise<OrderRow>,
  ) {
    app.post(path, { ...clinicOnly, schema: { summary, body, response: detailAnswer } }, async (request, reply) => {
      const actor = clinicActor(request);
      return runMutation(request, reply, async (trx) => {
        const order = await change(trx, actor, request.body as z.output<Body>);
        return request.ok(await buildCaseDetail(trx, actor, order, sign), { message: caseSuccessMessages.statusChanged });
      });
    });
  }

  clinicChange(ALIGNER_PATHS.production, 'Ask for a batch of aligners (plan passed, or the next batch after receipt)', ZProductionRequest, requestProduction);
  clinicChange(ALIGNER_PATHS.complete, 'Complete the treatment with the completion form', ZCompleteRequest, completeCase);
  clinicChange(ALIGNER_PATHS.restart, 'Restart the stage: abandon it and wait for new case data', ZRestartRequest, restartStage);

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
