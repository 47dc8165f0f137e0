import { matchRoute, type Parser } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { lazyPage, type PageModule } from './lazy-page';
import { signedInPage } from './signed-in-page';
import { workspaceRoutes } from './workspace-routes';
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
/** Stands in for a page that needs a clinic while the user has none (PageRoute `needsClinic`). */
export const noClinicPage = signedInPage('noClinic');
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
  ...workspaceRoutes,
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
