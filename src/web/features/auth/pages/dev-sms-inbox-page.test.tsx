import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, descriptionOf, failure, success } from '../testing/auth-api';
import { DevSmsInboxPage } from './dev-sms-inbox-page';

describe('/devSmsInbox', () => {
  it('lists the texts sent to a phone, newest first', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl('platform', '/dev/sms-inbox'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('phone'));
        return success([
          { phone: '13812345678', text: 'Your Cuspid code is 111111.', sentAt: '2025-03-01T08:00:00.000Z' },
          { phone: '13812345678', text: 'Your Cuspid code is 222222.', sentAt: '2025-03-01T09:00:00.000Z' },
        ]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DevSmsInboxPage />, { path: '/devSmsInbox' });
    await user.type(screen.getByLabelText('Mobile number'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Your Cuspid code is 222222.',
      'Your Cuspid code is 111111.',
    ]);
    expect(asked[0]).toBe('13812345678');
  });

  it('checks the phone first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DevSmsInboxPage />, { path: '/devSmsInbox' });
    await user.type(screen.getByLabelText('Mobile number'), '123');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(descriptionOf(screen.getByLabelText('Mobile number'))).toBe('Enter an 11-digit mobile number starting with 1.');
  });

  it('on a production server (404) says the inbox exists only on demo servers', async () => {
    server.use(http.get(apiUrl('platform', '/dev/sms-inbox'), () => failure(404, 'Not found.')));
    const user = userEvent.setup();
    renderWithProviders(<DevSmsInboxPage />, { path: '/devSmsInbox' });
    await user.type(screen.getByLabelText('Mobile number'), '13812345678');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(
      await screen.findByText('This inbox exists only on demo and test servers. On this server real text messages are sent.'),
    ).toBeTruthy();
  });
});
