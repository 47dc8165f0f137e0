import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { paymentQueries } from '../api/payments-api';
import { buildUnpaid, serveUnpaidList } from '../testing/payments-api';
import { MergePayPage } from './merge-pay-page';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const rows = [
  buildUnpaid({ payId: 1, dueAmount: 1000.25, amount: 1000.25 }),
  buildUnpaid({ payId: 2, kind: 9, dueAmount: 500.25, amount: 800, paidAmount: 299.75 }),
  buildUnpaid({ payId: 3, productLine: 2, kind: 6, dueAmount: 300 }),
];
const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const total = () => screen.getByTestId('selection-total').textContent;

describe('/mergePay, the payment orders to pay', () => {
  it('lists what is due, adds several to one payment with their total, and goes on to pay them', async () => {
    const requests = serveUnpaidList(rows);
    const { location } = renderSignedIn(<MergePayPage />, { path: '/mergePay' });
    await screen.findByText('Patient 1');
    const table = screen.getByRole('table', { name: 'Payment orders to pay' });
    expect(within(table).getAllByText('CN¥1,000.25')).toHaveLength(2);
    expect(within(table).getByText('CN¥500.25')).toBeTruthy();
    expect(within(table).getByText(/price difference/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(box(/Pay order 101/));
    await userEvent.click(box(/Pay order 102/));
    expect(total()).toBe('Total CN¥1,500.50');
    await userEvent.click(box(/Pay order 101/));
    expect(total()).toBe('Total CN¥500.25');
    await userEvent.click(box(/Pay order 101/));

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(location.history.at(-1)).toBe('/mergePay/confirmOrder?payIds=1,2');
    expect(requests[0]).toEqual({ keyword: '', pageIndex: 1, pageSize: 10 });
  });

  it('says which orders wait for a wallet and which for a bank remittance to be confirmed', async () => {
    serveUnpaidList([
      buildUnpaid({ payId: 1, paymentWaiting: true }),
      buildUnpaid({ payId: 2, paymentWaiting: true, remittanceWaiting: true }),
    ]);
    renderSignedIn(<MergePayPage />, { path: '/mergePay' });
    await screen.findByText('Patient 1');
    expect(screen.getAllByText('A payment of it is waiting for its wallet')).toHaveLength(1);
    expect(screen.getAllByText("A bank remittance of it waits for the factory's finance")).toHaveLength(1);
  });

  it('filters by what the payment is for and the product line; the choice stays across filters', async () => {
    const requests = serveUnpaidList(rows);
    renderSignedIn(<MergePayPage />, { path: '/mergePay' });
    await screen.findByText('Patient 1');
    await userEvent.click(box(/Pay order 101/));
    await userEvent.selectOptions(screen.getByLabelText('Payment for'), 'fixed denture');
    await waitFor(() => expect(screen.queryByText('Patient 1')).toBeNull());
    expect(screen.getByText('Patient 3')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Product line'), '2');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ kind: 6, productLine: 2, keyword: '', pageIndex: 1, pageSize: 10 }),
    );
    expect(total()).toBe('Total CN¥1,000.25');
  });

  it("an order's Pay link searches for its patient and starts with its payment orders chosen", async () => {
    const requests = serveUnpaidList(rows);
    renderSignedIn(<MergePayPage />, { path: '/mergePay?orderId=102&keyword=Patient%202' });
    await screen.findByText('Patient 2');
    await waitFor(() => expect(total()).toBe('Total CN¥500.25'));
    expect((box(/Pay order 102/) as HTMLInputElement).checked).toBe(true);
    expect(requests[0]).toMatchObject({ keyword: 'Patient 2' });
  });

  it('offline: the list last read on this device with its age; the choice is kept and paying waits for the network', async () => {
    const requests = serveUnpaidList(rows);
    window.sessionStorage.setItem('cuspid.mergePay.selection.11', JSON.stringify([rows[0]]));
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { queryClient } = renderSignedIn(<MergePayPage />, { path: '/mergePay' });
    act(() => {
      queryClient.setQueryData(
        paymentQueries.unpaid(11, { keyword: '', pageIndex: 1, pageSize: 10 }).queryKey,
        { list: rows, total: rows.length },
        { updatedAt: Date.now() - 5 * 60 * 1000 },
      );
    });
    await screen.findByText('Patient 2');
    expect(screen.getByText(/^Offline — showing the list as of/)).toBeTruthy();
    expect(screen.getByText('Updated 5 minutes ago')).toBeTruthy();
    expect(screen.getByText(/Paying needs the network/)).toBeTruthy();
    expect(total()).toBe('Total CN¥1,000.25');
    await userEvent.click(box(/Pay order 102/));
    expect(total()).toBe('Total CN¥1,500.50');
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('staff whose prices are hidden see no amounts and cannot choose anything to pay', async () => {
    serveUnpaidList(rows, { hidePrices: true });
    renderSignedIn(<MergePayPage />, { path: '/mergePay' });
    await screen.findByText('Patient 1');
    expect(screen.getByText(/Prices are hidden for your position/)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByText(/CN¥/)).toBeNull();
  });
});
