import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, useRouter, type Parser } from 'wouter';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MenuMeta } from '../features/shell/menu/menu-meta';
import { ensureCatalog, type CatalogName } from '../lib/i18n';

type PageModule = { default: ComponentType };
export type LazyPage = { component: LazyExoticComponent<ComponentType>; preload: () => Promise<PageModule> };

/**
 * Every page is its own chunk (code splitting) and arrives with the message catalog it needs beyond `public`;
 * `preload` starts both downloads before React asks for them.
 */
function lazyPage(load: () => Promise<PageModule>, catalog?: Exclude<CatalogName, 'public'>): LazyPage {
  const loadWithCatalog = catalog ? () => Promise.all([load(), ensureCatalog(catalog)]).then(([page]) => page) : load;
  return { component: lazy(loadWithCatalog), preload: loadWithCatalog };
}

/**
 * `shell`: side menu and top bar (the default for signed-in routes); `topbar`: the top bar only (spec: special layout
 * without sidebar); `none`: the page draws everything itself (the default for public routes).
 */
export type RouteLayout = 'shell' | 'topbar' | 'none';

export type PageRoute = {
  kind: 'page';
  path: string;
  page: LazyPage;
  /** Reachable without signing in (spec section 2, public routes). */
  isPublic: boolean;
  /** Route meta: the side-menu entry to highlight when it is not the route's own path. */
  activeMenuPath?: string;
  /** The document title (followed by the brand name). */
  title?: MessageDescriptor;
  /** Defaults to `none` for public routes and `shell` for the others. */
  layout?: RouteLayout;
  /** Route meta that lists the route in the side menu; the menu shows only routes that exist. */
  menu?: MenuMeta;
};
export type RedirectRoute = { kind: 'redirect'; path: string; to: string };
export type AppRoute = PageRoute | RedirectRoute;

