import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMS_CODE } from '../../../domain/accounts/auth-rules';
import {
  PAY_LINK,
  PAY_SECURITY_PATHS,
  ZFeeAgreementAcceptRequest,
  ZFeeAgreementState,
  ZPayLinkCreated,
  ZPayLinkCreateRequest,
  ZPayLinkPayRequest,
  ZPayLinkRequest,
  ZPayLinkView,
  ZPayPasswordResetRequest,
  ZPayPasswordSetRequest,
  ZPayPasswordState,
  ZSmsSent,
} from '../../../domain/payments/pay-security';
import { paySecurityMessages } from '../../../domain/payments/pay-security-messages';
import { paymentMessages } from '../../../domain/payments/payment-messages';
import { ErrorCode } from '../../../domain/response-codes';
import { requireClinic, type ClinicPrincipal } from '../../auth/guards';
import { guardedBy } from '../../http/access';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { createRateLimit } from '../../http/rate-limit';
import { consumeSmsCode, createSmsProvider, issueSmsCode, smsCodeText, withSmsCodeAccounting } from '../accounts';
import { acceptFeeAgreement, feeAgreementState } from './fee-agreement';
import { createLocalWallet, localWalletSecret } from './local-wallet';
import { createPayLink, createPayLinkTokens, payLinkSecret, payPayLink, viewPayLink } from './pay-links';
import { payPasswordState, savePayPassword } from './pay-password';

/** A clinic user who may pay (prices shown). */
function requirePayer(request: FastifyRequest): ClinicPrincipal {
  const principal = requireClinic(request);
  if (principal.hidePrices) throw new AppError(ErrorCode.forbidden, paymentMessages.pricesHidden);
  return principal;
}

/** The clinic's admin: only they set, change and reset the clinic's payment password. */
function requireClinicAdmin(request: FastifyRequest): ClinicPrincipal {
  const principal = requireClinic(request);
  if (principal.role !== 'admin') throw new AppError(ErrorCode.forbidden, paySecurityMessages.adminOnly);
  return principal;
}

/**
 * The payment password (the clinic's, guarding its balance), the fee agreement, and the pay-on-behalf link with its
 * public, rate-limited calls (docs/payments.md). The SMS code that resets the payment password goes through the
 * accounts module's codes and provider, to the admin's own phone.
 */
