import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { toCents } from '../../../domain/money';
import { PAYMENT_PATHS, ZPaymentView } from '../../../domain/payments/contracts';
import {
  ZClinicCreditRequest,
  ZClinicQuota,
  ZCreditLimitRequest,
  ZCreditRepayRequest,
  ZQuotaPayRequest,
} from '../../../domain/payments/credit';
import { paymentSuccessMessages } from '../../../domain/payments/payment-messages';
import { ErrorCode } from '../../../domain/response-codes';
import { requirePayer } from '../../auth/payer-guard';
import { requireFactoryPermission } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { guardedBy } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { clinicQuota, quotaPay, recordCreditRepayment, setCreditLimit } from './credit';
import { requireFeeAgreement } from './fee-agreement';
import { checkPayPasswordFor } from './pay-password';

const requireFinance = requireFactoryPermission('desk:finance');

async function requireClinicExists(db: Kysely<Database>, clinicId: number): Promise<void> {
  const clinic = await db.selectFrom('clinics').select('id').where('id', '=', clinicId).executeTakeFirst();
  if (!clinic) throw new AppError(ErrorCode.notFound);
}

/**
 * Credit terms, the clinic quota (spec sections 3, 7, 9; docs/payments.md, "Credit terms"): the clinic's quota and
 * paying on credit (payers: staff whose prices are hidden get 403), factory finance's limit and repayments.
 */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAYMENT_PATHS.getClinicQuota,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'The clinic’s credit limit, used and remaining, its balance and credit movements',
        response: { 200: envelopeOf(ZClinicQuota) },
      },
    },
    async (request) => request.ok(await clinicQuota(app.db.kysely, requirePayer(request).clinicId)),
  );

  app.post(
    PAYMENT_PATHS.quotaPay,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'Pay one or several payment orders on credit, within the remaining limit',
        body: ZQuotaPayRequest,
        response: { 200: envelopeOf(ZPaymentView) },
      },
    },
    async (request, reply) => {
      const principal = requirePayer(request);
      const payer = { userId: principal.userId, clinicId: principal.clinicId };
      await requireFeeAgreement(app.db.kysely, payer.userId);
      // Credit commits the clinic like its balance does: the payment password guards it once the clinic has one.
      await checkPayPasswordFor(
        app.db.kysely,
        payer.clinicId,
        { useBalance: true, payPassword: request.body.payPassword },
        Date.now(),
      );
      return runMutation(request, reply, async (trx) =>
        request.ok(await quotaPay(trx, payer, request.body, Date.now()), {
          message: paymentSuccessMessages.paid,
        }),
      );
    },
  );

  app.post(
    PAYMENT_PATHS.clinicCredit,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'A clinic’s credit, for factory finance',
        body: ZClinicCreditRequest,
        response: { 200: envelopeOf(ZClinicQuota) },
      },
    },
    async (request) => {
      requireFinance(request);
      await requireClinicExists(app.db.kysely, request.body.clinicId);
      return request.ok(await clinicQuota(app.db.kysely, request.body.clinicId));
    },
  );

  app.post(
    PAYMENT_PATHS.creditLimit,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Grant or change a clinic’s credit limit (0 withdraws it)',
        body: ZCreditLimitRequest,
        response: { 200: envelopeOf(ZClinicQuota) },
      },
    },
    async (request, reply) => {
      const principal = requireFinance(request);
      await requireClinicExists(app.db.kysely, request.body.clinicId);
      return runMutation(request, reply, async (trx) =>
        request.ok(
          await setCreditLimit(
            trx,
            { clinicId: request.body.clinicId, cents: toCents(request.body.limit), userId: principal.userId },
            Date.now(),
          ),
          {
            message: paymentSuccessMessages.creditSaved,
          },
        ),
      );
    },
  );

  app.post(
    PAYMENT_PATHS.creditRepay,
    {
      ...guardedBy(requireFinance),
      schema: {
        summary: 'Record a repayment of used credit received outside the portal',
        body: ZCreditRepayRequest,
        response: { 200: envelopeOf(ZClinicQuota) },
      },
    },
    async (request, reply) => {
      const principal = requireFinance(request);
      await requireClinicExists(app.db.kysely, request.body.clinicId);
      const { clinicId, amount, reason } = request.body;
      return runMutation(request, reply, async (trx) =>
        request.ok(
          await recordCreditRepayment(
            trx,
            { clinicId, cents: toCents(amount), userId: principal.userId, reason },
            Date.now(),
          ),
          {
            message: paymentSuccessMessages.repaid,
          },
        ),
      );
    },
  );
};
