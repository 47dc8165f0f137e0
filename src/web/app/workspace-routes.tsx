import { msg } from '@lingui/core/macro';
import { lazyPage } from './lazy-page';
import { signedInPage } from './signed-in-page';
import { lineRoutes } from './line-routes';
import type { AppRoute } from './route-types';

// The signed-in half of the route table (routes.tsx), in a file of its own so that its titles and menu labels are in
// the workspace catalog, which every signed-in page loads, and off the first route's public one.

const qrConfirmPage = lazyPage(
  () => import('../features/auth/pages/qr-confirm-page').then((module) => ({ default: module.QrConfirmPage })),
  'account',
);

// The shell's messages are all /home shows (domain/shell-messages.ts): a signed-in start need not wait for the rest.
const homePage = signedInPage('home', null);
const selectClinicPage = signedInPage('selectClinic');
const doctorAuthenticationPage = signedInPage('doctorAuthentication');
const factoryReviewPage = signedInPage('factoryReview');
const clinicManagePage = signedInPage('clinicManage');
const createCompanyPage = signedInPage('createCompany');
const createChainPage = signedInPage('createChain');
const concatCompanyPage = signedInPage('concatCompany');
const authStatusPage = signedInPage('authStatus');
const myCompanyPage = signedInPage('myCompany');
const staffPage = signedInPage('staff');
const personalCenterPage = signedInPage('personalCenter');

// Aligner cases (the cases feature), orders and the factory console.
const ordersPage = signedInPage('orders');
const factoryQueuePage = signedInPage('factoryQueue');
const factoryCalendarPage = signedInPage('factoryCalendar');
const factoryStaffPage = signedInPage('factoryStaff');
const factoryCasePage = signedInPage('factoryCase');

// The doctor's overview across their clinics (issue 14, docs/clinics.md), composed in doctor-routes.tsx.
const doctorOverviewPage = signedInPage('doctorOverview');

// Wearing reminders and model shipping (issue 14): signed-in clinic tools, in the workspace catalog.
const wearingRemindersPage = signedInPage('wearingReminders');
const modelShippingPage = signedInPage('modelShipping');

// The clinic's payments (issue 12): the unpaid list, paying, and the local wallet's payer (demo servers).
const mergePayPage = signedInPage('mergePay');
const financialDataPage = signedInPage('financialData');
const confirmPaymentPage = signedInPage('confirmPayment');
const localWalletPage = signedInPage('localWallet');
const factoryRemittancesPage = signedInPage('factoryRemittances');

// The patient file and its forms; its sections from other features are composed in patient-file-routes.tsx.
const patientCenterPage = signedInPage('patientCenter');
const newPatientPage = signedInPage('newPatient');
const editPatientPage = signedInPage('editPatient');
const patientImagesPage = signedInPage('patientImages');

