import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrderShowTypeRequest } from '../../../domain/accounts/personal-info';
import { ZSession } from '../../../domain/accounts/sign-in';
import { requireSignIn } from '../../auth/guards';
import { buildSessionView } from '../../auth/session-view';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';

/** Tenant service: the case list view the user keeps (personal info itself is update-info: account-extras-routes). */
export const personalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
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
