import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAY_SECURITY_PATHS, type TPayPasswordState } from '../../../../domain/payments/pay-security';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl } from '../../../testing/session-generators';
import { PersonalCenterPage } from '../pages/personal-center-page';
import { failure, success } from '../testing/personal-api';

function answerState(state: Partial<TPayPasswordState>) {
  server.use(
    http.post(apiUrl('design', PAY_SECURITY_PATHS.passwordState), () =>
      success({ isSet: false, lockedSeconds: 0, canManage: true, maskedPhone: '138****0000', ...state }),
    ),
  );
}

function answerSet(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('design', PAY_SECURITY_PATHS.passwordSet), async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const renderPanel = () => renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=8' });

describe('/personalCenter, payment password', () => {
  it('refuses 5 or 7 digits and a confirmation that does not match, without sending', async () => {
    const user = userEvent.setup();
    answerState({});
    const bodies = answerSet(() => success());
    renderPanel();
    const password = await screen.findByLabelText(/^New payment password/);
    await user.type(password, '12345');
    await user.type(screen.getByLabelText(/^Repeat the payment password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findAllByText('The payment password must be 6 digits.')).not.toHaveLength(0);
    await user.type(password, '67');
    expect((password as HTMLInputElement).value).toBe('123456');
    await user.clear(screen.getByLabelText(/^Repeat the payment password/));
    await user.type(screen.getByLabelText(/^Repeat the payment password/), '654321');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The payment passwords do not match.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sets it, keeps the digits nowhere but the form, and clears the form', async () => {
    const user = userEvent.setup();
    answerState({});
    const bodies = answerSet(() => success());
    renderPanel();
    await user.type(await screen.findByLabelText(/^New payment password/), '135790');
    await user.type(screen.getByLabelText(/^Repeat the payment password/), '135790');
    answerState({ isSet: true });
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(bodies).toEqual([{ paymentPassword: '135790', paymentPasswordConfirmation: '135790' }]));
    expect(await screen.findByText('Payment password saved.')).toBeTruthy();
    expect((screen.getByLabelText(/^New payment password/) as HTMLInputElement).value).toBe('');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('135790');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('135790');
  });

  it('shows a live countdown while wrong tries lock it', async () => {
    const user = userEvent.setup();
    answerState({ isSet: true });
    answerSet(() => failure(PaymentErrorCode.payPasswordLocked, 'Too many wrong payment passwords. Try again in 900 seconds.', { retryAfterSeconds: 900 }));
    renderPanel();
    await user.type(await screen.findByLabelText(/^Current payment password/), '000000');
    await user.type(screen.getByLabelText(/^New payment password/), '111111');
    await user.type(screen.getByLabelText(/^Repeat the payment password/), '111111');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/locked for (89\d|90\d) more seconds/);
  });

  it('tells a member who is not an admin to ask one', async () => {
    answerState({ canManage: false, maskedPhone: null });
    renderPanel();
    expect(await screen.findByText('Only a clinic admin can set or change the payment password.')).toBeTruthy();
    expect(screen.queryByLabelText(/^New payment password/)).toBeNull();
  });
});

