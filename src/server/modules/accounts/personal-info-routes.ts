import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrderShowTypeRequest, ZPersonalInfoRequest } from '../../../domain/accounts/personal-info';
import { ZSession } from '../../../domain/accounts/sign-in';
import { recordAudit } from '../../auth/audit';
import { requireSignIn } from '../../auth/guards';
import { buildSessionView } from '../../auth/session-view';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';

/** Tenant service: what the user says about themselves (personal info) and the case list view they keep. */
export const personalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/personal-info',
    {
      // Signed in before the body is validated: an anonymous caller learns nothing but 401.
      onRequest: async (request) => void requireSignIn(request),
      schema: {
        summary: 'Save the e-mail and birth day of personal info',
        body: ZPersonalInfoRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => {
      const principal = requireSignIn(request);
      const { email, birthDay } = request.body;
      return runMutation(request, reply, async (trx) => {
        await trx
          .updateTable('users')
          .set({ email: email === '' ? null : email, birth_day: birthDay === '' ? null : birthDay })
          .where('id', '=', principal.userId)
          .execute();
        await recordAudit(trx, {
          action: 'personal-info-saved',
          outcome: 'success',
          userId: principal.userId,
          clinicId: principal.clinicId,
          ip: request.ip,
        });
        return request.ok(await buildSessionView(trx, principal));
      });
    },
  );

  app.post(
    '/account/order-show-type',
    {
      onRequest: async (request) => void requireSignIn(request),
      schema: {
        summary: 'Remember the case list view (list or cards)',
        body: ZOrderShowTypeRequest,
        response: { 200: envelopeOf(ZSession) },
      },
    },
    async (request, reply) => {
      const principal = requireSignIn(request);
      return runMutation(request, reply, async (trx) => {
        await trx
          .updateTable('users')
          .set({ order_show_type: request.body.orderShowType })
          .where('id', '=', principal.userId)
          .execute();
        return request.ok(await buildSessionView(trx, principal));
      });
    },
  );
};
