import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import { answerObjectStore, pngFile } from '../../../lib/upload/testing/object-store';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ConfirmOrderPage } from '../pages/confirm-order-page';
import { buildCheck, buildUnpaid, servePaymentCall, servePayPasswordState } from '../testing/payments-api';
import { buildRemittance, serveRemittanceCall, TRANSFER_ACCOUNT } from '../testing/remittances-api';

const PATH = '/mergePay/confirmOrder?payIds=2,1';
const DRAFT_KEY = 'cuspid.mergePay.remittance.11';

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(
    'cuspid.mergePay.selection.11',
    JSON.stringify([buildUnpaid({ payId: 1, dueAmount: 1000.25 }), buildUnpaid({ payId: 2, dueAmount: 500.25 })]),
  );
  servePayPasswordState();
  servePaymentCall('savePayType', { data: null });
  servePaymentCall('combineCheck', { data: buildCheck({ payType: 'corporateTransfer' }) });
  serveRemittanceCall('account', { data: TRANSFER_ACCOUNT });
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const record = () => userEvent.click(screen.getByRole('button', { name: 'Record the remittance' }));

async function fillValid() {
  await userEvent.type(field('Remitting account name'), 'ｂｒｉｇｈｔ smile  clinic');
  await userEvent.type(field('Remitting account number'), '6222 0212 3456 7890');
  await userEvent.type(field('Remitting bank'), 'ICBC Hangzhou');
  await userEvent.type(field('Day of the remittance'), '2026-11-20');
}

describe('corporate transfer on /mergePay/confirmOrder', () => {
  it('shows the bank block: account name, number, bank, the amount and the reference', async () => {
    serveRemittanceCall('list', { data: { list: [] } });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    expect(((await screen.findByRole('radio', { name: 'Corporate transfer' })) as HTMLInputElement).checked).toBe(true);
    expect((await screen.findByTestId('bank-account-name')).textContent).toBe(TRANSFER_ACCOUNT.accountName);
    expect(screen.getByTestId('bank-account-no').textContent).toBe(TRANSFER_ACCOUNT.accountNo);
    expect(screen.getByTestId('bank-name').textContent).toBe(TRANSFER_ACCOUNT.bankName);
    expect(screen.getByTestId('bank-amount').textContent).toBe('CN¥1,500.50');
    expect(screen.getByTestId('bank-reference').textContent).toBe('CUSPID-C000011');
    // Not a wallet payment: no "Pay now", no password; each order's part is said to go by the transfer.
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByText('By transfer CN¥1,000.25')).toBeTruthy();
    expect(screen.getByText('By transfer CN¥500.25')).toBeTruthy();
    expect(screen.queryByText(/^Wallet/)).toBeNull();
  });

  it('checks the form before sending: required fields, the name must be the clinic’s, the amount exactly what is due', async () => {
    serveRemittanceCall('list', { data: { list: [] } });
    const submits = serveRemittanceCall('submit', { data: buildRemittance() });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByTestId('bank-account-name');
    expect(field('Amount remitted').value).toBe('1500.50');
    await record();
    expect(screen.getByText('Enter the name of the account the money was sent from.')).toBeTruthy();
    expect(screen.getByText('Enter the account number: 6 to 32 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the bank the money was sent from.')).toBeTruthy();
    expect(screen.getByText('Enter the day the money was sent (not in the future).')).toBeTruthy();
    expect(screen.getByText('Add a photo of the remittance receipt.')).toBeTruthy();
    await userEvent.type(field('Remitting account name'), 'Bright Smile Dental Ltd');
    await userEvent.clear(field('Amount remitted'));
    await userEvent.type(field('Amount remitted'), '1500');
    await record();
    expect(screen.getByText("The account name must be the clinic's name.")).toBeTruthy();
    expect(screen.getByText('The amount must be exactly what is to be paid.')).toBeTruthy();
    expect(submits).toEqual([]);
  });

  it('records a remittance with its receipt photo under an Idempotency-Key; the orders then wait for finance', async () => {
    const store = answerObjectStore();
    serveRemittanceCall('list', { data: { list: [] } });
    const submits = serveRemittanceCall('submit', { data: buildRemittance() });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByTestId('bank-account-name');
    await fillValid();
    await userEvent.upload(field('Photo of the remittance receipt'), pngFile('receipt.png'));
    await waitFor(() => expect(store.completed).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Record the remittance' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await record();
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]!.body).toEqual({
      payIds: [1, 2],
      payerAccountName: 'ｂｒｉｇｈｔ smile  clinic',
      payerAccountNo: '6222 0212 3456 7890',
      payerBank: 'ICBC Hangzhou',
      amount: 1500.5,
      remittedOn: '2026-11-20',
      proofKey: expect.stringMatching(/^remittance\//),
    });
    expect(submits[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('remittance-state')).textContent).toContain('waits for the factory');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('says the server’s refusal at the field it concerns', async () => {
    answerObjectStore();
    serveRemittanceCall('list', { data: { list: [] } });
    serveRemittanceCall('submit', {
      code: PaymentErrorCode.remittanceNameMismatch,
      msg: "The remitting account's name must be the clinic's name: Bright Smile Clinic.",
      status: 400,
    });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByTestId('bank-account-name');
    await fillValid();
    await userEvent.upload(field('Photo of the remittance receipt'), pngFile('receipt.png'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Record the remittance' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await record();
    expect(
      await screen.findByText("The remitting account's name must be the clinic's name: Bright Smile Clinic."),
    ).toBeTruthy();
  });

  it('offline: says recording needs the network, keeps what was typed, and gives it back after a reload', async () => {
    serveRemittanceCall('list', { data: { list: [] } });
    const first = renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByTestId('bank-account-name');
    await userEvent.type(field('Remitting account name'), 'Bright Smile Clinic');
    await userEvent.type(field('Remitting bank'), 'ICBC');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/Recording a remittance needs the network/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Record the remittance' }) as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      payerAccountName: 'Bright Smile Clinic',
      payerBank: 'ICBC',
    });
    first.unmount();
    onLine.mockReturnValue(true);
    onlineManager.setOnline(true);
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByTestId('bank-account-name');
    expect(field('Remitting account name').value).toBe('Bright Smile Clinic');
    expect(field('Remitting bank').value).toBe('ICBC');
  });

  it('shows a rejected remittance’s reason and the form again; a waiting one instead of the form', async () => {
    serveRemittanceCall('list', {
      data: { list: [buildRemittance({ state: 'rejected', rejectReason: 'Not on our statement' })] },
    });
    const view = renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    expect((await screen.findByTestId('remittance-state')).textContent).toContain('Not on our statement');
    expect(screen.getByRole('button', { name: 'Record the remittance' })).toBeTruthy();
    view.unmount();
    serveRemittanceCall('list', { data: { list: [buildRemittance()] } });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    expect((await screen.findByTestId('remittance-state')).textContent).toContain('waits for the factory');
    expect(screen.queryByRole('button', { name: 'Record the remittance' })).toBeNull();
  });
});
