import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { i18n } from '../../../lib/i18n';
import { SESSION_KEYS } from '../../../lib/session/session-keys';
import { sessionQueryKey, useSession, type TWebSession } from '../../../lib/session/session-store';
import { translate } from '../../../lib/translatable';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildMultiClinicSession, envelope } from '../../../testing/session-generators';
import type { MenuItem } from '../menu/menu-meta';
import { AppShell } from './app-shell';

const menuItems: MenuItem[] = [
  { path: '/home', label: msg`Worktable`, order: 10, icon: 'worktable', needsClinic: false },
  { path: '/caseList', label: msg`Case List`, order: 20, icon: 'cases', needsClinic: true },
  { path: '/patientCenter', label: msg`Patients`, order: 25, icon: 'patients', needsClinic: true },
  {
    path: '/baseEmployee',
    label: msg`Account management`,
    order: 40,
    icon: 'staff',
    access: 'clinicAdmin',
    needsClinic: true,
  },
];

/** Bright Smile (11, staff there) and Harbour (12, admin there); the switch goes from 11 to 12 unless said. */
const atClinic = (clinicId: number, overrides: Partial<TWebSession> = {}) =>
  buildMultiClinicSession({ clinicId, ...overrides });

/** A page that loads its clinic's cases (keyed by clinic, as the real lists are) and says it is busy meanwhile. */
function ClinicCases() {
  const { session } = useSession();
  const clinicId = session?.clinicId ?? 0;
  const cases = useQuery({
    queryKey: ['cases', clinicId],
    queryFn: async () => (await fetch(apiUrl('emr', `/test-cases?clinicId=${clinicId}`))).text(),
  });
  return cases.data === undefined ? <p aria-busy="true">Loading cases</p> : <h1>{cases.data}</h1>;
}

/** A gate a handler waits at until the test opens it (before or after the request arrives). */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/** The switch answers once `answerSwitch` is called; the new clinic's (12) cases once `answerCases` is. */
function controlledServer({ switched = atClinic(12) } = {}) {
  const switchGate = gate();
  const casesGate = gate();
  server.use(
    http.post(apiUrl('tenant', '/v1/change-clinic'), async () => {
      await switchGate.opened;
      return HttpResponse.json(envelope(switched));
    }),
    http.get(apiUrl('emr', '/test-cases'), async ({ request }) => {
      const clinicId = new URL(request.url).searchParams.get('clinicId');
      if (clinicId === '12') await casesGate.opened;
      return HttpResponse.text(`Cases of clinic ${clinicId}`);
    }),
  );
  return { answerSwitch: switchGate.open, answerCases: casesGate.open };
}

function renderShell({
  path,
  activeMenuPath,
  session = atClinic(11),
}: {
  path: string;
  activeMenuPath: string;
  session?: TWebSession;
}) {
  return renderSignedIn(
    <AppShell
      layout="shell"
      menuItems={menuItems}
      activeMenuPath={activeMenuPath}
      isRouteAvailable={(candidate) => ['/home', '/caseList', '/patientCenter', '/baseEmployee'].includes(candidate)}
    >
      <ClinicCases />
    </AppShell>,
    { session, path },
  );
}

const clinicSelect = () => screen.getByRole('combobox', { name: 'Clinic' }) as HTMLSelectElement;
const mainArea = () => document.getElementById('main-content')!;

