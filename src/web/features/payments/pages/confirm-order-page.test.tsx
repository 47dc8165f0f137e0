import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAY_SECURITY_PATHS } from '../../../../domain/payments/pay-security';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import {
  buildCheck,
  buildPayment,
  buildUnpaid,
  servePayPasswordState,
  servePaymentCall,
  serveUnpaidList,
} from '../testing/payments-api';
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

type Recorded = { body: unknown; idempotencyKey: string | null };
const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

describe('/mergePay/confirmOrder, paying the chosen payment orders', () => {
  it('opened by its address without the orders chosen in this tab: asks the server for them, each named and priced', async () => {
    window.sessionStorage.setItem('cuspid.mergePay.selection.11', JSON.stringify([chosen[0]]));
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    const lists = serveUnpaidList([...chosen, buildUnpaid({ payId: 3, patientName: 'Not in it' })]);
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    expect(await screen.findByText('Zhang Wei')).toBeTruthy();
    expect(screen.getByText('Li Na')).toBeTruthy();
    expect(screen.queryByText('Not in it')).toBeNull();
    expect(screen.queryByText(/^Payment order/)).toBeNull();
    expect(lists).toEqual([{ keyword: '', payIds: [2], pageIndex: 1, pageSize: 50 }]);
  });

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

  it('the coupon picker gets the coupons and the one taken off; a choice is asked of combineCheck and paid with', async () => {
    const coupon = {
      id: 7,
      name: '¥100 off',
      amount: 100,
      thresholdAmount: 1000,
      validTo: Date.UTC(2027, 0, 1),
      usable: true,
      discountAmount: 100,
      shortfallAmount: null,
    };
    const checks = servePaymentCall(
      'combineCheck',
      { data: buildCheck({ payType: 'balance', coupons: [coupon], couponId: 7, couponAmount: 100 }) },
      { data: buildCheck({ payType: 'balance', coupons: [coupon], couponId: null }) },
      { data: buildCheck({ payType: 'balance', coupons: [coupon], couponId: 7, couponAmount: 100 }) },
    );
    const pays = servePaymentCall('mergePay', { data: buildPayment({ couponId: 7, couponAmount: 100 }) });
    renderSignedIn(
      <ConfirmOrderPage
        couponPicker={({ coupons, selectedId, onChange }) => (
          <div>
            <button type="button" onClick={() => onChange(selectedId === null ? 7 : null)}>
              Coupons: {coupons.map((one) => one.name).join(', ')}; taken off: {String(selectedId)}
            </button>
          </div>
        )}
      />,
      { path: PATH },
    );
    await screen.findByText('Li Na');
    expect(checks[0]!.body).toEqual({ payIds: [1, 2] });
    expect(screen.getByTestId('orders-total').textContent).toBe('CN¥1,500.50');
    expect(screen.getByTestId('coupon-total').textContent).toBe('−CN¥100.00');
    expect(screen.getByTestId('due-total').textContent).toBe('CN¥1,400.50');
    // The coupon's discount split by what is due (1,000.25 : 500.25), largest remainder.
    expect(screen.getByText('Coupon −CN¥66.66')).toBeTruthy();
    expect(screen.getByText('Coupon −CN¥33.34')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /taken off: 7/ }));
    await screen.findByRole('button', { name: /taken off: null/ });
    expect(checks[1]!.body).toEqual({ payIds: [1, 2], couponId: null });
    expect(screen.queryByTestId('coupon-total')).toBeNull();
    expect(screen.getByTestId('due-total').textContent).toBe('CN¥1,500.50');

    await userEvent.click(screen.getByRole('button', { name: /taken off: null/ }));
    await screen.findByRole('button', { name: /taken off: 7/ });
    expect(checks[2]!.body).toEqual({ payIds: [1, 2], couponId: 7 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false));
    await payNow();
    expect(await screen.findByText('Payment successful.')).toBeTruthy();
    expect(pays[0]!.body).toEqual({ payIds: [1, 2], useBalance: true, couponId: 7 });
  });

  it('paying from the balance takes the payment password once the clinic has one, sent and never kept', async () => {
    servePayPasswordState({ isSet: true });
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    const pays = servePaymentCall(
      'mergePay',
      { code: 46041, msg: 'Wrong payment password. 4 attempts left.', status: 400 },
      { data: buildPayment() },
    );
    const { queryClient } = renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    const field = (await screen.findByLabelText(/^Payment password/)) as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, '12a34-5');
    expect(field.value).toBe('12345');
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(field, '69');
    expect(field.value).toBe('123456');

    await payNow();
    expect(await screen.findByText('Wrong payment password. 4 attempts left.')).toBeTruthy();
    expect(pays[0]!.body).toEqual({ payIds: [1, 2], useBalance: true, payPassword: '123456' });
    expect(field.value).toBe('');
    expect(screen.queryByText('Payment successful.')).toBeNull();

    await userEvent.type(field, '654321');
    await payNow();
    expect(await screen.findByText('Payment successful.')).toBeTruthy();
    expect(pays[1]!.body).toEqual({ payIds: [1, 2], useBalance: true, payPassword: '654321' });
    // Nothing the device keeps (the persisted query and mutation cache) holds the password.
    const kept = dehydrate(queryClient);
    expect(kept.mutations).toEqual([]);
    expect(JSON.stringify(kept)).not.toContain('payPassword');
  });

  it('a wallet alone needs no payment password', async () => {
    servePayPasswordState({ isSet: true });
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'wechat' }) });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });

  it('46042 locked: the field is closed with a live countdown; a wallet can still pay', async () => {
    servePayPasswordState({ isSet: true });
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    servePaymentCall('mergePay', {
      code: 46042,
      msg: 'Too many wrong payment passwords. Try again in 900 seconds.',
      status: 429,
      errorData: { retryAfterSeconds: 900 },
    });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    const field = (await screen.findByLabelText(/^Payment password/)) as HTMLInputElement;
    await userEvent.type(field, '111111');
    await payNow();
    expect(await screen.findByText('Too many wrong payment passwords. Try again in 900 seconds.')).toBeTruthy();
    expect(await screen.findByText(/locked for 1[45]:\d\d/)).toBeTruthy();
    expect(field.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'WeChat Pay' }));
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });

  it('shares a pay-on-behalf link for these orders instead: the link, its QR code and until when it can be used', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'wechat' }) });
    const created: Recorded[] = [];
    server.use(
      http.post(apiUrl('design', PAY_SECURITY_PATHS.linkCreate), async ({ request }) => {
        created.push({ body: await request.json(), idempotencyKey: request.headers.get('idempotency-key') });
        return HttpResponse.json(envelope({ token: 'tok.en', amount: 1500.5, expiresAt: Date.now() + 86_400_000 }));
      }),
    );
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    await userEvent.click(screen.getByRole('button', { name: 'Share a pay link' }));
    expect(await screen.findByRole('heading', { name: 'Pay link for CN¥1,500.50' })).toBeTruthy();
    expect(created).toEqual([{ body: { payIds: [1, 2] }, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(screen.getByTestId('pay-link').textContent).toBe(`${window.location.origin}/pay?link=tok.en`);
    expect(await screen.findByRole('img', { name: 'QR code of the pay link' })).toBeTruthy();
    expect(screen.getByText(/^It can be used once, until /)).toBeTruthy();
  });

  it('paying waits for the fee agreement', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    renderSignedIn(
      <ConfirmOrderPage
        feeAgreement={({ isAccepted, onChange }) => (
          <label>
            <input type="checkbox" checked={isAccepted} onChange={(event) => onChange(event.target.checked)} />
            Fee agreement
          </label>
        )}
      />,
      { path: PATH },
    );
    await screen.findByText('Li Na');
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fee agreement' }));
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });
});