// The public brand panel with the accounts feature's form column (features do not import each other).
const loginPage = lazyPage(() =>
  Promise.all([import('../features/public/pages/login-page'), import('../features/auth/components/sign-in-panel')]).then(
    ([{ LoginPage }, { SignInPanel }]) => ({
      default: function LoginRoute() {
        return <LoginPage formColumn={<SignInPanel />} />;
      },
    }),
  ),
);
const registerPage = lazyPage(() =>
  import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage })),
);
const forgotPasswordPage = lazyPage(() =>
  import('../features/auth/pages/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const changePasswordPage = lazyPage(() =>
  import('../features/auth/pages/change-password-page').then((module) => ({ default: module.ChangePasswordPage })),
);
const resetCompletePage = lazyPage(() =>
  import('../features/auth/pages/reset-complete-page').then((module) => ({ default: module.ResetCompletePage })),
);
const qrConfirmPage = lazyPage(() =>
  import('../features/auth/pages/qr-confirm-page').then((module) => ({ default: module.QrConfirmPage })),
);
const devSmsInboxPage = lazyPage(() =>
  import('../features/auth/pages/dev-sms-inbox-page').then((module) => ({ default: module.DevSmsInboxPage })),
);
const userAgreementPage = lazyPage(() =>
  import('../features/public/pages/user-agreement-page').then((module) => ({ default: module.UserAgreementPage })),
  'legal',
);
const privacyPolicyPage = lazyPage(() =>
  import('../features/public/pages/privacy-policy-page').then((module) => ({ default: module.PrivacyPolicyPage })),
  'legal',
);
const notFoundPage = lazyPage(() =>
  import('../features/public/pages/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
// The worktable links a product line only when the table has its create route, so it gets the lookup as a prop.
const homePage = lazyPage(() =>
  import('../features/home/pages/home-page').then(({ HomePage }) => ({
    default: function HomeRoute() {
      return <HomePage isRouteAvailable={useIsRouteAvailable()} />;
    },
  })),
  'workspace',
);
const selectClinicPage = lazyPage(() =>
  import('../features/shell/pages/select-clinic-page').then((module) => ({ default: module.SelectClinicPage })),
  'workspace',
);
const doctorAuthenticationPage = lazyPage(() =>
  import('../features/clinics/pages/doctor-authentication-page').then((module) => ({
    default: module.DoctorAuthenticationPage,
  })),
  'workspace',
);
const factoryReviewPage = lazyPage(() =>
  import('../features/factory/pages/factory-review-page').then((module) => ({ default: module.FactoryReviewPage })),
  'workspace',
);
const clinicManagePage = lazyPage(
  () => import('../features/clinics/pages/clinic-manage-page').then((module) => ({ default: module.ClinicManagePage })),
  'workspace',
);
const createCompanyPage = lazyPage(
  () =>
    import('../features/clinics/pages/create-company-page').then((module) => ({ default: module.CreateCompanyPage })),
  'workspace',
);
const createChainPage = lazyPage(
  () => import('../features/clinics/pages/create-company-page').then((module) => ({ default: module.CreateChainPage })),
  'workspace',
);
const concatCompanyPage = lazyPage(
  () =>
    import('../features/clinics/pages/concat-company-page').then((module) => ({ default: module.ConcatCompanyPage })),
  'workspace',
);
const authStatusPage = lazyPage(
  () => import('../features/clinics/pages/auth-status-page').then((module) => ({ default: module.AuthStatusPage })),
  'workspace',
);
const myCompanyPage = lazyPage(
  () => import('../features/clinics/pages/my-company-page').then((module) => ({ default: module.MyCompanyPage })),
  'workspace',
);
const staffPage = lazyPage(
  () => import('../features/staff/pages/staff-page').then((module) => ({ default: module.StaffPage })),
  'workspace',
);
const personalCenterPage = lazyPage(
  () =>
    import('../features/personal/pages/personal-center-page').then((module) => ({
      default: module.PersonalCenterPage,
    })),
  'workspace',
);

// Aligner cases (the cases feature), orders and the factory console.
const caseListPage = lazyPage(
  () => import('../features/cases/pages/case-list-page').then((module) => ({ default: module.CaseListPage })),
  'workspace',
);
const caseWizardPage = lazyPage(
  () => import('../features/cases/pages/case-wizard-page').then((module) => ({ default: module.CaseWizardPage })),
  'workspace',
);
const caseDraftsPage = lazyPage(
  () => import('../features/cases/pages/case-drafts-page').then((module) => ({ default: module.CaseDraftsPage })),
  'workspace',
);
const ordersPage = lazyPage(
  () => import('../features/orders/pages/orders-page').then((module) => ({ default: module.OrdersPage })),
  'workspace',
);
const orderDetailPage = lazyPage(
  () => import('../features/orders/pages/order-detail-page').then((module) => ({ default: module.OrderDetailPage })),
  'workspace',
);
const factoryQueuePage = lazyPage(
  () => import('../features/factory/pages/factory-queue-page').then((module) => ({ default: module.FactoryQueuePage })),
  'workspace',
);
const factoryCasePage = lazyPage(
  () => import('../features/factory/pages/factory-case-page').then((module) => ({ default: module.FactoryCasePage })),
  'workspace',
);

// The patient file and its forms; its sections from other features are composed in patient-file-routes.tsx.
const patientCenterPage = lazyPage(
  () => import('./patient-file-routes').then((module) => ({ default: module.PatientCenterRoute })),
  'workspace',
);
const newPatientPage = lazyPage(
  () => import('./patient-file-routes').then((module) => ({ default: module.NewPatientPage })),
  'workspace',
);
const editPatientPage = lazyPage(
  () => import('./patient-file-routes').then((module) => ({ default: module.EditPatientPage })),
  'workspace',
);
const patientImagesPage = lazyPage(
  () =>
    Promise.all([import('./patient-file-routes'), import('../features/images/pages/patient-images-page')]).then(
      ([{ patientFileSection }, { PatientImagesPage }]) => ({ default: patientFileSection('images', PatientImagesPage) }),
    ),
  'workspace',
);

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
  { kind: 'page', path: '/devSmsInbox', page: devSmsInboxPage, isPublic: true, title: msg`SMS inbox (demo servers)` },
  // Opened on a signed-in phone from the sign-in QR code; it draws its own page, without the shell.
  { kind: 'page', path: '/qrLogin', page: qrConfirmPage, isPublic: false, layout: 'none', title: msg`Sign in on another device` },
  {
    kind: 'page',
    path: '/home',
    page: homePage,
    isPublic: false,
    title: msg`Worktable`,
    menu: { label: msg`Worktable`, order: 10, icon: 'worktable', needsClinic: false },
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
  { kind: 'page', path: '/myCompany', page: myCompanyPage, isPublic: false, title: msg`Clinic certification` },
  {
    kind: 'page',
    path: '/userFactory',
    page: factoryQueuePage,
    isPublic: false,
    title: msg`Factory`,
    menu: { label: msg`Case queues`, order: 10, icon: 'factory', audience: 'factory', needsClinic: false },
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
    path: '/userFactory/reviews',
    page: factoryReviewPage,
    isPublic: false,
    title: msg`Authentication reviews`,
    menu: { label: msg`Authentication reviews`, order: 20, icon: 'staff', audience: 'factory', needsClinic: false },
  },
  {
    kind: 'page',
    path: '/caseList',
    page: caseListPage,
    isPublic: false,
    title: msg`Case list`,
    menu: { label: msg`Case List`, order: 20, icon: 'cases' },
  },
  {
    kind: 'page',
    path: '/stagingBox',
    page: ordersPage,
    isPublic: false,
    title: msg`Orders`,
    menu: { label: msg`Orders`, order: 30, icon: 'orders' },
  },
  // The aligner line's create route; the active menu follows the query type (spec: type 1 is the aligner line).
  { kind: 'page', path: '/confirmOrder', page: caseWizardPage, isPublic: false, activeMenuPath: '/caseList', title: msg`New case` },
  // The temporary storage box: case drafts on this device not yet submitted.
  { kind: 'page', path: '/caseDrafts', page: caseDraftsPage, isPublic: false, activeMenuPath: '/caseList', title: msg`Temporary storage box` },
  {
    kind: 'page',
    path: '/invisibleOrthodontic/:orderId',
    page: orderDetailPage,
    isPublic: false,
    activeMenuPath: '/stagingBox',
    title: msg`Order detail`,
  },
  {
    kind: 'page',
    path: '/baseEmployee',
    page: staffPage,
    isPublic: false,
    title: msg`Staff management`,
    menu: { label: msg`Account management`, order: 40, icon: 'staff', access: 'clinicAdmin' },
  },
  { kind: 'page', path: '/personalCenter', page: personalCenterPage, isPublic: false, title: msg`Personal center` },
  // Patients: a menu entry after Case List (a product decision: the spec's menu names no patient entry, but the patient
  // file is where photos and, later, cases start).
  {
    kind: 'page',
    path: '/patientCenter',
    page: patientCenterPage,
    isPublic: false,
    title: msg`Patients`,
    menu: { label: msg`Patients`, order: 25, icon: 'patients' },
  },
  {
    kind: 'page',
    path: '/patientCenter/add',
    page: newPatientPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`New patient`,
  },
  {
    kind: 'page',
    path: '/patientCenter/edit',
    page: editPatientPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`Edit patient`,
  },
  {
    kind: 'page',
    path: '/patientCenter/images',
    page: patientImagesPage,
    isPublic: false,
    activeMenuPath: '/patientCenter',
    title: msg`Patient images`,
  },
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

/** Whether the table has a page for a path, so nothing links to a page that does not exist yet. */
export function useIsRouteAvailable(): (path: string) => boolean {
  const { parser } = useRouter();
  return (path) => findRoute(path, parser)?.kind === 'page';
}

/** Starts loading the page of a static path right away (used at start, alongside the catalog). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = routes.find((candidate) => candidate.path === pathname);
  return route?.kind === 'page' ? route.page.preload() : Promise.resolve();
}
