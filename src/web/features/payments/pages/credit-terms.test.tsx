import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TClinicQuota } from '../../../../domain/payments/credit';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import {
  buildCheck,
  buildPayment,
  buildUnpaid,
  servePayPasswordState,
  servePaymentCall,
} from '../testing/payments-api';
import { ConfirmOrderPage } from './confirm-order-page';
import { FinancialDataPage } from './financial-data-page';

const PATH = '/mergePay/confirmOrder?payIds=1,2';
const withQuota = buildSession({ hasQuotaPermission: true });
const quotaOf = (overrides: Partial<TClinicQuota> = {}): TClinicQuota => ({
  clinicId: 11,
  hasQuota: true,
  limitAmount: 5000,
  usedAmount: 3499.5,
  remainingAmount: 1500.5,
  balanceAmount: 2000,
  movements: [],
  ...overrides,
});
const creditRadio = () => screen.getByRole('radio', { name: /^Credit terms \(remaining/ }) as HTMLInputElement;

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(
    'cuspid.mergePay.selection.11',
    JSON.stringify([
      buildUnpaid({ payId: 1, orderId: 101, patientName: 'Li Na', dueAmount: 1000.25 }),
      buildUnpaid({ payId: 2, orderId: 102, patientName: 'Zhang Wei', dueAmount: 500.25 }),
    ]),
  );
  servePaymentCall('savePayType', { data: null });
  servePayPasswordState();
});

describe('credit terms on /mergePay/confirmOrder', () => {
  it('offers credit with the remaining limit when the total is exactly it, pays by quotaPay and says paid after the server', async () => {
    servePaymentCall('combineCheck', { data: buildCheck({ payType: 'balance' }) });
    const quotas = servePaymentCall('getClinicQuota', { data: quotaOf() });
    const pays = servePaymentCall('quotaPay', { data: buildPayment({ balancePartAmount: 0 }) });
    const saved = servePaymentCall('savePayType', { data: null });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH, session: withQuota });
    await screen.findByText('Li Na');
    await screen.findByRole('radio', { name: 'Credit terms (remaining CN¥1,500.50)' });
    expect(quotas.length).toBeGreaterThan(0);
    expect(creditRadio().disabled).toBe(false);
    await userEvent.click(creditRadio());
    expect(screen.getByText('On credit CN¥1,000.25')).toBeTruthy();
    expect(screen.getByText('On credit CN¥500.25')).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment successful.')).toBeTruthy();
    expect(pays[0]!.body).toEqual({ payIds: [1, 2] });
    expect(pays[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved[0]!.body).toEqual({ payType: 'creditTerms' });
  });

  it('one cent more than the remaining limit: the method is disabled with the reason', async () => {
    servePaymentCall('combineCheck', { data: buildCheck() });
    servePaymentCall('getClinicQuota', { data: quotaOf({ remainingAmount: 1500.49 }) });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH, session: withQuota });
    await screen.findByRole('radio', { name: 'Credit terms (remaining CN¥1,500.49)' });
    expect(creditRadio().disabled).toBe(true);
    expect(screen.getByText('This payment is more than the remaining credit (CN¥1,500.49).')).toBeTruthy();
  });

  it('46050 from the server (another payer used the credit meanwhile): says so and pays nothing', async () => {
    servePaymentCall('combineCheck', { data: buildCheck() });
    servePaymentCall('getClinicQuota', { data: quotaOf() });
    servePaymentCall('quotaPay', {
      code: 46050,
      msg: 'The total is more than the remaining credit (CN¥10.00). Choose another method.',
      status: 400,
    });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH, session: withQuota });
    await screen.findByRole('radio', { name: /^Credit terms/ });
    await userEvent.click(creditRadio());
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(/more than the remaining credit \(CN¥10\.00\)/)).toBeTruthy();
    expect(screen.queryByText('Payment successful.')).toBeNull();
  });

  it('without the quota permission there is no credit method and the quota is not asked for', async () => {
    servePaymentCall('combineCheck', { data: buildCheck() });
    const quotas = servePaymentCall('getClinicQuota', { data: quotaOf() });
    renderSignedIn(<ConfirmOrderPage />, { path: PATH });
    await screen.findByText('Li Na');
    expect(screen.queryByRole('radio', { name: /^Credit terms/ })).toBeNull();
    expect(quotas).toEqual([]);
  });
});

describe('/financialData', () => {
  it('shows the limit, used, remaining, the balance and the credit movements', async () => {
    servePaymentCall('getClinicQuota', {
      data: quotaOf({
        movements: [
          { id: 3, kind: 'repayment', amount: 500, reason: 'Bank transfer 42', createdAt: Date.UTC(2026, 10, 20, 8) },
          { id: 2, kind: 'payment', amount: -3999.5, reason: null, createdAt: Date.UTC(2026, 10, 10, 8) },
        ],
      }),
    });
    renderSignedIn(<FinancialDataPage />, { path: '/financialData', session: withQuota });
    const figures = await screen.findByRole('region', { name: 'Credit terms' });
    expect(within(figures).getByText('CN¥5,000.00')).toBeTruthy();
    expect(within(figures).getByText('CN¥3,499.50')).toBeTruthy();
    expect(within(figures).getByText('CN¥1,500.50')).toBeTruthy();
    expect(within(figures).getByText('CN¥2,000.00')).toBeTruthy();
    expect(screen.getByText('Repayment')).toBeTruthy();
    expect(screen.getByText(/Bank transfer 42/)).toBeTruthy();
    expect(screen.getByText('Paid on credit')).toBeTruthy();
    expect(screen.getByText('-CN¥3,999.50')).toBeTruthy();
  });

  it('says so when the clinic has no credit terms', async () => {
    renderSignedIn(<FinancialDataPage />, { path: '/financialData' });
    expect(await screen.findByText(/Your clinic has no credit terms/)).toBeTruthy();
  });
});
