import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, type TWebSession } from '../../../lib/session/session-store';
import { answerObjectStore, jpegFile } from '../../../lib/upload/testing/object-store';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { buildDoctorAuthInfo, ok, recordPost } from '../testing/clinic-api';
import { DoctorAuthenticationPage } from './doctor-authentication-page';

const titles = [
  { value: 'chief-physician', label: 'chief physician' },
  { value: 'attending-physician', label: 'attending physician' },
];

function answerStatus(...answers: { authStatus: number; rejectReason: string | null }[]) {
  let call = 0;
  server.use(
    http.post(apiUrl('tenant', '/v1/get-auth-status'), () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return HttpResponse.json(envelope(answer));
    }),
    http.get(apiUrl('tenant', '/v1/titles'), () => HttpResponse.json(envelope(titles))),
  );
}

const unauthenticated = (overrides: Partial<TWebSession> = {}) => buildSession({ userAuth: -1, ...overrides });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/shuyaHome, doctor authentication', () => {
  it('not submitted: says why and what, checks the form, uploads both images and submits; then shows pending', async () => {
    const user = userEvent.setup();
    answerStatus({ authStatus: -1, rejectReason: null }, { authStatus: 1, rejectReason: null });
    const store = answerObjectStore();
    const submissions = recordPost('tenant', '/doctorAuth/submit', () => ok(null, 'Submitted successfully.'));
    recordPost('tenant', '/account/info', () => ok(unauthenticated({ userAuth: 1 })));
    const { queryClient } = renderSignedIn(<DoctorAuthenticationPage />, {
      path: '/shuyaHome',
      session: unauthenticated(),
    });

    expect(await screen.findByText(/Not submitted yet/)).toBeTruthy();
    expect(screen.getByText(/made to a doctor’s prescription/)).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Doctor authentication' });
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);
    expect(submissions).toEqual([]);

    await user.type(within(form).getByLabelText('Real name'), 'Ada Lin');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'chief physician' })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('Professional title'), 'chief-physician');
    await user.upload(within(form).getByLabelText('ID card'), jpegFile('card.jpg'));
    await user.upload(within(form).getByLabelText('Practising certificate'), jpegFile('cert.jpg'));
    await waitFor(() => expect(store.completed).toHaveLength(2));
    expect(store.created.map((created) => created.purpose)).toEqual(['id-image', 'id-image']);
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(submissions).toHaveLength(1));
    expect(submissions[0]).toEqual({
      realName: 'Ada Lin',
      titlePost: 'chief-physician',
      idCardPath: 'id-image/1-card.jpg',
      certPath: 'id-image/2-cert.jpg',
    });
    expect(await screen.findByText(/The manufacturer is reviewing what you submitted/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Doctor authentication' })).toBeNull();
    expect(queryClient.getQueryData<TWebSession>(sessionQueryKey)?.userAuth).toBe(1);
  });

  it('refuses an ID image that is not a JPG or PNG by its bytes', async () => {
    const user = userEvent.setup();
    answerStatus({ authStatus: -1, rejectReason: null });
    renderSignedIn(<DoctorAuthenticationPage />, { path: '/shuyaHome', session: unauthenticated() });
    const form = await screen.findByRole('form', { name: 'Doctor authentication' });
    await user.upload(
      within(form).getByLabelText('ID card'),
      new File(['GIF89a...'], 'card.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await within(form).findByText('This type of file is not allowed here: choose a JPG or PNG image.'),
    ).toBeTruthy();
  });

  it('pending: shows the status and no form', async () => {
    answerStatus({ authStatus: 1, rejectReason: null });
    renderSignedIn(<DoctorAuthenticationPage />, { path: '/shuyaHome', session: unauthenticated({ userAuth: 1 }) });
    expect(await screen.findByText('pending review')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('authenticated: says so, offers the worktable, and reloads a session that still says otherwise', async () => {
    answerStatus({ authStatus: 2, rejectReason: null });
    const sessionCalls = recordPost('tenant', '/account/info', () => ok(buildSession()));
    const { queryClient } = renderSignedIn(<DoctorAuthenticationPage />, {
      path: '/shuyaHome',
      session: unauthenticated({ userAuth: 1 }),
    });
    expect(await screen.findByText(/You are authenticated/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the worktable' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData<TWebSession>(sessionQueryKey)?.userAuth).toBe(2));
    expect(sessionCalls).toHaveLength(1);
  });

  it('rejected: shows the reason, fills the form with what was sent, and resubmits the corrected certificate', async () => {
    const user = userEvent.setup();
    answerStatus(
      { authStatus: 3, rejectReason: 'The certificate photo is blurred.' },
      { authStatus: 1, rejectReason: null },
    );
    recordPost('user', '/v1/account/doctor-auth-info/0', () => ok(buildDoctorAuthInfo()));
    answerObjectStore();
    const submissions = recordPost('tenant', '/doctorAuth/submit', () => ok(null, 'Submitted successfully.'));
    recordPost('tenant', '/account/info', () => ok(unauthenticated({ userAuth: 1 })));
    renderSignedIn(<DoctorAuthenticationPage />, { path: '/shuyaHome', session: unauthenticated({ userAuth: 3 }) });

    expect(await screen.findByText('Reason: The certificate photo is blurred.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Correct and submit again' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Doctor authentication' });
    expect(within(form).getByLabelText<HTMLInputElement>('Real name').value).toBe('Ada Lin');
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLSelectElement>('Professional title').value).toBe('attending-physician'),
    );

    const certificate = within(form).getByRole('group', { name: 'Practising certificate' });
    await user.click(within(certificate).getByRole('button', { name: 'Remove' }));
    await user.upload(within(form).getByLabelText('Practising certificate'), jpegFile('sharp.jpg'));
    await waitFor(() => expect(within(certificate).getByText('Uploaded')).toBeTruthy());
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(submissions).toHaveLength(1));
    expect(submissions[0]).toEqual({
      realName: 'Ada Lin',
      titlePost: 'attending-physician',
      idCardPath: 'id-image/card.jpg',
      certPath: 'id-image/1-sharp.jpg',
    });
  });

  it('a server refusal keeps the form and what was typed', async () => {
    const user = userEvent.setup();
    answerStatus({ authStatus: 3, rejectReason: 'Blurred.' });
    recordPost('user', '/v1/account/doctor-auth-info/0', () => ok(buildDoctorAuthInfo()));
    recordPost('tenant', '/doctorAuth/submit', () =>
      HttpResponse.json(envelope(null, 43006, 'The uploaded file was not found. Please upload it again.'), {
        status: 400,
      }),
    );
    renderSignedIn(<DoctorAuthenticationPage />, { path: '/shuyaHome', session: unauthenticated({ userAuth: 3 }) });
    const form = await screen.findByRole('form', { name: 'Doctor authentication' });
    await user.clear(within(form).getByLabelText('Real name'));
    await user.type(within(form).getByLabelText('Real name'), 'Ada Q. Lin');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    expect(await within(form).findByText('The uploaded file was not found. Please upload it again.')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Real name').value).toBe('Ada Q. Lin');
  });

  it('without a clinic, asks to create or associate one first', () => {
    renderSignedIn(<DoctorAuthenticationPage />, {
      path: '/shuyaHome',
      session: unauthenticated({ clinicId: null, clinicList: [] }),
    });
    expect(screen.getByRole('link', { name: 'Create or associate a clinic' }).getAttribute('href')).toBe(
      '/clinicManage',
    );
  });
});
