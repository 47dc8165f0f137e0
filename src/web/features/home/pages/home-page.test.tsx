import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TWorktable } from '../../../../domain/orders/list';
import { localDayString, startOfLocalDay } from '../../../../domain/date-ranges';
import { findProductLine, PRODUCT_LINES } from '../../../../domain/product-lines';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import type { WorktableRequest } from '../api/get-worktable';
import { HomePage } from './home-page';

const notice = <p>No clinic notice</p>;
const nineLines = PRODUCT_LINES.filter((line) => line.type !== 'mall');

function worktableHandler(worktable: TWorktable = { lines: [], upcoming: [] }) {
  const requests: WorktableRequest[] = [];
  const handler = http.post(apiUrl('order', '/v1/case/worktable'), async ({ request }) => {
    requests.push((await request.json()) as WorktableRequest);
    return HttpResponse.json(envelope(worktable));
  });
  return { handler, requests };
}

const atDay = (days: number, hours: number, minutes = 0) => {
  const day = startOfLocalDay(new Date(), days);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes).getTime();
};

describe('/home, the worktable', () => {
  it('greets the user and lists the nine product lines, each "Coming soon" and not a link while no order form exists', async () => {
    const worktable = worktableHandler();
    server.use(worktable.handler);
    renderSignedIn(<HomePage createRouteOf={() => undefined} noClinicNotice={notice} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Worktable' })).toBeTruthy();
    expect(screen.getByText('Hello, Dr. Ada Lin')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Product lines' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      nineLines.map((line) => line.name.message),
    );
    for (const card of cards) {
      expect(within(card).getByText('Coming soon')).toBeTruthy();
      expect(within(card).queryByRole('link')).toBeNull();
    }
    expect(await screen.findByText('No model pickups or deliveries in the next 7 days.')).toBeTruthy();
  });

  it("links a line to its create route once the route table has it, and counts the cases waiting for the doctor's action", async () => {
    server.use(
      worktableHandler({
        lines: [
          { productLine: 1, needsAction: 3 },
          { productLine: 2, needsAction: 0 },
          { productLine: 5, needsAction: 1 },
        ],
        upcoming: [],
      }).handler,
    );
    const served = new Set([1, 2]);
    renderSignedIn(
      <HomePage
        createRouteOf={(code) => (served.has(code) ? findProductLine(code)?.createRoute : undefined)}
        noClinicNotice={notice}
      />,
    );
    expect(screen.getByRole('link', { name: /Fixed dentures/ }).getAttribute('href')).toBe('/dentureTeethCreateOrder');
    expect(screen.getByRole('link', { name: /Invisible aligners/ }).getAttribute('href')).toBe('/confirmOrder?type=1');
    expect(screen.getAllByText('Coming soon')).toHaveLength(7);

    const aligners = await screen.findByRole('link', { name: '3 cases need your action' });
    expect(aligners.getAttribute('href')).toBe('/caseList?tab=pending');
    const retainers = screen.getByRole('link', { name: '1 case needs your action' });
    expect(within(retainers.closest('li')!).getByRole('heading').textContent).toBe('Retainers');
    // A line without a form stays unclickable itself; only its count leads to the pending cases.
    expect(within(retainers.closest('li')!).getAllByRole('link')).toEqual([retainers]);
    expect(screen.queryAllByRole('link', { name: /need/ })).toHaveLength(2);
  });

  it("asks for the device's 7 days and groups pickups and deliveries by day: today, tomorrow, day after, then weekday and date", async () => {
    const worktable = worktableHandler({
      lines: [],
      upcoming: [
        { kind: 'pickup', at: atDay(0, 15, 30), orderId: 11, orderType: 1, patientName: 'Mei Zhang' },
        { kind: 'delivery', at: atDay(1, 0), orderId: 12, orderType: 1, patientName: 'Li Na' },
        { kind: 'delivery', at: atDay(2, 0), orderId: 13, orderType: 2, patientName: 'Wang Fang' },
        { kind: 'pickup', at: atDay(5, 9), orderId: 14, orderType: 1, patientName: 'Chen Jie' },
        { kind: 'delivery', at: atDay(5, 0), orderId: 15, orderType: 1, patientName: 'Zhao Lei' },
      ],
    });
    server.use(worktable.handler);
    renderSignedIn(<HomePage createRouteOf={(code) => findProductLine(code)?.createRoute} noClinicNotice={notice} />);
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    await waitFor(() => expect(within(upcoming).getAllByRole('heading', { level: 3 })).toHaveLength(4));
    const today = new Date();
    expect(worktable.requests[0]).toEqual({
      from: startOfLocalDay(today).getTime(),
      today: localDayString(today),
      days: 7,
    });

    const fifthDay = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' }).format(
      startOfLocalDay(today, 5),
    );
    const days = within(upcoming)
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-labelledby'));
    expect(
      days.map((day) => [
        within(day).getByRole('heading').textContent,
        within(day)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]),
    ).toEqual([
      ['Today', [['Model pickup at 15:30: Mei Zhang', '/invisibleOrthodontic/11?orderType=1']]],
      ['Tomorrow', [['Expected delivery: Li Na', '/invisibleOrthodontic/12?orderType=1']]],
      ['Day after tomorrow', [['Expected delivery: Wang Fang', '/dentureTeethOrderDetail/13?orderType=1']]],
      [
        fifthDay,
        [
          ['Expected delivery: Zhao Lei', '/invisibleOrthodontic/15?orderType=1'],
          ['Model pickup at 09:00: Chen Jie', '/invisibleOrthodontic/14?orderType=1'],
        ],
      ],
    ]);
  });

  it('for a user with no clinic yet shows the no-certification notice and never asks for the worktable', async () => {
    const worktable = worktableHandler();
    server.use(worktable.handler);
    renderSignedIn(<HomePage createRouteOf={(code) => findProductLine(code)?.createRoute} noClinicNotice={notice} />, {
      session: buildSession({ clinicId: null, clinicList: [] }),
    });
    expect(screen.getByText('No clinic notice')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Invisible aligners/ })).toBeTruthy();
    // Let any request the page would make reach the handler before checking none did.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Coming up' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worktable.requests).toEqual([]);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
