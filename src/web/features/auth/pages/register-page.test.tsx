import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRegisterRequest } from '../../../../domain/accounts/sign-in';
import { completeSignIn } from '../../../lib/session/sign-in';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, buildSession, descriptionOf, failure, success } from '../testing/auth-api';
import { RegisterPage } from './register-page';

vi.mock('../../../lib/session/sign-in', () => ({ completeSignIn: vi.fn(async () => undefined) }));

let registerBodies: TRegisterRequest[];
let checkedAccounts: string[];

beforeEach(() => {
  vi.mocked(completeSignIn).mockClear();
  registerBodies = [];
  checkedAccounts = [];
  server.use(
    http.post(apiUrl('user', '/v1/account/check'), ({ request }) => {
      const account = new URL(request.url).searchParams.get('account') ?? '';
      checkedAccounts.push(account);
      return success({ exists: account === '13900000000' });
    }),
    http.post(apiUrl('user', '/v1/sms-captcha'), () => success({ resendAfterSeconds: 60, expiresInSeconds: 600 })),
    http.post(apiUrl('user', '/v1/pc-register'), async ({ request }) => {
      const body = (await request.json()) as TRegisterRequest;
      registerBodies.push(body);
      return body.phone === '13911111111'
        ? failure(41008, 'This phone number is already registered. Sign in instead.')
        : success(buildSession({ phone: body.phone }));
    }),
  );
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: { phone: string; confirmation: string }) {
  await user.type(screen.getByLabelText('Mobile number'), values.phone);
  await user.type(screen.getByLabelText('SMS code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'Molar#2024');
  await user.type(screen.getByLabelText('Repeat the password'), values.confirmation);
}

describe('/register', () => {
  it('requires the agreement and matching passwords before it calls the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill(user, { phone: '13812345678', confirmation: 'Molar#2025' });
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(descriptionOf(screen.getByLabelText('Repeat the password'))).toBe('The passwords do not match.');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /accept the user agreement/ }))).toBe(
      'Please accept the user agreement and privacy policy first.',
    );
    expect(registerBodies).toEqual([]);
    const agreementLinks = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(agreementLinks).toEqual(expect.arrayContaining(['/userAgreement', '/privacyPolicy']));
  });

  it('registers and signs the new user in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill(user, { phone: '13812345678', confirmation: 'Molar#2024' });
    await user.click(screen.getByRole('checkbox', { name: /accept the user agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(buildSession({ phone: '13812345678' })));
    expect(registerBodies).toEqual([
      { phone: '13812345678', phoneCaptcha: '123456', password: 'Molar#2024', agreementAccepted: true },
    ]);
  });

  it('checks the password rule of spec section 5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Password'), 'molar');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain('Password must be 8 to 20 characters.');
  });

  it('41008: shows the message on the phone and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill(user, { phone: '13911111111', confirmation: 'Molar#2024' });
    await user.click(screen.getByRole('checkbox', { name: /accept the user agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    const phone = screen.getByLabelText<HTMLInputElement>('Mobile number');
    await waitFor(() => expect(descriptionOf(phone)).toBe('This phone number is already registered. Sign in instead.'));
    expect(phone.value).toBe('13911111111');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Molar#2024');
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it('says early that a phone is taken, when the phone field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Mobile number'), '13900000000');
    await user.tab();
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Mobile number'))).toBe(
        'This phone number is already registered. Sign in instead.',
      ),
    );
    expect(checkedAccounts).toEqual(['13900000000']);

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '13812345678');
    expect(descriptionOf(screen.getByLabelText('Mobile number'))).toBe('');
  });

  it('sends the registration code for purpose register', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('user', '/v1/sms-captcha'), async ({ request }) => {
        bodies.push(await request.json());
        return success({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Mobile number'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    expect(bodies).toEqual([{ phone: '13812345678', purpose: 'register' }]);
  });
});
