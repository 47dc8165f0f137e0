import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAY_SECURITY_PATHS, payLinkPath, type TPayLinkView } from '../../../../domain/payments/pay-security';
import { captureQueryToken, hasLocalSession } from '../../../lib/session/session';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl } from '../../../testing/session-generators';
import { WxPayLinkPage } from './pay-link-page';

const envelope = (data: unknown) => Response.json({ code: 200, msg: 'Success', data });
const open: TPayLinkView = {
  state: 'open',
  clinicName: 'Clinic A',
  amount: 88.8,
  expiresAt: Date.now() + 3600_000,
  orders: [{ orderId: 41, kind: 1, amount: 88.8 }],
  payment: null,
};

describe('/wxPay, the pay-on-behalf link opened signed out', () => {
  it("a link's address carries no session: opened at start, the tab stays signed out and keeps the link", () => {
    const path = payLinkPath('12.1790000000000.sig');
    window.history.pushState(null, '', path);
    captureQueryToken();
    expect(hasLocalSession()).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe(path);
    window.history.pushState(null, '', '/');
  });

  it('shows the amount and orders, then the QR code and the live status once a wallet is chosen', async () => {
    const user = userEvent.setup();
    let current: TPayLinkView = open;
    server.use(
      http.post(apiUrl('design', PAY_SECURITY_PATHS.linkView), () => envelope(current)),
      http.post(apiUrl('design', PAY_SECURITY_PATHS.linkPay), () => {
        current = {
          ...open,
          state: 'pending',
          payment: {
            paymentId: 7,
            wallet: 'wechat',
            qrPayload: 'cuspid-local-wallet:abc.def',
            expiresAt: Date.now() + 7200_000,
          },
        };
        return envelope(current);
      }),
    );
    renderWithProviders(<WxPayLinkPage />, { path: '/wxPay?link=1.2.sig' });
    expect(await screen.findByText('Clinic A')).toBeTruthy();
    expect(screen.getByText(/Order 41/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay with WeChat Pay' }));
    expect(await screen.findByRole('img', { name: 'Payment QR code' })).toBeTruthy();
    expect(screen.getByText(/This page updates when the payment arrives/)).toBeTruthy();
    current = { ...open, state: 'paid' };
    expect(await screen.findByText(/this link cannot be paid again/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay with/ })).toBeNull();
  });

  it('says so when the link is expired, and when it is not valid', async () => {
    server.use(http.post(apiUrl('design', PAY_SECURITY_PATHS.linkView), () => envelope({ ...open, state: 'expired' })));
    const { unmount } = renderWithProviders(<WxPayLinkPage />, { path: '/wxPay?link=1.2.sig' });
    expect(await screen.findByText(/This payment link has expired/)).toBeTruthy();
    unmount();
    server.use(
      http.post(apiUrl('design', PAY_SECURITY_PATHS.linkView), () =>
        Response.json(
          { code: PaymentErrorCode.payLinkInvalid, msg: 'This payment link is not valid.', data: null },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<WxPayLinkPage />, { path: '/wxPay?link=tampered' });
    expect(await screen.findByText('This payment link is not valid.')).toBeTruthy();
  });
});
