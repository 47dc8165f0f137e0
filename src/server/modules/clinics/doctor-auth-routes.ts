import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicSuccessMessages } from '../../../domain/clinics/clinic-messages';
import {
  ZAuthStatus,
  ZDoctorAuthInfo,
  ZDoctorAuthInfoParams,
  ZDoctorAuthSubmitRequest,
} from '../../../domain/clinics/doctor-auth';
import { z } from 'zod';
import { requireClinic } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { findDoctorAuth, findDoctorAuthStatus, submitDoctorAuth } from './doctor-auth';
import { requireUploadedFiles, storedFile } from './uploaded-files';

const authStatusRoute = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  app.post(
    '/v1/get-auth-status',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The caller’s doctor authentication status and rejection reason',
        response: { 200: envelopeOf(ZAuthStatus) },
      },
    },
    async (request) => request.ok(await findDoctorAuthStatus(app.db.kysely, requireClinic(request).userId)),
  );

/** Tenant service: a doctor submits authentication; the status getter (also on the user service). */
export const doctorAuthTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/doctorAuth/submit',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'Submit doctor authentication (pending review)',
        body: ZDoctorAuthSubmitRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireClinic(request);
      const { idCardPath, certPath } = request.body;
      await requireUploadedFiles(
        app.db.kysely,
        [
          { key: idCardPath, purpose: 'id-image' },
          { key: certPath, purpose: 'id-image' },
        ],
        `user:${principal.userId}`,
      );
      return runMutation(request, reply, async (trx) => {
        await submitDoctorAuth(trx, principal.userId, request.body);
        return request.ok(null, { message: clinicSuccessMessages.submitted });
      });
    },
  );
  authStatusRoute(app);
};

/** User service: the status getter and the doctor's submitted information. */
export const doctorAuthUserRoutes: FastifyPluginAsyncZod = async (app) => {
  authStatusRoute(app);
  app.post(
    '/v1/account/doctor-auth-info/:hasUpdated',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The caller’s doctor authentication: names, files, status, reason',
        params: ZDoctorAuthInfoParams,
        response: { 200: envelopeOf(ZDoctorAuthInfo) },
      },
    },
    async (request) => {
      const auth = await findDoctorAuth(app.db.kysely, requireClinic(request).userId);
      return request.ok(
        { ...auth, idCardPath: storedFile(app, auth.idCardPath), certPath: storedFile(app, auth.certPath) },
        { extra: { hasUpdated: auth.hasUpdated } },
      );
    },
  );
};
