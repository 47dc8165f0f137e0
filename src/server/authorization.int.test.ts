import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { DATABASE_KINDS } from './testing/test-database';
import { grants, PERMISSION_CODES, type PermissionCode } from '../domain/accounts/permissions';
import { buildWorld, PRINCIPAL_PERSONAS, PRINCIPALS, type PrincipalName, type World } from './testing/principals';

/**
 * Who may call what. Every registered route has a row; the test below expands each row over every principal and
 * runs it against the real server. A route registered without a row fails the completeness test.
 *  public     anyone, signed in or not
 *  signed-in  any signed-in user (clinic or factory); anonymous gets 401
 *  clinic     a clinic user working in a clinic; anonymous 401, factory 403
 *  factory    factory users only; anonymous 401, clinic users 403
 *  signed-link  only a valid signed link opens it: without one, everyone gets 401
 *  a permission code of the matrix (src/domain/accounts/permissions.ts): anonymous 401, a principal whose persona
 *             has the code passes, everyone else 403 (a nurse submitting a case, a designer managing factory staff)
 *  clinic-side  a signed-in clinic user, with or without a clinic; anonymous 401, factory 403
 *  payer      a clinic user working in a clinic whose prices are shown; staffA's are hidden: 403 (docs/payments.md)
 */
type Policy = 'public' | 'signed-in' | 'clinic' | 'clinic-side' | 'payer' | 'factory' | 'signed-link' | PermissionCode;

