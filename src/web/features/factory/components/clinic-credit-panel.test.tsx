import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TClinicQuota } from '../../../../domain/payments/credit';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { ClinicCreditPanel } from './clinic-credit-panel';

const quota = (overrides: Partial<TClinicQuota> = {}): TClinicQuota => ({
  clinicId: 11,
  hasQuota: true,
  limitAmount: 5000,
  usedAmount: 1200,
  remainingAmount: 3800,
  balanceAmount: 0,
  movements: [],
  ...overrides,
});
type Sent = { body: unknown; key: string | null };
const finance = () =>
  buildSession({ userId: 9301, isFactory: true, clinicId: null, clinicList: [], factoryRole: 'finance' });

function serveCredit(reads: TClinicQuota[], answer: TClinicQuota) {
  const sent: Record<'limit' | 'repay', Sent[]> = { limit: [], repay: [] };
  let read = 0;
  server.use(
    http.post(apiUrl('design', PAYMENT_PATHS.clinicCredit), () =>
      HttpResponse.json(envelope(reads[Math.min(read++, reads.length - 1)])),
    ),
    http.post(apiUrl('design', PAYMENT_PATHS.creditLimit), async ({ request }) => {
      sent.limit.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json(envelope(answer));
    }),
    http.post(apiUrl('design', PAYMENT_PATHS.creditRepay), async ({ request }) => {
      sent.repay.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json(envelope(answer));
    }),
  );
  return sent;
}

describe("factory finance's credit terms of a clinic", () => {
  it('shows limit, used and remaining, and changes the limit (0 allowed) under an Idempotency-Key', async () => {
    const sent = serveCredit(
      [quota(), quota({ limitAmount: 0, remainingAmount: 0, hasQuota: false })],
      quota({ limitAmount: 0 }),
    );
    renderSignedIn(<ClinicCreditPanel clinicId={11} clinicName="Bright Smile Dental" />, {
      session: finance(),
      path: '/userFactory/case/41',
    });
    expect(await screen.findByText(/Credit terms of Bright Smile Dental/)).toBeTruthy();
    expect(screen.getByText('CN¥5,000.00')).toBeTruthy();
    expect(screen.getByText('CN¥3,800.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change the credit limit' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/^Credit limit \(yuan\)/);
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The credit limit is now CN¥0.00.')).toBeTruthy();
    expect(sent.limit).toEqual([{ body: { clinicId: 11, limit: 0 }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('records a repayment received outside the portal', async () => {
    const sent = serveCredit([quota()], quota({ usedAmount: 200, remainingAmount: 4800 }));
    renderSignedIn(<ClinicCreditPanel clinicId={11} clinicName="Bright Smile Dental" />, {
      session: finance(),
      path: '/userFactory/case/41',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record a repayment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(yuan\)/), '1000');
    await userEvent.type(within(dialog).getByLabelText(/^Reference or reason/), 'Bank transfer 42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Credit remaining is now CN¥4,800.00.')).toBeTruthy();
    expect(sent.repay[0]!.body).toEqual({ clinicId: 11, amount: 1000, reason: 'Bank transfer 42' });
  });
});
