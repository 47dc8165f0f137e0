import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, failure, success } from '../testing/auth-api';
import { QrConfirmPage } from './qr-confirm-page';

let confirmations: { qrId: string | null; body: string }[];

beforeEach(() => {
  confirmations = [];
  server.use(
    http.post(apiUrl('tenant', '/v1/scan-login'), async ({ request }) => {
      const qrId = new URL(request.url).searchParams.get('qrId');
      confirmations.push({ qrId, body: await request.text() });
      return qrId === 'old' ? failure(41012, 'The QR code has expired. Refresh it and scan again.') : success(null);
    }),
  );
});

describe('/qrLogin', () => {
  it('says what will happen and signs the other device in only on Confirm', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QrConfirmPage />, { path: '/qrLogin?qrId=qr-9' });
    expect(screen.getByText(/the device showing that code will be signed in/)).toBeTruthy();
    expect(confirmations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm sign-in' }));
    expect(await screen.findByText(/Done. The other device is now signed in/)).toBeTruthy();
    expect(confirmations).toEqual([{ qrId: 'qr-9', body: '' }]);
  });

  it('shows the server message when the code has expired', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QrConfirmPage />, { path: '/qrLogin?qrId=old' });
    await user.click(screen.getByRole('button', { name: 'Confirm sign-in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The QR code has expired. Refresh it and scan again.');
    expect(screen.getByRole('button', { name: 'Confirm sign-in' }).hasAttribute('disabled')).toBe(false);
  });

  it('without a qrId says the link is incomplete', () => {
    renderWithProviders(<QrConfirmPage />, { path: '/qrLogin' });
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete. Scan the QR code on the other device again.');
    expect(screen.queryByRole('button', { name: 'Confirm sign-in' })).toBeNull();
  });
});