const ACCESS: Record<string, Policy> = {
  // Issue 14 account extras (docs/clinics.md, "Account extras").
  'POST /api/tenant/account/update-info': 'signed-in',
  'GET /api/tenant/account/avatar': 'signed-in',
  'POST /api/tenant/v1/single-auth': 'public',
  'POST /api/user/v1/multiple-auth': 'public',
  'POST /api/design/clinic/getEmployeePostInfo': 'clinic',
  'POST /api/tenant/v1/employee/set-booking': 'employee:manage',
  'POST /api/user/v1/account/apply': 'clinic-side',
  'POST /api/tenant/account/contact-with-mmm': 'clinic-side',
  // Customer service (docs/clinics.md, "Customer service") and the demo cases (docs/cases.md).
  'GET /api/platform/v1/service-contacts': 'public',
  'GET /api/platform/v1/public-hosts': 'public',
  'GET /api/platform/v1/service-chat/messages': 'clinic-side',
  'POST /api/platform/v1/service-chat/send': 'clinic-side',
  'POST /api/platform/v1/service-inbox/list': 'factory',
  'GET /api/platform/v1/service-inbox/messages': 'factory',
  'POST /api/platform/v1/service-inbox/reply': 'factory',
  'POST /api/platform/v1/service-inbox/requests': 'factory',
  'POST /api/platform/v1/service-inbox/requests/handle': 'factory',
  'POST /api/order/v1/demo-case/list': 'signed-in',
  'GET /api/order/v1/demo-case/detail/:id': 'signed-in',
  'GET /api/openapi.json': 'public',
  'GET /api/platform/health': 'public',
  'GET /api/platform/live': 'public',
  'GET /api/platform/ready': 'public',
  'GET /api/platform/dev/sms-inbox': 'public',
  'GET /api/platform/dev/captcha-answer': 'public',
  // The local cloud platform (demo and test mode) plays the platform's authorization page; the link is anyone's own.
  'GET /api/platform/dev/cloud-authorize': 'public',
  'POST /api/tenant/v1/cloud-link/info': 'signed-in',
  'POST /api/tenant/v1/cloud-link/start': 'signed-in',
  'POST /api/tenant/v1/cloud-link/complete': 'signed-in',
  'POST /api/tenant/v1/cloud-link/unlink': 'signed-in',
  // Holiday calendar: anyone signed in reads it; saving is for factory users (and then only a factory admin, tested
  // in src/server/modules/calendar/holiday-calendar.int.test.ts).
  'POST /api/platform/v1/calendar/holidays/list': 'signed-in',
  'POST /api/platform/v1/calendar/holidays/save': 'factory:calendar',
  'POST /api/tenant/account/info': 'signed-in',
  'POST /api/tenant/v1/switch-clinic': 'signed-in',
  'POST /api/tenant/v1/change-clinic': 'signed-in',
  'POST /api/tenant/v1/logout': 'public',
  'POST /api/tenant/v1/qr-code': 'public',
  'POST /api/tenant/v1/scan-login': 'signed-in',
  'POST /api/mobile/api/getQrcodeStatus': 'public',
  'POST /api/order/order-notify/count': 'signed-in',
  // Signing in, registering and resetting a password happen before there is a session.
  'GET /api/tenant/v1/image-captcha': 'public',
  'POST /api/tenant/v1/slider-captcha': 'public',
  'POST /api/tenant/v1/slider-verify': 'public',
  'POST /api/tenant/v1/pc-login': 'public',
  'POST /api/tenant/v1/sms-login': 'public',
  'POST /api/tenant/account/change-passwd': 'signed-in',
  'POST /api/tenant/account/order-show-type': 'signed-in',
  'POST /api/user/v1/sms-captcha': 'public',
  'POST /api/user/v1/pc-register': 'public',
  'POST /api/user/v1/check-phone-captcha': 'public',
  'POST /api/user/v1/forget-passwd': 'public',
  'POST /api/user/v1/account/check': 'public',
  // Uploads belong to a signed-in user; object reads need a valid signed link, whoever asks.
  'GET /api/emr/oss/getSts/web': 'signed-in',
  'GET /api/emr/obs/getSts': 'signed-in',
  'POST /api/emr/oss/multipart': 'signed-in',
  'PUT /api/emr/oss/multipart/:uploadId/parts/:partNumber': 'signed-in',
  'POST /api/emr/oss/multipart/:uploadId/parts/:partNumber/url': 'signed-in',
  'POST /api/emr/oss/multipart/:uploadId/parts/:partNumber/sent': 'signed-in',
  'GET /api/emr/oss/multipart/:uploadId/parts': 'signed-in',
  'POST /api/emr/oss/multipart/:uploadId/complete': 'signed-in',
  'DELETE /api/emr/oss/multipart/:uploadId': 'signed-in',
  'GET /api/emr/oss/object/*': 'signed-link',
  // The drug reference: the tools are public pages (spec section 2) and it holds no one's data.
  'POST /api/emr/v1/medical-tools/drug/list': 'public',
  'POST /api/emr/v1/medical-tools/drug/detail/:id': 'public',
  // The server's clock: a device checks its own before booking a pickup (model shipping).
  'POST /api/platform/v1/clock': 'public',
  // Model shipping and wearing reminders: the current clinic's orders and aligner patients.
  'POST /api/order/v1/model-pickup/orders': 'clinic',
  'POST /api/order/v1/model-pickup/book': 'clinic',
  'POST /api/order/v1/model-pickup/list': 'clinic',
  'POST /api/order/v1/model-pickup/default-address': 'clinic',
  'POST /api/emr/v1/wearing/list': 'clinic',
  'POST /api/emr/v1/wearing/save': 'clinic',
  'POST /api/emr/v1/wearing/advance': 'clinic',
  'POST /api/emr/v1/wearing/delete': 'clinic',
  // Patients, in the caller's current clinic; a delete is further limited to the clinic admin or whoever recorded the patient.
  'POST /api/emr/v1/patient/add': 'clinic',
  'POST /api/emr/v1/patient/update': 'clinic',
  'POST /api/emr/v1/patient/list': 'clinic',
  'GET /api/emr/v1/patient/detail/:id': 'clinic',
  'POST /api/emr/v1/patient/delete': 'clinic',
  // Clinical images and their stages, in the caller's current clinic (another clinic's records answer "not found").
  'POST /api/emr/v1/clinicImage/stage/add': 'clinic',
  'GET /api/emr/v1/clinicImage/stage/list/:patientId': 'clinic',
  'POST /api/emr/v1/clinicImage/stage/update': 'clinic',
  'POST /api/emr/v1/clinicImage/stage/delete': 'clinic',
  'POST /api/emr/v1/clinicImage/add': 'clinic',
  'POST /api/emr/v1/clinicImage/list': 'clinic',
  'POST /api/emr/v1/clinicImage/delete': 'clinic',
  'POST /api/emr/oss/rotate': 'clinic',
  'POST /api/emr/v1/patient/model/add': 'clinic',
  'POST /api/emr/v1/patient/model/list': 'clinic',
  'POST /api/emr/v1/patient/model/delete': 'clinic',
  // Clinics and companies (docs/clinics.md). Creating or joining a clinic is for any signed-in clinic-side user,
  // with or without a clinic yet; the handler refuses factory accounts once the body is valid.
  'POST /api/tenant/v1/company/create': 'signed-in',
  'POST /api/tenant/v1/org-auth-info': 'clinic',
  'POST /api/tenant/v1/account/search-clinic': 'signed-in',
  'POST /api/tenant/v1/account/relate-clinic': 'signed-in',
  'POST /api/tenant/v1/account/list-related-clinic': 'signed-in',
  'POST /api/tenant/v1/account/list-apply-clinic': 'application:review',
  'POST /api/tenant/v1/account/apply-pass': 'application:review',
  'POST /api/tenant/v1/account/apply-reject': 'application:review',
  'POST /api/tenant/v1/account/delete-relate/:clinicId': 'signed-in',
  'POST /api/tenant/v1/account/disassociateEmployee': 'employee:manage',
  'GET /api/tenant/v1/findInduction': 'signed-in',
  'GET /api/tenant/v1/jobTypes': 'signed-in',
  'GET /api/tenant/v1/titles': 'signed-in',
  // Doctor authentication (a doctor works in a clinic) and its review by the factory.
  'POST /api/tenant/doctorAuth/submit': 'clinic',
  'POST /api/tenant/v1/get-auth-status': 'clinic',
  'POST /api/user/v1/get-auth-status': 'clinic',
  'POST /api/user/v1/account/doctor-auth-info/:hasUpdated': 'clinic',
  'POST /api/tenant/factory/auth/list': 'factory:auth-review',
  'POST /api/tenant/factory/auth/review': 'factory:auth-review',
  // Clinic VIP (docs/clinics.md, "Clinic VIP"): every member reads the clinic's; a factory admin grants it.
  'GET /api/design/clinic/vip/rights': 'clinic',
  'POST /api/design/clinic/vip/rights/announced': 'clinic',
  'POST /api/tenant/factory/vip/list': 'factory:vip-grant',
  'POST /api/tenant/factory/vip/grant': 'factory:vip-grant',
  // Issue 12 payments (docs/payments.md): clinic members whose prices are shown pay; every member lists what is unpaid;
  // the wallet's notification and the local wallet's payer side carry their own signatures; refunds are finance's.
  'POST /api/design/suyastar-api/order-pay-info/unPayList': 'clinic',
  'POST /api/design/suyastar-api/order-pay-info/unPayCount': 'clinic',
  'POST /api/design/suyastar-api/order-pay-info/mergePay': 'payer',
  'POST /api/design/suyastar-api/clinic/combineCheck': 'payer',
  'POST /api/design/suyastar-api/pay/savePayType': 'payer',
  'POST /api/design/suyastar-api/pay/status': 'payer',
  'POST /api/design/suyastar-api/pay/notify/:provider': 'public',
  'POST /api/design/suyastar-api/pay/local-wallet/decide': 'public',
  'POST /api/design/suyastar-api/factory/pay/refund': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/price-difference': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/credit-balance': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/order-payments': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/order-detail': 'desk:finance',
  // Credit terms (docs/payments.md, "Credit terms"): payers read the quota and pay on credit; finance sets and repays.
  'POST /api/design/suyastar-api/clinic/getClinicQuota': 'payer',
  'POST /api/design/suyastar-api/clinic/quotaPay': 'payer',
  'POST /api/design/suyastar-api/factory/pay/clinic-credit': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/credit-limit': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/credit-repay': 'desk:finance',
  // The payment password is the clinic's: every member sees whether it is set; its admin (the employee:manage persona)
  // sets, changes and resets it. The fee agreement is each member's; the pay-on-behalf link is opened signed out.
  'POST /api/design/suyastar-api/pay/password/state': 'clinic',
  'POST /api/design/suyastar-api/pay/password/set': 'employee:manage',
  'POST /api/design/suyastar-api/pay/password/sms': 'employee:manage',
  'POST /api/design/suyastar-api/pay/password/reset': 'employee:manage',
  'POST /api/design/suyastar-api/pay/fee-agreement/state': 'clinic',
  'POST /api/design/suyastar-api/pay/fee-agreement/accept': 'clinic',
  'POST /api/design/suyastar-api/pay/link/create': 'payer',
  'POST /api/design/suyastar-api/pay/link/view': 'public',
  'POST /api/design/suyastar-api/pay/link/pay': 'public',
  // Corporate transfer and bank remittance (docs/payments.md): the clinic's payers record, factory finance decides.
  'POST /api/design/suyastar-api/pay/transfer/account': 'payer',
  'POST /api/design/suyastar-api/pay/remittance/submit': 'payer',
  'POST /api/design/suyastar-api/pay/remittance/list': 'payer',
  'POST /api/design/suyastar-api/factory/pay/remittance/list': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/remittance/confirm': 'desk:finance',
  'POST /api/design/suyastar-api/factory/pay/remittance/reject': 'desk:finance',
  // Coupons (docs/payments.md, "Coupons"): every member lists them; payers claim and see them for a payment.
  'POST /api/design/coupon/couponUserPage': 'clinic',
  'POST /api/design/coupon/receivePage': 'clinic',
  'GET /api/design/coupon/receiveCount': 'clinic',
  'POST /api/design/coupon/receive/:id': 'payer',
  'POST /api/design/coupon/order': 'payer',
  'POST /api/design/coupon/factory/create': 'desk:finance',
  // The factory staff: factory admins only (the world's factory user is one; other roles: factory-staff-routes.int.test.ts).
  'POST /api/tenant/factory/staff/list': 'factory:staff',
  'POST /api/tenant/factory/staff/add': 'factory:staff',
  'POST /api/tenant/factory/staff/role': 'factory:staff',
  'POST /api/tenant/factory/staff/remove': 'factory:staff',
  // Staff management (/baseEmployee), in the admin's current clinic.
  'POST /api/tenant/v1/employee/list': 'employee:manage',
  'POST /api/tenant/v1/employee/add': 'employee:manage',
  'POST /api/tenant/v1/employee/update': 'employee:manage',
  'POST /api/tenant/v1/employee/delete': 'employee:manage',
  'POST /api/tenant/v1/employee/set-price-visibility': 'employee:manage',
  // Personal center: the user's own addresses and design preferences.
  'POST /api/tenant/v1/address/list': 'signed-in',
  'POST /api/tenant/v1/address/add': 'signed-in',
  'POST /api/tenant/v1/address/update': 'signed-in',
  'POST /api/tenant/v1/address/delete': 'signed-in',
  'GET /api/design/preference': 'signed-in',
  'POST /api/design/preference/edit': 'signed-in',
  // Aligner cases, the clinic's side (src/server/modules/cases): in the caller's current clinic. The detail and the
  // generic status change serve the factory too (the status machine decides who may make which move).
  'POST /api/order/v1/case/submit': 'case:create',
  'POST /api/order/v1/case/list': 'clinic',
  'GET /api/order/v1/case/detail/:orderId': 'signed-in',
  'POST /api/order/v1/case/transition': 'signed-in',
  // The order core's line calls (src/server/modules/cases/line-routes.ts): any line's submit, move and detail.
  'POST /api/order/v1/line/submit': 'case:create',
  'POST /api/order/v1/line/resubmit': 'case:create',
  'POST /api/order/v1/line/transition': 'signed-in',
  'GET /api/order/v1/line/order/:orderId': 'signed-in',
  // Fixed dentures (docs/orders.md, "Fixed dentures").
  'GET /api/order/v1/line/dentures/order/:orderId': 'signed-in',
  'POST /api/order/v1/line/dentures/costs': 'case:create',
  'POST /api/order/v1/line/dentures/abutment': 'factory',
  'POST /api/order/v1/line/dentures/rework': 'order:decide',
  'POST /api/order/v1/line/dentures/payment': 'factory',
  'POST /api/order/v1/line/dentures/ship': 'factory',
  'POST /api/order/v1/line/dentures/try-in/ship': 'factory',
  'GET /api/order/v1/line/dentures/settings': 'factory',
  'POST /api/order/v1/line/dentures/settings': 'factory:prices',
  'POST /api/order/v1/case/production': 'clinic',
  'POST /api/order/v1/case/complete': 'clinic',
  'POST /api/order/v1/case/restart': 'clinic',
  'POST /api/order/v1/case/worktable': 'clinic',
  'POST /api/order/v1/order/list': 'clinic',
  // The factory's side of aligner cases (src/server/modules/factory-cases): queues across clinics, plan, payment
  // order, payment, shipment. Comments and memos (src/server/modules/case-talk) serve both sides: a clinic user on
  // its own clinic's cases, the factory on any. Reminders (src/server/modules/notifications) are the caller's own.
  'POST /api/order/v1/factory/case/queue': 'factory',
  'POST /api/order/v1/factory/case/plan': 'factory',
  'POST /api/order/v1/factory/case/payment-order': 'factory',
  'POST /api/order/v1/factory/case/payment': 'factory',
  'POST /api/order/v1/factory/case/ship': 'factory',
  // The factories list for everyone at a factory; the reassignment further needs a factory admin (the world's
  // factory user is one; the refusal of the other roles: src/server/modules/factory-cases/factory-assignment.int.test.ts).
  'POST /api/order/v1/factory/factories': 'factory',
  'POST /api/order/v1/factory/case/reassign': 'factory:reassign',
  'POST /api/order/v1/case/comment/add': 'signed-in',
  'GET /api/order/v1/case/comment/list/:orderId': 'signed-in',
  'POST /api/order/v1/case/memo/add': 'signed-in',
  'POST /api/order/v1/case/memo/update': 'signed-in',
  'POST /api/order/v1/case/memo/delete': 'signed-in',
  'GET /api/order/v1/case/memo/list/:orderId': 'signed-in',
  // The /userDoctor overview (src/server/modules/doctor-overview): any clinic-side user, a clinic chosen or not.
  'POST /api/order/v1/doctor/overview': 'clinic-side',
  'POST /api/order/order-notify/list': 'signed-in',
  'POST /api/order/order-notify/read': 'signed-in',
};

