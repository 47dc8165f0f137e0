import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Service } from '../domain/services';
import { devInboxRoutes } from './modules/accounts/dev-inbox-routes';
import { qrMobileRoutes, qrTenantRoutes } from './modules/accounts/qr-routes';
import { sessionRoutes } from './modules/accounts/session-routes';
import { personalInfoRoutes } from './modules/accounts/personal-info-routes';
import { tenantSignInRoutes } from './modules/accounts/sign-in-routes';
import { userRegistrationRoutes } from './modules/accounts/register-routes';
import { platformRoutes } from './modules/platform/routes';
import { holidayRoutes } from './modules/calendar/routes';
import { clinicRoutes } from './modules/clinics/routes';
import { doctorAuthTenantRoutes, doctorAuthUserRoutes } from './modules/clinics/doctor-auth-routes';
import { factoryReviewRoutes } from './modules/clinics/factory-routes';
import { factoryStaffRoutes } from './modules/factory-staff/routes';
import { addressRoutes, preferenceRoutes } from './modules/clinics/personal-routes';
import { staffRoutes } from './modules/staff/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { patientRoutes } from './modules/patients/routes';
import { imageRoutes } from './modules/images/routes';
import { modelRoutes } from './modules/models/routes';
import { caseRoutes } from './modules/cases/routes';
import { doctorOverviewRoutes } from './modules/doctor-overview/routes';
import { lineOrderRoutes } from './modules/cases/line-routes';
import { factoryCaseRoutes } from './modules/factory-cases/routes';
import { caseTalkRoutes } from './modules/case-talk/routes';
import { drugRoutes } from './modules/drugs/routes';
import { cloudLinkRoutes, localCloudRoutes } from './modules/cloud-link/routes';
import { clockRoutes } from './modules/platform/clock-routes';
import { modelPickupRoutes } from './modules/model-pickups/routes';
import { wearingRoutes } from './modules/wearing/routes';
import { accountExtrasTenantRoutes, accountExtrasUserRoutes } from './modules/accounts/account-extras-routes';
import { bookingSwitchRoutes, employeePostRoutes } from './modules/staff/post-routes';
import { accountApplyRoutes, contactRoutes, serviceDeskRoutes } from './modules/service-desk/routes';
import { clinicVipRoutes, factoryVipRoutes } from './modules/clinic-vip';
import { LINE_ROUTES } from './lines/registry';
import { creditRoutes, financeRoutes, paymentRoutes, paySecurityRoutes, remittanceRoutes } from './modules/payments';
import { couponRoutes } from './modules/coupons';

/** Every spec service and the route plugins mounted under its base path, /api/<service> (spec section 7). */
export const serviceRoutes: Record<Service, FastifyPluginAsyncZod[]> = {
  tenant: [
    tenantSignInRoutes,
    sessionRoutes,
    personalInfoRoutes,
    qrTenantRoutes,
    clinicRoutes,
    doctorAuthTenantRoutes,
    factoryReviewRoutes,
    factoryVipRoutes,
    factoryStaffRoutes,
    staffRoutes,
    addressRoutes,
    cloudLinkRoutes,
    accountExtrasTenantRoutes,
    bookingSwitchRoutes,
    contactRoutes,
  ],
  user: [userRegistrationRoutes, doctorAuthUserRoutes, accountExtrasUserRoutes, accountApplyRoutes],
  design: [
    preferenceRoutes,
    employeePostRoutes,
    clinicVipRoutes,
    paymentRoutes,
    financeRoutes,
    creditRoutes,
    paySecurityRoutes,
    remittanceRoutes,
    couponRoutes,
  ],
  emr: [patientRoutes, imageRoutes, modelRoutes, drugRoutes, wearingRoutes],
  platform: [platformRoutes, devInboxRoutes, holidayRoutes, localCloudRoutes, clockRoutes, serviceDeskRoutes],
  order: [
    notificationRoutes,
    caseRoutes,
    doctorOverviewRoutes,
    lineOrderRoutes,
    ...LINE_ROUTES,
    factoryCaseRoutes,
    caseTalkRoutes,
    modelPickupRoutes,
  ],
  mobile: [qrMobileRoutes],
};
