import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CASE_PATHS } from '../../../../domain/orders/paths';
import { COMMENT_PATHS } from '../../../../domain/orders/comments';
import { getToasts } from '../../../components/ui/toast/toast-store';
import type { ViewerModel, StagedStep } from '../../../lib/model-viewer/types';
import { jpegFile } from '../../../lib/upload/testing/object-store';
import { server } from '../../../testing/msw-server';
import { UserDatabase } from '../../../lib/offline/db';
import { OutboxProvider, ref, type RequestItem, type UploadItem } from '../../../lib/offline/outbox';
import { disposeTestDatabase, OutboxTestProvider, stubOutbox } from '../../../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { answerFactoryCase, buildDetail, conflictAnswer, planOf } from '../testing/factory-case-api';
import { FactoryCasePage } from './factory-case-page';

// The 3D viewers need WebGL: here they only say what they were given.
vi.mock('../../../components/model-viewer/lazy', () => ({
  LazyModelViewer: ({ models }: { models: ViewerModel[] }) => (
    <ul aria-label="3D models">
      {models.map((model) => (
        <li key={model.id}>{`${model.jaw}: ${model.source.fileName}`}</li>
      ))}
    </ul>
  ),
  LazyStagedModelViewer: ({ steps }: { steps: StagedStep[] }) => <p>{`Staged viewer with ${steps.length} steps`}</p>,
}));

let factoryUserId = 9100;
/** A factory user of its own per test: the device database is named after the user. */
const factorySession = () =>
  buildSession({ userId: ++factoryUserId, isFactory: true, clinicId: null, clinicList: [], name: 'Factory Li' });

// The HTTP client decides about toasts from the page's own path.
afterEach(() => window.history.replaceState(null, '', '/'));

let database: UserDatabase | undefined;
afterEach(async () => {
  if (database) await disposeTestDatabase(database);
  database = undefined;
});

/**
 * The factory case page, signed in as a factory user, on a device database of its own; `withOutbox` runs the real
 * drainer (comments go through it), else an outbox that sends nothing.
 */
function renderCase({ withOutbox = false }: { withOutbox?: boolean } = {}) {
  window.history.replaceState(null, '', '/userFactory/case/41');
  const session = factorySession();
  database = new UserDatabase(String(session.userId));
  const page = (
    <Route path="/userFactory/case/:orderId">
      <FactoryCasePage />
    </Route>
  );
  return renderSignedIn(
    <UserDatabaseTestProvider value={database}>
      {withOutbox ? (
        <OutboxProvider>{page}</OutboxProvider>
      ) : (
        <OutboxTestProvider value={stubOutbox().value}>{page}</OutboxTestProvider>
      )}
    </UserDatabaseTestProvider>,
    { path: '/userFactory/case/41', session },
  );
}

