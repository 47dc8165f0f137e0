import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicSuccessMessages } from '../../../domain/clinics/clinic-messages';
import { ZDisassociateQuery } from '../../../domain/clinics/company';
import {
  employeeFieldLabels,
  ZAddEmployeeRequest,
  ZDeleteEmployeeRequest,
  ZEmployee,
  ZEmployeeListRequest,
  ZEmployeePage,
  ZSetPriceVisibilityRequest,
  ZUpdateEmployeeRequest,
} from '../../../domain/clinics/employees';
import { requireClinicPermission } from '../../auth/guards';
import { conflictAnswer } from '../../http/edit-conflict';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy, notFound } from '../../http/access';
import { recordClinicAudit, requireUploadedFiles, storedFile } from '../clinics';
import {
  addEmployee,
  deleteEmployee,
  disassociateEmployee,
  findEmployees,
  getEmployee,
  setPriceVisibility,
  toEmployee,
  updateEmployee,
} from './employees';

/** Staff management is the clinic admin's (permission matrix: employee:manage). */
const requireStaffManager = requireClinicPermission('employee:manage');
const adminOnly = guardedBy(requireStaffManager);

/**
 * Tenant service: staff management (/baseEmployee), admins only, always in the admin's current clinic — a clinicId
 * sent in a body is ignored, one sent in a query must be that clinic.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const fileView = (key: string | null) => storedFile(app, key);

  app.post(
    '/v1/employee/list',
    {
      ...adminOnly,
      schema: {
        summary: 'The clinic’s employees, paged',
        body: ZEmployeeListRequest,
        response: { 200: envelopeOf(ZEmployeePage) },
      },
    },
    async (request) =>
      request.ok(await findEmployees(db, requireStaffManager(request).clinicId, request.body, fileView)),
  );

  app.post(
    '/v1/employee/add',
    {
      ...adminOnly,
      schema: { summary: 'Record an employee', body: ZAddEmployeeRequest, response: { 200: envelopeOf(ZEmployee) } },
    },
    async (request, reply) => {
      const admin = requireStaffManager(request);
      const { certPath, idCardPath } = request.body;
      const files = [certPath, idCardPath].flatMap((key) => (key ? [{ key, purpose: 'id-image' as const }] : []));
      await requireUploadedFiles(db, files, `user:${admin.userId}`);
      return runMutation(request, reply, async (trx) => {
        const employeeId = await addEmployee(trx, admin.clinicId, request.body);
        await recordClinicAudit(trx, {
          action: 'employee-added',
          userId: admin.userId,
          clinicId: admin.clinicId,
          detail: { employeeId },
        });
        return request.ok(toEmployee(await getEmployee(trx, admin.clinicId, employeeId), fileView));
      });
    },
  );

  app.post(
    '/v1/employee/update',
    {
      ...adminOnly,
      schema: {
        summary: 'Change an employee record (the whole record and the base it was edited from; 409 on a conflicting field)',
        body: ZUpdateEmployeeRequest,
        response: { 200: envelopeOf(ZEmployee) },
      },
    },
    async (request, reply) => {
      const admin = requireStaffManager(request);
      const existing = await getEmployee(db, admin.clinicId, request.body.employeeId);
      // Only files that changed must be the caller's own uploads: a kept file may have been uploaded by another admin.
      // A key equal to the edit's base is no change of this form's (field-merge.ts never writes it).
      const files = (['certPath', 'idCardPath'] as const).flatMap((field) => {
        const key = request.body[field];
        const stored = field === 'certPath' ? existing.cert_path : existing.id_card_path;
        const isKept = key === stored || (request.body.base !== undefined && key === request.body.base[field]);
        return key && !isKept ? [{ key, purpose: 'id-image' as const }] : [];
      });
      await requireUploadedFiles(db, files, `user:${admin.userId}`);
      return runMutation(request, reply, async (trx) => {
        await updateEmployee(trx, admin.clinicId, request.body).catch(conflictAnswer(request, employeeFieldLabels));
        await recordClinicAudit(trx, {
          action: 'employee-updated',
          userId: admin.userId,
          clinicId: admin.clinicId,
          detail: { employeeId: request.body.employeeId },
        });
        return request.ok(toEmployee(await getEmployee(trx, admin.clinicId, request.body.employeeId), fileView));
      });
    },
  );

  app.post(
    '/v1/employee/delete',
    {
      ...adminOnly,
      schema: {
        summary: 'Delete an employee record (and its account’s membership)',
        body: ZDeleteEmployeeRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const admin = requireStaffManager(request);
      return runMutation(request, reply, async (trx) => {
        await deleteEmployee(trx, admin.clinicId, request.body.employeeId);
        await recordClinicAudit(trx, {
          action: 'employee-deleted',
          userId: admin.userId,
          clinicId: admin.clinicId,
          detail: { employeeId: request.body.employeeId },
        });
        return request.ok(null, { message: clinicSuccessMessages.deleted });
      });
    },
  );

  app.post(
    '/v1/employee/set-price-visibility',
    {
      ...adminOnly,
      schema: {
        summary: 'Hide or show product prices to an employee',
        body: ZSetPriceVisibilityRequest,
        response: { 200: envelopeOf(ZEmployee) },
      },
    },
    async (request, reply) => {
      const admin = requireStaffManager(request);
      const { employeeId, hidePrices } = request.body;
      return runMutation(request, reply, async (trx) => {
        await setPriceVisibility(trx, admin.clinicId, employeeId, hidePrices);
        await recordClinicAudit(trx, {
          action: 'employee-prices-visibility',
          userId: admin.userId,
          clinicId: admin.clinicId,
          detail: { employeeId, hidePrices },
        });
        return request.ok(toEmployee(await getEmployee(trx, admin.clinicId, employeeId), fileView));
      });
    },
  );

  app.post(
    '/v1/account/disassociateEmployee',
    {
      ...adminOnly,
      schema: {
        summary: 'Disassociate an employee’s account from the clinic (without employeeId: the calling admin’s own)',
        querystring: ZDisassociateQuery,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const admin = requireStaffManager(request);
      const { clinicId, employeeId } = request.query;
      if (clinicId !== admin.clinicId) throw notFound();
      return runMutation(request, reply, async (trx) => {
        const userId = await disassociateEmployee(
          trx,
          clinicId,
          employeeId === undefined ? { userId: admin.userId } : { employeeId },
        );
        await recordClinicAudit(trx, {
          action: 'membership-ended',
          userId: admin.userId,
          clinicId,
          subject: `user:${userId}`,
          detail: { by: 'admin', employeeId: employeeId ?? null },
        });
        return request.ok(null);
      });
    },
  );
};
