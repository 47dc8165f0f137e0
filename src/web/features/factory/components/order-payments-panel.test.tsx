import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import type { TOrderPayments } from '../../../../domain/payments/contracts';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { OrderPaymentsPanel } from './order-payments-panel';

const paidOrder: TOrderPayments = {
  orderId: 41,
  clinicId: 11,
  clinicName: 'Bright Smile Dental',
  balanceAmount: 300,
  list: [
    {
      payId: 7,
      orderId: 41,
      kind: 1,
      state: 'paid',
      amount: 1200.5,
      paidAmount: 1200.5,
      refundedAmount: 0,
      note: null,
    },
  ],
};

type Sent = { body: unknown; key: string | null };

/** The order's payments as the server answers them in turn, and what the refund and credit calls received. */
function serveFinance(
  answers: TOrderPayments[],
  refund: () => Response = () =>
    HttpResponse.json(envelope({ refundId: 1, payId: 7, amount: 200.25, parts: [], paidAmount: 1000.25 })),
) {
  const sent: Record<'refund' | 'credit', Sent[]> = { refund: [], credit: [] };
  let reads = 0;
  server.use(
    http.post(apiUrl('design', PAYMENT_PATHS.orderPayments), () =>
      HttpResponse.json(envelope(answers[Math.min(reads++, answers.length - 1)])),
    ),
    http.post(apiUrl('design', PAYMENT_PATHS.refund), async ({ request }) => {
      sent.refund.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return refund();
    }),
    // The clinic's credit terms under the panel (clinic-credit-panel.test.tsx): none here.
    http.post(apiUrl('design', PAYMENT_PATHS.clinicCredit), () =>
      HttpResponse.json(
        envelope({
          clinicId: 11,
          hasQuota: false,
          limitAmount: 0,
          usedAmount: 0,
          remainingAmount: 0,
          balanceAmount: 300,
          movements: [],
        }),
      ),
    ),
    http.post(apiUrl('design', PAYMENT_PATHS.creditBalance), async ({ request }) => {
      sent.credit.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json(envelope({ clinicId: 11, balanceAmount: 800 }));
    }),
  );
  return sent;
}

const finance = () =>
  buildSession({ userId: 9301, isFactory: true, clinicId: null, clinicList: [], factoryRole: 'finance' });

describe("the factory order page's payments and refunds (factory finance)", () => {
  it('refunds part of a paid payment order under one Idempotency-Key, and says so once the server did', async () => {
    const sent = serveFinance([
      paidOrder,
      { ...paidOrder, list: [{ ...paidOrder.list[0]!, paidAmount: 1000.25, refundedAmount: 200.25 }] },
    ]);
    renderSignedIn(<OrderPaymentsPanel orderId={41} />, { session: finance(), path: '/userFactory/case/41' });
    const list = await screen.findByRole('list', { name: 'Payment orders of this order' });
    expect(within(list).getByText('paid · paid CN¥1,200.50, refunded CN¥0.00')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(yuan\)/), '200.257');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    expect(sent.refund).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/^Amount \(yuan\)/));
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(yuan\)/), '200.25');
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the refund/), 'One aligner step was not made');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded CN¥200.25.')).toBeTruthy();
    expect(sent.refund).toEqual([
      {
        body: { payId: 7, amount: 200.25, reason: 'One aligner step was not made' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(screen.getByText('paid · paid CN¥1,000.25, refunded CN¥200.25')).toBeTruthy());
  });

  it('an empty amount refunds all that is left; a refusal keeps what was typed and says why', async () => {
    const sent = serveFinance([paidOrder], () =>
      HttpResponse.json(envelope(null, 46006, 'The refund is more than what is left to refund.'), { status: 400 }),
    );
    renderSignedIn(<OrderPaymentsPanel orderId={41} />, { session: finance(), path: '/userFactory/case/41' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Reason for the refund/), 'Order cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The refund is more than what is left to refund.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Reason for the refund/) as HTMLTextAreaElement).value).toBe(
      'Order cancelled',
    );
    expect(sent.refund[0]!.body).toEqual({ payId: 7, reason: 'Order cancelled' });
    // Sent again from the same dialog: the same key, so the server answers the first answer or runs it once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent.refund).toHaveLength(2));
    expect(sent.refund[1]!.key).toBe(sent.refund[0]!.key);
  });

  it("credits the clinic's balance with money received outside the portal", async () => {
    const sent = serveFinance([paidOrder, { ...paidOrder, balanceAmount: 800 }]);
    renderSignedIn(<OrderPaymentsPanel orderId={41} />, { session: finance(), path: '/userFactory/case/41' });
    expect(await screen.findByText(/Balance of Bright Smile Dental:/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Credit the balance' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(yuan\)/), '500');
    await userEvent.type(within(dialog).getByLabelText(/^Reference or reason/), 'Bank remittance 0917');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText('The balance is now CN¥800.00.')).toBeTruthy();
    expect(sent.credit[0]!.body).toEqual({ clinicId: 11, amount: 500, reason: 'Bank remittance 0917' });
  });

  it("asks for a price difference of a paid order with the reason; the clinic's note then shows with it", async () => {
    const difference = {
      payId: 8,
      orderId: 41,
      kind: 9,
      state: 'open' as const,
      amount: 300.5,
      paidAmount: 0,
      refundedAmount: 0,
      note: 'Titanium base',
    };
    serveFinance([paidOrder, { ...paidOrder, list: [...paidOrder.list, difference] }]);
    const sent: Sent[] = [];
    server.use(
      http.post(apiUrl('design', PAYMENT_PATHS.priceDifference), async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(envelope(difference));
      }),
    );
    renderSignedIn(<OrderPaymentsPanel orderId={41} />, { session: finance(), path: '/userFactory/case/41' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a price difference' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(yuan\)/), '300.5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason the clinic reads/), 'Titanium base');
    expect(screen.queryByText(/^Price difference of/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask the clinic' }));

    expect(await screen.findByText('Price difference of CN¥300.50 asked of Bright Smile Dental.')).toBeTruthy();
    expect(sent).toEqual([
      { body: { orderId: 41, amount: 300.5, reason: 'Titanium base' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(await screen.findByText('Titanium base')).toBeTruthy();
    // One is open now: no second one until it is paid.
    expect(screen.queryByRole('button', { name: 'Ask for a price difference' })).toBeNull();
  });

  it('shows nothing to a factory user without the finance desk', () => {
    serveFinance([paidOrder]);
    const { container } = renderSignedIn(<OrderPaymentsPanel orderId={41} />, {
      session: buildSession({ userId: 9302, isFactory: true, clinicId: null, clinicList: [], factoryRole: 'designer' }),
      path: '/userFactory/case/41',
    });
    expect(container.textContent).toBe('');
  });
});
