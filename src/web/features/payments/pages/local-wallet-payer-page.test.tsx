import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { servePaymentCall } from '../testing/payments-api';
import { LocalWalletPayerPage } from './local-wallet-payer-page';

const notification = (state: 'SUCCESS' | 'CLOSED') => ({ notification: { state } });

describe("/mergePay/localWallet, the local wallet's payer", () => {
  it('approves the code brought by the QR page’s link', async () => {
    const decisions = servePaymentCall('localWalletDecide', { data: notification('SUCCESS') });
    renderSignedIn(<LocalWalletPayerPage />, { path: '/mergePay/localWallet?code=lw1.abc.signed' });
    expect((screen.getByLabelText('QR code text') as HTMLTextAreaElement).value).toBe('lw1.abc.signed');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the payment' }));
    expect(await screen.findByText(/^Approved: the payment is paid/)).toBeTruthy();
    expect(decisions[0]!.body).toEqual({ qrPayload: 'lw1.abc.signed', decision: 'approve' });
  });

  it('a pasted code declined after it was approved: the first decision stands and the page says so', async () => {
    servePaymentCall('localWalletDecide', { data: notification('SUCCESS') });
    renderSignedIn(<LocalWalletPayerPage />, { path: '/mergePay/localWallet' });
    await userEvent.type(screen.getByLabelText('QR code text'), 'lw1.def.signed');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/^Approved: the payment is paid/)).toBeTruthy();
  });

  it('an expired code: the server’s message', async () => {
    servePaymentCall('localWalletDecide', {
      code: 46009,
      msg: 'The payment code has expired. Start the payment again.',
      status: 400,
    });
    renderSignedIn(<LocalWalletPayerPage />, { path: '/mergePay/localWallet?code=lw1.old' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve the payment' }));
    expect(await screen.findByText('The payment code has expired. Start the payment again.')).toBeTruthy();
  });
});
