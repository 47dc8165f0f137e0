import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSmsCaptchaRequest, TSmsLoginRequest } from '../../../../domain/accounts/sign-in';
import { completeSignIn } from '../../../lib/session/sign-in';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, buildSession, descriptionOf, failure, success } from '../testing/auth-api';
import { SignInPanel } from './sign-in-panel';

vi.mock('../../../lib/session/sign-in', () => ({ completeSignIn: vi.fn(async () => undefined) }));

let smsBodies: TSmsCaptchaRequest[];

beforeEach(() => {
  vi.mocked(completeSignIn).mockClear();
  smsBodies = [];
  server.use(
    http.post(apiUrl('user', '/v1/sms-captcha'), async ({ request }) => {
      smsBodies.push((await request.json()) as TSmsCaptchaRequest);
      return success({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

async function openSmsTab(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<SignInPanel />, { path: '/login' });
  await user.click(screen.getByRole('tab', { name: 'SMS code' }));
  return screen.findByRole('form', { name: 'Sign in with an SMS code' });
}

describe('/login: SMS code', () => {
  it('needs a valid phone before it sends a code', async () => {
    const user = userEvent.setup();
    const form = await openSmsTab(user);

    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const phone = within(form).getByLabelText('Mobile number');
    await waitFor(() => expect(descriptionOf(phone)).toBe('Enter an 11-digit mobile number starting with 1.'));

    await user.type(phone, '1101234567');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(descriptionOf(phone)).toBe('Enter an 11-digit mobile number starting with 1.');
    expect(smsBodies).toEqual([]);
  });

  it('sends the code for purpose login and counts down until it may be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await openSmsTab(user);

    await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));

    const resend = await within(form).findByRole('button', { name: 'Resend in 60 s' });
    expect(smsBodies).toEqual([{ phone: '13812345678', purpose: 'login' }]);
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(within(form).getByRole('status').textContent).toBe('Code sent. It is valid for 10 minutes.');

    await act(async () => vi.advanceTimersByTime(1000));
    expect(resend.textContent).toBe('Resend in 59 s');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(resend.textContent).toBe('Resend code');
    expect(resend.hasAttribute('disabled')).toBe(false);
  });

  it('41006: puts the message on the phone and waits the seconds the server names', async () => {
    server.use(
      http.post(apiUrl('user', '/v1/sms-captcha'), () =>
        failure(41006, 'Please wait 42 seconds before asking for another code.', { retryAfterSeconds: 42 }),
      ),
    );
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));

    await within(form).findByRole('button', { name: 'Resend in 42 s' });
    expect(descriptionOf(within(form).getByLabelText('Mobile number'))).toBe(
      'Please wait 42 seconds before asking for another code.',
    );
  });

  it('signs in with the phone and the code', async () => {
    const session = buildSession();
    const loginBodies: TSmsLoginRequest[] = [];
    server.use(
      http.post(apiUrl('tenant', '/v1/sms-login'), async ({ request }) => {
        loginBodies.push((await request.json()) as TSmsLoginRequest);
        return success(session);
      }),
    );
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
    await user.type(within(form).getByLabelText('SMS code'), '123456');
    await user.click(within(form).getByRole('checkbox', { name: /accept the user agreement/ }));
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(session));
    expect(loginBodies).toEqual([{ phone: '13812345678', phoneCaptcha: '123456' }]);
  });

  it('a wrong code shows the server message on the code field and keeps the phone', async () => {
    server.use(http.post(apiUrl('tenant', '/v1/sms-login'), () => failure(41005, 'The SMS code is incorrect or has expired.')));
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
    await user.type(within(form).getByLabelText('SMS code'), '654321');
    await user.click(within(form).getByRole('checkbox', { name: /accept the user agreement/ }));
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText('SMS code'))).toBe('The SMS code is incorrect or has expired.'),
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Mobile number').value).toBe('13812345678');
    expect(completeSignIn).not.toHaveBeenCalled();
  });
});
