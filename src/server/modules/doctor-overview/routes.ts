import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCTOR_OVERVIEW_PATH, ZDoctorOverview, ZDoctorOverviewRequest } from '../../../domain/orders/doctor-overview';
import { envelopeOf } from '../../http/envelope';
import { guardedBy } from '../../http/access';
import { requireClinicSideUser } from '../clinics';
import { requireToday } from '../wearing';
import { buildDoctorOverview } from './doctor-overview';

const clinicSide = guardedBy(requireClinicSideUser);

/**
 * Order service: the /userDoctor overview (issue 14, docs/clinics.md). Any clinic-side user, with or without a chosen
 * clinic (factory users: 403); a user who is a doctor in no clinic gets an overview of no clinics.
 */
export const doctorOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    DOCTOR_OVERVIEW_PATH,
    {
      ...clinicSide,
      schema: {
        summary: 'The doctor’s own cases, unread reminders, due aligner changes and booked pickups in every clinic where they are a doctor',
        body: ZDoctorOverviewRequest,
        response: { 200: envelopeOf(ZDoctorOverview) },
      },
    },
    async (request) => {
      const user = requireClinicSideUser(request);
      requireToday(request.body.today, Date.now());
      return request.ok(
        await buildDoctorOverview(db, user.userId, request.body.today, (message, values) => request.t(message, values)),
      );
    },
  );
};
