import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge, crown, dentureData, implantCrown, pontic, single } from '../../../domain/lines/dentures/test-kit';
import { ZDentureData } from '../../../domain/lines/dentures/wizard';
import { DENTURE_PATHS } from '../../../domain/lines/dentures/requests';
import { LINE_ORDER_PATHS, type TLineOrder } from '../../../domain/orders/line-orders';
import { ORDER_STATUS as S } from '../../../domain/order-status';
import type { UserDatabase } from '../../lib/offline/db';
import type { RequestItem } from '../../lib/offline/outbox';
import { jpegFile } from '../../lib/upload/testing/object-store';
import {
  buildEvent,
  createTestDatabase,
  disposeTestDatabase,
  quietHandlers,
  success,
} from '../../features/orders/testing/detail-api';
import { server } from '../../testing/msw-server';
import { renderOnDevice } from '../../testing/render-on-device';
import { apiUrl } from '../../testing/session-generators';
import type { DentureOrderView } from './denture-order-query';
import { DentureOrderPage } from './denture-order-page';

let database: UserDatabase;
beforeEach(() => {
  database = createTestDatabase();
  localStorage.setItem('cuspid:tooth-notation', 'palmer');
});
afterEach(async () => {
  localStorage.removeItem('cuspid:tooth-notation');
  await disposeTestDatabase(database);
});

const ORDER_ID = 77;

function lineOrder(status: number, nextStatuses: number[]): TLineOrder {
  return {
    orderId: ORDER_ID,
    productLine: 2,
    status,
    stageNo: 1,
    patientName: 'Mei Zhang',
    clinicName: 'Bright Smile Dental',
    doctorName: 'Dr. Wang Li',
    events: [buildEvent({ toStatus: status })],
    nextStatuses,
  };
}

function dentureOrder(overrides: Partial<DentureOrderView> = {}): DentureOrderView {
  const data = ZDentureData.parse(
    dentureData({
      teeth: {
        dentureType: 'both',
        restorations: [bridge(crown(13), pontic(12), crown(11, { porcelain: true })), single(implantCrown(36))],
      },
    }),
  );
  return {
    orderId: ORDER_ID,
    dentureType: 'both',
    data,
    costs: { grindCost: 80, porcelainCost: 300, subsDeposit: 0, markUp: 0, totalPrice: 380 },
    abutmentSelectionId: 'ABT-7',
    reworks: [],
    files: {
      upper: { key: 'model/u.stl', name: 'upper.stl', url: 'https://files.test/upper.stl' },
      lower: null,
      shadePhoto: null,
    },
    ...overrides,
  };
}

function serve(order: TLineOrder, denture: DentureOrderView = dentureOrder()) {
  server.use(
    http.get(apiUrl('order', `/v1/line/order/:orderId`), () => success(order)),
    http.get(apiUrl('order', DENTURE_PATHS.order), () => success(denture)),
    ...quietHandlers(),
  );
}

function renderPage() {
  return renderOnDevice(
    database,
    <Route path="/dentureTeethOrderDetail/:orderId">
      <DentureOrderPage />
    </Route>,
    { path: `/dentureTeethOrderDetail/${ORDER_ID}` },
  );
}

const queuedMoves = async () =>
  (await database.outbox.toArray()).filter(
    (item): item is RequestItem => item.kind === 'request' && item.entityKey === String(ORDER_ID),
  );