const actionPanel = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Mia Chen' });
  return screen.getByRole('region', { name: 'Actions' });
};
const actionNames = async () =>
  within(await actionPanel())
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('/userFactory/case/:orderId', () => {
  it('shows the case: clinic, patient, status, stage, the case data, models, plans and the timeline', async () => {
    answerFactoryCase(
      buildDetail({
        status: 10,
        plans: [
          planOf(2, { note: 'Attachments on 13 and 23.' }),
          planOf(1, { decision: 'rejected', decisionReason: 'Too many steps' }),
        ],
      }),
    );
    renderCase();
    const header = (await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).closest('header')!;
    expect(within(header).getByText('Bright Smile Clinic')).toBeTruthy();
    expect(within(header).getByText('plan to be reviewed')).toBeTruthy();
    expect(within(header).getByText('Stage 1')).toBeTruthy();
    expect(screen.getByText('Crowded front teeth')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '3D models' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['upper: scan-upper.stl', 'lower: scan-lower.stl']);
    const plans = screen.getByRole('region', { name: 'Treatment plans' });
    expect(within(plans).getByText('Revision 2, stage 1')).toBeTruthy();
    expect(within(plans).getByText('Attachments on 13 and 23.')).toBeTruthy();
    expect(within(plans).getByText('Staged viewer with 1 steps')).toBeTruthy();
    expect(within(plans).getByText('The doctor’s reason: Too many steps')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText(/Dr Ada/)).toBeTruthy();
    expect(await actionNames()).toEqual([]);
    expect(screen.getByText('Nothing for the factory to do while the case is “plan to be reviewed”.')).toBeTruthy();
  });

  it.each([
    [2, ['Pass the review', 'Fail the review']],
    [4, ['Accept into design']],
    [6, ['Upload the plan']],
    [15, ['Take up the rejection']],
    [16, ['Upload the revision']],
    [20, ['Issue the payment order']],
    [21, ['Record the payment']],
    [22, ['Release to production', 'Terminate production']],
    [23, ['Ship', 'Terminate production']],
    [24, []],
    [27, []],
  ])('at status %i offers %j', async (status, names) => {
    answerFactoryCase(buildDetail({ status }));
    renderCase();
    expect(await actionNames()).toEqual(names);
  });

  it('passes the review after a confirmation, with the status on screen, and then offers the next step', async () => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(buildDetail({ status: 2 }));
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Pass the review' }));
    // The confirm dialog loads on its first use.
    const dialog = await screen.findByRole('dialog', { name: 'Pass the review?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Pass the review' }));
    expect(await screen.findByText('Done: Pass the review.')).toBeTruthy();
    expect(state.writes).toEqual([{ path: CASE_PATHS.transition, body: { orderId: 41, expectedStatus: 2, to: 4 } }]);
    await waitFor(async () => expect(await actionNames()).toEqual(['Accept into design']));
  });

  it.each([
    [2, 'Fail the review', 5],
    [22, 'Terminate production', 27],
  ])('at %i, “%s” needs a reason, which is sent', async (status, name, to) => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(buildDetail({ status }));
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name }));
    const form = screen.getByRole('form', { name });
    await user.click(within(form).getByRole('button', { name }));
    expect(within(form).getByText('Enter the reason.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Reason/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(state.writes).toEqual([]);

    await user.type(within(form).getByLabelText(/Reason/), 'The lower scan is incomplete.');
    await user.click(within(form).getByRole('button', { name }));
    expect(await screen.findByText(`Done: ${name}.`)).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: CASE_PATHS.transition,
        body: { orderId: 41, expectedStatus: status, to, reason: 'The lower scan is incomplete.', attachments: [] },
      },
    ]);
  });

  it('ships with carrier, tracking number and delivery date, each required', async () => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(buildDetail({ status: 23 }));
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship' });
    await user.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(within(form).getByText('Enter the carrier.')).toBeTruthy();
    expect(within(form).getByText('Enter the tracking number.')).toBeTruthy();
    expect(within(form).getByText('Enter a valid date (YYYY-MM-DD).')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Estimated delivery/), '2000-01-01');
    await user.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(within(form).getByText('The date must not be in the past.')).toBeTruthy();
    expect(state.writes).toEqual([]);

    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    await user.type(within(form).getByLabelText(/Carrier/), 'SF Express');
    await user.type(within(form).getByLabelText(/Tracking number/), 'SF1234567890');
    await user.clear(within(form).getByLabelText(/Estimated delivery/));
    await user.type(within(form).getByLabelText(/Estimated delivery/), day);
    await user.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Done: Ship.')).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: CASE_PATHS.factoryShip,
        body: {
          orderId: 41,
          expectedStatus: 23,
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
          estimatedDelivery: day,
        },
      },
    ]);
  });

  it('on a conflict says what changed, shows the case as it is now and keeps what was typed', async () => {
    const user = userEvent.setup();
    const world = answerFactoryCase(buildDetail({ status: 23 }), () => {
      world.moveTo(27);
      return conflictAnswer(27, 'The clinic closed.');
    });
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship' });
    await user.type(within(form).getByLabelText(/Carrier/), 'SF Express');
    await user.type(within(form).getByLabelText(/Tracking number/), 'SF1234567890');
    await user.type(within(form).getByLabelText(/Estimated delivery/), dayjs().add(3, 'day').format('YYYY-MM-DD'));
    await user.click(within(form).getByRole('button', { name: 'Ship' }));

    const alert = await screen.findByText(/this case changed meanwhile/);
    const notice = alert.closest('[role="alert"]')!;
    expect(notice.textContent).toContain('“production terminated”');
    expect(notice.textContent).toContain('Changed by Factory Wang (Factory)');
    expect(notice.textContent).toContain('Reason: The clinic closed.');
    const header = screen.getByRole('heading', { level: 1, name: 'Mia Chen' }).closest('header')!;
    await waitFor(() => expect(within(header).getByText('production terminated')).toBeTruthy());
    expect(within(form).getByLabelText<HTMLInputElement>(/Carrier/).value).toBe('SF Express');
    expect(within(form).getByLabelText<HTMLInputElement>(/Tracking number/).value).toBe('SF1234567890');
    expect(within(form).getByRole('button', { name: 'Ship' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText(/no longer in the status this action needs/)).toBeTruthy();
    expect(getToasts()).toEqual([]);
  });

  it('issues a payment order with a valid amount and the final-payment choice', async () => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(
      buildDetail({
        status: 20,
        plans: [planOf(1, { decision: 'approved' })],
        production: {
          finalPaid: false,
          totalSteps: { upSteps: 12, downSteps: 10 },
          alreadySteps: { upSteps: 0, downSteps: 0 },
          pendingSteps: { upSteps: 5, downSteps: 5 },
        },
      }),
    );
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Issue the payment order' }));
    const form = screen.getByRole('form', { name: 'Issue the payment order' });
    expect(within(form).getByText('upper 5 steps, lower 5 steps')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Amount/), '3200.555');
    // The numeric input keeps two decimals; a zero amount is what the form still refuses.
    expect((within(form).getByLabelText(/Amount/) as HTMLInputElement).value).toBe('3200.55');
    await user.clear(within(form).getByLabelText(/Amount/));
    await user.type(within(form).getByLabelText(/Amount/), '0');
    await user.click(within(form).getByRole('button', { name: 'Issue the payment order' }));
    expect(within(form).getByText('Enter an amount greater than 0 with at most two decimals.')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/Amount/));
    await user.type(within(form).getByLabelText(/Amount/), '3200.5');
    await user.click(within(form).getByLabelText(/Final payment/));
    await user.click(within(form).getByRole('button', { name: 'Issue the payment order' }));
    expect(await screen.findByText('Done: Issue the payment order.')).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: CASE_PATHS.factoryPaymentOrder,
        body: { orderId: 41, expectedStatus: 20, amount: 3200.5, finalPayment: true },
      },
    ]);
  });

  it('records the payment with its reference', async () => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(buildDetail({ status: 21, dueAmount: 3200.5 }));
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Record the payment' }));
    const form = screen.getByRole('form', { name: 'Record the payment' });
    expect(within(form).getByText('CN¥3,200.50')).toBeTruthy();
    await user.type(within(form).getByLabelText(/Payment reference/), 'TX-889');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Done: Record the payment.')).toBeTruthy();
    expect(state.writes).toEqual([
      { path: CASE_PATHS.factoryPayment, body: { orderId: 41, expectedStatus: 21, reference: 'TX-889' } },
    ]);
  });

  it('says a refusal on the page, never as a toast, and keeps the reason typed', async () => {
    const user = userEvent.setup();
    answerFactoryCase(buildDetail({ status: 2 }), () =>
      HttpResponse.json(envelope(null, 45002, 'This case cannot make this change in its current status.'), {
        status: 400,
      }),
    );
    renderCase();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Fail the review' }));
    const form = screen.getByRole('form', { name: 'Fail the review' });
    await user.type(within(form).getByLabelText(/Reason/), 'Blurred photos');
    await user.click(within(form).getByRole('button', { name: 'Fail the review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This case cannot make this change in its current status.',
    );
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/Reason/).value).toBe('Blurred photos');
    expect(getToasts()).toEqual([]);
  });

  it('says inline when the case cannot be loaded, and loads it on retry', async () => {
    const user = userEvent.setup();
    answerFactoryCase(buildDetail({ status: 2 }));
    server.use(http.get(apiUrl('order', '/v1/case/detail/:orderId'), () => HttpResponse.error(), { once: true }));
    renderCase();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Network error/);
    expect(getToasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeTruthy();
  });

  it('reads the comments and sends one through the outbox; an empty one is refused', async () => {
    const user = userEvent.setup();
    const { state } = answerFactoryCase(buildDetail({ status: 6 }));
    state.comments = [
      {
        id: 1,
        orderId: 41,
        authorName: 'Dr Ada',
        authorSide: 'clinic',
        text: 'Please keep 11 as is.',
        images: [],
        createdAt: Date.UTC(2025, 4, 1),
      },
    ];
    renderCase({ withOutbox: true });
    const panel = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(panel).findByText('Please keep 11 as is.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Write a comment or add an image.')).toBeTruthy();
    const field = within(panel).getByLabelText<HTMLTextAreaElement>('Comment to the clinic');
    await user.type(field, 'Noted, 11 stays.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field.value).toBe(''));
    // The drainer delivers it once, and the conversation read again holds it.
    expect(await within(panel).findByText('Factory Li', { exact: false })).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByTestId('queued-comment')).toBeNull());
    expect(state.comments.map((comment) => comment.text)).toEqual(['Please keep 11 as is.', 'Noted, 11 stays.']);
  });
  it('queues a comment with photos in the outbox: each photo an upload, the comment naming them by reference', async () => {
    const user = userEvent.setup();
    answerFactoryCase(buildDetail({ status: 6 }));
    renderCase();
    const panel = await screen.findByRole('region', { name: 'Comments' });
    await user.upload(within(panel).getByLabelText('Add images'), [jpegFile('bite.jpg'), jpegFile('midline.jpg')]);
    expect(within(panel).getByText('bite.jpg')).toBeTruthy();
    await user.type(within(panel).getByLabelText('Comment to the clinic'), 'See the bite.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByTestId('queued-comment')).toBeTruthy();
    expect(within(panel).queryByText('bite.jpg')).toBeNull();
    const items = await database!.outbox.toArray();
    const uploads = items.filter((item): item is UploadItem => item.kind === 'upload');
    expect(uploads.map((upload) => upload.label.subject)).toEqual(['bite.jpg', 'midline.jpg']);
    const stored = await database!.uploads.bulkGet(uploads.map((upload) => upload.uploadId));
    expect(stored.map((upload) => upload?.purpose)).toEqual(['photo', 'photo']);
    const comment = items.find((item): item is RequestItem => item.kind === 'request')!;
    expect(comment).toMatchObject({
      group: uploads[0]!.group,
      request: {
        path: COMMENT_PATHS.add,
        body: {
          clientId: comment.id,
          orderId: 41,
          text: 'See the bite.',
          images: uploads.map((u) => ref(u.id, 'key')),
        },
      },
    });
  });
  it("a comment the server refuses stays on the device with the server's reason", async () => {
    const user = userEvent.setup();
    answerFactoryCase(buildDetail({ status: 6 }));
    server.use(
      http.post(apiUrl('order', COMMENT_PATHS.add), () =>
        HttpResponse.json(envelope(null, 400, 'This case is closed to comments.'), { status: 400 }),
      ),
    );
    renderCase({ withOutbox: true });
    const panel = await screen.findByRole('region', { name: 'Comments' });
    await user.type(within(panel).getByLabelText('Comment to the clinic'), 'Midline checked.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    const queued = await within(panel).findByTestId('queued-comment');
    expect(await within(queued).findByText('This case is closed to comments.')).toBeTruthy();
    expect(within(queued).getByText('Midline checked.')).toBeTruthy();
  });
});
