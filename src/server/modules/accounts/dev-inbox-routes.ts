import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../../domain/response-codes';
import { AppError, envelopeOf } from '../../http/envelope';
import { findCaptchaAnswer } from './dev-captcha-answers';

const ZInboxMessage = z.object({ phone: z.string(), text: z.string(), sentAt: z.number() });

/**
 * Platform service, demo and test mode only (the captcha answers: test mode only): what the local SMS provider "sent", so a tester can read a code.
 * In production mode the route answers 404, as if it did not exist.
 */
export const devInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/sms-inbox',
    { schema: { summary: 'Developer SMS inbox (demo and test mode)', querystring: z.object({ phone: z.string().min(1).max(20) }), response: { 200: envelopeOf(z.array(ZInboxMessage)) } } },
    async (request) => {
      if (app.config.mode === 'production') throw new AppError(ErrorCode.notFound);
      const rows = await app.db.kysely
        .selectFrom('sms_messages')
        .select(['phone', 'text', 'created_at'])
        .where('phone', '=', request.query.phone)
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return request.ok(rows.map((row) => ({ phone: row.phone, text: row.text, sentAt: row.created_at })));
    },
  );

  // Test mode only (not demo): browser tests read a captcha's answer here, as a person reads the picture.
  app.get(
    '/dev/captcha-answer',
    { schema: { summary: 'Image captcha answer (test mode)', hide: true, querystring: z.object({ captchaId: z.string().min(1) }), response: { 200: envelopeOf(z.object({ answer: z.string() })) } } },
    async (request) => {
      const answer = app.config.mode === 'test' ? await findCaptchaAnswer(app.db.kysely, request.query.captchaId) : undefined;
      if (answer === undefined) throw new AppError(ErrorCode.notFound);
      return request.ok({ answer });
    },
  );
};
