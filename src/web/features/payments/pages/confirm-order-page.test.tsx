import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildCheck, buildPayment, buildUnpaid, servePaymentCall } from '../testing/payments-api';
import { ConfirmOrderPage } from './confirm-order-page';

const chosen = [
  buildUnpaid({ payId: 1, orderId: 101, patientName: 'Li Na', dueAmount: 1000.25 }),
  buildUnpaid({ payId: 2, orderId: 102, patientName: 'Zhang Wei', kind: 9, dueAmount: 500.25 }),
];
const PATH = '/mergePay/confirmOrder?payIds=2,1';

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem('cuspid.mergePay.selection.11', JSON.stringify(chosen));
  servePaymentCall('savePayType', { data: null });
});

const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

describe('/mergePay/confirmOrder, paying the chosen payment orders', () => {
  it("shows each order's share of the balance, pays from the balance under an Idempotency-Key and says paid once the server does", async () => {
    const checks = servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    const pays = servePaymentCall('mergePay', { data: buildPayment() });
    const saved = servePaymentCall('savePayType', { data: null });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    expect(checks[0]!.body).toEqual({ payIds: [1, 2] });
    expect(screen.getByTestId('due-total').textContent).toBe('CN¥1,500.50');
    expect((screen.getByRole('radio', { name: 'Balance (CN¥2,000.00)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Balance CN¥1,000.25')).toBeTruthy();
    expect(screen.getByText('Balance CN¥500.25')).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();

    await payNow();
    expect(await screen.findByText('Payment successful.')).toBeTruthy();
    expect(pays[0]!.body).toEqual({ payIds: [1, 2], useBalance: true });
    expect(pays[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved[0]!.body).toEqual({ payType: 'balance' });
    // Paid: these orders leave the stored choice.
    expect(JSON.parse(window.sessionStorage.getItem('cuspid.mergePay.selection.11') ?? '[]')).toEqual([]);
  });

  it('balance plus a wallet: the QR code, then the status asked for until the wallet says paid', async () => {
    servePaymentCall('combineCheck', {
      data: buildCheck({ balanceAmount: 1000, balanceCovers: false, walletAmount: 500.5 }),
    });
    const pending = buildPayment({
      state: 'pending',
      balancePartAmount: 1000,
      walletPartAmount: 500.5,
      wallet: 'wechat',
      qrPayload: 'lw1.CP0123.50050.signed',
      expiresAt: Date.now() + 2 * 60 * 60 * 1000,
      orderIds: [],
    });
    const pays = servePaymentCall('mergePay', { data: pending });
    const polls = servePaymentCall('status', { data: pending }, { data: buildPayment({ state: 'paid' }) });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    // The balance alone does not cover it: no such choice; balance and a wallet splits by what is due.
    expect(screen.queryByRole('radio', { name: /^Balance \(/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /then WeChat Pay for the rest/ }));
    expect(screen.getByText('Balance CN¥666.61')).toBeTruthy();
    expect(screen.getByText('Wallet CN¥333.64')).toBeTruthy();
    expect(screen.getByText('Balance CN¥333.39')).toBeTruthy();
    expect(screen.getByText('Wallet CN¥166.86')).toBeTruthy();

    await payNow();
    expect(await screen.findByText('Waiting for the payment…')).toBeTruthy();
    expect(pays[0]!.body).toEqual({ payIds: [1, 2], useBalance: true, wallet: 'wechat' });
    expect(screen.getByTestId('qr-payload').textContent).toBe('lw1.CP0123.50050.signed');
    expect(screen.getByRole('link', { name: 'Open the payer’s page' }).getAttribute('href')).toBe(
      `${window.location.origin}/mergePay/localWallet?code=lw1.CP0123.50050.signed`,
    );
    expect(await screen.findByRole('img', { name: 'QR code of the payment' })).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();
    expect(await screen.findByText('Payment successful.', {}, { timeout: 6000 })).toBeTruthy();
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls[0]!.body).toEqual({ paymentId: 31 });
  }, 10_000);

  it('a closed code (expired or declined) says nothing was taken and offers to choose again', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'alipay' }) });
    const pending = buildPayment({ state: 'pending', wallet: 'alipay', qrPayload: 'lw1.x', walletPartAmount: 1500.5 });
    servePaymentCall('mergePay', { data: pending });
    servePaymentCall('status', { data: buildPayment({ ...pending, state: 'closed', qrPayload: null }) });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    expect((screen.getByRole('radio', { name: 'Alipay' }) as HTMLInputElement).checked).toBe(true);
    await payNow();
    expect(await screen.findByText(/The payment was not completed/)).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose how to pay again' }));
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('46003 insufficient balance: says so and asks for another method', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    servePaymentCall('mergePay', {
      code: 46003,
      msg: 'Insufficient balance. Choose another method, or combine the balance with a wallet.',
      status: 400,
    });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    await payNow();
    expect(await screen.findByText(/^Insufficient balance\. Choose another method/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'WeChat Pay' }));
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });

  it('46002 already paid (another device paid first): says so, then goes back to the list', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    servePaymentCall('mergePay', { code: 46002, msg: 'This order has already been paid. Redirecting…', status: 409 });
    const { location } = renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    await payNow();
    expect(await screen.findByText('This order has already been paid. Redirecting…')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/mergePay'), { timeout: 4000 });
  });

  it('46004 a payment of these orders waits elsewhere: says so and pays nothing', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'wechat' }) });
    servePaymentCall('mergePay', {
      code: 46004,
      msg: 'A payment of this order is already waiting to be completed. Finish it, or try again when its code expires.',
      status: 409,
    });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    await payNow();
    expect(await screen.findByText(/already waiting to be completed/)).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();
  });

  it('leaves room for the coupon picker and the fee agreement; paying waits for the agreement', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    renderSignedIn(
      <ConfirmOrderPage
        couponPicker={({ dueAmount }) => <p>Coupons for {dueAmount}</p>}
        feeAgreement={({ isAccepted, onChange }) => (
          <label>
            <input type="checkbox" checked={isAccepted} onChange={(event) => onChange(event.target.checked)} />
            Fee agreement
          </label>
        )}
      />,
      { path: PATH },
    );
    expect(await screen.findByText('Coupons for 1500.5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fee agreement' }));
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });
});
