import { msg } from '@lingui/core/macro';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { i18n } from '../../../lib/i18n';
import { EMBEDDED_KEY, SESSION_KEYS } from '../../../lib/session/session-keys';
import type { TWebSession } from '../../../lib/session/session-store';
import { translate } from '../../../lib/translatable';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession, envelope } from '../../../testing/session-generators';
import { SIDEBAR_STORAGE_KEY } from '../hooks/use-sidebar';
import type { MenuItem } from '../menu/menu-meta';
import { AppShell, type ShellLayout } from './app-shell';
import { DEFAULT_AVATAR } from './user-avatar';

const menuItems: MenuItem[] = [
  { path: '/home', label: msg`Worktable`, order: 10, icon: 'worktable', needsClinic: false },
  { path: '/caseList', label: msg`Case List`, order: 20, icon: 'cases', needsClinic: true },
  {
    path: '/baseEmployee',
    label: msg`Account management`,
    order: 40,
    icon: 'staff',
    access: 'clinicAdmin',
    needsClinic: true,
  },
];

type ShellOptions = {
  session?: TWebSession;
  path?: string;
  layout?: ShellLayout;
  availableRoutes?: string[];
  unreadReminders?: number;
};

function renderShell({
  session = buildSession(),
  path = '/home',
  layout = 'shell',
  availableRoutes = ['/home'],
  unreadReminders = 0,
}: ShellOptions = {}) {
  return renderSignedIn(
    <AppShell
      layout={layout}
      menuItems={menuItems}
      activeMenuPath="/home"
      isRouteAvailable={(candidate) => availableRoutes.includes(candidate.split('?')[0] ?? '')}
    >
      <h1>Page body</h1>
    </AppShell>,
    { session, path, unreadReminders },
  );
}

const menuLinks = () => within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');
const setWindowWidth = (width: number) =>
  act(() => (window as unknown as { happyDOM: { setInnerWidth: (w: number) => void } }).happyDOM.setInnerWidth(width));

afterEach(() => setWindowWidth(1024));

