import { formatDateTime } from '../../../lib/dates/format-day';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { UserDatabase } from '../../../lib/offline/db';
import type { RequestItem } from '../../../lib/offline/outbox';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import { server } from '../../../testing/msw-server';
import { jpegFile } from '../../../lib/upload/testing/object-store';
import {
  buildDetail,
  buildEvent,
  buildPlan,
  createTestDatabase,
  disposeTestDatabase,
  postRecorder,
  renderDetail,
  serveDetail,
  success,
  T0,
} from '../testing/detail-api';

// three.js stays out of these tests: the viewer shows which steps it was given.
vi.mock('../../../components/model-viewer/lazy', () => ({
  LazyStagedModelViewer: ({ steps }: { steps: { step: number }[] }) => (
    <p data-testid="staged-viewer">{steps.map((step) => step.step).join(',')}</p>
  ),
  LazyModelViewer: ({ models }: { models: { source: { fileName: string } }[] }) => (
    <p data-testid="model-viewer">{models.map((model) => model.source.fileName).join(',')}</p>
  ),
}));

let database: UserDatabase;
beforeEach(() => {
  database = createTestDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await disposeTestDatabase(database);
});

const at = (time: number) => formatDateTime(time, 'en');
const SAVED_ON_DEVICE = 'Saved on this device: the change is sent to the factory as soon as the connection allows.';
/** Waits until the page has read the moves still on the device (until then it offers none). */
const movesRead = () =>
  waitFor(() => expect(screen.getByTestId('case-actions').getAttribute('aria-busy')).toBe('false'));
const queuedMoves = async () =>
  (await database.outbox.orderBy('seq').toArray()).filter((item): item is RequestItem => item.kind === 'request');
const actions = () => screen.queryByRole('group', { name: 'Actions' });
const actionNames = () => Array.from(actions()!.querySelectorAll('a, button'), (element) => element.textContent);

async function openDetail(detail: TCaseDetail) {
  const requests = serveDetail([detail]);
  const view = renderDetail(database, { orderId: detail.orderId });
  await screen.findByRole('heading', { name: detail.patientName, level: 1 });
  await movesRead();
  return { ...view, requests };
}

