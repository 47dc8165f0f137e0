import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  HOLIDAY_PATHS,
  ZHolidayList,
  ZHolidayListRequest,
  ZSaveHolidayYearRequest,
} from '../../../domain/calendar/holiday-api';
import { requireFactoryPermission, requireSignIn } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { findHolidayYears, saveHolidayYear } from './holiday-calendar';

/**
 * Platform service: the holiday calendar. Every signed-in user reads it (the date pickers disable non-working days
 * with it); a factory admin saves a year's lists.
 */
/** The holiday calendar is kept by the factory admin (permission matrix: factory:calendar). */
const requireFactoryAdmin = requireFactoryPermission('factory:calendar');

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    HOLIDAY_PATHS.list,
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'The holiday calendar of the years asked for (at most 10): holidays and make-up working days',
        body: ZHolidayListRequest,
        response: { 200: envelopeOf(ZHolidayList) },
      },
    },
    async (request) => {
      requireSignIn(request);
      return request.ok(await findHolidayYears(app.db.kysely, request.body.fromYear, request.body.toYear));
    },
  );

  app.post(
    HOLIDAY_PATHS.save,
    {
      ...guardedBy(requireFactoryAdmin),
      schema: {
        summary: 'Replace one year’s holidays and make-up working days (factory admins)',
        body: ZSaveHolidayYearRequest,
        response: { 200: envelopeOf(ZHolidayList) },
      },
    },
    async (request, reply) => {
      const { userId } = requireFactoryAdmin(request);
      const input = request.body as z.output<typeof ZSaveHolidayYearRequest>;
      return runMutation(request, reply, async (trx) => {
        await saveHolidayYear(trx, input, userId, Date.now());
        return request.ok(await findHolidayYears(trx, input.year, input.year));
      });
    },
  );
};
