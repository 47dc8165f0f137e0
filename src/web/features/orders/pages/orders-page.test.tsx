import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TOrderRow } from '../../../../domain/orders/list';
import { server } from '../../../testing/msw-server';
import { answerPublicHosts } from '../../../testing/public-hosts';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import type { OrderListRequest } from '../api/orders-list';
import { orderLinkOf } from '../../../lines/registry';
import { OrdersPage } from './orders-page';

function buildOrder(overrides: Partial<TOrderRow> = {}): TOrderRow {
  const orderId = overrides.orderId ?? 1;
  return {
    orderId,
    orderType: 1,
    status: 21,
    patientName: `Patient ${orderId}`,
    doctorName: 'Dr. Ada Lin',
    amount: 12800.5,
    paidAmount: 3000,
    createdAt: new Date(2025, 4, 14, 9, 30).getTime(),
    updatedAt: new Date(2025, 4, 15, 9, 30).getTime(),
    statusReason: null,
    ...overrides,
  };
}

/** POST /v1/order/list over `orders`; `isPriceHidden` answers as the server does for staff whose prices are hidden. */
function orderListHandler(orders: TOrderRow[], { isPriceHidden = false } = {}) {
  const requests: OrderListRequest[] = [];
  const handler = http.post(apiUrl('order', '/v1/order/list'), async ({ request }) => {
    const body = (await request.json()) as OrderListRequest;
    requests.push(body);
    const list = orders.filter((order) => body.productLine === undefined || order.orderType === body.productLine);
    // The server leaves every price field out (src/server/http/price-fields.ts), whatever the route's schema says.
    const sent = isPriceHidden ? list.map(({ amount: _amount, paidAmount: _paid, ...row }) => row) : list;
    return HttpResponse.json(envelope({ list: sent, total: list.length }));
  });
  return { handler, requests };
}

const table = () => screen.getByRole('table', { name: 'Orders' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const firstRowCells = () =>
  within(within(table()).getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/stagingBox, the orders', () => {
  it("lists the clinic's orders of every line with its colour, status and amounts; each opens its line's detail route", async () => {
    server.use(
      orderListHandler([
        buildOrder({ orderId: 7 }),
        buildOrder({ orderId: 9, orderType: 2, status: 22, amount: null, paidAmount: 0 }),
        buildOrder({ orderId: 11, orderType: 20 }),
      ]).handler,
    );
    renderSignedIn(<OrdersPage orderLinkOf={orderLinkOf} />, { path: '/stagingBox' });
    await screen.findByText('Patient 7');
    expect(headers()).toEqual(['Order', 'Product line', 'Patient', 'Doctor', 'Status', 'Amount', 'Paid', 'Created']);
    expect(firstRowCells()).toEqual([
      '7',
      'Invisible aligners',
      'Patient 7',
      'Dr. Ada Lin',
      'pending paymentProduction · in production',
      'CN¥12,800.50',
      'CN¥3,000.00',
      '14 May 2025',
    ]);
    expect(screen.getByRole('link', { name: 'Open order 7' }).getAttribute('href')).toBe(
      '/invisibleOrthodontic/7?orderType=1',
    );
    expect(screen.getByRole('link', { name: 'Open order 9' }).getAttribute('href')).toBe(
      '/dentureTeethOrderDetail/9?orderType=1',
    );
    const dentures = within(table()).getAllByRole('row')[2]!;
    expect(within(dentures).getAllByRole('cell')[5]!.textContent).toBe('—');
    // A mall order has no page in the portal and, with no shop host configured, its row says so and links nowhere
    // (never to the not-found page).
    expect(screen.queryByRole('link', { name: 'Open order 11' })).toBeNull();
    const mall = within(table()).getAllByRole('row')[3]!;
    expect(within(mall).getAllByRole('cell')[0]!.textContent).toBe('11No page in the portal for this order');
  });

  it("links a mall order to the environment's shop where one is configured, in a new tab", async () => {
    answerPublicHosts({ shop: 'https://shop.cuspid.cn' });
    server.use(orderListHandler([buildOrder({ orderId: 11, orderType: 20 }), buildOrder({ orderId: 12, orderType: 1 })]).handler);
    renderSignedIn(<OrdersPage orderLinkOf={orderLinkOf} />, { path: '/stagingBox' });
    const shop = await screen.findByRole('link', { name: 'Open order 11 in the shop' });
    expect(shop.getAttribute('href')).toBe('https://shop.cuspid.cn/orders/11');
    expect(shop.getAttribute('target')).toBe('_blank');
    const mall = within(table()).getAllByRole('row')[1]!;
    expect(within(mall).getAllByRole('cell')[0]!.textContent).toBe('11');
    // The other lines' orders still open in the portal.
    expect(screen.getByRole('link', { name: 'Open order 12' }).getAttribute('href')).toBe('/invisibleOrthodontic/12?orderType=1');
  });

  it('opens the order when a finger taps anywhere in its row, not only on the order number (issue 13, point 3)', async () => {
    const user = userEvent.setup();
    server.use(orderListHandler([buildOrder({ orderId: 7 }), buildOrder({ orderId: 9, orderType: 2 })]).handler);
    const { location } = renderSignedIn(<OrdersPage orderLinkOf={orderLinkOf} />, { path: '/stagingBox' });
    const patientCell = (await screen.findByText('Patient 9')).closest('td')!;
    expect(patientCell.closest('a, button')).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: patientCell });
    expect(location.history.at(-1)).toBe('/dentureTeethOrderDetail/9?orderType=1');
  });

  it('filters by product line with the colour chips', async () => {
    const user = userEvent.setup();
    const list = orderListHandler([buildOrder({ orderId: 7 }), buildOrder({ orderId: 9, orderType: 2 })]);
    server.use(list.handler);
    renderSignedIn(<OrdersPage orderLinkOf={orderLinkOf} />, { path: '/stagingBox' });
    await screen.findByText('Patient 9');
    const filter = screen.getByRole('group', { name: 'Product line' });
    expect(within(filter).getAllByRole('button')).toHaveLength(11);
    await user.click(within(filter).getByRole('button', { name: 'Fixed dentures' }));
    await waitFor(() =>
      expect(list.requests.at(-1)).toEqual({ productLine: 2, keyword: '', pageIndex: 1, pageSize: 10 }),
    );
    await waitFor(() => expect(screen.queryByText('Patient 7')).toBeNull());
    expect(within(filter).getByRole('button', { name: 'Fixed dentures' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no amount columns to staff whose prices are hidden', async () => {
    server.use(orderListHandler([buildOrder({ orderId: 7 })], { isPriceHidden: true }).handler);
    renderSignedIn(<OrdersPage orderLinkOf={orderLinkOf} />, { path: '/stagingBox' });
    await screen.findByText('Patient 7');
    expect(headers()).toEqual(['Order', 'Product line', 'Patient', 'Doctor', 'Status', 'Created']);
    expect(screen.queryByText('CN¥12,800.50')).toBeNull();
  });
});