describe('/invisibleOrthodontic/:orderId, the order detail', () => {
  it('shows the patient, order, stage and status, and the actions the server allows', async () => {
    await openDetail(buildDetail({ stageNo: 2 }));
    expect(screen.getByText('Order 42')).toBeTruthy();
    expect(screen.getByTestId('case-stage').textContent).toBe('Stage 2');
    expect(screen.getByTestId('case-status').textContent).toBe('plan to be reviewed');
    expect(screen.getByText('Invisible aligners')).toBeTruthy();
    expect(actionNames()).toEqual(['Approve the plan', 'Reject the plan', 'Cancel the order']);
    // Where the case stands among the plan stages (issue 18, item 3), read from its status.
    const stages = screen.getByRole('list', { name: 'Plan stages' });
    expect(within(stages).getByRole('listitem', { current: 'step' }).textContent).toContain('Plan review · pending');
  });

  it('on a tablet folds the long sections and puts the comment box before the timeline (issue 13, point 23)', async () => {
    // The test window is a laptop's: make it a 768 px tablet's for this page.
    const matchMedia = window.matchMedia.bind(window);
    const tablet = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => Object.create(matchMedia(query), { matches: { value: false } }) as MediaQueryList);
    await openDetail(buildDetail());
    tablet.mockRestore();
    const timeline = screen.getByText('Timeline').closest('details')!;
    const caseData = screen.getByText('Case data').closest('details')!;
    expect([timeline.open, caseData.open]).toEqual([false, false]);
    const commentBox = await screen.findByRole('textbox', { name: 'Comment to the factory' });
    expect(commentBox.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the patient's scans in the 3D viewer on demand, and closes them again (issue 13, point 1)", async () => {
    const user = userEvent.setup();
    await openDetail(buildDetail());
    const models = screen.getByRole('region', { name: 'Patient’s models' });
    expect(within(models).queryByTestId('model-viewer')).toBeNull();
    await user.click(within(models).getByRole('button', { name: 'Show the 3D models' }));
    expect((await within(models).findByTestId('model-viewer')).textContent).toBe('upper.stl,lower.stl');
    await user.click(within(models).getByRole('button', { name: 'Hide the 3D models' }));
    expect(within(models).queryByTestId('model-viewer')).toBeNull();
  });

  it('offers no action when the server lists no move for this user', async () => {
    await openDetail(buildDetail({ status: 22, nextStatuses: [], plans: [buildPlan({ decision: 'approved' })] }));
    expect(actions()).toBeNull();
  });

  it('offers continue editing on a failed case, as a link to the wizard', async () => {
    await openDetail(buildDetail({ status: 5, nextStatuses: [2, 29, 3], plans: [] }));
    expect(actionNames()).toEqual(['Continue editing', 'Ignore', 'Cancel the order']);
    expect(screen.getByRole('link', { name: 'Continue editing' }).getAttribute('href')).toBe(
      '/confirmOrder?type=1&orderId=42',
    );
  });

  it('approves the plan through the outbox, with the status on screen; the case changes once the server has it', async () => {
    const user = userEvent.setup();
    let current = buildDetail();
    serveDetail(() => [current]);
    const { outbox } = renderDetail(database);
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    await movesRead();
    await user.click(screen.getByTestId('case-action-approvePlan'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the treatment plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    const [move] = await queuedMoves();
    expect(move?.request).toEqual({
      service: 'order',
      method: 'POST',
      path: '/v1/case/transition',
      body: { orderId: 42, expectedStatus: 10, to: 14, attachments: [] },
    });
    expect(move?.label.subject).toBe('Approve the plan');
    // Until the server has it, the status on screen is the old one and no other move is offered.
    const pending = await screen.findByTestId('pending-moves');
    expect(pending.textContent).toContain('Saved on this device, sending…');
    expect(actions()).toBeNull();
    expect(screen.getByTestId('case-status').textContent).toBe('plan to be reviewed');

    current = buildDetail({ status: 14, nextStatuses: [20, 3] });
    const done = await acknowledge(database, move!, null);
    act(() => outbox.acknowledge(done!));
    await waitFor(() => expect(screen.getByTestId('case-status').textContent).toBe('plan passed'));
    expect(screen.queryByTestId('pending-moves')).toBeNull();
    expect(actionNames()).toEqual(['Ask for production', 'Cancel the order']);
  });

  it('asks for the reason of a rejection before queueing it, and queues it with the reason', async () => {
    const user = userEvent.setup();
    await openDetail(buildDetail());
    await user.click(screen.getByTestId('case-action-rejectPlan'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the treatment plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Enter the reason.')).toBeTruthy();
    expect(await queuedMoves()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Less expansion on 14');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the treatment plan' })).toBeNull());
    expect((await queuedMoves()).map((item) => item.request.body)).toEqual([
      { orderId: 42, expectedStatus: 10, to: 15, reason: 'Less expansion on 14', attachments: [] },
    ]);
    expect((await screen.findByTestId('pending-moves')).textContent).toContain('Less expansion on 14');
  });

  it('queues the photos of a rejection as uploads of the case, the move naming them by refs', async () => {
    const user = userEvent.setup();
    await openDetail(buildDetail());
    await user.click(screen.getByTestId('case-action-rejectPlan'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the treatment plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Upper 11 rotates too far');
    await user.upload(within(dialog).getByLabelText('Attach photos'), [jpegFile('rotation.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(async () => expect(await queuedMoves()).toHaveLength(1));
    const items = await database.outbox.orderBy('seq').toArray();
    const upload = items.find((item) => item.kind === 'upload')!;
    const [move] = await queuedMoves();
    expect(upload.group).toBe(move!.group);
    expect(upload.seq).toBeLessThan(move!.seq!);
    expect((move!.request.body as { attachments: unknown[] }).attachments).toEqual([{ $ref: upload.id, path: 'key' }]);
  });

  it('shows a refused move with the server’s word and what was typed, reads the case again, and lets it be dropped', async () => {
    const user = userEvent.setup();
    let current = buildDetail();
    const detail = serveDetail(() => [current]);
    renderDetail(database);
    await user.click(await screen.findByTestId('case-action-rejectPlan'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the treatment plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Less expansion on 14');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(async () => expect(await queuedMoves()).toHaveLength(1));

    // The drainer's refusal: the case was cancelled meanwhile.
    current = buildDetail({ status: 3, nextStatuses: [] });
    const [move] = await queuedMoves();
    const requestsBefore = detail.requests.length;
    await database.outbox.update(move!.seq!, {
      state: 'attention',
      error: { code: 45005, msg: 'This case changed in the meantime.' },
    });
    const pending = await screen.findByTestId('pending-moves');
    expect(await within(pending).findByText('This case changed in the meantime.')).toBeTruthy();
    expect(pending.textContent).toContain('Less expansion on 14');
    await waitFor(() => expect(detail.requests.length).toBeGreaterThan(requestsBefore));
    await waitFor(() => expect(screen.getByTestId('case-status').textContent).toBe('order cancelled'));

    await user.click(within(pending).getByRole('button', { name: 'Drop the change: Reject the plan' }));
    await waitFor(() => expect(screen.queryByTestId('pending-moves')).toBeNull());
    expect(await queuedMoves()).toEqual([]);
  });

  it('shows every event with its statuses, actor, side, time, reason and details, newest first', async () => {
    const events = [
      buildEvent({ id: 1, kind: 'created', fromStatus: null, toStatus: 1, createdAt: T0 }),
      buildEvent({ id: 2, fromStatus: 1, toStatus: 2, createdAt: T0 + 1000 }),
      buildEvent({
        id: 3,
        fromStatus: 2,
        toStatus: 5,
        actorName: 'Factory QA',
        actorSide: 'factory',
        reason: 'The lower scan is cut off',
        attachments: [{ key: 'photo/a', name: 'scan.png', url: 'https://files.test/scan.png' }],
        createdAt: T0 + 2000,
      }),
      buildEvent({
        id: 4,
        kind: 'shipment',
        fromStatus: 23,
        toStatus: 24,
        actorName: 'Factory Dispatch',
        actorSide: 'factory',
        detail: { carrier: 'SF Express', trackingNo: 'SF123456', estimatedDelivery: '2025-05-20' },
        createdAt: T0 + 3000,
      }),
    ];
    await openDetail(buildDetail({ status: 24, nextStatuses: [25], events }));
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const entries = Array.from(timeline.children) as HTMLElement[];
    expect(entries.map((entry) => entry.querySelector('p:nth-of-type(2)')?.textContent)).toEqual([
      'production order out → in transit',
      'to be reviewed → failed',
      'information to complete → to be reviewed',
      'information to complete',
    ]);
    expect(within(entries[0]!).getByText('by Factory Dispatch (Factory)')).toBeTruthy();
    expect(within(entries[0]!).getByText('SF123456')).toBeTruthy();
    expect(within(entries[0]!).getByText('2025-05-20')).toBeTruthy();
    expect(within(entries[1]!).getByText('Reason: The lower scan is cut off')).toBeTruthy();
    expect(within(entries[1]!).getByRole('img', { name: 'scan.png' })).toBeTruthy();
    expect(within(entries[2]!).getByText('by Dr. Ada Lin (Clinic)')).toBeTruthy();
    expect(within(entries[3]!).getByText(at(T0), { exact: false })).toBeTruthy();
  });

  it('shows the current plan with its staged steps and price, and earlier revisions with their reasons', async () => {
    const plans = [
      buildPlan({ id: 2, revision: 2 }),
      buildPlan({ id: 1, revision: 1, decision: 'rejected', decisionReason: 'Too much expansion' }),
    ];
    await openDetail(buildDetail({ plans }));
    expect(screen.getByTestId('staged-viewer').textContent).toBe('0,10,20');
    expect(screen.getByText('upper 20, lower 18', { selector: 'dd' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open the PDF' })).toHaveLength(2);
    expect(screen.getByText('Attachments on 13 and 23.')).toBeTruthy();
    expect(screen.getByText('Price')).toBeTruthy();
    const revision = screen.getByTestId('plan-revision');
    expect(revision.textContent).toContain('Revision 1, stage 1');
    expect(revision.textContent).toContain('Rejected');
    expect(within(revision).getByText('Reason: Too much expansion')).toBeTruthy();
  });

  it('leaves the price out when the server dropped it (prices hidden for this staff member)', async () => {
    const plan = buildPlan() as Partial<ReturnType<typeof buildPlan>>;
    delete plan.price;
    await openDetail(buildDetail({ plans: [plan as ReturnType<typeof buildPlan>] }));
    expect(screen.queryByText('Price')).toBeNull();
  });

  it("marks the order's reminders read on open and makes the top bar's count fetch again", async () => {
    const read = postRecorder('/order-notify/read', () => success(null));
    serveDetail([buildDetail()]);
    server.use(read.handler);
    const { queryClient } = renderDetail(database);
    const countKey = ['reminders', 'unreadCount'];
    queryClient.setQueryData(countKey, 3);
    await screen.findByRole('heading', { name: 'Mei Zhang', level: 1 });
    await waitFor(() => expect(read.bodies).toEqual([{ orderId: 42 }]));
    await waitFor(() => expect(queryClient.getQueryState(countKey)?.isInvalidated).toBe(true));
  });

  it('says a case of another clinic was not found, without a Try again that cannot succeed (45001, HTTP 404)', async () => {
    const detail = serveDetail([]);
    renderDetail(database, { orderId: 77 });
    expect(await screen.findByText('This case was not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(detail.requests).toEqual([77]);
  });

  it('offline, keeps showing the case it has, saying how old it is', async () => {
    await openDetail(buildDetail());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/^Offline — showing this order as of/)).toBeTruthy();
    expect(screen.getByText(/^Updated /)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mei Zhang', level: 1 })).toBeTruthy();
    onLine.mockRestore();
  });
});
