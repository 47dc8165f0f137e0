import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TReminder } from '../../../../domain/orders/reminders';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { ReminderBadge } from './reminder-badge';
import { formatDateTime } from '../../../lib/dates/format-day';

const T0 = Date.UTC(2025, 4, 14, 2, 42);
const reminder = (overrides: Partial<TReminder> = {}): TReminder => ({
  id: 1,
  kind: 'status',
  orderId: 42,
  orderType: 1,
  text: 'The factory published the treatment plan of Mei Zhang.',
  createdAt: T0,
  readAt: null,
  ...overrides,
});

function reminderServer(list: TReminder[]) {
  let reminders = list;
  const reads: unknown[] = [];
  let listCalls = 0;
  server.use(
    http.post(apiUrl('order', '/order-notify/list'), () => {
      listCalls += 1;
      const unread = reminders.filter((entry) => entry.readAt === null).length;
      return HttpResponse.json(envelope({ list: reminders, total: reminders.length, unread }));
    }),
    http.post(apiUrl('order', '/order-notify/read'), async ({ request }) => {
      reads.push(await request.json());
      reminders = reminders.map((entry) => ({ ...entry, readAt: T0 + 1 }));
      return HttpResponse.json(envelope(null));
    }),
  );
  return { reads, listCalls: () => listCalls };
}

describe('the top bar reminder badge', () => {
  it('opens the latest reminders, each linking to its order, with their time', async () => {
    const user = userEvent.setup();
    reminderServer([
      reminder(),
      reminder({ id: 2, orderId: 43, text: 'Order 43 was shipped.', readAt: T0 + 5, createdAt: T0 - 60_000 }),
    ]);
    renderSignedIn(<ReminderBadge count={1} />);
    expect(screen.getByRole('status', { name: '1 unread reminder' }).textContent).toBe('1');
    await user.click(screen.getByRole('button', { name: /^Reminders/ }));
    const list = await screen.findByRole('list', { name: 'Latest reminders' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/invisibleOrthodontic/42?orderType=1',
      '/invisibleOrthodontic/43?orderType=1',
    ]);
    expect(links[0]!.textContent).toContain('The factory published the treatment plan of Mei Zhang.');
    expect(links[0]!.textContent).toContain(formatDateTime(T0, 'en'));
    expect(links[0]!.textContent).toContain('unread');
    expect(links[1]!.textContent).not.toContain('unread');
  });

  it('marks all as read, then fetches the list again', async () => {
    const user = userEvent.setup();
    const calls = reminderServer([reminder()]);
    renderSignedIn(<ReminderBadge count={1} />);
    await user.click(screen.getByRole('button', { name: /^Reminders/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.reads).toEqual([{ all: true }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(calls.listCalls()).toBe(2);
  });

  it('says when there are no reminders', async () => {
    const user = userEvent.setup();
    reminderServer([]);
    renderSignedIn(<ReminderBadge count={0} />);
    await user.click(screen.getByRole('button', { name: /^Reminders/ }));
    expect(await screen.findByText('No reminders.')).toBeTruthy();
  });
});