/** The signed-in pages of the route table, in its order (routes.tsx spreads them after the public ones). */
export const workspaceRoutes: readonly AppRoute[] = [
  // Opened on a signed-in phone from the sign-in QR code; it draws its own page, without the shell.
  {
    kind: 'page',
    path: '/qrLogin',
    page: qrConfirmPage,
    isPublic: false,
    layout: 'none',
    title: msg`Sign in on another device`,
  },
  {
    kind: 'page',
    path: '/home',
    page: homePage,
    isPublic: false,
    title: msg`Worktable`,
    menu: { label: msg`Worktable`, order: 10, icon: 'worktable' },
  },
  {
    kind: 'page',
    path: '/selectClinic',
    page: selectClinicPage,
    isPublic: false,
    layout: 'topbar',
    title: msg`Choose a clinic`,
  },
  {
    kind: 'page',
    path: '/shuyaHome',
    page: doctorAuthenticationPage,
    isPublic: false,
    layout: 'topbar',
    title: msg`Doctor authentication`,
  },
  // Clinic management (spec section 2): no menu entry; reached from the no-clinic warning, the top bar and /myCompany.
  { kind: 'page', path: '/clinicManage', page: clinicManagePage, isPublic: false, title: msg`Clinic management` },
  { kind: 'page', path: '/createCompany', page: createCompanyPage, isPublic: false, title: msg`Create a company` },
  { kind: 'page', path: '/createCompanys', page: createChainPage, isPublic: false, title: msg`Create a chain` },
  { kind: 'page', path: '/concatCompany', page: concatCompanyPage, isPublic: false, title: msg`Associate a clinic` },
  { kind: 'page', path: '/authStatus', page: authStatusPage, isPublic: false, title: msg`Submitted` },
  {
    kind: 'page',
    path: '/myCompany',
    needsClinic: true,
    page: myCompanyPage,
    isPublic: false,
    title: msg`Clinic certification`,
  },
  {
    kind: 'page',
    path: '/userFactory',
    page: factoryQueuePage,
    isPublic: false,
    title: msg`Factory`,
    menu: { label: msg`Case queues`, order: 10, icon: 'factory', audience: 'factory' },
  },
  {
    kind: 'page',
    path: '/userFactory/case/:orderId',
    page: factoryCasePage,
    isPublic: false,
    activeMenuPath: '/userFactory',
    title: msg`Case`,
  },
  {
    kind: 'page',
    path: '/userFactory/calendar',
    page: factoryCalendarPage,
    isPublic: false,
    title: msg`Holiday calendar`,
    menu: { label: msg`Holiday calendar`, order: 30, icon: 'calendar', audience: 'factory' },
  },
  {
    kind: 'page',
    path: '/userFactory/reviews',
    page: factoryReviewPage,
    isPublic: false,
    title: msg`Authentication reviews`,
    menu: { label: msg`Authentication reviews`, order: 20, icon: 'staff', audience: 'factory' },
  },
  // Factory finance confirms the clinics' bank remittances (docs/payments.md); others see who does.
  {
    kind: 'page',
    path: '/userFactory/remittances',
    page: factoryRemittancesPage,
    isPublic: false,
    title: msg`Bank remittances`,
    menu: { label: msg`Bank remittances`, order: 37, icon: 'finance', audience: 'factory' },
  },
  {
    kind: 'page',
    path: '/userFactory/staff',
    page: factoryStaffPage,
    isPublic: false,
    title: msg`Factory staff`,
    menu: {
      label: msg`Factory staff`,
      order: 40,
      icon: 'staff',
      audience: 'factory',
      access: 'factoryAdmin',
    },
  },
  // No clinic needed: it looks across every clinic where the user is a doctor (the access rule asks for no choice).
  {
    kind: 'page',
    path: '/userDoctor',
    page: doctorOverviewPage,
    isPublic: false,
    title: msg`My practice`,
    menu: { label: msg`My practice`, order: 15, icon: 'doctor', access: 'doctorOfSeveral' },
  },
  {
    kind: 'page',
    path: '/stagingBox',
    needsClinic: true,
    page: ordersPage,
    isPublic: false,
    title: msg`Orders`,
    menu: { label: msg`Orders`, order: 30, icon: 'orders' },
  },
  {
    kind: 'page',
    path: '/mergePay',
    needsClinic: true,
    page: mergePayPage,
    isPublic: false,
    title: msg`Payment orders`,
    menu: { label: msg`Payment orders`, order: 35, icon: 'payments' },
  },
  {
    kind: 'page',
    path: '/mergePay/confirmOrder',
    needsClinic: true,
    page: confirmPaymentPage,
    isPublic: false,
    activeMenuPath: '/mergePay',
    title: msg`Pay payment orders`,
  },
  {
    kind: 'page',
    path: '/mergePay/localWallet',
    page: localWalletPage,
    isPublic: false,
    activeMenuPath: '/mergePay',
    title: msg`Local wallet (demo servers)`,
  },
  // /confirmOrder and the product lines' detail addresses, from the line registry (src/web/lines/registry.ts).
  ...lineRoutes,
  {
    kind: 'page',
    path: '/baseEmployee',
    needsClinic: true,
    page: staffPage,
    isPublic: false,
    title: msg`Account management`,
    menu: { label: msg`Account management`, order: 40, icon: 'staff', access: 'clinicAdmin' },
  },
  // The spec's menu order (section 2): financial data, wearing reminders, points mall, model sending, demo case, then
  // the public tools (60+). The spec names no routes for these two (docs/tools.md).
  // Financial data (credit terms, docs/payments.md): clinic admins (or iframe mode) with the quota permission.
  {
    kind: 'page',
    path: '/financialData',
    needsClinic: true,
    page: financialDataPage,
    isPublic: false,
    title: msg`Financial data`,
    menu: { label: msg`Financial data`, order: 48, icon: 'finance', access: 'clinicAdminWithQuota' },
  },
  {
    kind: 'page',
    path: '/wearingReminder',
    needsClinic: true,
    page: wearingRemindersPage,
    isPublic: false,
    title: msg`Wearing reminders`,
    menu: { label: msg`Wearing reminders`, order: 50, icon: 'wearing' },
  },
  {
    kind: 'page',
    path: '/modelSending',
    needsClinic: true,
    page: modelShippingPage,
    isPublic: false,
    title: msg`Model shipping`,
    menu: { label: msg`Model shipping`, order: 54, icon: 'shipping' },
  },
  { kind: 'page', path: '/personalCenter', page: personalCenterPage, isPublic: false, title: msg`Personal center` },
  // Patients: a menu entry after Case List (a product decision: the spec's menu names no patient entry, but the patient
  // file is where photos and, later, cases start).
  {
    kind: 'page',
    path: '/patientCenter',
    needsClinic: true,
    page: patientCenterPage,
    isPublic: false,
    title: msg`Patients`,
    menu: { label: msg`Patients`, order: 25, icon: 'patients' },
  },
  {
    kind: 'page',
    path: '/patientCenter/add',
    needsClinic: true,
    page: newPatientPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`New patient`,
  },
  {
    kind: 'page',
    path: '/patientCenter/edit',
    needsClinic: true,
    page: editPatientPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`Edit patient`,
  },
  {
    kind: 'page',
    path: '/patientCenter/images',
    needsClinic: true,
    page: patientImagesPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`Patient images`,
  },
];
