import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PAYMENT_PATHS } from '../../../../domain/payments/paths';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';

function serveCount(count: number) {
  const requests: unknown[] = [];
  server.use(
    http.post(apiUrl('design', PAYMENT_PATHS.unPayCount), () => {
      requests.push(count);
      return HttpResponse.json(envelope(count));
    }),
  );
  return requests;
}
import { UnpaidBadge } from './unpaid-badge';

describe("the top bar's unpaid badge", () => {
  it('shows the session’s count at once, then the server’s, linking to the payment orders', async () => {
    serveCount(3);
    renderSignedIn(<UnpaidBadge />, { session: buildSession({ unpaidCount: 2 }) });
    expect(screen.getByRole('link', { name: '2 payment orders to pay' }).getAttribute('href')).toBe('/mergePay');
    expect(await screen.findByRole('link', { name: '3 payment orders to pay' })).toBeTruthy();
  });

  it('nothing to pay: no badge', async () => {
    const counts = serveCount(0);
    renderSignedIn(<UnpaidBadge />, { session: buildSession({ unpaidCount: 0 }) });
    await expect.poll(() => counts.length).toBe(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
