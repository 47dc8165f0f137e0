import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import { FACTORY_QUEUES } from '../../../../domain/orders/moves';
import type { TFactoryQueueRequest } from '../../../../domain/orders/list';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { buildCaseSummary } from '../../../testing/case-detail-fixtures';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { FactoryQueuePage } from './factory-queue-page';

const counts = {
  review: 2,
  design: 1,
  revise: 0,
  doctor: 4,
  payment: 0,
  production: 0,
  shipping: 1,
  closed: 3,
  all: 11,
};

function answerQueues() {
  const requests: TFactoryQueueRequest[] = [];
  server.use(
    http.post(apiUrl('order', CASE_PATHS.factoryQueue), async ({ request }) => {
      const body = (await request.json()) as TFactoryQueueRequest;
      requests.push(body);
      const list =
        body.queue === 'design'
          ? [buildCaseSummary({ orderId: 52, status: 6, patientName: 'Leo Wang', clinicName: 'Harbour Dental' })]
          : [
              buildCaseSummary({ orderId: 41, updatedAt: Date.now() - 2 * 86_400_000 }),
              buildCaseSummary({ orderId: 43, patientName: 'Noah Li', brand: 'cuspid-express', series: 'express' }),
            ].filter((row) => !body.keyword || row.patientName.includes(body.keyword));
      const searched = body.keyword ? { ...counts, review: list.length } : counts;
      return HttpResponse.json(envelope({ list, total: list.length, queueCounts: searched }));
    }),
  );
  return requests;
}

afterEach(() => window.history.replaceState(null, '', '/'));

function renderQueues(path = '/userFactory') {
  window.history.replaceState(null, '', '/userFactory');
  return renderSignedIn(<FactoryQueuePage />, {
    path,
    session: buildSession({ isFactory: true, clinicId: null, clinicList: [] }),
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/userFactory, case queues', () => {
  it('opens on the review queue with every queue’s count, and lists clinic, patient, doctor, product, status and age', async () => {
    const requests = answerQueues();
    renderQueues();
    const table = await screen.findByRole('table', { name: 'Review' });
    expect(await within(table).findByText('Noah Li')).toBeTruthy();
    expect(requests[0]).toEqual({ queue: 'review', keyword: '', pageIndex: 1, pageSize: 10 });
    expect(tabNames()).toEqual([
      'Review2',
      'Design1',
      'Revise0',
      'Waiting for the doctor4',
      'Payment0',
      'Production0',
      'Shipping1',
      'Closed3',
      'All11',
    ]);
    expect(screen.getAllByRole('tab')).toHaveLength(FACTORY_QUEUES.length);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Review2');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Bright Smile Clinic')).toBeTruthy();
    expect(within(first).getByText('Dr Ada')).toBeTruthy();
    expect(within(first).getByText('Cuspid Clear · Comprehensive')).toBeTruthy();
    expect(within(first).getByText('to be reviewed')).toBeTruthy();
    expect(within(first).getByText('2 days ago')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open the case of Mia Chen' }).getAttribute('href')).toBe(
      '/userFactory/case/41',
    );
    expect(screen.getByText('Total 2')).toBeTruthy();
  });

  it('switches queue by tab (kept in the address) and back to page 1', async () => {
    const user = userEvent.setup();
    const requests = answerQueues();
    const { location } = renderQueues();
    await screen.findByText('Noah Li');
    await user.click(screen.getByRole('tab', { name: /Design/ }));
    const table = await screen.findByRole('table', { name: 'Design' });
    expect(await within(table).findByText('Leo Wang')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ queue: 'design', keyword: '', pageIndex: 1, pageSize: 10 });
    expect(location.history.at(-1)).toBe('/userFactory?queue=design');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Design1');
  });

  it('opens the queue the address names, and searches by clinic or patient', async () => {
    const user = userEvent.setup();
    const requests = answerQueues();
    renderQueues('/userFactory?queue=all');
    await screen.findByRole('table', { name: 'All' });
    expect(requests[0]?.queue).toBe('all');
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    await user.type(screen.getByLabelText('Search by clinic or patient'), 'Noah{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ queue: 'review', keyword: 'Noah', pageIndex: 1, pageSize: 10 }),
    );
    const table = screen.getByRole('table', { name: 'Review' });
    await waitFor(() => expect(within(table).queryByText('Mia Chen')).toBeNull());
    expect(within(table).getByText('Noah Li')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Review/ }).textContent).toBe('Review1');
  });

  it('says so when a queue is empty', async () => {
    server.use(
      http.post(apiUrl('order', CASE_PATHS.factoryQueue), () =>
        HttpResponse.json(envelope({ list: [], total: 0, queueCounts: { ...counts, review: 0 } })),
      ),
    );
    renderQueues();
    expect(await screen.findByText('No case waits in this queue.')).toBeTruthy();
  });

  it('says inline, never as a toast, when the queue cannot be loaded', async () => {
    server.use(http.post(apiUrl('order', CASE_PATHS.factoryQueue), () => HttpResponse.error()));
    renderQueues();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Network error/);
    expect(getToasts()).toEqual([]);
  });
});