describe('the top bar', () => {
  it('shows the service contacts (behind one button, the bar keeps one row), connection, language, the user and sign-out', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Service contacts' }));
    expect((await screen.findByRole('link', { name: /@/ })).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /\d{3}/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByRole('status', { name: 'Connection status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByText('Dr. Ada Lin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeTruthy();
  });

  it("shows the app's status entry and connection status in the top bar and its banner under it (the sync feature's)", () => {
    renderSignedIn(
      <AppShell
        layout="shell"
        menuItems={menuItems}
        activeMenuPath="/home"
        isRouteAvailable={() => false}
        statusEntry={<button type="button">Sync entry</button>}
        connectionStatus={
          <p role="status" aria-label="Connection status">
            Signed out — 3 changes waiting
          </p>
        }
        banner={<p role="alert">Old work warning</p>}
      >
        <h1>Page body</h1>
      </AppShell>,
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sync entry' })).toBeTruthy();
    // The app's connection status (it knows an ended session) takes the place of Online/Offline.
    expect(within(screen.getByRole('banner')).getByRole('status', { name: 'Connection status' }).textContent).toBe(
      'Signed out — 3 changes waiting',
    );
    expect(within(screen.getByRole('banner')).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Old work warning');
  });

  it('links the name to the personal center only once that page exists', () => {
    renderShell();
    expect(screen.queryByRole('link', { name: 'Dr. Ada Lin' })).toBeNull();
  });

  it('links the name to the personal center when it exists', () => {
    renderShell({ availableRoutes: ['/home', '/personalCenter'] });
    expect(screen.getByRole('link', { name: 'Dr. Ada Lin' }).getAttribute('href')).toBe('/personalCenter');
  });

  it('links clinic management for a clinic user once that page exists', () => {
    const { unmount } = renderShell();
    expect(screen.queryByRole('link', { name: 'Clinic management' })).toBeNull();
    unmount();
    renderShell({ availableRoutes: ['/home', '/clinicManage'] });
    expect(screen.getByRole('link', { name: 'Clinic management' }).getAttribute('href')).toBe('/clinicManage');
  });

  it('shows no clinic management link to a factory user', () => {
    renderShell({ session: buildSession({ isFactory: true }), availableRoutes: ['/home', '/clinicManage'] });
    expect(screen.queryByRole('link', { name: 'Clinic management' })).toBeNull();
  });

  it('shows the default avatar without one, and when the avatar fails to load', async () => {
    const { unmount } = renderShell();
    expect(document.querySelector('header img')?.getAttribute('src')).toBe(DEFAULT_AVATAR);
    unmount();
    renderShell({ session: buildSession({ avatar: 'https://img.example/broken.png' }) });
    const avatar = document.querySelector('header img') as HTMLImageElement;
    expect(avatar.getAttribute('src')).toBe('https://img.example/broken.png');
    act(() => void avatar.dispatchEvent(new Event('error')));
    expect(avatar.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('caps the unread reminder badge at 99+', async () => {
    renderShell({ unreadReminders: 150 });
    const badge = await screen.findByRole('status', { name: '150 unread reminders' });
    expect(badge.textContent).toBe('99+');
  });

  it('shows 99 as 99 and no number for none', async () => {
    const { unmount } = renderShell({ unreadReminders: 99 });
    expect((await screen.findByRole('status', { name: '99 unread reminders' })).textContent).toBe('99');
    unmount();
    renderShell({ unreadReminders: 0 });
    expect((await screen.findByRole('status', { name: '0 unread reminders' })).textContent).toBe('');
  });

  it('counts no reminders, silently, while the count call fails', async () => {
    renderShell();
    server.use(
      http.post(apiUrl('order', '/order-notify/count'), () => HttpResponse.json(envelope(null, 404), { status: 404 })),
    );
    expect(await screen.findByRole('status', { name: '0 unread reminders' })).toBeTruthy();
    expect(getToasts()).toEqual([]);
  });

  it("asks 'Sign out of Cuspid?' on sign-out", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of Cuspid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('7');
  });
});

describe('the clinic switcher', () => {
  it('is there only for users of several clinics', () => {
    renderShell();
    expect(screen.queryByRole('combobox', { name: 'Clinic' })).toBeNull();
  });

  // Switching itself: clinic-switcher.test.tsx.
});

describe('the side menu', () => {
  it('shows staff the entries for everyone, highlighting the active one', () => {
    renderShell();
    expect(menuLinks().map((link) => link.textContent)).toEqual(['Worktable', 'Case List']);
    expect(screen.getByRole('link', { name: 'Worktable' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds Account management for the admin of the current clinic', () => {
    renderShell({ session: buildSession({ clinicList: [buildClinic({ isAdmin: true })] }) });
    expect(menuLinks().map((link) => link.textContent)).toEqual(['Worktable', 'Case List', 'Account management']);
  });

  it('is not there in the top-bar-only layout', () => {
    renderShell({ layout: 'topbar' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide the menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('without a clinic warns on every entry but home (no clinic page yet: the warning alone)', async () => {
    const user = userEvent.setup();
    const { location } = renderShell({ session: buildSession({ clinicId: null, clinicList: [] }) });
    await user.click(screen.getByRole('link', { name: 'Case List' }));
    expect(getToasts().map((toast) => translate(i18n, toast.message))).toEqual([
      'Your account has no certification. Create a clinic or associate your account with one first.',
    ]);
    expect(location.history).toEqual(['/home']);
    await user.click(screen.getByRole('link', { name: 'Worktable' }));
    expect(location.history.at(-1)).toBe('/home');
    expect(getToasts()).toHaveLength(1);
  });

  it('without a clinic, once /clinicManage exists, asks and then goes there', async () => {
    const user = userEvent.setup();
    const { location } = renderShell({
      session: buildSession({ clinicId: null, clinicList: [] }),
      availableRoutes: ['/home', '/clinicManage'],
    });
    await user.click(screen.getByRole('link', { name: 'Case List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account has no certification' });
    await user.click(within(dialog).getByRole('button', { name: 'Create or associate a clinic' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/clinicManage'));
  });

  it('remembers collapsed and closed across visits', async () => {
    const user = userEvent.setup();
    const first = renderShell();
    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('collapsed');
    expect(screen.getByRole('link', { name: 'Worktable' }).textContent).toBe('');
    first.unmount();

    const second = renderShell();
    expect(screen.getByRole('button', { name: 'Expand the menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Case List' }).getAttribute('title')).toBe('Case List');
    await user.click(screen.getByRole('button', { name: 'Hide the menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('closed');
    second.unmount();

    renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the menu' }));
    expect(screen.getByRole('link', { name: 'Worktable' }).textContent).toBe('Worktable');
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('open');
  });

  it('closes below 992 px and opens there as a drawer that Escape closes, without touching the saved state', async () => {
    const user = userEvent.setup();
    renderShell();
    setWindowWidth(991);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the menu' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Worktable' }));
    expect(screen.queryByRole('button', { name: 'Collapse the menu' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
    setWindowWidth(992);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });
});

describe('embedding', () => {
  it('with iframe=true shows the page without side menu or top bar', () => {
    window.sessionStorage.setItem(EMBEDDED_KEY, 'true');
    renderShell();
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('the VIP notice', () => {
  const DAY_MS = 86_400_000;
  const clinicAdmin = buildSession({ clinicList: [buildClinic({ isAdmin: true })] });
  const grantFrom = (startsAt: number) => ({
    id: 31,
    clinicId: clinicAdmin.clinicId ?? 0,
    clinicName: 'Bright Smile Dental',
    levelName: 'gold' as const,
    startsAt,
    endsAt: startsAt + 99 * DAY_MS,
    grantedAt: startsAt,
    grantedByName: 'Factory Admin',
    note: '',
  });
  const notice = () => screen.queryByRole('region', { name: 'VIP rights' });

  /** The server's answers: the grant, whether this user is still to be told, and the "told" calls it received. */
  function serveRights(vip: ReturnType<typeof grantFrom> | null) {
    const told: unknown[] = [];
    let announce = vip !== null;
    server.use(
      http.get(apiUrl('design', '/clinic/vip/rights'), () => HttpResponse.json(envelope({ vip, announce }))),
      http.post(apiUrl('design', '/clinic/vip/rights/announced'), async ({ request }) => {
        told.push(await request.json());
        announce = false;
        return HttpResponse.json(envelope(null));
      }),
    );
    return told;
  }

  it('without a grant shows nothing', async () => {
    serveRights(null);
    const view = renderShell({ session: clinicAdmin });
    await waitFor(() =>
      expect(view.queryClient.getQueryData(['clinicVip', clinicAdmin.userId, clinicAdmin.clinicId])).toBeTruthy(),
    );
    expect(notice()).toBeNull();
  });

  it("tells the clinic's admin of a grant in force once: the server is told, and the next visit shows nothing", async () => {
    const user = userEvent.setup();
    const grant = grantFrom(Date.now() - DAY_MS);
    const told = serveRights(grant);
    const first = renderShell({ session: clinicAdmin });
    expect(
      await screen.findByText(
        /^The platform has granted your clinic 99 days of VIP rights\. Level: Gold, valid until /,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(told).toEqual([{ grantId: grant.id }]));
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(notice()).toBeNull();
    first.unmount();
    const second = renderShell({ session: clinicAdmin });
    await waitFor(() =>
      expect(second.queryClient.getQueryData(['clinicVip', clinicAdmin.userId, clinicAdmin.clinicId])).toBeTruthy(),
    );
    expect(notice()).toBeNull();
    expect(told).toHaveLength(1);
  });

  it('shows nothing for a grant that has ended, even if the answer says to tell', async () => {
    const told = serveRights(grantFrom(Date.now() - 100 * DAY_MS));
    const view = renderShell({ session: clinicAdmin });
    await waitFor(() =>
      expect(view.queryClient.getQueryData(['clinicVip', clinicAdmin.userId, clinicAdmin.clinicId])).toBeTruthy(),
    );
    expect(notice()).toBeNull();
    expect(told).toEqual([]);
  });

  it('is not shown to staff (a nurse), to a user with no clinic yet, nor to factory users', async () => {
    for (const session of [
      buildSession(),
      buildSession({ clinicId: null, clinicList: [] }),
      buildSession({ isFactory: true, clinicId: null, clinicList: [] }),
    ]) {
      const told = serveRights(grantFrom(Date.now()));
      const view = renderShell({ session });
      await screen.findByText('Page body');
      expect(notice()).toBeNull();
      expect(told).toEqual([]);
      expect(view.queryClient.getQueryData(['clinicVip', session.userId, session.clinicId])).toBeUndefined();
      view.unmount();
    }
  });
});

vi.mock('../../../lib/navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));
