import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmployeePostInfo, ZSetBookingRequest } from '../../../domain/accounts/account-extras';
import { ZEmployee } from '../../../domain/clinics/employees';
import { requireClinic, requireClinicPermission } from '../../auth/guards';

/** Bookable and registrable are staff management (the permission matrix: docs/permissions.md). */
const requireClinicAdmin = requireClinicPermission('employee:manage');
import { guardedBy } from '../../http/access';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { recordClinicAudit, storedFile } from '../clinics';
import { getEmployee, toEmployee } from './employees';
import { findEmployeePostInfo, setBooking } from './post-info';

/** Design service: POST /clinic/getEmployeePostInfo (spec section 7), the caller's own post in the current clinic. */
export const employeePostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clinic/getEmployeePostInfo',
    {
      ...guardedBy(requireClinic),
      schema: { summary: 'The caller’s post in the current clinic', response: { 200: envelopeOf(ZEmployeePostInfo) } },
    },
    async (request) => request.ok(await findEmployeePostInfo(app.db.kysely, requireClinic(request))),
  );
};

/** Tenant service: the staff switches "bookable" and "registrable" (admins, like the price switch). */
export const bookingSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/employee/set-booking',
    {
      ...guardedBy(requireClinicAdmin),
      schema: {
        summary: 'Whether patients may book or register with an employee',
        body: ZSetBookingRequest,
        response: { 200: envelopeOf(ZEmployee) },
      },
    },
    async (request, reply) => {
      const admin = requireClinicAdmin(request);
      return runMutation(request, reply, async (trx) => {
        await setBooking(trx, admin.clinicId, request.body);
        await recordClinicAudit(trx, {
          action: 'employee-booking',
          userId: admin.userId,
          clinicId: admin.clinicId,
          detail: { ...request.body },
        });
        return request.ok(
          toEmployee(await getEmployee(trx, admin.clinicId, request.body.employeeId), (key) => storedFile(app, key)),
        );
      });
    },
  );
};
