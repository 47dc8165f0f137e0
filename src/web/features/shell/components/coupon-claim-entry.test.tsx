import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COUPON_PATHS } from '../../../../domain/coupons/contracts';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { CouponClaimEntry } from './coupon-claim-entry';

describe('the top bar’s coupon-claim entry', () => {
  it('shows while there are coupons to claim and opens the claim view', async () => {
    server.use(http.get(apiUrl('design', COUPON_PATHS.receiveCount), () => HttpResponse.json(envelope(3))));
    renderSignedIn(<CouponClaimEntry fromSession={1} />);
    const link = await screen.findByRole('link', { name: '3 coupons to claim' });
    expect(link.getAttribute('href')).toBe('/personalCenter?currentLocation=5&couponPage=receive');
  });

  it('is not shown when nothing is left to claim', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('design', COUPON_PATHS.receiveCount), () => {
        asked += 1;
        return HttpResponse.json(envelope(0));
      }),
    );
    renderSignedIn(<CouponClaimEntry fromSession={2} />);
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});
