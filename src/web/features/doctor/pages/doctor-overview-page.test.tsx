import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseTabOf } from '../../../../domain/cases/case-tabs';
import type { TDoctorClinicOverview, TDoctorOverview } from '../../../../domain/orders/doctor-overview';
import type { TCaseSummary } from '../../../../domain/orders/list';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession, envelope } from '../../../testing/session-generators';
import { doctorOverviewQuery } from '../api/doctor-overview';
import { DoctorOverviewPage, type SwitchClinic } from './doctor-overview-page';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const session = buildSession({
  userId: 7,
  clinicId: null,
  clinicList: [buildClinic({ clinicId: 11, isDoctor: true }), buildClinic({ clinicId: 12, isDoctor: true })],
});

function buildCase(orderId: number, clinicId: number, amount: number | null): TCaseSummary {
  return {
    orderId,
    orderType: 1,
    status: 10,
    stageNo: 1,
    tab: caseTabOf(10, 1),
    patientId: 100 + orderId,
    patientName: `Patient ${orderId}`,
    doctorName: 'Dr. Ada Lin',
    brand: 'cuspid-clear',
    series: 'comprehensive',
    clinicId,
    clinicName: `Clinic ${clinicId}`,
    amount,
    statusReason: null,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
}

function clinicPart(clinicId: number, clinicName: string, overrides: Partial<TDoctorClinicOverview> = {}): TDoctorClinicOverview {
  return {
    clinicId,
    clinicName,
    tabCounts: { pending: 1, toSubmit: 0, inTreatment: 0, completed: 0, ignored: 0, restarted: 0 },
    cases: [],
    reminders: [],
    unreadReminders: 0,
    dueChanges: [],
    pickups: [],
    ...overrides,
  };
}

const overview: TDoctorOverview = {
  clinics: [
    clinicPart(11, 'North Dental', {
      cases: [buildCase(1, 11, 1234)],
      reminders: [
        { id: 5, kind: 'case-comment', orderId: 1, orderType: 1, text: 'New comment on Patient 1', createdAt: Date.now(), readAt: null },
      ],
      unreadReminders: 1,
    }),
    clinicPart(12, 'South Dental', {
      cases: [buildCase(2, 12, null)],
      dueChanges: [
        {
          patientId: 9,
          patientName: 'Wu Fang',
          hoursPerDay: 22,
          daysPerAligner: 14,
          totalAligners: 20,
          currentAligner: 3,
          currentSince: '2030-01-01',
          updatedAt: 0,
          status: 'due',
          nextChangeDay: '2030-01-15',
          currentEndsOn: '2030-01-15',
          daysLeft: -2,
        },
      ],
      pickups: [
        {
          id: 3,
          pickupAt: Date.now(),
          pickupDay: '2030-01-15',
          courierRef: 'LOCAL-42',
          address: { name: 'Ada', phone: '13800000000', province: 'Zhejiang', city: 'Hangzhou', district: 'Xihu', address: '1 Lake Road' },
          note: '',
          orders: [{ orderId: 2, orderType: 1, patientName: 'Patient 2' }],
          createdAt: Date.now(),
        },
      ],
    }),
  ],
};

const orderLinkOf = (orderType: number, orderId: number) => `/invisibleOrthodontic/${orderId}?orderType=${orderType}`;

function renderPage(switchClinic: SwitchClinic = async () => ({ ok: true })) {
  return renderSignedIn(<DoctorOverviewPage orderLinkOf={orderLinkOf} switchClinic={switchClinic} />, { path: '/userDoctor', session });
}

describe('/userDoctor', () => {
  it('shows my cases, my reminders and my pickups of every clinic, amounts only where the server sent them', async () => {
    let asked: unknown = null;
    server.use(
      http.post(apiUrl('order', '/v1/doctor/overview'), async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(envelope(overview));
      }),
    );
    renderPage();
    const cases = await screen.findByRole('region', { name: 'My cases' });
    const north = within(cases).getByRole('article', { name: 'My cases in North Dental' });
    expect(within(north).getByText('Patient 1')).toBeTruthy();
    expect(within(north).getByText(/1,234\.00/)).toBeTruthy();
    const south = within(cases).getByRole('article', { name: 'My cases in South Dental' });
    expect(within(south).getByText('Patient 2')).toBeTruthy();
    expect(within(south).queryByText(/¥|CN¥/)).toBeNull();
    const reminders = screen.getByRole('region', { name: 'My reminders' });
    expect(within(reminders).getByRole('article', { name: 'My reminders in North Dental' }).textContent).toContain('New comment on Patient 1');
    expect(within(reminders).getByText('Wu Fang: change to aligner 4')).toBeTruthy();
    expect(within(reminders).getByText('2 days overdue')).toBeTruthy();
    const pickups = screen.getByRole('region', { name: 'My pickups' });
    expect(within(pickups).getByText('Courier reference: LOCAL-42')).toBeTruthy();
    expect(within(pickups).queryByRole('article', { name: 'My pickups in North Dental' })).toBeNull();
    expect(asked).toMatchObject({ today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('switches to the item’s clinic first, then opens the clinic’s own page', async () => {
    server.use(http.post(apiUrl('order', '/v1/doctor/overview'), () => HttpResponse.json(envelope(overview))));
    const order: string[] = [];
    const { location } = renderPage(async (clinicId) => {
      order.push(`switch ${clinicId} at ${location.history.at(-1)}`);
      return { ok: true };
    });
    fireEvent.click(await screen.findByRole('button', { name: /Wu Fang: change to aligner 4/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/wearingReminder'));
    expect(order).toEqual(['switch 12 at /userDoctor']);
    fireEvent.click(screen.getByRole('button', { name: /^Patient 1/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/invisibleOrthodontic/1?orderType=1'));
    expect(order).toEqual(['switch 12 at /userDoctor', 'switch 11 at /wearingReminder']);
  });

  it('stays, and says why inline, when the clinic cannot be switched to', async () => {
    server.use(http.post(apiUrl('order', '/v1/doctor/overview'), () => HttpResponse.json(envelope(overview))));
    const { location } = renderPage(async () => ({ ok: false, message: 'You are no longer a member of this clinic.' }));
    fireEvent.click(await screen.findByRole('button', { name: /Courier reference: LOCAL-42/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are no longer a member of this clinic.');
    expect(location.history.at(-1)).toBe('/userDoctor');
  });

  it('shows a failed load inline, with the server’s message and a way to try again', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('order', '/v1/doctor/overview'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 500, msg: 'The overview is resting.', data: null }, { status: 500 })
          : HttpResponse.json(envelope(overview));
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The overview is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'My cases' })).toBeTruthy();
  });

  it('offline, shows the overview last read on this device and how old it is', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('order', '/v1/doctor/overview'), () => {
        calls += 1;
        return HttpResponse.json(envelope(overview));
      }),
    );
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const readAt = Date.now() - 3 * 60 * 1000;
    const { queryClient } = renderPage();
    // What the persisted query cache restores at start.
    act(() => {
      queryClient.setQueryData(doctorOverviewQuery(7, '2030-01-01').queryKey, overview, { updatedAt: readAt });
    });
    expect(await screen.findByText('Patient 1')).toBeTruthy();
    expect(screen.getByText(/^Offline — showing the list as of /)).toBeTruthy();
    expect(screen.getByText('Updated 3 minutes ago')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('tells a user who is a doctor nowhere that there is nothing of theirs', async () => {
    server.use(http.post(apiUrl('order', '/v1/doctor/overview'), () => HttpResponse.json(envelope({ clinics: [] }))));
    renderPage();
    expect(await screen.findByText('You are not a doctor in any clinic, so there is nothing of yours to show here.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My cases' })).toBeNull();
  });
});
