import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Service } from '../domain/services';
import { devInboxRoutes } from './modules/accounts/dev-inbox-routes';
import { qrMobileRoutes, qrTenantRoutes } from './modules/accounts/qr-routes';
import { sessionRoutes } from './modules/accounts/session-routes';
import { tenantSignInRoutes } from './modules/accounts/sign-in-routes';
import { userRegistrationRoutes } from './modules/accounts/register-routes';
import { platformRoutes } from './modules/platform/routes';
import { clinicRoutes } from './modules/clinics/routes';
import { doctorAuthTenantRoutes, doctorAuthUserRoutes } from './modules/clinics/doctor-auth-routes';
import { factoryReviewRoutes } from './modules/clinics/factory-routes';
import { addressRoutes, preferenceRoutes } from './modules/clinics/personal-routes';
import { staffRoutes } from './modules/staff/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { patientRoutes } from './modules/patients/routes';
import { imageRoutes } from './modules/images/routes';
import { modelRoutes } from './modules/models/routes';
import { caseRoutes } from './modules/cases/routes';
import { factoryCaseRoutes } from './modules/factory-cases/routes';
import { caseTalkRoutes } from './modules/case-talk/routes';

/** Every spec service and the route plugins mounted under its base path, /api/<service> (spec section 7). */
export const serviceRoutes: Record<Service, FastifyPluginAsyncZod[]> = {
  tenant: [tenantSignInRoutes, sessionRoutes, qrTenantRoutes, clinicRoutes, doctorAuthTenantRoutes, factoryReviewRoutes, staffRoutes, addressRoutes],
  user: [userRegistrationRoutes, doctorAuthUserRoutes],
  design: [preferenceRoutes],
  emr: [patientRoutes, imageRoutes, modelRoutes],
  platform: [platformRoutes, devInboxRoutes],
  order: [notificationRoutes, caseRoutes, factoryCaseRoutes, caseTalkRoutes],
  mobile: [qrMobileRoutes],
};
