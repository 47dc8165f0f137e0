import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { DATABASE_KINDS } from './testing/test-database';
import { buildWorld, PRINCIPALS, type PrincipalName, type World } from './testing/principals';

/**
 * Who may call what. Every registered route has a row; the test below expands each row over every principal and
 * runs it against the real server. A route registered without a row fails the completeness test.
 *  public     anyone, signed in or not
 *  signed-in  any signed-in user (clinic or factory); anonymous gets 401
 *  clinic     a clinic user working in a clinic; anonymous 401, factory 403
 *  admin      a clinic admin in the clinic; anonymous 401, others 403
 *  factory    factory users only; anonymous 401, clinic users 403
 *  signed-link  only a valid signed link opens it: without one, everyone gets 401
 */
type Policy = 'public' | 'signed-in' | 'clinic' | 'admin' | 'factory' | 'signed-link';

const ACCESS: Record<string, Policy> = {
  'GET /api/openapi.json': 'public',
  'GET /api/platform/health': 'public',
  'GET /api/platform/dev/sms-inbox': 'public',
  'GET /api/platform/dev/captcha-answer': 'public',
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
  'GET /api/emr/oss/multipart/:uploadId/parts': 'signed-in',
  'POST /api/emr/oss/multipart/:uploadId/complete': 'signed-in',
  'DELETE /api/emr/oss/multipart/:uploadId': 'signed-in',
  'GET /api/emr/oss/object/*': 'signed-link',
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
  'POST /api/tenant/v1/account/list-apply-clinic': 'admin',
  'POST /api/tenant/v1/account/apply-pass': 'admin',
  'POST /api/tenant/v1/account/apply-reject': 'admin',
  'POST /api/tenant/v1/account/delete-relate/:clinicId': 'signed-in',
  'POST /api/tenant/v1/account/disassociateEmployee': 'admin',
  'GET /api/tenant/v1/findInduction': 'signed-in',
  'GET /api/tenant/v1/jobTypes': 'signed-in',
  'GET /api/tenant/v1/titles': 'signed-in',
  // Doctor authentication (a doctor works in a clinic) and its review by the factory.
  'POST /api/tenant/doctorAuth/submit': 'clinic',
  'POST /api/tenant/v1/get-auth-status': 'clinic',
  'POST /api/user/v1/get-auth-status': 'clinic',
  'POST /api/user/v1/account/doctor-auth-info/:hasUpdated': 'clinic',
  'POST /api/tenant/factory/auth/list': 'factory',
  'POST /api/tenant/factory/auth/review': 'factory',
  // Staff management (/baseEmployee), in the admin's current clinic.
  'POST /api/tenant/v1/employee/list': 'admin',
  'POST /api/tenant/v1/employee/add': 'admin',
  'POST /api/tenant/v1/employee/update': 'admin',
  'POST /api/tenant/v1/employee/delete': 'admin',
  'POST /api/tenant/v1/employee/set-price-visibility': 'admin',
  // Personal center: the user's own addresses and design preferences.
  'POST /api/tenant/v1/address/list': 'signed-in',
  'POST /api/tenant/v1/address/add': 'signed-in',
  'POST /api/tenant/v1/address/update': 'signed-in',
  'POST /api/tenant/v1/address/delete': 'signed-in',
  'GET /api/design/preference': 'signed-in',
  'POST /api/design/preference/edit': 'signed-in',
  // Aligner cases, the clinic's side (src/server/modules/cases): in the caller's current clinic. The detail and the
  // generic status change serve the factory too (the status machine decides who may make which move).
  'POST /api/order/v1/case/submit': 'clinic',
  'POST /api/order/v1/case/list': 'clinic',
  'GET /api/order/v1/case/detail/:orderId': 'signed-in',
  'POST /api/order/v1/case/transition': 'signed-in',
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
  'POST /api/order/v1/case/comment/add': 'signed-in',
  'GET /api/order/v1/case/comment/list/:orderId': 'signed-in',
  'POST /api/order/v1/case/memo/add': 'signed-in',
  'POST /api/order/v1/case/memo/update': 'signed-in',
  'POST /api/order/v1/case/memo/delete': 'signed-in',
  'GET /api/order/v1/case/memo/list/:orderId': 'signed-in',
  'POST /api/order/order-notify/list': 'signed-in',
  'POST /api/order/order-notify/read': 'signed-in',
};

/** A concrete URL for a route pattern: parameters filled, a query the route needs. */
const SAMPLE_URL: Record<string, string> = {
  'GET /api/platform/dev/sms-inbox': '/api/platform/dev/sms-inbox?phone=13800000000',
  'GET /api/platform/dev/captcha-answer': '/api/platform/dev/captcha-answer?captchaId=none',
  'POST /api/tenant/v1/change-clinic': '/api/tenant/v1/change-clinic?clinicId=CLINIC_A',
  'POST /api/tenant/v1/scan-login': '/api/tenant/v1/scan-login?qrId=none',
  'POST /api/tenant/v1/account/disassociateEmployee': '/api/tenant/v1/account/disassociateEmployee?clinicId=CLINIC_A&employeeId=999999',
  // A clinic nobody relates to: leaving clinic A here would take the principal out of it for the rows after.
  'POST /api/tenant/v1/account/delete-relate/:clinicId': '/api/tenant/v1/account/delete-relate/999999',
};

function expected(policy: Policy, principal: PrincipalName): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (policy === 'signed-link') return 401;
  if (principal === 'anonymous') return 401;
  if (policy === 'signed-in') return 'allowed';
  if (policy === 'factory') return principal === 'factory' ? 'allowed' : 403;
  if (principal === 'factory') return 403;
  if (policy === 'clinic') return 'allowed';
  return principal === 'adminA' || principal === 'adminB' ? 'allowed' : 403;
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

  const rows = Object.entries(ACCESS).flatMap(([route, policy]) => PRINCIPALS.map((principal) => [route, principal, expected(policy, principal)] as const));
  it.each(rows)('%s as %s → %s', async (route, principal, outcome) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const url = (SAMPLE_URL[route] ?? pattern).replace('CLINIC_A', String(world.clinicA)).replace(/:(\w+)/g, '1');
    const response = await t.app.inject({ method: method as 'GET', url, headers: await world.headersFor(principal), ...(method === 'GET' ? {} : { payload: {} }) });
    if (outcome === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(outcome);
      // A refused signed link names its reason (bad signature, expired) in its own code; the rest use the HTTP code.
      if (ACCESS[route] !== 'signed-link') expect(response.json().code).toBe(outcome);
    }
  });
});