export const paySecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const provider = createLocalWallet(db, localWalletSecret(app.config.storageSigningSecret)).provider;
  const tokens = createPayLinkTokens(payLinkSecret(app.config.storageSigningSecret));
  const sms = createSmsProvider(app.config, db, app.log);
  const rateLimit = createRateLimit({ max: PAY_LINK.publicRequestsPerMinute, windowMs: 60_000 });
  const phoneOf = async (userId: number) =>
    (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

  app.post(
    PAY_SECURITY_PATHS.passwordState,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'Whether the clinic has a payment password, and its lock',
        response: { 200: envelopeOf(ZPayPasswordState) },
      },
    },
    async (request) => {
      const principal = requireClinic(request);
      const canManage = principal.role === 'admin';
      const phone = canManage ? await phoneOf(principal.userId) : null;
      return request.ok(await payPasswordState(db, principal.clinicId, canManage, phone, Date.now()));
    },
  );

  app.post(
    PAY_SECURITY_PATHS.passwordSet,
    {
      ...guardedBy(requireClinicAdmin),
      schema: {
        summary: 'Set the clinic’s payment password, or change it with the current one',
        body: ZPayPasswordSetRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireClinicAdmin(request);
      reply.header('cache-control', 'no-store');
      // Not under runMutation: a wrong current password must count even though the change is refused.
      await savePayPassword(
        db,
        {
          clinicId: principal.clinicId,
          userId: principal.userId,
          password: request.body.paymentPassword,
          oldPassword: request.body.oldPaymentPassword,
        },
        Date.now(),
      );
      return request.ok(null, { message: paySecurityMessages.passwordSaved });
    },
  );

  app.post(
    PAY_SECURITY_PATHS.passwordSms,
    {
      ...guardedBy(requireClinicAdmin),
      schema: {
        summary: 'Send the admin’s phone a code that resets the payment password',
        response: { 200: envelopeOf(ZSmsSent) },
      },
    },
    async (request, reply) => {
      const principal = requireClinicAdmin(request);
      const phone = await phoneOf(principal.userId);
      let outgoing: { codeId: number; text: string } | null = null;
      const answer = await runMutation(request, reply, async (trx) => {
        const issued = await issueSmsCode(trx, { phone, purpose: 'payPassword', deliver: true }, Date.now());
        outgoing = {
          codeId: issued.codeId,
          text: request.t(smsCodeText, { code: issued.code, minutes: Math.round(SMS_CODE.ttlSeconds / 60) }),
        };
        return request.ok({ resendAfterSeconds: SMS_CODE.resendSeconds, expiresInSeconds: SMS_CODE.ttlSeconds });
      });
      const message = outgoing as { codeId: number; text: string } | null;
      if (message) {
        try {
          await sms.send(phone, message.text);
        } catch (error) {
          request.log.error({ err: error }, 'SMS provider failed');
          await db.deleteFrom('sms_codes').where('id', '=', message.codeId).execute();
          throw new AppError(ErrorCode.unavailable);
        }
      }
      return answer;
    },
  );

  app.post(
    PAY_SECURITY_PATHS.passwordReset,
    {
      ...guardedBy(requireClinicAdmin),
      schema: {
        summary: 'Reset the payment password with the code sent to the admin’s phone',
        body: ZPayPasswordResetRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireClinicAdmin(request);
      reply.header('cache-control', 'no-store');
      const phone = await phoneOf(principal.userId);
      const now = Date.now();
      await withSmsCodeAccounting(
        db,
        () => consumeSmsCode(db, { phone, purpose: 'payPassword', code: request.body.smsCode }, now),
        now,
      );
      await savePayPassword(
        db,
        { clinicId: principal.clinicId, userId: principal.userId, password: request.body.paymentPassword, reset: true },
        now,
      );
      return request.ok(null, { message: paySecurityMessages.passwordSaved });
    },
  );

  app.post(
    PAY_SECURITY_PATHS.agreementState,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The fee agreement’s version and the one the user accepted',
        response: { 200: envelopeOf(ZFeeAgreementState) },
      },
    },
    async (request) => request.ok(await feeAgreementState(db, requireClinic(request).userId)),
  );

  app.post(
    PAY_SECURITY_PATHS.agreementAccept,
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'Accept the fee agreement’s current version',
        body: ZFeeAgreementAcceptRequest,
        response: { 200: envelopeOf(ZFeeAgreementState) },
      },
    },
    async (request, reply) => {
      const principal = requireClinic(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await acceptFeeAgreement(trx, principal.userId, request.body.version, Date.now()), {
          message: paySecurityMessages.agreementAccepted,
        }),
      );
    },
  );

  app.post(
    PAY_SECURITY_PATHS.linkCreate,
    {
      ...guardedBy(requirePayer),
      schema: {
        summary: 'A signed, single-use, expiring link someone else pays these payment orders with',
        body: ZPayLinkCreateRequest,
        response: { 200: envelopeOf(ZPayLinkCreated) },
      },
    },
    async (request, reply) => {
      const principal = requirePayer(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(
          await createPayLink(
            trx,
            tokens,
            { userId: principal.userId, clinicId: principal.clinicId },
            request.body.payIds,
            Date.now(),
          ),
        ),
      );
    },
  );

  app.post(
    PAY_SECURITY_PATHS.linkView,
    {
      onRequest: async (request) => rateLimit(request),
      schema: {
        summary: 'Public: a pay link’s amount, orders and payment state',
        body: ZPayLinkRequest,
        response: { 200: envelopeOf(ZPayLinkView) },
      },
    },
    async (request) => request.ok(await viewPayLink(db, provider, tokens, request.body.token, Date.now())),
  );

  app.post(
    PAY_SECURITY_PATHS.linkPay,
    {
      onRequest: async (request) => rateLimit(request),
      schema: {
        summary: 'Public: pay a link through a wallet (a QR code)',
        body: ZPayLinkPayRequest,
        response: { 200: envelopeOf(ZPayLinkView) },
      },
    },
    async (request) => request.ok(await payPayLink(db, provider, tokens, request.body, Date.now())),
  );
};
