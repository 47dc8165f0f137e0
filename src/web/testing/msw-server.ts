import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HOLIDAY_PATHS } from '../../domain/calendar/holiday-api';
import { JOB_TYPES, STANDARD_JOBS } from '../../domain/clinics/staff-options';
import { PAYMENT_PATHS } from '../../domain/payments/paths';
import { PAY_SECURITY_PATHS } from '../../domain/payments/pay-security';

const origin = globalThis.location?.origin ?? 'http://localhost:3000';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
const english = (options: readonly { value: string; label: { message?: string } }[]) =>
  options.map((option) => ({ value: option.value, label: option.label.message ?? option.value }));

/**
 * One msw server for the web tests; each test adds its handlers with `server.use(...)`. What many screens read is
 * answered by default: an empty holiday calendar (Monday to Friday are working days), the job and job type lists,
 * a switch-clinic list that is not there (the screens then show the session's list, as offline), and the service
 * contacts the top bar, the login page and the legal pages show (server configuration, lib/service-contacts.ts), and
 * an environment without image, viewer or shop hosts (lib/public-hosts.ts; a test that wants them answers its own), and
 * a clinic without VIP (the shell asks for a clinic admin), nothing to pay (the top bar's unpaid badge), no coupons
 * to claim (the top bar asks), no payment password (the paying page asks) and an order without payment orders (the
 * factory order page's payments panel asks).
 */
export const TEST_SERVICE_CONTACTS = {
  email: 'service@cuspid.example',
  phone: '+86 400 000 0000',
  chat: 'local',
} as const;

export const server = setupServer(
  http.post(`${origin}/api/platform${HOLIDAY_PATHS.list}`, () => ok([])),
  http.get(`${origin}/api/tenant/v1/findInduction`, () => ok(english(STANDARD_JOBS))),
  http.get(`${origin}/api/tenant/v1/jobTypes`, () => ok(english(JOB_TYPES))),
  http.post(`${origin}/api/tenant/v1/switch-clinic`, () =>
    HttpResponse.json({ code: 404, msg: '', data: null }, { status: 404 }),
  ),
  http.get(`${origin}/api/platform/v1/service-contacts`, () => ok(TEST_SERVICE_CONTACTS)),
  http.get(`${origin}/api/platform/v1/public-hosts`, () => ok({ image: null, viewer: null, shop: null })),
  http.get(`${origin}/api/design/clinic/vip/rights`, () => ok({ vip: null, announce: false })),
  http.post(`${origin}/api/design${PAYMENT_PATHS.unPayCount}`, () => ok(0)),
  http.get(`${origin}/api/design/coupon/receiveCount`, () => ok(0)),
  http.post(`${origin}/api/design${PAYMENT_PATHS.orderPayments}`, async ({ request }) => {
    const { orderId } = (await request.json()) as { orderId: number };
    return ok({ orderId, clinicId: 11, clinicName: 'Clinic A', balanceAmount: 0, list: [] });
  }),
  http.post(`${origin}/api/design${PAY_SECURITY_PATHS.passwordState}`, () =>
    ok({ isSet: false, lockedSeconds: 0, canManage: false, maskedPhone: null }),
  ),
);
