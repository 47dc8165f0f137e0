import { matchRoute, type Parser } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { lazyPage, type PageModule } from './lazy-page';
import { signedInPage } from './signed-in-page';
import { lineRoutes } from './line-routes';
import { accountExtraRoutes } from './account-extra-routes';
import type { AppRoute, PageRoute } from './route-types';

export type { AppRoute, PageRoute, RedirectRoute, RouteLayout } from './route-types';
export type { LazyPage } from './lazy-page';

// The public brand panel with the accounts feature's form column (features do not import each other).
const loginPage = lazyPage(() =>
  Promise.all([
    import('../features/public/pages/login-page'),
    import('../features/auth/components/sign-in-panel'),
  ]).then(([{ LoginPage }, { SignInPanel }]) => ({
    default: function LoginRoute() {
      return <LoginPage formColumn={<SignInPanel />} />;
    },
  })),
);
const registerPage = lazyPage(
  () => import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage })),
  'account',
);
const forgotPasswordPage = lazyPage(
  () =>
    import('../features/auth/pages/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
  'account',
);
const changePasswordPage = lazyPage(
  () =>
    import('../features/auth/pages/change-password-page').then((module) => ({ default: module.ChangePasswordPage })),
  'account',
);
const resetCompletePage = lazyPage(
  () => import('../features/auth/pages/reset-complete-page').then((module) => ({ default: module.ResetCompletePage })),
  'account',
);
const qrConfirmPage = lazyPage(
  () => import('../features/auth/pages/qr-confirm-page').then((module) => ({ default: module.QrConfirmPage })),
  'account',
);
const devSmsInboxPage = lazyPage(
  () => import('../features/auth/pages/dev-sms-inbox-page').then((module) => ({ default: module.DevSmsInboxPage })),
  'account',
);
const userAgreementPage = lazyPage(
  () =>
    import('../features/public/pages/user-agreement-page').then((module) => ({ default: module.UserAgreementPage })),
  'legal',
);
const privacyPolicyPage = lazyPage(
  () =>
    import('../features/public/pages/privacy-policy-page').then((module) => ({ default: module.PrivacyPolicyPage })),
  'legal',
);
// The pay-on-behalf link (docs/payments.md): public, opened signed out; /wxPay offers WeChat first. Its texts (and the
// payment kinds' names) are the workspace catalog's: loaded with it, or a signed-out payer sees message ids.
const payLinkPage = lazyPage(
  () => import('../features/pay-link/pages/pay-link-page').then((module) => ({ default: module.AliPayLinkPage })),
  'workspace',
);
const wxPayLinkPage = lazyPage(
  () => import('../features/pay-link/pages/pay-link-page').then((module) => ({ default: module.WxPayLinkPage })),
  'workspace',
);
const notFoundPage = lazyPage(() =>
  import('../features/public/pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const homePage = signedInPage('home');
const selectClinicPage = signedInPage('selectClinic');
/** Stands in for a page that needs a clinic while the user has none (PageRoute `needsClinic`). */
export const noClinicPage = signedInPage('noClinic');
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

// The clinical tools: public routes (spec section 2) that signed-in users reach from the side menu, inside the shell.
const toolsPage = (load: () => Promise<PageModule>) => lazyPage(load, 'tools');
const anestheticCalculatorPage = toolsPage(() =>
  import('../features/tools/pages/anesthetic-calculator-page').then((module) => ({
    default: module.AnestheticCalculatorPage,
  })),
);
const countMethodPage = toolsPage(() =>
  import('../features/tools/pages/count-method-page').then((module) => ({ default: module.CountMethodPage })),
);
const countSourcesPage = toolsPage(() =>
  import('../features/tools/pages/count-sources-page').then((module) => ({ default: module.CountSourcesPage })),
);
const countCartridgesPage = toolsPage(() =>
  import('../features/tools/pages/count-cartridges-page').then((module) => ({ default: module.CountCartridgesPage })),
);
const countOverdosePage = toolsPage(() =>
  import('../features/tools/pages/count-overdose-page').then((module) => ({ default: module.CountOverdosePage })),
);
const drugListPage = toolsPage(() =>
  import('../features/tools/pages/drug-list-page').then((module) => ({ default: module.DrugListPage })),
);
const drugDetailPage = toolsPage(() =>
  import('../features/tools/pages/drug-detail-page').then((module) => ({ default: module.DrugDetailPage })),
);
const diseaseSimulationPage = toolsPage(() =>
  import('../features/tools/pages/disease-simulation-page').then((module) => ({
    default: module.DiseaseSimulationPage,
  })),
);

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

/** The one route table: path, page, access and route meta. Order matters only where patterns overlap. */
export const routes: readonly AppRoute[] = [
  // Signed in: the worktable; signed out: the guard sends `/` to plain /login.
  { kind: 'redirect', path: '/', to: '/home' },
  { kind: 'page', path: '/login', page: loginPage, isPublic: true, title: msg`Sign in` },
  { kind: 'page', path: '/404', page: notFoundPage, isPublic: true, title: msg`Page not found` },
  { kind: 'page', path: '/register', page: registerPage, isPublic: true, title: msg`Create an account` },
  { kind: 'page', path: '/forgits', page: forgotPasswordPage, isPublic: true, title: msg`Reset your password` },
  { kind: 'page', path: '/change', page: changePasswordPage, isPublic: true, title: msg`Set a new password` },
  { kind: 'page', path: '/complete', page: resetCompletePage, isPublic: true, title: msg`Password changed` },
  { kind: 'page', path: '/userAgreement', page: userAgreementPage, isPublic: true, title: msg`User agreement` },
  { kind: 'page', path: '/privacyPolicy', page: privacyPolicyPage, isPublic: true, title: msg`Privacy policy` },
  { kind: 'page', path: '/pay', page: payLinkPage, isPublic: true, title: msg`Pay on behalf of a clinic` },
  { kind: 'page', path: '/wxPay', page: wxPayLinkPage, isPublic: true, title: msg`Pay on behalf of a clinic` },
  {
    kind: 'page',
    path: '/anestheticCount',
    page: anestheticCalculatorPage,
    isPublic: true,
    layout: 'shell',
    title: msg`Anesthetic calculator`,
    menu: { label: msg`Anesthetic calculator`, order: 60, icon: 'calculator' },
  },
  // The calculator's explanation pages (docs/tools.md): how it works, rule sets and sources, cartridges, overdose.
  ...[
    { path: '/countDetail1', page: countMethodPage, title: msg`How the calculator works` },
    { path: '/countDetail21', page: countSourcesPage, title: msg`Rule sets and sources` },
    { path: '/countDetail31', page: countCartridgesPage, title: msg`Cartridges` },
    { path: '/countDetail41', page: countOverdosePage, title: msg`Overdose: signs and first steps` },
  ].map((detail): PageRoute => ({
    kind: 'page',
    ...detail,
    isPublic: true,
    layout: 'shell',
    activeMenuPath: '/anestheticCount',
  })),
  {
    kind: 'page',
    path: '/drugAdministration',
    page: drugListPage,
    isPublic: true,
    layout: 'shell',
    title: msg`Drug list`,
    menu: { label: msg`Drug list`, order: 61, icon: 'drugs' },
  },
  {
    kind: 'page',
    path: '/drugdetails',
    page: drugDetailPage,
    isPublic: true,
    layout: 'shell',
    activeMenuPath: '/drugAdministration',
    title: msg`Drug`,
  },
  {
    kind: 'page',
    path: '/diseaseSimulation',
    page: diseaseSimulationPage,
    isPublic: true,
    layout: 'shell',
    title: msg`3D symptoms`,
    menu: { label: msg`3D symptoms`, order: 62, icon: 'symptoms' },
  },
  { kind: 'page', path: '/devSmsInbox', page: devSmsInboxPage, isPublic: true, title: msg`SMS inbox (demo servers)` },
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
  ...accountExtraRoutes,
];

/** Shown for any path the table does not know. */
export const notFoundRoute: PageRoute = {
  kind: 'page',
  path: '*',
  page: notFoundPage,
  isPublic: true,
  title: msg`Page not found`,
};

/** The table's entry for a path (its query and hash ignored), matched the way `<Switch>` matches. */
export function findRoute(path: string, parser: Parser): AppRoute | undefined {
  const pathname = path.split(/[?#]/)[0] || '/';
  return routes.find((route) => matchRoute(parser, route.path, pathname)[0]);
}

/** Starts loading the page of a static path right away (used at start, alongside the catalog). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routes.find((candidate) => candidate.path === pathname);
  return route?.kind === 'page' ? route.page.preload() : Promise.resolve();
}

/** Asks for the first reads of the page at `pathname`, if it names any (LazyPage `prefetch`). */
export function prefetchRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const route = routes.find((candidate) => candidate.path === pathname);
  return route?.kind === 'page' && route.page.prefetch ? route.page.prefetch(queryClient) : Promise.resolve();
}