/** A concrete URL for a route pattern: parameters filled, a query the route needs. */
const SAMPLE_URL: Record<string, string> = {
  'GET /api/platform/dev/sms-inbox': '/api/platform/dev/sms-inbox?phone=13800000000',
  'GET /api/platform/dev/captcha-answer': '/api/platform/dev/captcha-answer?captchaId=none',
  'POST /api/tenant/v1/change-clinic': '/api/tenant/v1/change-clinic?clinicId=CLINIC_A',
  'POST /api/tenant/v1/scan-login': '/api/tenant/v1/scan-login?qrId=none',
  'POST /api/tenant/v1/account/disassociateEmployee':
    '/api/tenant/v1/account/disassociateEmployee?clinicId=CLINIC_A&employeeId=999999',
  // A clinic nobody relates to: leaving clinic A here would take the principal out of it for the rows after.
  'POST /api/tenant/v1/account/delete-relate/:clinicId': '/api/tenant/v1/account/delete-relate/999999',
};

function expected(policy: Policy, principal: PrincipalName): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (policy === 'signed-link') return 401;
  if (principal === 'anonymous') return 401;
  if (policy === 'signed-in') return 'allowed';
  if ((PERMISSION_CODES as readonly string[]).includes(policy)) {
    return grants(PRINCIPAL_PERSONAS[principal], policy as PermissionCode) ? 'allowed' : 403;
  }
  const isFactory = principal === 'factory' || principal === 'designer';
  if (policy === 'factory') return isFactory ? 'allowed' : 403;
  if (policy === 'payer' && principal === 'staffA') return 403;
  return isFactory ? 403 : 'allowed';
}

/** Routes that exist only for tests or documentation and carry no data. */
const OUT_OF_TABLE = new Set(['GET /docs', 'GET /api/openapi.json/']);

describe.each(DATABASE_KINDS)('authorization on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await buildWorld(t.app);
  });
  afterAll(async () => t.close());

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !OUT_OF_TABLE.has(route));
    expect(registered.filter((route) => !(route in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !registered.includes(route))).toEqual([]);
  });

  const rows = Object.entries(ACCESS).flatMap(([route, policy]) =>
    PRINCIPALS.map((principal) => [route, principal, expected(policy, principal)] as const),
  );
  it.each(rows)('%s as %s → %s', async (route, principal, outcome) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const url = (SAMPLE_URL[route] ?? pattern).replace('CLINIC_A', String(world.clinicA)).replace(/:(\w+)/g, '1');
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: await world.headersFor(principal),
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    if (outcome === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(outcome);
      // A refused signed link names its reason (bad signature, expired) in its own code; the rest use the HTTP code.
      if (ACCESS[route] !== 'signed-link') expect(response.json().code).toBe(outcome);
    }
  });
});
