import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZReminderListRequest,
  ZReminderPage,
  ZReminderReadRequest,
  REMINDER_PATHS,
} from '../../../domain/orders/reminders';
import { requireSignIn } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { countUnread, findReminders, markRemindersRead } from './reminders';

const signedIn = guardedBy(requireSignIn);

/**
 * Order service: the signed-in user's reminders (the top bar's badge and list). A clinic user sees the reminders of
 * the clinic they work in now and their personal ones; the count is the spec's call (POST /order-notify/count, data
 * is a number).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/order-notify/count',
    { schema: { summary: 'Unread reminders of the signed-in user', response: { 200: envelopeOf(z.number().int()) } } },
    async (request) => request.ok(await countUnread(db, requireSignIn(request))),
  );

  app.post(
    REMINDER_PATHS.list,
    {
      ...signedIn,
      schema: {
        summary: 'The signed-in user’s reminders, newest first, in the request’s language',
        body: ZReminderListRequest,
        response: { 200: envelopeOf(ZReminderPage) },
      },
    },
    async (request) =>
      request.ok(
        await findReminders(db, requireSignIn(request), request.body, (message, values) => request.t(message, values)),
      ),
  );

  app.post(
    REMINDER_PATHS.read,
    {
      ...signedIn,
      schema: {
        summary: 'Mark reminders read (some, those of an order, or all); answers the unread count left',
        body: ZReminderReadRequest,
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (request, reply) => {
      const reader = requireSignIn(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(await markRemindersRead(trx, reader, request.body, Date.now())),
      );
    },
  );
};
