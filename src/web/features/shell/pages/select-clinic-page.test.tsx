import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session/session-keys';
import { sessionQueryKey } from '../../../lib/session/session-store';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import {
  apiUrl,
  buildClinic,
  buildMultiClinicSession,
  buildSession,
  envelope,
} from '../../../testing/session-generators';
import { storeSignInCompanies } from '../../../lib/session/sign-in-companies';
import { SelectClinicPage } from './select-clinic-page';

function answerChangeClinic(answer: (clinicId: number) => Response) {
  server.use(
    http.post(apiUrl('tenant', '/v1/change-clinic'), ({ request }) =>
      answer(Number(new URL(request.url).searchParams.get('clinicId'))),
    ),
  );
}

describe('/selectClinic', () => {
  it('lists the clinics as buttons with their kind and role', () => {
    renderSignedIn(<SelectClinicPage />, { path: '/selectClinic', session: buildMultiClinicSession() });
    const buttons = within(screen.getByRole('list', { name: 'Your clinics' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Bright Smile Clinic',
      'Harbour Dental GroupMain clinicAdmin',
    ]);
  });

  it('after a password sign-in (multiple-auth) groups the clinics by company, a clinic of no company last', () => {
    const session = buildMultiClinicSession({
      clinicList: [
        buildClinic({ clinicId: 11, clinicName: 'Bright Smile Clinic' }),
        buildClinic({
          clinicId: 12,
          clinicName: 'Harbour Dental Group',
          isCompany: true,
          isChain: true,
          isAdmin: true,
        }),
        buildClinic({ clinicId: 13, clinicName: 'Harbour Dental East' }),
        buildClinic({ clinicId: 14, clinicName: 'New Branch' }),
      ],
    });
    storeSignInCompanies(session.userId, [
      {
        companyId: 12,
        companyName: 'Harbour Dental Group',
        isChain: true,
        clinics: [
          { clinicId: 12, clinicName: 'Harbour Dental Group', isAdmin: true },
          { clinicId: 13, clinicName: 'Harbour Dental East', isAdmin: false },
        ],
      },
      {
        companyId: 11,
        companyName: 'Bright Smile Clinic',
        isChain: false,
        clinics: [{ clinicId: 11, clinicName: 'Bright Smile Clinic', isAdmin: false }],
      },
      {
        companyId: 99,
        companyName: 'Left Company',
        isChain: false,
        clinics: [{ clinicId: 99, clinicName: 'Left', isAdmin: false }],
      },
    ]);
    renderSignedIn(<SelectClinicPage />, { path: '/selectClinic', session });
    const names = (list: string) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Harbour Dental GroupChain',
      'Bright Smile Clinic',
      'Other clinics',
    ]);
    expect(names('Clinics of Harbour Dental Group')).toEqual([
      'Harbour Dental GroupMain clinicAdmin',
      'Harbour Dental East',
    ]);
    expect(names('Clinics of Bright Smile Clinic')).toEqual(['Bright Smile Clinic']);
    expect(names('Clinics of Other clinics')).toEqual(['New Branch']);
    expect(screen.queryByRole('list', { name: 'Your clinics' })).toBeNull();
  });

  it('ignores the companies another user signed in with in this tab', () => {
    storeSignInCompanies(999, [{ companyId: 11, companyName: 'Bright Smile Clinic', isChain: false, clinics: [] }]);
    renderSignedIn(<SelectClinicPage />, { path: '/selectClinic', session: buildMultiClinicSession() });
    expect(screen.getByRole('list', { name: 'Your clinics' })).toBeTruthy();
  });

  it('on a choice stores the clinic and goes on to where the user was heading', async () => {
    const user = userEvent.setup();
    answerChangeClinic((clinicId) => HttpResponse.json(envelope(buildMultiClinicSession({ clinicId }))));
    const { location, queryClient } = renderSignedIn(<SelectClinicPage />, {
      path: '/selectClinic?redirect=%2FcaseList%3Ftab%3D2',
      session: buildMultiClinicSession(),
    });
    await user.click(screen.getByRole('button', { name: /Harbour Dental Group/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/caseList?tab=2'));
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ clinicId: 12 });
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('12');
  });

  it('goes to / without a target', async () => {
    const user = userEvent.setup();
    answerChangeClinic((clinicId) => HttpResponse.json(envelope(buildMultiClinicSession({ clinicId }))));
    const { location } = renderSignedIn(<SelectClinicPage />, {
      path: '/selectClinic',
      session: buildMultiClinicSession(),
    });
    await user.click(screen.getByRole('button', { name: /Bright Smile Clinic/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('stays when the server refuses the clinic', async () => {
    const user = userEvent.setup();
    answerChangeClinic(() =>
      HttpResponse.json(envelope(null, 41014, 'You are not a member of this clinic.'), { status: 400 }),
    );
    const { location } = renderSignedIn(<SelectClinicPage />, {
      path: '/selectClinic',
      session: buildMultiClinicSession(),
    });
    await user.click(screen.getByRole('button', { name: /Bright Smile Clinic/ }));
    await screen.findByText('You are not a member of this clinic.');
    expect(location.history).toEqual(['/selectClinic']);
  });

  it('says so when the account has no clinic', () => {
    renderSignedIn(<SelectClinicPage />, {
      path: '/selectClinic',
      session: buildSession({ clinicId: null, clinicList: [] }),
    });
    expect(screen.getByText('Your account is not associated with any clinic yet.')).toBeTruthy();
  });
});
