import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTransitionRequest } from '../../../domain/orders/move-requests';
import { caseSuccessMessages } from '../../../domain/cases/case-messages';
import {
  LINE_ORDER_PATHS,
  ZLineOrder,
  ZLineResubmitRequest,
  ZLineSubmitRequest,
} from '../../../domain/orders/line-orders';
import { ZOrderIdParams } from '../../../domain/orders/fields';
import { requireClinic, requireClinicPermission, requireSignIn } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { transitionCase } from './case-actions';
import { buildLineOrder, resubmitLineOrder, submitLineOrder } from './line-orders';
import type { ClinicCaseActor } from './submit-rules';
import { caseActorOf, findCase } from './transition';

const answer = { 200: envelopeOf(ZLineOrder) };

/**
 * The order core's calls for any registered line (domain/orders/line-orders.ts): submit, the generic status move and
 * the order with its timeline, each answering the core's view of the order. The moves are the line's status table's,
 * checked as on /case/transition (the same function).
 */
export const lineOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const sign = (key: string) => app.signedLinks.signReadLink(key);

  app.post(
    LINE_ORDER_PATHS.submit,
    {
      ...guardedBy(requireClinicPermission('case:create')),
      schema: {
        summary: 'Submit a new order of a registered product line',
        body: ZLineSubmitRequest,
        response: answer,
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireClinic(request)) as ClinicCaseActor;
      return runMutation(request, reply, async (trx) => {
        const order = await submitLineOrder(trx, actor, request.body);
        return request.ok(await buildLineOrder(trx, actor, order, sign), { message: caseSuccessMessages.submitted });
      });
    },
  );

  app.post(
    LINE_ORDER_PATHS.resubmit,
    {
      ...guardedBy(requireClinicPermission('case:create')),
      schema: {
        summary: 'Submit an order sent back or reopened again, with its corrected data (isEdit)',
        body: ZLineResubmitRequest,
        response: answer,
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireClinic(request)) as ClinicCaseActor;
      return runMutation(request, reply, async (trx) => {
        const order = await resubmitLineOrder(trx, actor, request.body);
        return request.ok(await buildLineOrder(trx, actor, order, sign), { message: caseSuccessMessages.submitted });
      });
    },
  );

  app.post(
    LINE_ORDER_PATHS.transition,
    {
      ...guardedBy((request) => caseActorOf(requireSignIn(request))),
      schema: {
        summary: 'Change an order’s status (its line’s status table decides who may)',
        body: ZTransitionRequest,
        response: answer,
      },
    },
    async (request, reply) => {
      const actor = caseActorOf(requireSignIn(request));
      return runMutation(request, reply, async (trx) => {
        const order = await transitionCase(trx, actor, request.body);
        return request.ok(await buildLineOrder(trx, actor, order, sign), {
          message: caseSuccessMessages.statusChanged,
        });
      });
    },
  );

  app.get(
    LINE_ORDER_PATHS.order,
    {
      ...guardedBy((request) => caseActorOf(requireSignIn(request))),
      schema: { summary: 'An order of any line with its timeline', params: ZOrderIdParams, response: answer },
    },
    async (request) => {
      const actor = caseActorOf(requireSignIn(request));
      return request.ok(await buildLineOrder(db, actor, await findCase(db, actor, request.params.orderId), sign));
    },
  );
};