describe('the clinic switcher', () => {
  it("offers the clinics POST switch-clinic answers now (one joined since sign-in), the session's list until then", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('tenant', '/v1/switch-clinic'), () => {
        calls += 1;
        return HttpResponse.json(
          envelope({
            switchClinicList: [
              buildClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic' }),
              buildClinic({ clinicId: 15, clinicName: 'Riverside Dental' }),
            ],
          }),
        );
      }),
    );
    // Signed in with one clinic: no switcher, until the answer names a second.
    renderShell({
      path: '/caseList',
      activeMenuPath: '/caseList',
      session: atClinic(11, { clinicList: [buildClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic' })] }),
    });
    expect(screen.queryByRole('combobox', { name: 'Clinic' })).toBeNull();
    await waitFor(() =>
      expect(
        within(clinicSelect())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Bright Smile Clinic', 'Riverside Dental']),
    );
    expect(calls).toBe(1);
  });

  it('names each clinic and says which is the main clinic and which a branch', () => {
    renderShell({
      path: '/caseList',
      activeMenuPath: '/caseList',
      session: atClinic(11, {
        clinicList: [
          buildClinic({ clinicId: 11, clinicName: 'Bright Smile Dental', isCompany: true, isChain: true }),
          buildClinic({ clinicId: 12, clinicName: 'Bright Smile Dental – East', isCompany: false, isChain: true }),
          buildClinic({ clinicId: 13, clinicName: 'Harbour Dental', isCompany: true, isChain: false }),
          buildClinic({ clinicId: 14, clinicName: 'Corner Dental' }),
        ],
      }),
    });
    expect(
      within(clinicSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Bright Smile Dental (Main clinic)',
      'Bright Smile Dental – East (Branch)',
      'Harbour Dental (Company)',
      'Corner Dental',
    ]);
  });

  it('shows the switch at once: the select is busy and says where it goes, the page stays usable', async () => {
    const user = userEvent.setup();
    const control = controlledServer();
    renderShell({ path: '/caseList', activeMenuPath: '/caseList' });
    expect(await screen.findByRole('heading', { name: 'Cases of clinic 11' })).toBeTruthy();

    await user.selectOptions(clinicSelect(), 'Harbour Dental Group (Main clinic)');

    expect(clinicSelect().disabled).toBe(true);
    expect(clinicSelect().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Switching to Harbour Dental Group…');
    expect(mainArea().hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Cases of clinic 11' })).toBeTruthy();
    control.answerSwitch();
    control.answerCases();
    await waitFor(() => expect(clinicSelect().disabled).toBe(false));
    expect(screen.queryByText(/Switching to/)).toBeNull();
  });

  it("keeps the old page on screen until the new clinic's data is there, then shows the new page", async () => {
    const user = userEvent.setup();
    const control = controlledServer();
    const { queryClient } = renderShell({ path: '/caseList', activeMenuPath: '/caseList' });
    await screen.findByRole('heading', { name: 'Cases of clinic 11' });

    await user.selectOptions(clinicSelect(), 'Harbour Dental Group (Main clinic)');
    control.answerSwitch();

    // The new clinic is stored and its page is loading underneath, hidden; a copy of the old page is what shows.
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ clinicId: 12 }));
    await waitFor(() => expect(mainArea().hidden).toBe(true));
    const copy = mainArea().previousElementSibling as HTMLElement;
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.textContent).toBe('Cases of clinic 11');
    expect(clinicSelect().disabled).toBe(true);

    control.answerCases();
    expect(await screen.findByRole('heading', { name: 'Cases of clinic 12' })).toBeTruthy();
    await waitFor(() => expect(mainArea().hidden).toBe(false));
    expect(copy.childNodes.length).toBe(0);
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('12');
  });

  it('stays on a list page', async () => {
    const user = userEvent.setup();
    const control = controlledServer();
    const { location } = renderShell({ path: '/caseList', activeMenuPath: '/caseList' });
    await user.selectOptions(clinicSelect(), 'Harbour Dental Group (Main clinic)');
    control.answerSwitch();
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toContain('Switching'));
    control.answerCases();
    await waitFor(() => expect(clinicSelect().disabled).toBe(false));
    expect(location.history).toEqual(['/caseList']);
  });

  it("goes from a detail page of the old clinic's record to its list", async () => {
    const user = userEvent.setup();
    const control = controlledServer();
    const { location } = renderShell({ path: '/patientCenter/edit', activeMenuPath: '/patientCenter' });
    await user.selectOptions(clinicSelect(), 'Harbour Dental Group (Main clinic)');
    control.answerSwitch();
    await waitFor(() => expect(location.history.at(-1)).toBe('/patientCenter'));
    control.answerCases();
    await waitFor(() => expect(clinicSelect().disabled).toBe(false));
  });

  it('goes home from a page the new clinic does not offer this user (admin-only there, staff here)', async () => {
    const user = userEvent.setup();
    const admin = atClinic(12);
    const control = controlledServer({ switched: atClinic(11) });
    const { location } = renderShell({ path: '/baseEmployee', activeMenuPath: '/baseEmployee', session: admin });
    await user.selectOptions(clinicSelect(), 'Bright Smile Clinic');
    control.answerSwitch();
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('stays put when the server refuses (not a member), showing its message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('tenant', '/v1/change-clinic'), () =>
        HttpResponse.json(envelope(null, 41014, 'You are not a member of this clinic.'), { status: 400 }),
      ),
      http.get(apiUrl('emr', '/test-cases'), () => HttpResponse.text('Cases of clinic 11')),
    );
    const { location } = renderShell({ path: '/caseList', activeMenuPath: '/caseList' });
    await user.selectOptions(clinicSelect(), 'Harbour Dental Group (Main clinic)');
    await waitFor(() =>
      expect(getToasts().map((toast) => translate(i18n, toast.message))).toEqual([
        'You are not a member of this clinic.',
      ]),
    );
    expect(location.history).toEqual(['/caseList']);
    expect(clinicSelect().value).toBe('11');
    expect(mainArea().hidden).toBe(false);
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBeNull();
  });
});