async function openAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('/dentureTeethOrderDetail/:orderId, the clinic’s fixed-denture order', () => {
  it('shows the teeth on the chart in the user’s notation with their options, shades, design, costs and models', async () => {
    serve(lineOrder(S.toBeReviewed, [S.application, S.orderCancelled]));
    renderPage();
    const teeth = await screen.findByTestId('denture-teeth');
    expect(within(teeth).getByRole('img', { name: 'Tooth 1┘: in a bridge' })).toBeTruthy();
    expect(within(teeth).getByRole('img', { name: 'Tooth ┌6: in a crown' })).toBeTruthy();
    expect(within(teeth).getByText('11 (1┘)')).toBeTruthy();
    expect(within(teeth).getByText(/Abutment selection ABT-7/)).toBeTruthy();
    expect(within(screen.getByTestId('denture-shades')).getAllByText(/A2/)).toHaveLength(4);
    expect(within(screen.getByTestId('denture-costs')).getByText('Total')).toBeTruthy();
    expect(within(screen.getByTestId('denture-files')).getByRole('link', { name: 'upper.stl' })).toBeTruthy();
    // FDI chosen on the page: the chart and the table read FDI, remembered for the next chart.
    await userEvent.setup().click(within(teeth).getByRole('radio', { name: 'International (FDI)' }));
    expect(within(teeth).getByRole('img', { name: 'Tooth 11: in a bridge' })).toBeTruthy();
    expect(localStorage.getItem('cuspid:tooth-notation')).toBe('fdi');
  });

  it('offline, keeps showing the order it has in the frame every line shares, saying how old it is', async () => {
    serve(lineOrder(S.toBeReviewed, [S.application, S.orderCancelled]));
    renderPage();
    await screen.findByTestId('denture-teeth');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/^Offline — showing this order as of/)).toBeTruthy();
    expect(screen.getByText(/^Updated /)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Fixed denture order ${ORDER_ID}`, level: 1 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comment to the factory' })).toBeTruthy();
    onLine.mockRestore();
  });

  it('shows no costs to staff whose prices are hidden (the server left them out)', async () => {
    serve(lineOrder(S.toBeReviewed, []), dentureOrder({ costs: {} }));
    renderPage();
    await screen.findByTestId('denture-teeth');
    expect(screen.queryByTestId('denture-costs')).toBeNull();
  });

  it('asks a reason for abutment feedback, takes at most 6 photos, and queues the move through the outbox', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.toConfirm, [S.confirmed, S.feedback, S.orderCancelled]));
    renderPage();
    const dialog = await openAction(user, 'Abutment feedback');
    expect(within(dialog).getByTestId('abutment-selection').textContent).toContain('ABT-7');
    await user.click(within(dialog).getByRole('button', { name: 'Abutment feedback' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    expect(await queuedMoves()).toEqual([]);

    const seven = Array.from({ length: 7 }, (_, index) => jpegFile(`photo-${index}.jpg`));
    await user.upload(within(dialog).getByLabelText('Attach photos'), seven);
    expect(within(dialog).getByText('Add at most 6 images.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Remove photo-/ })).toHaveLength(6);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too tall for the bite');
    await user.click(within(dialog).getByRole('button', { name: 'Abutment feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const items = await queuedMoves();
    const move = items.find((item) => item.request.path === LINE_ORDER_PATHS.transition)!;
    expect(move.request.body).toMatchObject({
      orderId: ORDER_ID,
      expectedStatus: S.toConfirm,
      to: S.feedback,
      reason: 'Too tall for the bite',
    });
    expect((move.request.body as { attachments: unknown[] }).attachments).toHaveLength(6);
    expect((await database.outbox.toArray()).filter((item) => item.kind === 'upload')).toHaveLength(6);
    // The move waits on the device: the page says so and offers no other change meanwhile.
    expect(await screen.findByTestId('pending-moves')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });

  it('says the custom tray arrived, queued through the outbox', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.trayShipped, [S.trayReceived, S.orderCancelled]));
    renderPage();
    const dialog = await openAction(user, 'Tray received');
    await user.click(within(dialog).getByRole('button', { name: 'Tray received' }));
    await waitFor(async () =>
      expect((await queuedMoves())[0]?.request.body).toMatchObject({
        expectedStatus: S.trayShipped,
        to: S.trayReceived,
      }),
    );
  });

  it('confirms the shipping only after the photo check', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.inTransit, [S.signedFor]));
    renderPage();
    const dialog = await openAction(user, 'Confirm shipping');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm shipping' }));
    expect(await within(dialog).findByText('Check the denture and its photos first.')).toBeTruthy();
    expect(await queuedMoves()).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /I checked the denture/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm shipping' }));
    await waitFor(async () =>
      expect((await queuedMoves())[0]?.request.body).toMatchObject({ expectedStatus: S.inTransit, to: S.signedFor }),
    );
  });

  it('asks for a rework of at least one of the order’s teeth, a reason per tooth, on the same chart', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.signedFor, [S.acceptancePassed, S.acceptanceFailed]));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Acceptance passed' })).toBeTruthy();
    const dialog = await openAction(user, 'Acceptance failed: rework');
    // A tooth outside the order cannot be chosen.
    expect(within(dialog).getByRole('button', { name: 'Tooth └2' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the rework' }));
    expect(await within(dialog).findByText('Choose at least one tooth to rework.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Tooth 1┘: in a bridge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tooth ┌6: in a crown' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the rework' }));
    expect(await within(dialog).findAllByText('Enter the reason.')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for tooth 1┘/ }), 'Margin open');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for tooth ┌6/ }), 'Shade too light');
    const seven = Array.from({ length: 7 }, (_, index) => jpegFile(`r-${index}.jpg`));
    await user.upload(within(dialog).getByLabelText('Attach photos'), seven);
    expect(within(dialog).getAllByRole('button', { name: /^Remove r-/ })).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the rework' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const move = (await queuedMoves()).find((item) => item.request.path === DENTURE_PATHS.rework)!;
    expect(move.request.body).toMatchObject({
      orderId: ORDER_ID,
      expectedStatus: S.signedFor,
      teeth: [
        { tooth: 11, reason: 'Margin open' },
        { tooth: 36, reason: 'Shade too light' },
      ],
    });
  });

  it('cancels only with a reason (spaces are none)', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.roughDesignPlan, [S.pendingPayment, S.pendingDesign, S.orderCancelled]));
    renderPage();
    const dialog = await openAction(user, 'Cancel the order');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    expect(await queuedMoves()).toEqual([]);
  });

  it('offers production or shipping feedback while the denture is made, queued as a comment', async () => {
    const user = userEvent.setup();
    serve(lineOrder(S.inTransit, [S.signedFor]));
    renderPage();
    const dialog = await openAction(user, 'Production or shipping feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Send the feedback' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeTruthy();
    const ten = Array.from({ length: 10 }, (_, index) => jpegFile(`p-${index}.jpg`));
    await user.upload(within(dialog).getByLabelText('Attach photos'), ten);
    expect(within(dialog).getAllByRole('button', { name: /^Remove p-/ })).toHaveLength(9);
    await user.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'The box arrived crushed');
    await user.click(within(dialog).getByRole('button', { name: 'Send the feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const comment = (await queuedMoves()).find((item) => item.request.path.includes('comment'))!;
    expect(comment.request.body).toMatchObject({ orderId: ORDER_ID, text: 'The box arrived crushed' });
  });

  it('opens the wizard to edit and resubmit an order sent back', async () => {
    serve(lineOrder(S.failed, [S.toBeReviewed, S.ignored, S.orderCancelled]));
    renderPage();
    const link = await screen.findByRole('link', { name: 'Edit and resubmit' });
    expect(link.getAttribute('href')).toBe(`/confirmOrder?type=2&orderId=${ORDER_ID}`);
  });
});
