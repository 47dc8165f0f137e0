import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { LOCALE_NAMES } from '../../domain/locale';
import { findProductLine, PRODUCT_LINES } from '../../domain/product-lines';
import { SESSION_KEYS, SHINING_CODE_KEYS } from '../lib/session/session-keys';
import { completeSignIn } from '../lib/session/sign-in';
import { stopPersistingQueries } from '../lib/offline/persistence-controller';
import { server } from '../testing/msw-server';
import { renderWithProviders } from '../testing/render';
import { renderSignedIn } from '../testing/render-signed-in';
import { apiUrl, buildClinic, buildMultiClinicSession, buildSession, envelope } from '../testing/session-generators';
import { AppRoutes, useActiveMenuPath } from './app-routes';
import { routes } from './routes';

vi.mock('../lib/navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

/** Spec section 2: the routes reachable without signing in. */
const SPEC_PUBLIC_PATHS = [
  '/login',
  '/register',
  '/userAgreement',
  '/privacyPolicy',
  '/forgits',
  '/change',
  '/complete',
  '/relateClinic',
  '/anestheticCount',
  '/countDetail1',
  '/countDetail21',
  '/countDetail31',
  '/countDetail41',
  '/drugAdministration',
  '/drugdetails',
  '/diseaseSimulation',
  '/pay',
  '/wxPay',
  '/404',
];

function ActiveMenu() {
  return <output aria-label="active menu">{useActiveMenuPath()}</output>;
}

describe('the route table', () => {
  it('sends / to /login', async () => {
    const { location } = renderWithProviders(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuspid' })).toBeTruthy();
  });

  it('shows the brand panel on /login: promise, nine product lines, contacts, language and connection', async () => {
    renderWithProviders(<AppRoutes />, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Cuspid' });
    expect(screen.getByText(/Order custom dental products/)).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Product lines' })).getAllByRole('listitem');
    expect(lines).toHaveLength(9);
    expect(lines.map((line) => within(line).getByRole('heading').textContent)).toEqual(
      PRODUCT_LINES.filter((line) => line.code <= 9).map((line) => line.name.message),
    );
    // The contacts are asked for once the page has painted (lib/after-next-paint).
    expect((await screen.findByRole('link', { name: /@/ })).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /\d/ }).getAttribute('href')).toMatch(/^tel:/);
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(Array.from(language.options, (option) => option.textContent)).toEqual(Object.values(LOCALE_NAMES));
    expect(screen.getByRole('status', { name: 'Connection status' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Cuspid');
  });

  it('opens the anesthetic calculator without a session, with the public top bar, and works it out as the user types', async () => {
    renderWithProviders(<AppRoutes />, { path: '/anestheticCount' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anesthetic calculator' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: '0' } });
    expect(screen.getByText('The weight must be above 0 and at most 250 kg.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Age (years)' }), { target: { value: '3' } });
    const articaine = screen.getByRole('article', { name: 'Articaine 4% 1:100,000' });
    expect(within(articaine).getByText('Not for patients under 4 years.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Age (years)' }), { target: { value: '4' } });
    expect(
      within(screen.getByRole('article', { name: 'Articaine 4% 1:100,000' })).getByText('Cartridges: 2'),
    ).toBeTruthy();
    window.sessionStorage.clear();
  });

  it('shows the not-found page on /404 and on any unknown path', async () => {
    renderWithProviders(<AppRoutes />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });

  it('names the active menu path of the current route', () => {
    renderWithProviders(<ActiveMenu />, { path: '/login' });
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/login');
  });

  it('keeps the session keys untouched when a visitor just looks around', async () => {
    window.localStorage.setItem(SESSION_KEYS.clinicId, '9');
    renderWithProviders(<AppRoutes />, { path: '/404' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('9');
  });
});

describe('the route table and its meta', () => {
  it("marks the spec's public routes public, and no other route of the spec", () => {
    for (const route of routes) {
      if (route.kind !== 'page' || route.path === '/devSmsInbox') continue;
      expect([route.path, route.isPublic]).toEqual([route.path, SPEC_PUBLIC_PATHS.includes(route.path)]);
    }
  });

  it("puts in the side menu only routes that exist: the clinic's worktable, cases, orders, staff, patients and tools, and the factory area", () => {
    const menu = routes.flatMap((route) =>
      route.kind === 'page' && route.menu ? [[route.path, route.menu.audience ?? 'clinic']] : [],
    );
    expect(menu).toEqual([
      ['/anestheticCount', 'clinic'],
      ['/drugAdministration', 'clinic'],
      ['/diseaseSimulation', 'clinic'],
      ['/home', 'clinic'],
      ['/userFactory', 'factory'],
      ['/userFactory/calendar', 'factory'],
      ['/userFactory/reviews', 'factory'],
      ['/userFactory/remittances', 'factory'],
      ['/userFactory/staff', 'factory'],
      ['/userDoctor', 'clinic'],
      ['/stagingBox', 'clinic'],
      ['/mergePay', 'clinic'],
      // A line's own pages come with the lines' routes (aligners: the case list and the demo cases; fixed dentures:
      // the factory's cost settings).
      ['/caseList', 'clinic'],
      ['/demoCases', 'clinic'],
      ['/userFactory/settings', 'factory'],
      ['/baseEmployee', 'clinic'],
      ['/financialData', 'clinic'],
      ['/wearingReminder', 'clinic'],
      ['/modelSending', 'clinic'],
      ['/patientCenter', 'clinic'],
      ['/serviceChat', 'clinic'],
      ['/userFactory/service', 'factory'],
    ]);
  });
});

describe('the access rule, in the running app', () => {
  it('sends a visitor without a session from a private page to /login with the full path as redirect', async () => {
    const { location } = renderWithProviders(<AppRoutes />, { path: '/home?tab=2' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?redirect=%2Fhome%3Ftab%3D2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuspid' })).toBeTruthy();
  });

  it('after sign-in on /login goes to the redirect target, inside the shell', async () => {
    server.use(http.post(apiUrl('order', '/order-notify/count'), () => HttpResponse.json(envelope(0))));
    const { location, queryClient } = renderWithProviders(<AppRoutes />, { path: '/login?redirect=%2Fhome&from=mail' });
    await screen.findByRole('heading', { level: 1, name: 'Cuspid' });
    await act(() =>
      completeSignIn(buildSession(), {
        queryClient,
        search: 'redirect=%2Fhome&from=mail',
        navigateTo: location.navigate,
      }),
    );
    // The worktable's chunk loads after the sign-in: a loaded machine may take more than the default second.
    expect(await screen.findByRole('heading', { level: 1, name: 'Worktable' }, { timeout: 10_000 })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home?from=mail');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    stopPersistingQueries();
  });

  it('opens the worktable in the shell from the cached session, with no server at all', async () => {
    server.use(http.post(apiUrl('tenant', '/account/info'), () => HttpResponse.error()));
    const { location } = renderSignedIn(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Worktable' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home');
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Worktable',
      'Case List',
      'Patients',
      'Orders',
      'Payment orders',
      'Wearing reminders',
      'Demo case',
      'Model shipping',
      'Anesthetic calculator',
      'Drug list',
      '3D symptoms',
      'Customer service',
    ]);
    // Aligners and fixed dentures have their wizards; the other seven lines come with their own issues.
    expect(screen.getAllByText('Coming soon')).toHaveLength(7);
    expect(document.title).toBe('Worktable · Cuspid');
  });

  it('sends a signed-in user from /login to the redirect target, other parameters appended', async () => {
    const { location } = renderSignedIn(<AppRoutes />, { path: '/login?redirect=%2Fhome&from=mail' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/home?from=mail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Worktable' })).toBeTruthy();
  });

  it('stores the cloud-linking codes of a signed-in visit and opens the personal center', async () => {
    const { location } = renderSignedIn(<AppRoutes />, { path: '/home?code=abc&codeChallenge=xyz' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/personalCenter?currentLocation=6'));
    expect(window.localStorage.getItem(SHINING_CODE_KEYS.code)).toBe('abc');
    expect(window.localStorage.getItem(SHINING_CODE_KEYS.codeChallenge)).toBe('xyz');
  });

  it('sends a doctor not yet authenticated to /shuyaHome, a page without the side menu', async () => {
    const { location } = renderSignedIn(<AppRoutes />, { path: '/home', session: buildSession({ userAuth: -1 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor authentication' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/shuyaHome');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('opens /userDoctor for a doctor of two clinics, none chosen, with the entry in the side menu after the worktable', async () => {
    server.use(http.post(apiUrl('order', '/v1/doctor/overview'), () => HttpResponse.json(envelope({ clinics: [] }))));
    const clinicList = [
      buildClinic({ clinicId: 11, clinicName: 'North', isDoctor: true }),
      buildClinic({ clinicId: 12, clinicName: 'South', isDoctor: true }),
    ];
    const { location } = renderSignedIn(<AppRoutes />, {
      path: '/userDoctor',
      session: buildSession({ clinicId: null, clinicList }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My practice' }, { timeout: 10_000 })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/userDoctor');
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');
    expect(menu.map((link) => link.textContent).slice(0, 2)).toEqual(['Worktable', 'My practice']);
  });

  it('keeps factory users in the factory area, with their own menu', async () => {
    const { location } = renderSignedIn(<AppRoutes />, {
      path: '/home',
      session: buildSession({ isFactory: true, factoryRole: 'reviewer', clinicList: [], clinicId: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Factory' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/userFactory');
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Case queues',
      'Authentication reviews',
      'Holiday calendar',
      'Fixed denture prices',
      'Bank remittances',
      'Service inbox',
    ]);
  });

  it('shows a user with no clinic the no-certification notice, not an error, on every page that needs a clinic', async () => {
    const noClinic = buildSession({ clinicId: null, clinicList: [] });
    const clinicPaths = [
      '/caseList',
      '/stagingBox',
      '/confirmOrder?type=1',
      '/baseEmployee',
      '/patientCenter',
      '/myCompany',
    ];
    expect(
      routes.flatMap((route) => (route.kind === 'page' && route.needsClinic ? [route.path.split('/:')[0]] : [])),
    ).toEqual(expect.arrayContaining(clinicPaths.map((path) => path.split('?')[0])));
    for (const path of clinicPaths) {
      const { unmount, location } = renderSignedIn(<AppRoutes />, { path, session: noClinic });
      expect(await screen.findByRole('heading', { level: 1, name: 'Your account has no certification' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Create or associate a clinic' }).getAttribute('href')).toBe(
        '/clinicManage',
      );
      expect(location.history.at(-1)).toBe(path);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      unmount();
    }
  });

  it('opens the worktable and clinic management for a user with no clinic', async () => {
    const noClinic = buildSession({ clinicId: null, clinicList: [] });
    const { unmount } = renderSignedIn(<AppRoutes />, { path: '/home', session: noClinic });
    expect(await screen.findByRole('heading', { level: 1, name: 'Worktable' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account has no certification' })).toBeTruthy();
    unmount();
    renderSignedIn(<AppRoutes />, { path: '/clinicManage', session: noClinic });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic management' })).toBeTruthy();
  });

  it('offers the clinic choice to a user of several clinics and none chosen', async () => {
    const { location } = renderSignedIn(<AppRoutes />, { path: '/home', session: buildMultiClinicSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a clinic' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/selectClinic');
  });

  it('loads the session when nothing is cached, then opens the page', async () => {
    server.use(
      http.post(apiUrl('tenant', '/account/info'), () =>
        HttpResponse.json(envelope(buildSession({ name: 'Dr. Bo Chen' }))),
      ),
    );
    renderSignedIn(<AppRoutes />, { path: '/home', session: null });
    expect(await screen.findByText('Hello, Dr. Bo Chen')).toBeTruthy();
  });

  it('says the account cannot load when nothing is cached and the server is out of reach, and stays signed in', async () => {
    server.use(http.post(apiUrl('tenant', '/account/info'), () => HttpResponse.error()));
    renderSignedIn(<AppRoutes />, { path: '/home', session: null });
    expect(await screen.findByRole('heading', { name: 'Your account could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('7');
  });

  it('keeps the shell mounted while the user moves between its pages', async () => {
    const { location } = renderSignedIn(<AppRoutes />, { path: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Worktable' });
    const banner = screen.getByRole('banner');
    act(() => location.navigate('/selectClinic'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a clinic' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBe(banner);
    act(() => location.navigate('/home'));
    await screen.findByRole('heading', { level: 1, name: 'Worktable' });
    expect(screen.getByRole('banner')).toBe(banner);
  });
});

describe('the product lines in the route table (the line registry)', { timeout: 60_000 }, () => {
  // A page's first lazy load (its chunk and catalog) can take seconds on a busy machine: wait for it, however long.
  const LAZY = { timeout: 15_000 };

  it('opens the "not available yet" page for a line the portal does not serve, never the aligner wizard', async () => {
    renderSignedIn(
      <>
        <AppRoutes />
        <ActiveMenu />
      </>,
      { path: '/confirmOrder?type=3' },
    );
    const sportsBraces = i18n._(findProductLine(3)!.name);
    expect(
      await screen.findByRole('heading', { level: 1, name: `${sportsBraces}: not available in the portal yet` }, LAZY),
    ).toBeTruthy();
    expect(screen.queryByTestId('case-wizard')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the worktable' }).getAttribute('href')).toBe('/home');
    // The active menu follows the query type: a line without pages belongs with Orders.
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/stagingBox');
    expect(document.title).toBe('New order · Cuspid');
  });

  it('names each line without a wizard yet (types 3 to 9), and never opens another line’s wizard for them', async () => {
    for (const line of PRODUCT_LINES.filter((candidate) => candidate.code >= 3 && candidate.code <= 9)) {
      const { unmount } = renderSignedIn(<AppRoutes />, { path: `/confirmOrder?type=${line.code}` });
      const heading = await screen.findByRole('heading', { level: 1 }, LAZY);
      expect(heading.textContent).toBe(`${i18n._(line.name)}: not available in the portal yet`);
      const page = within(screen.getByTestId('line-not-available'));
      expect(page.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/stagingBox');
      expect(page.getByRole('link', { name: 'Back to the worktable' }).getAttribute('href')).toBe('/home');
      expect(screen.queryByTestId('case-wizard')).toBeNull();
      unmount();
    }
  });

  it('answers the not-found page for a type no order line has (unknown, the mall, none)', async () => {
    for (const path of ['/confirmOrder?type=42', '/confirmOrder?type=20', '/confirmOrder?type=x', '/confirmOrder']) {
      const { unmount, location } = renderSignedIn(<AppRoutes />, { path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY)).toBeTruthy();
      expect(location.history.at(-1)).toBe('/404');
      expect(screen.queryByTestId('line-not-available')).toBeNull();
      unmount();
    }
  });

  it('opens the aligner wizard from the registry for type 1', async () => {
    renderSignedIn(<AppRoutes />, { path: '/confirmOrder?type=1' });
    expect(await screen.findByTestId('case-wizard', {}, LAZY)).toBeTruthy();
    expect(screen.queryByTestId('line-not-available')).toBeNull();
  });

  it('opens the fixed-denture wizard from the registry for type 2, with Orders as its menu entry', async () => {
    renderSignedIn(
      <>
        <AppRoutes />
        <ActiveMenu />
      </>,
      { path: '/confirmOrder?type=2' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New fixed denture order' }, LAZY)).toBeTruthy();
    expect(screen.queryByTestId('line-not-available')).toBeNull();
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/stagingBox');
  });

  it("answers a not-served line's detail and create addresses (linked from Orders) with the same page, not 404", async () => {
    for (const path of ['/sportsBracesOrderDetail/7', '/removeDentureCreateOrder']) {
      const { unmount } = renderSignedIn(<AppRoutes />, { path });
      expect(await screen.findByTestId('line-not-available', {}, LAZY)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
      unmount();
    }
  });

  it('highlights the Case List for the aligner wizard (type 1) and Orders for an aligner order', () => {
    const { unmount } = renderWithProviders(<ActiveMenu />, { path: '/confirmOrder?type=1' });
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/caseList');
    unmount();
    renderWithProviders(<ActiveMenu />, { path: '/invisibleOrthodontic/5' });
    expect(screen.getByRole('status', { name: 'active menu' }).textContent).toBe('/stagingBox');
  });
});
