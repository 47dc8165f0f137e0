import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMS_CODE } from '../../../domain/accounts/auth-rules';
import {
  ZCheckPhoneCaptchaQuery,
  ZForgetPasswordRequest,
  ZPhoneCaptchaChecked,
  ZRegisterRequest,
  ZSession,
  ZSmsCaptchaRequest,
  ZSmsCaptchaSent,
} from '../../../domain/accounts/sign-in';
import { ErrorCode } from '../../../domain/response-codes';
import { recordAudit } from '../../auth/audit';
import { insertUser } from '../../auth/new-user';
import { setSessionCookie } from '../../auth/auth-plugin';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { AppError, envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { AuthErrorCode, authError } from './auth-error';
import { issueToken, redeemToken } from './challenges';
import { consumeSmsCode, issueSmsCode, smsCodeText, withSmsCodeAccounting } from './sms-codes';
import { createSmsProvider } from './sms/create-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import { openSession } from './start-session';

/** A verified phone may set a new password within this time, once. */
export const RESET_TICKET_TTL_SECONDS = 15 * 60;

export type UserRoutesOptions = {
  /** Replaces the provider createSmsProvider chooses (tests use it to watch or fail sending). */
  smsProvider?: SmsProvider;
};

/** The name a new account starts with: "User" and the phone's last four digits (the user changes it later). */
export function defaultUserName(phone: string): string {
  return `User ${phone.slice(-4)}`;
}

/** User service (mount under /api/user): SMS codes, registration, the forgotten-password flow, account check. */
export const userRegistrationRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;
  const sms = options.smsProvider ?? createSmsProvider(app.config, db, app.log);

  app.post(
    '/v1/sms-captcha',
    { schema: { summary: 'Send a code to a phone', body: ZSmsCaptchaRequest, response: { 200: envelopeOf(ZSmsCaptchaSent) } } },
    async (request, reply) => {
      const { phone, purpose } = request.body;
      let outgoing: { codeId: number; text: string } | null = null;
      const answer = await runMutation(request, reply, async (trx) => {
        const now = Date.now();
        const registered = (await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()) !== undefined;
        // Registration says so when the phone is taken: the spec's register form needs it (as account/check does).
        if (purpose === 'register' && registered) throw authError(AuthErrorCode.phoneAlreadyRegistered);
        // 'login' and 'reset' for a phone without an account: the same success answer and the same rate limits,
        // but nothing is sent (a decoy code nobody knows is recorded), so these routes do not reveal accounts.
        const issued = await issueSmsCode(trx, { phone, purpose, deliver: purpose === 'register' || registered }, now);
        if (issued.code !== null) {
          outgoing = { codeId: issued.codeId, text: request.t(smsCodeText, { code: issued.code, minutes: Math.round(SMS_CODE.ttlSeconds / 60) }) };
        }
        return request.ok({ resendAfterSeconds: SMS_CODE.resendSeconds, expiresInSeconds: SMS_CODE.ttlSeconds });
      });
      // Sent after the commit (a replayed answer sends nothing again). A provider failure withdraws the code, so
      // it counts towards no limit, and says the service is unavailable.
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
    '/v1/pc-register',
    { schema: { summary: 'Register with phone, code and password; signs in', body: ZRegisterRequest, response: { 200: envelopeOf(ZSession) } } },
    async (request, reply) => {
      const { phone, phoneCaptcha, password } = request.body;
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      let token: string | null = null;
      const answer = await withSmsCodeAccounting(db, () =>
        runMutation(request, reply, async (trx) => {
          const now = Date.now();
          const taken = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
          if (taken) throw authError(AuthErrorCode.phoneAlreadyRegistered);
          await consumeSmsCode(trx, { phone, purpose: 'register', code: phoneCaptcha }, now);
          const passwordHash = await hashPassword(password);
          let userId: number;
          try {
            userId = await insertUser(trx, { phone, passwordHash, name: defaultUserName(phone) }, now);
          } catch (error) {
            // Two registrations of one phone at once: the unique index lets one in; the other is told as above.
            if (isUniqueViolation(error)) throw authError(AuthErrorCode.phoneAlreadyRegistered);
            throw error;
          }
          const session = await openSession(trx, userId, client, now);
          token = session.token;
          await recordAudit(trx, { action: 'registered', outcome: 'success', userId, subject: phone, ip: client.ip }, now);
          await recordAudit(trx, { action: 'sign-in', outcome: 'success', userId, subject: phone, clinicId: session.clinicId, ip: client.ip, detail: { method: 'register' } }, now);
          return request.ok(session.view);
        }),
      );
      // The cookie only once the account and its session committed. A replayed answer carries no new token
      // (none is stored): that client signs in with the password it just chose.
      if (token) setSessionCookie(request, reply, token);
      return answer;
    },
  );

  app.post(
    '/v1/check-phone-captcha',
    {
      schema: {
        summary: 'Forgotten password, step 1: the code sent for purpose "reset" buys a reset ticket',
        querystring: ZCheckPhoneCaptchaQuery,
        response: { 200: envelopeOf(ZPhoneCaptchaChecked) },
      },
    },
    async (request, reply) => {
      const { phone, captcha } = request.query;
      return withSmsCodeAccounting(db, () =>
        runMutation(request, reply, async (trx) => {
          const now = Date.now();
          // A phone without an account never had a real code: this fails as a wrong code does.
          await consumeSmsCode(trx, { phone, purpose: 'reset', code: captcha }, now);
          const resetTicket = await issueToken(trx, { kind: 'reset-ticket', subject: phone, ttlSeconds: RESET_TICKET_TTL_SECONDS }, now);
          return request.ok({ resetTicket });
        }),
      );
    },
  );

  app.post(
    '/v1/forget-passwd',
    {
      schema: {
        summary: 'Forgotten password, step 2: the reset ticket (in phoneCaptcha) sets a new password and ends every session',
        body: ZForgetPasswordRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const { phone, password, phoneCaptcha: resetTicket } = request.body;
      return runMutation(request, reply, async (trx) => {
        const now = Date.now();
        // The ticket is bound to the phone whose code bought it. A refusal rolls the transaction back, the
        // ticket's consumption with it: it stays good for its own phone until it expires.
        const ticket = await redeemToken(trx, 'reset-ticket', resetTicket, now);
        const user = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
        if (!ticket || ticket.subject !== phone || !user) throw authError(AuthErrorCode.smsCodeIncorrect);
        await trx
          .updateTable('users')
          .set({ password_hash: await hashPassword(password), password_changed_at: now, failed_password_attempts: 0, locked_until: null })
          .where('id', '=', user.id)
          .execute();
        await revokeOtherSessions(trx, user.id, null, now);
        await recordAudit(trx, { action: 'password-reset', outcome: 'success', userId: user.id, subject: phone, ip: request.ip }, now);
        return request.ok(null);
      });
    },
  );

  app.post(
    '/v1/account/check',
    {
      schema: {
        summary: 'Whether an account (phone) exists',
        querystring: z.object({ account: z.string().trim().min(1).max(50) }),
        response: { 200: envelopeOf(z.object({ exists: z.boolean() })) },
      },
    },
    async (request) => {
      // This tells anyone whether an account exists: the spec's register and reset forms are built on it, so the
      // enumeration is by design. The other routes still do not add to it (sign-in answers alike either way).
      const user = await db.selectFrom('users').select('id').where('phone', '=', request.query.account).executeTakeFirst();
      return request.ok({ exists: user !== undefined });
    },
  );
};

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
