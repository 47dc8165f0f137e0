import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import type { TForgetPasswordRequest } from '../../../../domain/accounts/sign-in';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, descriptionOf, failure, success } from '../testing/auth-api';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetCompletePage } from './reset-complete-page';

function ResetFlow() {
  return (
    <Switch>
      <Route path="/forgits" component={ForgotPasswordPage} />
      <Route path="/change" component={ChangePasswordPage} />
      <Route path="/complete" component={ResetCompletePage} />
    </Switch>
  );
}

let checks: { phone: string | null; captcha: string | null; body: string }[];
let resets: TForgetPasswordRequest[];

beforeEach(() => {
  checks = [];
  resets = [];
  server.use(
    http.post(apiUrl('user', '/v1/sms-captcha'), () => success({ resendAfterSeconds: 60, expiresInSeconds: 600 })),
    http.post(apiUrl('user', '/v1/check-phone-captcha'), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      checks.push({ phone: query.get('phone'), captcha: query.get('captcha'), body: await request.text() });
      return query.get('captcha') === '123456'
        ? success({ resetTicket: 'ticket-1' })
        : failure(41005, 'The SMS code is incorrect or has expired.');
    }),
    http.post(apiUrl('user', '/v1/forget-passwd'), async ({ request }) => {
      resets.push((await request.json()) as TForgetPasswordRequest);
      return HttpResponse.json({ code: 200, msg: 'Success', data: null });
    }),
  );
});

async function verifyPhone(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('Mobile number'), '13812345678');
  await user.type(screen.getByLabelText('SMS code'), code);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('forgotten password: /forgits → /change → /complete', () => {
  it('verifies the phone, survives a reload of /change, saves the new password and ends on the result page', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ResetFlow />, { path: '/forgits' });
    await verifyPhone(user, '123456');

    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(first.location.history.at(-1)).toBe('/change');
    expect(checks).toEqual([{ phone: '13812345678', captcha: '123456', body: '' }]);
    expect(screen.getByText('Choose a new password for the account of 138****5678.')).toBeTruthy();

    // A reload: the page starts afresh at /change, with only this tab's storage left.
    first.unmount();
    const reloaded = renderWithProviders(<ResetFlow />, { path: '/change' });
    await user.type(await screen.findByLabelText('New password'), 'Incisor#77');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Incisor#77');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    await screen.findByRole('heading', { name: 'Password changed' });
    expect(reloaded.location.history.at(-1)).toBe('/complete');
    expect(resets).toEqual([{ phone: '13812345678', password: 'Incisor#77', phoneCaptcha: 'ticket-1' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a failed phone check shows the server message on the phone field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetFlow />, { path: '/forgits' });
    await verifyPhone(user, '000000');

    const phone = screen.getByLabelText<HTMLInputElement>('Mobile number');
    await waitFor(() => expect(descriptionOf(phone)).toBe('The SMS code is incorrect or has expired.'));
    expect(phone.value).toBe('13812345678');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('/change without a verified phone sends the user back to /forgits with a message', async () => {
    const { location } = renderWithProviders(<ResetFlow />, { path: '/change' });
    expect(await screen.findByText('The password reset was interrupted. Please verify your phone again.')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/forgits?restart=1');
  });

  it('/change checks the new password and its confirmation before sending', async () => {
    window.sessionStorage.setItem('cuspid.passwordReset', JSON.stringify({ phone: '13812345678', resetTicket: 't' }));
    const user = userEvent.setup();
    renderWithProviders(<ResetFlow />, { path: '/change' });
    await user.type(await screen.findByLabelText('New password'), 'Incisor#77');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Incisor#78');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(descriptionOf(screen.getByLabelText('Repeat the new password'))).toBe('The passwords do not match.');
    expect(resets).toEqual([]);
  });
});
