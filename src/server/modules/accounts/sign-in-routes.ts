import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZImageCaptcha,
  ZPcLoginRequest,
  ZSession,
  ZSliderChallenge,
  ZSliderVerified,
  ZSliderVerifyRequest,
  ZSmsLoginRequest,
} from '../../../domain/accounts/sign-in';
import { recordAudit } from '../../auth/audit';
import { setSessionCookie } from '../../auth/auth-plugin';
import { requireSignIn } from '../../auth/guards';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { AuthErrorCode, authError } from './auth-error';
import { keepCaptchaAnswer } from './dev-captcha-answers';
import { createImageCaptcha } from './image-captcha';
import { consumeSmsCode, withSmsCodeAccounting } from './sms-codes';
import { createSliderChallenge, verifySlider } from './slider';
import { openSession } from './start-session';
import { clientOf, signInByPassword } from './password-sign-in-flow';

/**
 * Tenant service (mount under /api/tenant): image captcha, slider, password and SMS sign-in, password change.
 * Sign-in answers are not idempotent on purpose: each one is a new session with a new token.
 */
export const tenantSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get('/v1/image-captcha', { schema: { summary: 'A single-use image captcha (SVG data URL)', response: { 200: envelopeOf(ZImageCaptcha) } } }, async (request, reply) => {
    const { captchaId, image, length, text } = await createImageCaptcha(db);
    if (app.config.mode === 'test') await keepCaptchaAnswer(db, captchaId, text);
    reply.header('cache-control', 'no-store');
    return request.ok({ captchaId, image, length });
  });

  app.post(
    '/v1/slider-captcha',
    { schema: { summary: 'A slider challenge', response: { 200: envelopeOf(ZSliderChallenge) } } },
    async (request) => request.ok(await createSliderChallenge(db)),
  );

  app.post(
    '/v1/slider-verify',
    {
      schema: {
        summary: 'Proves a human drag; answers the single-use token pc-login needs',
        body: ZSliderVerifyRequest,
        response: { 200: envelopeOf(ZSliderVerified) },
      },
    },
    async (request) => {
      const sliderToken = await verifySlider(db, request.body.sliderId, request.body.trail);
      if (!sliderToken) throw authError(AuthErrorCode.sliderRequired);
      return request.ok({ sliderToken });
    },
  );

  app.post(
    '/v1/pc-login',
    {
      schema: {
        summary: 'Sign in with account (phone) and password',
        body: ZPcLoginRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => request.ok(await signInByPassword(db, request, reply, request.body, { method: 'password' })),
  );

  app.post(
    '/v1/sms-login',
    {
      schema: {
        summary: 'Sign in with a code sent for purpose "login"',
        body: ZSmsLoginRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => {
      const { phone, phoneCaptcha } = request.body;
      const now = Date.now();
      const client = clientOf(request);
      const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      try {
        // An unknown phone was only ever sent a decoy (or nothing): its check fails like a wrong code, 41005.
        await withSmsCodeAccounting(
          db,
          () => consumeSmsCode(db, { phone, purpose: 'login', code: phoneCaptcha }, now),
          now,
        );
        if (!user) throw authError(AuthErrorCode.smsCodeIncorrect);
      } catch (error) {
        await recordAudit(
          db,
          {
            action: 'sign-in',
            outcome: 'failure',
            userId: user?.id ?? null,
            subject: phone,
            ip: client.ip,
            detail: { method: 'sms', reason: 'code' },
          },
          now,
        );
        throw error;
      }
      const session = await openSession(db, user.id, client, now);
      setSessionCookie(request, reply, session.token);
      await recordAudit(
        db,
        {
          action: 'sign-in',
          outcome: 'success',
          userId: user.id,
          subject: phone,
          clinicId: session.clinicId,
          ip: client.ip,
          detail: { method: 'sms' },
        },
        now,
      );
      return request.ok(session.view);
    },
  );

  app.post(
    '/account/change-passwd',
    {
      // Signed in before the body is even validated: an anonymous caller learns nothing but 401.
      onRequest: async (request) => void requireSignIn(request),
      schema: {
        summary: 'Change the password; ends every other session of the user',
        body: ZChangePasswordRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireSignIn(request);
      const { oldPasswd, newPasswd } = request.body;
      return runMutation(request, reply, async (trx) => {
        const now = Date.now();
        const user = await trx
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', principal.userId)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(user.password_hash, oldPasswd))) throw authError(AuthErrorCode.oldPasswordWrong);
        // The old password was just verified, so comparing the plain texts is comparing with the current password.
        if (newPasswd === oldPasswd) throw authError(AuthErrorCode.samePassword);
        await trx
          .updateTable('users')
          .set({
            password_hash: await hashPassword(newPasswd),
            password_changed_at: now,
            failed_password_attempts: 0,
            locked_until: null,
          })
          .where('id', '=', principal.userId)
          .execute();
        await revokeOtherSessions(trx, principal.userId, principal.sessionId, now);
        await recordAudit(
          trx,
          {
            action: 'password-changed',
            outcome: 'success',
            userId: principal.userId,
            clinicId: principal.clinicId,
            ip: request.ip,
          },
          now,
        );
        return request.ok(null);
      });
    },
  );
};
