import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COUPON_PATHS, type TClaimableCoupon, type TUserCoupon } from '../../../../domain/coupons/contracts';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { CouponsPanel } from './coupons-panel';

const validTo = Date.UTC(2026, 11, 31);
const mine = (id: number, state: TUserCoupon['state']): TUserCoupon => ({
  id,
  couponId: 100 + id,
  name: `Coupon ${id}`,
  amount: 20,
  thresholdAmount: id === 1 ? 3000 : 0,
  validFrom: Date.UTC(2026, 0, 1),
  validTo,
  state,
  claimedAt: Date.UTC(2026, 0, 2),
  usedAt: state === 'used' ? Date.UTC(2026, 1, 1) : null,
});

describe('the personal center coupons tab', () => {
  it('lists the clinic’s coupons by state', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      http.post(apiUrl('design', COUPON_PATHS.couponUserPage), async ({ request }) => {
        const body = (await request.json()) as { state: TUserCoupon['state'] };
        asked.push(body);
        const list =
          body.state === 'available'
            ? [mine(1, 'available'), mine(2, 'available')]
            : body.state === 'used'
              ? [mine(3, 'used')]
              : [];
        return HttpResponse.json(envelope({ list, total: list.length }));
      }),
    );
    renderSignedIn(<CouponsPanel />, { path: '/personalCenter?currentLocation=5' });
    expect(await screen.findByText('Coupon 1')).toBeTruthy();
    const table = screen.getByRole('table', { name: "Your clinic's coupons" });
    expect(within(table).getByText(/Orders from/)).toBeTruthy();
    expect(within(table).getByText(/No minimum/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Used' }));
    expect(await screen.findByText('Coupon 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No coupons here.')).toBeTruthy();
    expect(asked.map((body) => (body as { state: string }).state)).toEqual(['available', 'used', 'expired']);
  });

  it('claims a coupon from the claim view, then lists again', async () => {
    const user = userEvent.setup();
    const claimable: TClaimableCoupon[] = [
      {
        couponId: 5,
        name: '¥20 off any order',
        amount: 20,
        thresholdAmount: 0,
        validFrom: 0,
        validTo,
        quota: 10,
        remaining: 4,
      },
    ];
    const claimed: string[] = [];
    server.use(
      http.post(apiUrl('design', COUPON_PATHS.receivePage), () =>
        HttpResponse.json(envelope({ list: claimable, total: claimable.length })),
      ),
      http.post(apiUrl('design', '/coupon/receive/:id'), ({ params }) => {
        claimed.push(String(params.id));
        claimable.splice(0, 1);
        return HttpResponse.json({ code: 200, msg: 'Coupon claimed.', data: mine(9, 'available') });
      }),
    );
    renderSignedIn(<CouponsPanel />, { path: '/personalCenter?currentLocation=5&couponPage=receive' });
    expect(await screen.findByRole('heading', { name: 'Claim coupons' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Claim ¥20 off any order' }));
    await waitFor(() => expect(claimed).toEqual(['5']));
    expect(await screen.findByText('No coupons to claim right now.')).toBeTruthy();
  });
});
