import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseConflict } from '../../../../domain/orders/events';
import type { TCasePage, TCaseSummary } from '../../../../domain/orders/list';
import type { TTransitionRequest } from '../../../../domain/orders/move-requests';
import { CASE_TABS, caseTabOf, type CaseTab } from '../../../../domain/cases/case-tabs';
import { dayRange, quickRange } from '../../../../domain/date-ranges';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import type { TSession } from '../../../../domain/accounts/sign-in';
import { caseListQuery, type CaseListRequest } from './case-list-query';
import { CaseListPage } from './case-list-page';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function buildCase(overrides: Partial<TCaseSummary> = {}): TCaseSummary {
  const orderId = overrides.orderId ?? 1;
  const status = overrides.status ?? 10;
  const stageNo = overrides.stageNo ?? 1;
  return {
    orderId,
    orderType: 1,
    status,
    stageNo,
    tab: caseTabOf(status, stageNo),
    patientId: 100 + orderId,
    patientName: `Patient ${orderId}`,
    doctorName: 'Dr. Ada Lin',
    brand: 'cuspid-clear',
    series: 'comprehensive',
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    amount: null,
    createdAt: new Date(2025, 4, 14, 9, 30).getTime(),
    updatedAt: new Date(2025, 4, 15, 16, 5, 7).getTime(),
    statusReason: null,
    ...overrides,
  };
}

const counts = (overrides: Partial<Record<CaseTab, number>> = {}) =>
  Object.fromEntries(CASE_TABS.map((tab) => [tab, overrides[tab] ?? 0])) as Record<CaseTab, number>;

/** POST /v1/case/list over `cases`: the tab's rows, keyword on the patient's name, counts per tab. */
function caseListHandler(cases: TCaseSummary[]) {
  const requests: CaseListRequest[] = [];
  const handler = http.post(apiUrl('order', '/v1/case/list'), async ({ request }) => {
    const body = (await request.json()) as CaseListRequest;
    requests.push(body);
    const matching = cases.filter((row) => row.patientName.toLowerCase().includes(body.keyword.toLowerCase()));
    const tabCounts = counts();
    for (const row of matching) tabCounts[row.tab] += 1;
    const inTab = matching.filter((row) => row.tab === body.tab);
    const start = (body.pageIndex - 1) * body.pageSize;
    const page: TCasePage = { list: inTab.slice(start, start + body.pageSize), total: inTab.length, tabCounts };
    return HttpResponse.json(envelope(page));
  });
  return { handler, requests };
}

