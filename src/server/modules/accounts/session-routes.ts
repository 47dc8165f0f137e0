import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthErrorCode, authErrorMessages } from '../../../domain/accounts/auth-errors';
import { ZClinicChoice, ZSession } from '../../../domain/accounts/sign-in';
import { recordAudit } from '../../auth/audit';
import { clearSessionCookie } from '../../auth/auth-plugin';
import { requireSignIn } from '../../auth/guards';
import { buildSessionView, findClinicChoices } from '../../auth/session-view';
import { revokeSession, setSessionClinic } from '../../auth/sessions';
import { AppError, envelopeOf } from '../../http/envelope';

/** Tenant service: who am I, which clinic, sign out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post('/account/info', { schema: { summary: 'The signed-in user and their clinics', response: { 200: envelopeOf(ZSession) } } }, async (request) =>
    request.ok(await buildSessionView(db, requireSignIn(request))),
  );

  app.post(
    '/v1/switch-clinic',
    { schema: { summary: 'The clinics the user may switch to', response: { 200: envelopeOf(z.object({ switchClinicList: z.array(ZClinicChoice) })) } } },
    async (request) => request.ok({ switchClinicList: await findClinicChoices(db, requireSignIn(request).userId) }),
  );

  app.post(
    '/v1/change-clinic',
    {
      schema: {
        summary: 'Work in another of the user’s clinics',
        querystring: z.object({ clinicId: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request) => {
      const principal = requireSignIn(request);
      const { clinicId } = request.query;
      const membership = await db
        .selectFrom('clinic_members')
        .select('is_doctor')
        .where('clinic_id', '=', clinicId)
        .where('user_id', '=', principal.userId)
        .executeTakeFirst();
      if (!membership) throw new AppError(AuthErrorCode.notAMember, authErrorMessages[AuthErrorCode.notAMember]);
      await setSessionClinic(db, principal.sessionId, clinicId);
      await recordAudit(db, { action: 'clinic-switched', outcome: 'success', userId: principal.userId, clinicId, ip: request.ip });
      return request.ok(await buildSessionView(db, { userId: principal.userId, clinicId, isDoctor: membership.is_doctor === 1 }));
    },
  );

  app.post('/v1/logout', { schema: { summary: 'End this session', response: { 200: envelopeOf(z.null()) } } }, async (request, reply) => {
    const principal = request.principal;
    if (principal) {
      await revokeSession(db, principal.sessionId);
      await recordAudit(db, { action: 'sign-out', outcome: 'success', userId: principal.userId, clinicId: principal.clinicId, ip: request.ip });
    }
    clearSessionCookie(request, reply);
    return request.ok(null);
  });
};
