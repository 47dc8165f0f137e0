import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/calendar/calendar-days';
import type { TWearingPlan } from '../../../../domain/tools/wearing-plan';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { AppShell } from './app-shell';

const Shell = () => (
  <AppShell layout="topbar" menuItems={[]} activeMenuPath="/home" isRouteAvailable={() => true}>
    <p>page</p>
  </AppShell>
);

const plan = (overrides: Partial<TWearingPlan>): TWearingPlan => ({
  patientId: 1,
  patientName: 'Mei Zhang',
  hoursPerDay: 22,
  daysPerAligner: 14,
  totalAligners: 20,
  currentAligner: 4,
  currentSince: '2026-11-01',
  updatedAt: 0,
  status: 'due',
  nextChangeDay: '2026-11-15',
  currentEndsOn: '2026-11-15',
  daysLeft: 0,
  ...overrides,
});

function wearingServer(plans: TWearingPlan[]) {
  const todays: unknown[] = [];
  server.use(
    http.post(apiUrl('order', '/order-notify/list'), () =>
      HttpResponse.json(envelope({ list: [], total: 0, unread: 0 })),
    ),
    http.post(apiUrl('emr', '/v1/wearing/list'), async ({ request }) => {
      todays.push(((await request.json()) as { today: string }).today);
      return HttpResponse.json(envelope({ plans, unplanned: [] }));
    }),
  );
  return todays;
}

describe('the aligner changes due in the top bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts the due changes in the badge and lists them first, asking with the device’s today', async () => {
    const user = userEvent.setup();
    renderSignedIn(<Shell />, { unreadReminders: 1 });
    const todays = wearingServer([
      plan({}),
      plan({ patientId: 2, patientName: 'Ivan Petrov', daysLeft: -3 }),
      plan({ patientId: 3, patientName: 'Not Due', status: 'wearing', daysLeft: 4 }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Reminders: 3 unread reminders/ }));
    const due = await screen.findByRole('region', { name: 'Aligner changes due' });
    const links = within(due).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mei Zhang: change to aligner 5Due today',
      'Ivan Petrov: change to aligner 53 days overdue',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/wearingReminder');
    expect(todays[0]).toBe(localDay());
  });

  it('notifies each due change once a day when notifications are granted, and not at all otherwise', async () => {
    const shown: string[] = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options: { body: string }) {
        shown.push(`${title}|${options.body}`);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const first = renderSignedIn(<Shell />);
    wearingServer([plan({})]);
    await screen.findByRole('button', { name: /Reminders: 1 unread reminder/ });
    expect(shown).toEqual(['Aligner change due|Mei Zhang: change to aligner 5.']);
    first.unmount();
    const second = renderSignedIn(<Shell />);
    wearingServer([plan({})]);
    await screen.findByRole('button', { name: /Reminders: 1 unread reminder/ });
    expect(shown).toHaveLength(1);
    second.unmount();

    FakeNotification.permission = 'denied';
    localStorage.clear();
    renderSignedIn(<Shell />);
    wearingServer([plan({})]);
    await screen.findAllByRole('button', { name: /Reminders: 1 unread reminder/ });
    expect(shown).toHaveLength(1);
  });
});