const table = () => screen.getByRole('table', { name: 'Cases' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('/caseList', () => {
  it('opens the tab of the URL, shows every tab with its count and the rows in the shared table', async () => {
    const list = caseListHandler([
      buildCase({ orderId: 1, status: 10 }),
      buildCase({ orderId: 2, status: 6 }),
      buildCase({ orderId: 3, status: 22 }),
      buildCase({ orderId: 4, status: 1, stageNo: 2 }),
      buildCase({ orderId: 5, status: 29 }),
    ]);
    server.use(list.handler);
    const { location } = renderSignedIn(<CaseListPage />, { path: '/caseList?tab=inTreatment' });
    await screen.findByText('Patient 2');
    expect(list.requests[0]).toEqual({ tab: 'inTreatment', keyword: '', pageIndex: 1, pageSize: 10 });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pending1',
      'To submit0',
      'In treatment2',
      'Completed0',
      'Ignored1',
      'Restarted1',
    ]);
    expect(screen.getByRole('tab', { name: /In treatment/ }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Patient', 'Doctor', 'Brand / series', 'Status', 'Stage', 'Created', 'Last change', 'Actions']);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Patient 2',
      'Dr. Ada Lin',
      'Cuspid Clear · Comprehensive',
      'plan to be designedPlan design',
      'Stage 1',
      '14 May 2025',
      '15 May 2025, 16:05',
    ]);
    expect(screen.getByRole('link', { name: 'Open the case of Patient 2' }).getAttribute('href')).toBe(
      '/invisibleOrthodontic/2?orderType=1',
    );
    expect(screen.getByText('Total 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /Restarted/ }));
    expect(location.history.at(-1)).toBe('/caseList?tab=restarted');
    await screen.findByText('Patient 4');
    expect(list.requests.at(-1)).toMatchObject({ tab: 'restarted' });
    expect(within(bodyRows()[0]!).getByText('Stage 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue the case of Patient 4' }).getAttribute('href')).toBe(
      '/confirmOrder?type=1&orderId=4',
    );
  });

  it('shows the remembered card view with every field, and remembers a new choice on the server', async () => {
    server.use(caseListHandler([buildCase({ orderId: 2, status: 6 })]).handler);
    const chosen: unknown[] = [];
    server.use(
      http.post(apiUrl('tenant', '/account/order-show-type'), async ({ request }) => {
        const body = (await request.json()) as { orderShowType: 'listShow' | 'cardShow' };
        chosen.push(body);
        return HttpResponse.json(envelope(buildSession({ orderShowType: body.orderShowType })));
      }),
    );
    const { queryClient } = renderSignedIn(<CaseListPage />, {
      path: '/caseList?tab=inTreatment',
      session: buildSession({ orderShowType: 'cardShow' }),
    });
    const cards = await screen.findByRole('list', { name: 'Cases' });
    expect(screen.queryByRole('table', { name: 'Cases' })).toBeNull();
    const card = within(cards).getAllByRole('listitem')[0]!;
    // A card shows every column, even those a narrow table hides, each with its name.
    expect(within(card).getByText('Last change').nextElementSibling?.textContent).toBe('15 May 2025, 16:05');
    expect(within(card).getByText('Brand / series').nextElementSibling?.textContent).toBe(
      'Cuspid Clear · Comprehensive',
    );
    expect(within(card).getByRole('link', { name: 'Open the case of Patient 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Cases' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(chosen).toEqual([{ orderShowType: 'listShow' }]));
    expect(queryClient.getQueryData<TSession>(['session'])?.orderShowType).toBe('listShow');
  });

  it('opens the case when a finger taps anywhere in its row, not only on the link (issue 13, point 3)', async () => {
    const user = userEvent.setup();
    server.use(caseListHandler([buildCase({ orderId: 2, status: 6 }), buildCase({ orderId: 3, status: 22 })]).handler);
    const { location } = renderSignedIn(<CaseListPage />, { path: '/caseList?tab=inTreatment' });
    await screen.findByText('Patient 3');
    // A tap on the status cell of the second row: no link, no button under the finger.
    const statusCell = within(bodyRows()[1]!).getAllByRole('cell')[3]!;
    expect(statusCell.closest('a, button')).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: statusCell });
    expect(location.history.at(-1)).toBe('/invisibleOrthodontic/3?orderType=1');
  });

  it('opens the case when a finger taps a card outside its link', async () => {
    const user = userEvent.setup();
    server.use(caseListHandler([buildCase({ orderId: 2, status: 6 })]).handler);
    const { location } = renderSignedIn(<CaseListPage />, {
      path: '/caseList?tab=inTreatment',
      session: buildSession({ orderShowType: 'cardShow' }),
    });
    const card = within(await screen.findByRole('list', { name: 'Cases' })).getAllByRole('listitem')[0]!;
    const doctor = within(card).getByText('Dr. Ada Lin');
    expect(doctor.closest('a, button')).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: doctor });
    expect(location.history.at(-1)).toBe('/invisibleOrthodontic/2?orderType=1');
  });

  it('offline, the view still switches and stays chosen on this device', async () => {
    server.use(caseListHandler([buildCase({ orderId: 2, status: 6 })]).handler);
    server.use(http.post(apiUrl('tenant', '/account/order-show-type'), () => HttpResponse.error()));
    const { queryClient } = renderSignedIn(<CaseListPage />, { path: '/caseList?tab=inTreatment' });
    expect(await screen.findByRole('table', { name: 'Cases' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(await screen.findByRole('list', { name: 'Cases' })).toBeTruthy();
    expect(queryClient.getQueryData<TSession>(['session'])?.orderShowType).toBe('cardShow');
  });

  it('offers a new case and the temporary storage box', async () => {
    server.use(caseListHandler([]).handler);
    renderSignedIn(<CaseListPage />, { path: '/caseList' });
    expect(await screen.findByText('No cases in this tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New case' }).getAttribute('href')).toBe('/confirmOrder?type=1');
    expect(screen.getByRole('link', { name: 'Temporary storage box' }).getAttribute('href')).toBe('/caseDrafts');
  });

  it('searches by patient once typing pauses, and aborts the request of the previous search', async () => {
    const user = userEvent.setup();
    const seen: { keyword: string; signal: AbortSignal }[] = [];
    server.use(
      http.post(apiUrl('order', '/v1/case/list'), async ({ request }) => {
        const body = (await request.json()) as CaseListRequest;
        seen.push({ keyword: body.keyword, signal: request.signal });
        // Only the last search answers; the earlier ones hang until they are aborted.
        if (body.keyword === 'Me') await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        const list = body.keyword === 'Mei' ? [buildCase({ orderId: 8, patientName: 'Mei Zhang' })] : [];
        return HttpResponse.json(envelope({ list, total: list.length, tabCounts: counts({ pending: list.length }) }));
      }),
    );
    renderSignedIn(<CaseListPage />, { path: '/caseList' });
    const search = await screen.findByRole('searchbox', { name: 'Search by patient' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.type(search, 'Me');
    await waitFor(() => expect(seen.map((entry) => entry.keyword)).toEqual(['', 'Me']), { timeout: 2000 });
    await user.type(search, 'i');
    expect(await screen.findByText('Mei Zhang', {}, { timeout: 2000 })).toBeTruthy();
    // "M" never went out: the keystrokes in between were debounced.
    expect(seen.map((entry) => entry.keyword)).toEqual(['', 'Me', 'Mei']);
    await waitFor(() => expect(seen[1]!.signal.aborted).toBe(true));
    expect(seen[2]!.signal.aborted).toBe(false);
  });

  it('sends the quick range and the custom range as the start and end of the device days', async () => {
    const user = userEvent.setup();
    const list = caseListHandler([buildCase()]);
    server.use(list.handler);
    renderSignedIn(<CaseListPage />, { path: '/caseList' });
    await screen.findByText('Patient 1');

    await user.click(screen.getByRole('button', { name: 'Last week' }));
    const lastWeek = quickRange('lastWeek', new Date());
    await waitFor(() =>
      expect(list.requests.at(-1)).toEqual({
        tab: 'pending',
        keyword: '',
        createdFrom: lastWeek.from,
        createdTo: lastWeek.to,
        pageIndex: 1,
        pageSize: 10,
      }),
    );
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = quickRange('yesterday', new Date());
    await waitFor(() =>
      expect(list.requests.at(-1)).toMatchObject({ createdFrom: yesterday.from, createdTo: yesterday.to }),
    );

    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    // Nothing picked yet: the list is not narrowed to today (or any day) behind the user's back.
    await waitFor(() => expect(list.requests.at(-1)).not.toHaveProperty('createdFrom'));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    // Half a range is no range yet.
    expect(list.requests.at(-1)).not.toHaveProperty('createdFrom');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    const custom = dayRange('2025-03-01', '2025-03-31')!;
    await waitFor(() => expect(list.requests.at(-1)).toMatchObject({ createdFrom: custom.from, createdTo: custom.to }));
    expect(custom.from).toBe(new Date(2025, 2, 1).getTime());

    await user.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() =>
      expect(list.requests.at(-1)).toEqual({ tab: 'pending', keyword: '', pageIndex: 1, pageSize: 10 }),
    );
  });

  it('restores an ignored case with the status it showed, and says what changed when someone moved it first', async () => {
    const user = userEvent.setup();
    const list = caseListHandler([buildCase({ orderId: 5, status: 29, patientName: 'Mei Zhang' })]);
    const transitions: TTransitionRequest[] = [];
    const conflict: TCaseConflict = {
      orderId: 5,
      status: 2,
      stageNo: 1,
      lastEvent: {
        id: 91,
        kind: 'status',
        fromStatus: 29,
        toStatus: 1,
        stageNo: 1,
        actorName: 'Dr. Wang Li',
        actorSide: 'clinic',
        reason: 'Patient came back',
        attachments: [],
        detail: {},
        createdAt: Date.now() - 5 * 60 * 1000,
      },
    };
    server.use(
      list.handler,
      http.post(apiUrl('order', '/v1/case/transition'), async ({ request }) => {
        transitions.push((await request.json()) as TTransitionRequest);
        return HttpResponse.json(
          {
            code: 45005,
            msg: 'This case changed in the meantime. Review the change before you go on.',
            data: conflict,
          },
          { status: 409 },
        );
      }),
    );
    renderSignedIn(<CaseListPage />, { path: '/caseList?tab=ignored' });
    await screen.findByText('Mei Zhang');
    const requestsBefore = list.requests.length;
    await user.click(screen.getByRole('button', { name: 'Restore the case of Mei Zhang' }));
    const alert = await screen.findByRole('alert');
    expect(transitions).toEqual([{ orderId: 5, expectedStatus: 29, to: 1 }]);
    expect(alert.textContent).toContain(
      'The case of Mei Zhang was not restored: it changed meanwhile and is now “to be reviewed”.',
    );
    expect(alert.textContent).toContain('Changed by Dr. Wang Li, 5 minutes ago.');
    expect(alert.textContent).toContain('Reason: Patient came back');
    // The list is asked again, so it shows the case as it is now.
    await waitFor(() => expect(list.requests.length).toBeGreaterThan(requestsBefore));
  });

  it('offline, shows the list last synced to this device and says how old it is', async () => {
    const list = caseListHandler([]);
    server.use(list.handler);
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const syncedAt = Date.now() - 3 * 60 * 1000;
    const { queryClient } = renderSignedIn(<CaseListPage />, { path: '/caseList' });
    // What the persisted query cache restores at start.
    act(() => {
      queryClient.setQueryData(
        caseListQuery(11, { tab: 'pending', keyword: '', pageIndex: 1, pageSize: 10 }).queryKey,
        {
          list: [buildCase({ orderId: 3, patientName: 'Cached patient' })],
          total: 1,
          tabCounts: counts({ pending: 1 }),
        },
        { updatedAt: syncedAt },
      );
    });
    expect(await screen.findByText('Cached patient')).toBeTruthy();
    // Three minutes ago is usually today ("10:42"); just after midnight it is yesterday, written with its date.
    const asOf = dayjs(syncedAt).format(dayjs(syncedAt).isSame(dayjs(), 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm');
    expect(screen.getByText(`Offline — showing the list as of ${asOf}.`)).toBeTruthy();
    expect(screen.getByText('Updated 3 minutes ago')).toBeTruthy();
    expect(list.requests).toEqual([]);
  });
});
