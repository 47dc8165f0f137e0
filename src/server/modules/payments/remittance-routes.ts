import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentSuccessMessages, PaymentErrorCode } from '../../../domain/payments/payment-messages';
import {
  REMITTANCE_PATHS,
  ZFactoryRemittanceList,
  ZFactoryRemittanceListRequest,
  ZRemittanceConfirm,
  ZRemittanceList,
  ZRemittanceListRequest,
  ZRemittanceReject,
  ZRemittanceSubmit,
  ZRemittanceView,
  ZTransferAccount,
} from '../../../domain/payments/remittances';
import { requireFactoryPermission } from '../../auth/guards';
import { requirePayer } from '../../auth/payer-guard';
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { caseActorOf, findCase } from '../cases';
import { storedFile } from '../clinics';
import { requireFeeAgreement } from './fee-agreement';
import { paymentError } from './payment-errors';
import { clinicRemittances, factoryRemittances, remittanceView, type SignProof } from './remittance-views';
import { decideRemittance, ordersOfRemittance, submitRemittance, transferReference } from './remittances';

const requireFinance = requireFactoryPermission('desk:finance');

/**
 * Corporate transfer and bank remittance (docs/payments.md): the bank block's account, the clinic's remittance record
 * and its state, factory finance's queue and decision. Every state-changing call takes the Idempotency-Key.
 */
export const remittanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const signProof: SignProof = (key) => storedFile(app, key);
  const account = () => {
    if (!app.config.bankAccount) throw paymentError(PaymentErrorCode.transferUnavailable);
    return app.config.bankAccount;
  };

  app.post(
    REMITTANCE_PATHS.account,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'The receiving bank account and the reference to write on a corporate transfer',
        response: { 200: envelopeOf(ZTransferAccount) },
      },
    },
    async (request) => request.ok({ ...account(), reference: transferReference(requirePayer(request).clinicId) }),
  );

  app.post(
    REMITTANCE_PATHS.submit,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'Record a bank remittance of payment orders (with its proof photo): they wait for factory finance',
        body: ZRemittanceSubmit,
        response: { 200: envelopeOf(ZRemittanceView) },
      },
    },
    async (request, reply) => {
      const principal = requirePayer(request);
      account();
      await requireFeeAgreement(app.db.kysely, principal.userId);
      return runMutation(request, reply, async (trx) => {
        const payer = { userId: principal.userId, clinicId: principal.clinicId };
        const id = await submitRemittance(trx, payer, request.body, Date.now());
        return request.ok(await remittanceView(trx, id, signProof), {
          message: paymentSuccessMessages.remittanceSubmitted,
        });
      });
    },
  );

  app.post(
    REMITTANCE_PATHS.list,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'The clinic’s remittances, newest first',
        body: ZRemittanceListRequest,
        response: { 200: envelopeOf(ZRemittanceList) },
      },
    },
    async (request) =>
      request.ok({
        list: await clinicRemittances(app.db.kysely, requirePayer(request).clinicId, request.body.payIds, signProof),
      }),
  );

  app.post(
    REMITTANCE_PATHS.factoryList,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Remittances for factory finance (submitted ones: the queue, oldest first)',
        body: ZFactoryRemittanceListRequest,
        response: { 200: envelopeOf(ZFactoryRemittanceList) },
      },
    },
    async (request) => {
      const actor = caseActorOf(requireFinance(request));
      return request.ok(await factoryRemittances(app.db.kysely, actor.factoryId, request.body, signProof));
    },
  );

  /** Finance decides a remittance whose every order it may see (findCase), once, under the Idempotency-Key. */
  const decide = (
    request: FastifyRequest,
    reply: FastifyReply,
    remittanceId: number,
    decision: { confirm: true } | { confirm: false; reason: string },
  ) => {
    const actor = caseActorOf(requireFinance(request));
    return runMutation(request, reply, async (trx) => {
      for (const orderId of await ordersOfRemittance(trx, remittanceId)) await findCase(trx, actor, orderId);
      await decideRemittance(trx, remittanceId, { ...decision, userId: actor.userId }, Date.now());
      return request.ok(await remittanceView(trx, remittanceId, signProof), {
        message: decision.confirm
          ? paymentSuccessMessages.remittanceConfirmed
          : paymentSuccessMessages.remittanceRejected,
      });
    });
  };

  app.post(
    REMITTANCE_PATHS.factoryConfirm,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Confirm a remittance: its payment orders are paid',
        body: ZRemittanceConfirm,
        response: { 200: envelopeOf(ZRemittanceView) },
      },
    },
    async (request, reply) => decide(request, reply, request.body.remittanceId, { confirm: true }),
  );

  app.post(
    REMITTANCE_PATHS.factoryReject,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Reject a remittance with a reason: its payment orders may be paid again',
        body: ZRemittanceReject,
        response: { 200: envelopeOf(ZRemittanceView) },
      },
    },
    async (request, reply) =>
      decide(request, reply, request.body.remittanceId, { confirm: false, reason: request.body.reason }),
  );
};
