import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import { buildOrgAuth, ok, recordPost } from '../testing/clinic-api';
import { AuthStatusPage } from './auth-status-page';
import { MyCompanyPage } from './my-company-page';

describe('/myCompany, clinic certification', () => {
  it('shows the company, its status and the licences through their read links', async () => {
    recordPost('tenant', '/v1/org-auth-info', () => ok(buildOrgAuth({ authStatus: 0, orgAuth: 0 })));
    renderSignedIn(<MyCompanyPage />, { path: '/myCompany' });
    expect(await screen.findByText('pending review')).toBeTruthy();
    // The rule the server's case submit applies (canOrderWith): a clinic orders while its licences are reviewed.
    expect(screen.getByTestId('company-ordering').textContent).toBe('Cases can be submitted.');
    expect(screen.getByText(/reviewing the licences/)).toBeTruthy();
    const licences = screen.getByRole('region', { name: 'Licences' });
    expect(
      within(licences)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open the full image: Medical institution practising licence', 'https://store.example/licence/p.png'],
      ['Open the full image: Business licence', 'https://store.example/licence/b.png'],
    ]);
    expect(screen.getByRole('link', { name: 'Clinic management' }).getAttribute('href')).toBe('/clinicManage');
  });

  it('gives the reason of a rejection', async () => {
    recordPost('tenant', '/v1/org-auth-info', () =>
      ok(buildOrgAuth({ authStatus: 2, orgAuth: 2, rejectReason: 'The business licence has expired.' })),
    );
    renderSignedIn(<MyCompanyPage />, { path: '/myCompany' });
    expect(await screen.findByText('Reason: The business licence has expired.')).toBeTruthy();
    expect(screen.getByText('rejected')).toBeTruthy();
    expect(screen.getByTestId('company-ordering').textContent).toBe(
      'Cases cannot be submitted until the certification is sent and not refused.',
    );
  });

  it('says what went wrong, inline, and tries again', async () => {
    let calls = 0;
    recordPost('tenant', '/v1/org-auth-info', () => {
      calls += 1;
      return calls === 1 ? Response.error() : ok(buildOrgAuth({ authStatus: 1 }));
    });
    renderSignedIn(<MyCompanyPage />, { path: '/myCompany' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The company is certified.')).toBeTruthy();
  });

  it('without a clinic, leads to clinic management', () => {
    renderSignedIn(<MyCompanyPage />, {
      path: '/myCompany',
      session: buildSession({ clinicId: null, clinicList: [] }),
    });
    expect(screen.getByRole('link', { name: 'Create or associate a clinic' }).getAttribute('href')).toBe(
      '/clinicManage',
    );
  });
});

describe('/authStatus', () => {
  it('after creating a company, says what happens next and leads to the certification', () => {
    renderSignedIn(<AuthStatusPage />, { path: '/authStatus?type=company' });
    expect(screen.getByRole('heading', { level: 1, name: 'Submitted successfully' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the clinic certification' }).getAttribute('href')).toBe('/myCompany');
  });

  it('after an application, says the association review was submitted', () => {
    renderSignedIn(<AuthStatusPage />, { path: '/authStatus?type=association' });
    expect(screen.getByRole('heading', { level: 1, name: 'Association review submitted' })).toBeTruthy();
    expect(screen.getByText(/approves or refuses your application/)).toBeTruthy();
  });

  it('visited with nothing submitted, claims nothing and goes to clinic management', async () => {
    const { location } = renderSignedIn(<AuthStatusPage />, { path: '/authStatus' });
    expect(screen.queryByRole('heading', { name: 'Submitted successfully' })).toBeNull();
    await waitFor(() => expect(location.history.at(-1)).toBe('/clinicManage'));
  });
});

describe('/myCompany, licence validity', () => {
  it('shows each licence’s validity with its expiry status: valid, expiring soon (under a third left), ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 10) });
    try {
      recordPost('tenant', '/v1/org-auth-info', () =>
        ok(
          buildOrgAuth({
            authStatus: 1,
            orgAuth: 1,
            // 2022-01-01 to 2027-12-31 leaves 401 of 2191 days on 26 Nov 2026: under a third.
            permitValidity: { validFrom: '2022-01-01', validTo: '2027-12-31' },
            businessValidity: { validFrom: '2020-01-01', validTo: '2026-11-25' },
          }),
        ),
      );
      renderSignedIn(<MyCompanyPage />, { path: '/myCompany' });
      const notes = await screen.findAllByTestId('licence-validity');
      expect(notes.map((note) => note.textContent)).toEqual([
        'Valid from 1 Jan 2022 to 31 Dec 2027Expiring soon',
        'Valid from 1 Jan 2020 to 25 Nov 2026Ended',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of validity for a licence without a period', async () => {
    recordPost('tenant', '/v1/org-auth-info', () =>
      ok(buildOrgAuth({ permitValidity: { validFrom: '2025-01-01', validTo: '2045-01-01' } })),
    );
    renderSignedIn(<MyCompanyPage />, { path: '/myCompany' });
    expect((await screen.findByTestId('licence-validity')).textContent).toContain('Valid');
    expect(screen.getAllByTestId('licence-validity')).toHaveLength(1);
  });
});
