import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignIn } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';

/** Order service: the unread reminder count of the top bar (spec: POST /order-notify/count, data is a number). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order-notify/count', { schema: { summary: 'Unread reminders of the signed-in user', response: { 200: envelopeOf(z.number().int()) } } }, async (request) => {
    const principal = requireSignIn(request);
    let query = app.db.kysely
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('user_id', '=', principal.userId)
      .where('read_at', 'is', null);
    // A clinic user sees the reminders of the clinic they work in (and their own personal ones).
    if (principal.clinicId !== null) query = query.where((eb) => eb.or([eb('clinic_id', '=', principal.clinicId), eb('clinic_id', 'is', null)]));
    const row = await query.executeTakeFirstOrThrow();
    return request.ok(Number(row.unread));
  });
};
