import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentErrorCode } from '../../../../domain/payments/payment-codes';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import { buildRemittance, serveRemittanceCall } from '../testing/remittances-api';
import { FactoryRemittancesPage } from './factory-remittances-page';

const session = (factoryRole: 'finance' | 'designer' = 'finance') =>
  buildSession({ isFactory: true, factoryRole, clinicId: null, clinicList: [] });

afterEach(() => window.history.replaceState(null, '', '/'));

function renderPage(factoryRole: 'finance' | 'designer' = 'finance') {
  window.history.replaceState(null, '', '/userFactory/remittances');
  return renderSignedIn(<FactoryRemittancesPage />, {
    path: '/userFactory/remittances',
    session: session(factoryRole),
  });
}

describe('/userFactory/remittances, factory finance confirms bank remittances', () => {
  it('lists the queue with the payer account, the orders and the receipt photo; confirms after a second press', async () => {
    const lists = serveRemittanceCall('factoryList', { data: { list: [buildRemittance()], total: 1 } });
    const confirms = serveRemittanceCall('factoryConfirm', { data: buildRemittance({ state: 'confirmed' }) });
    renderPage();
    const card = await screen.findByTestId('remittance-5');
    expect(lists[0]!.body).toEqual({ state: 'submitted', pageIndex: 1, pageSize: 10 });
    expect(within(card).getByText('Bright Smile Clinic · 6222021234567890')).toBeTruthy();
    expect(within(card).getByText('CN¥1,500.50')).toBeTruthy();
    expect(within(card).getByText(/#101/)).toBeTruthy();
    const photo = within(card).getByRole('img', { name: 'Photo of the remittance receipt' }) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/files/remittance/1-receipt.png?sig=x');

    await userEvent.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    expect(confirms).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, CN¥1,500.50 arrived on our account' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]!.body).toEqual({ remittanceId: 5 });
    expect(confirms[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Confirmed: the orders of Bright Smile Clinic are paid.')).toBeTruthy();
  });

  it('rejects only with a reason, which it sends', async () => {
    serveRemittanceCall('factoryList', { data: { list: [buildRemittance()], total: 1 } });
    const rejects = serveRemittanceCall('factoryReject', {
      data: buildRemittance({ state: 'rejected', rejectReason: 'Not received' }),
    });
    renderPage();
    const card = await screen.findByTestId('remittance-5');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the remittance' }));
    expect(within(card).getByText('Enter why the remittance is rejected.')).toBeTruthy();
    expect(rejects).toEqual([]);
    await userEvent.type(within(card).getByLabelText(/Why is it rejected/), '  Not received ');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the remittance' }));
    await waitFor(() => expect(rejects).toHaveLength(1));
    expect(rejects[0]!.body).toEqual({ remittanceId: 5, reason: 'Not received' });
    expect(await screen.findByText('Rejected: Bright Smile Clinic will see the reason.')).toBeTruthy();
  });

  it('says so when someone else decided first', async () => {
    serveRemittanceCall('factoryList', { data: { list: [buildRemittance()], total: 1 } });
    serveRemittanceCall('factoryConfirm', {
      code: PaymentErrorCode.remittanceDecided,
      msg: 'This remittance has already been confirmed or rejected.',
      status: 409,
    });
    renderPage();
    const card = await screen.findByTestId('remittance-5');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    await userEvent.click(within(card).getByRole('button', { name: /arrived on our account/ }));
    expect(await screen.findByText('This remittance has already been confirmed or rejected.')).toBeTruthy();
  });

  it('shows decided remittances under their tab, and others than finance who confirms', async () => {
    const lists = serveRemittanceCall('factoryList', {
      data: { list: [buildRemittance({ state: 'rejected', rejectReason: 'Wrong amount' })], total: 1 },
    });
    const view = renderPage();
    await screen.findByTestId('remittance-5');
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(lists.at(-1)!.body).toEqual({ state: 'rejected', pageIndex: 1, pageSize: 10 }));
    expect(await screen.findByText('Rejected: Wrong amount')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    view.unmount();
    renderPage('designer');
    expect(await screen.findByText("Remittances are confirmed by the factory's finance desk.")).toBeTruthy();
  });
});
