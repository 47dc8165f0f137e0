import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthErrorCode, authErrorMessages } from '../../../domain/accounts/auth-errors';
import { QR_LOGIN } from '../../../domain/accounts/auth-rules';
import { ZQrCode, ZQrStatus, ZQrStatusRequest } from '../../../domain/accounts/qr-login';
import { ErrorCode } from '../../../domain/response-codes';
import { recordAudit } from '../../auth/audit';
import { setSessionCookie } from '../../auth/auth-plugin';
import { requireSignIn } from '../../auth/guards';
import { buildSessionView, findClinicChoices, initialClinic } from '../../auth/session-view';
import { createSession } from '../../auth/sessions';
import { AppError, envelopeOf } from '../../http/envelope';
import { confirmQrCode, createQrCode, markQrScanned, pollQrCode } from './qr-sign-in';

/** Tenant service: the login page asks for a code; a signed-in phone confirms it (spec: POST /v1/scan-login, empty). */
export const qrTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  app.post('/v1/qr-code', { schema: { summary: 'A QR code for signing in from a phone', response: { 200: envelopeOf(ZQrCode) } } }, async (request) => {
    const { qrId, codeToken } = await createQrCode(db);
    return request.ok({ qrId, codeToken, link: `/qrLogin?qrId=${qrId}`, expiresInSeconds: QR_LOGIN.ttlSeconds });
  });

  app.post(
    '/v1/scan-login',
    {
      schema: {
        summary: 'A signed-in phone marks a QR code scanned (step=scan) or confirms the sign-in (default)',
        querystring: z.object({ qrId: z.string().min(1), step: z.enum(['scan', 'confirm']).default('confirm') }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const principal = requireSignIn(request);
      const { qrId, step } = request.query;
      const done = step === 'scan' ? await markQrScanned(db, qrId) : await confirmQrCode(db, qrId, principal.userId);
      if (!done) throw new AppError(AuthErrorCode.qrExpired, authErrorMessages[AuthErrorCode.qrExpired]);
      return request.ok(null);
    },
  );
};

/** Mobile QR service: the login page polls with its separate code token (cancellable on the client). */
export const qrMobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  app.post('/api/getQrcodeStatus', { schema: { summary: 'Poll a QR sign-in', body: ZQrStatusRequest, response: { 200: envelopeOf(ZQrStatus) } } }, async (request, reply) => {
    const header = request.headers.authorization;
    const codeToken = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const poll = codeToken ? await pollQrCode(db, request.body.qrId, codeToken) : null;
    if (!poll) throw new AppError(ErrorCode.notFound);
    if (poll.userId === null) return request.ok({ status: poll.status, session: null });
    const clinicId = initialClinic(await findClinicChoices(db, poll.userId));
    const { token, session } = await createSession(db, { userId: poll.userId, clinicId, ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
    setSessionCookie(request, reply, token);
    await recordAudit(db, { action: 'sign-in', outcome: 'success', userId: poll.userId, clinicId, ip: request.ip, detail: { method: 'qr' } });
    const membership = clinicId === null ? undefined : await db.selectFrom('clinic_members').select('is_doctor').where('clinic_id', '=', clinicId).where('user_id', '=', poll.userId).executeTakeFirst();
    return request.ok({ status: 'confirmed' as const, session: await buildSessionView(db, { userId: session.userId, clinicId, isDoctor: membership?.is_doctor === 1 }) });
  });
};
