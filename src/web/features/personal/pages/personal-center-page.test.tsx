import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SHINING_CODE_KEYS } from '../../../lib/session/session-keys';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession, envelope } from '../../../testing/session-generators';
import { DEFAULT_AVATAR } from '../components/avatar';
import { cloudNavigation } from '../components/cloud-linking-panel';
import { PersonalCenterPage } from './personal-center-page';

function answerAccountInfo(session = buildSession()) {
  let calls = 0;
  server.use(
    http.post(apiUrl('tenant', '/account/info'), () => {
      calls += 1;
      return HttpResponse.json(envelope(session));
    }),
  );
  return { calls: () => calls };
}

const renderAt = (search: string, session = buildSession()) =>
  renderSignedIn(<PersonalCenterPage />, { path: `/personalCenter${search}`, session });

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('/personalCenter, the tabs', () => {
  it('opens the tab the currentLocation parameter names, and offers no coupon or member-benefit tab', () => {
    renderAt('?currentLocation=6');
    expect(screen.getByRole('heading', { level: 1, name: 'Personal center' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Personal center' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal info',
      'Associated clinics',
      'Address management',
      'Clinical preferences',
      'Change password',
      'Payment password',
      'Cloud-platform linking',
    ]);
    expect(selectedTab().textContent).toBe('Cloud-platform linking');
    const panel = screen.getByRole('tabpanel', { name: 'Cloud-platform linking' });
    expect(panel.getAttribute('id')).toBe(selectedTab().getAttribute('aria-controls'));
    // Roving focus: only the selected tab is in the tab order.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, -1, -1, -1, 0]);
  });

  it.each(['', '?currentLocation=5', '?currentLocation=9', '?currentLocation=abc'])(
    'opens personal info for %j',
    async (search) => {
      const info = answerAccountInfo();
      renderAt(search);
      expect(selectedTab().textContent).toBe('Personal info');
      await waitFor(() => expect(info.calls()).toBe(1));
    },
  );

  it('puts the chosen tab in the address as a new history entry, and follows the address back', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('?currentLocation=6');
    await user.click(screen.getByRole('tab', { name: 'Change password' }));
    expect(location.history).toEqual(['/personalCenter?currentLocation=6', '/personalCenter?currentLocation=7']);
    expect(selectedTab().textContent).toBe('Change password');
    expect(screen.getByRole('tabpanel', { name: 'Change password' })).toBeTruthy();

    // Typed text survives a visit to another tab.
    await user.type(screen.getByLabelText(/^Current password/), 'Old-Password-1');
    // The back button: the address goes back to the previous entry, and so does the tab.
    act(() => location.navigate('/personalCenter?currentLocation=6'));
    expect(selectedTab().textContent).toBe('Cloud-platform linking');
    expect(screen.queryByRole('tabpanel', { name: 'Change password' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Change password' }));
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('Old-Password-1');
  });

  it('moves between tabs with the arrow keys, Home and End, and opens one with Enter', async () => {
    const user = userEvent.setup();
    const info = answerAccountInfo();
    const { location } = renderAt('?currentLocation=1');
    await waitFor(() => expect(info.calls()).toBe(1));
    act(() => selectedTab().focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Associated clinics' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cloud-platform linking' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Personal info' }));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(location.history.at(-1)).toBe('/personalCenter?currentLocation=6');
    expect(selectedTab().textContent).toBe('Cloud-platform linking');
  });
});

describe('/personalCenter, personal info', () => {
  it('asks the server again and shows name, phone and the current clinic; a broken avatar shows the default', async () => {
    const session = buildSession({
      name: 'Dr. Ada Lin',
      avatar: 'https://images.example/ada.jpg',
      clinicList: [buildClinic({ isAdmin: true })],
    });
    const info = answerAccountInfo({ ...session, name: 'Dr. Ada Lin-Chen' });
    renderAt('?currentLocation=1', session);
    const panel = screen.getByRole('tabpanel', { name: 'Personal info' });
    expect(within(panel).getByText('13800000000')).toBeTruthy();
    expect(within(panel).getByText('Bright Smile Clinic')).toBeTruthy();
    expect(within(panel).getByText('Clinic admin')).toBeTruthy();
    expect(await within(panel).findByText('Dr. Ada Lin-Chen')).toBeTruthy();
    expect(info.calls()).toBe(1);

    const avatar = within(panel).getByRole('img', { name: 'Avatar of Dr. Ada Lin-Chen' }) as HTMLImageElement;
    expect(avatar.getAttribute('src')).toBe('https://images.example/ada.jpg');
    fireEvent.error(avatar);
    expect(avatar.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });
});

describe('/personalCenter, cloud-platform linking', () => {
  const link = { provider: 'local', accountId: 'local-abc', accountName: 'Local cloud account', linkedAt: Date.UTC(2026, 10, 26) };
  function answerCloud(initial: typeof link | null) {
    const calls: { path: string; body: unknown }[] = [];
    let current = initial;
    const route = (path: string, answer: () => unknown, status = 200) =>
      http.post(apiUrl('tenant', path), async ({ request }) => {
        calls.push({ path, body: await request.json().catch(() => null) });
        return HttpResponse.json(status === 200 ? envelope(answer()) : { code: 400, msg: 'The cloud platform refused the link.', data: null }, { status });
      });
    server.use(
      route('/v1/cloud-link/info', () => ({ link: current })),
      route('/v1/cloud-link/complete', () => ((current = link), { link })),
      route('/v1/cloud-link/unlink', () => ((current = null), { link: null })),
      route('/v1/cloud-link/start', () => ({ authorizeUrl: '/api/platform/dev/cloud-authorize?codeChallenge=x' })),
    );
    return calls;
  }

  it('completes the link with the stored codes, shows its account, forgets the codes, and unlinks after confirmation', async () => {
    const user = userEvent.setup();
    const calls = answerCloud(null);
    window.localStorage.setItem(SHINING_CODE_KEYS.code, 'code-123');
    window.localStorage.setItem(SHINING_CODE_KEYS.codeChallenge, 'challenge-456');
    renderAt('?currentLocation=6');
    const panel = screen.getByRole('tabpanel', { name: 'Cloud-platform linking' });
    await user.click(await within(panel).findByRole('button', { name: 'Complete the link' }));
    expect(await within(panel).findByText('Your account is linked to the cloud platform.')).toBeTruthy();
    expect(within(panel).getByText(/Local cloud account/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/v1/cloud-link/complete')?.body).toEqual({ code: 'code-123', codeChallenge: 'challenge-456' });
    expect(window.localStorage.getItem(SHINING_CODE_KEYS.code)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Unlink' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unlink the cloud platform?' })).getByRole('button', { name: 'Unlink' }));
    expect(await within(panel).findByText('Your account is not linked to the cloud platform.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/cloud-link/unlink')).toBe(true);
  });

  it('starts a link by going to the platform page the server names', async () => {
    const user = userEvent.setup();
    answerCloud(null);
    const went: string[] = [];
    const original = cloudNavigation.go;
    cloudNavigation.go = (url) => void went.push(url);
    try {
      renderAt('?currentLocation=6');
      const panel = screen.getByRole('tabpanel', { name: 'Cloud-platform linking' });
      await user.click(await within(panel).findByRole('button', { name: 'Link with the cloud platform' }));
      await waitFor(() => expect(went).toEqual(['/api/platform/dev/cloud-authorize?codeChallenge=x']));
    } finally {
      cloudNavigation.go = original;
    }
  });

  it('clears stored codes after confirmation without linking', async () => {
    const user = userEvent.setup();
    const calls = answerCloud(null);
    window.localStorage.setItem(SHINING_CODE_KEYS.code, 'code-123');
    window.localStorage.setItem(SHINING_CODE_KEYS.codeChallenge, 'challenge-456');
    renderAt('?currentLocation=6');
    const panel = screen.getByRole('tabpanel', { name: 'Cloud-platform linking' });
    await user.click(await within(panel).findByRole('button', { name: 'Clear the stored codes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Clear the stored linking codes?' })).getByRole('button', { name: 'Clear' }),
    );
    await waitFor(() => expect(window.localStorage.getItem(SHINING_CODE_KEYS.code)).toBeNull());
    expect(await within(panel).findByText('Your account is not linked to the cloud platform.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/cloud-link/complete')).toBe(false);
  });
});
