import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DENTURE_PATHS } from '../../../../domain/lines/dentures/requests';
import { dentureData } from '../../../../domain/lines/dentures/test-kit';
import { ZDentureData } from '../../../../domain/lines/dentures/wizard';
import { LINE_ORDER_PATHS } from '../../../../domain/orders/line-orders';
import { ORDER_STATUS as S } from '../../../../domain/order-status';
import { FactoryCasePage } from '../../../features/factory/pages/factory-case-page';
import { UserDatabase } from '../../../lib/offline/db';
import { answerObjectStore } from '../../../lib/upload/testing/object-store';
import { disposeTestDatabase, OutboxTestProvider, stubOutbox } from '../../../lib/offline/outbox/testing';
import { UserDatabaseTestProvider } from '../../../lib/offline/user-database-context';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import { answerDentureOrder, buildDentureOrder, DENTURE_ORDER_ID } from './testing/denture-factory-api';

const PATH = `/userFactory/case/${DENTURE_ORDER_ID}`;
let factoryUserId = 9400;
let database: UserDatabase | undefined;

beforeEach(() => localStorage.setItem('cuspid:tooth-notation', 'palmer'));
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  if (database) await disposeTestDatabase(database);
  database = undefined;
});

/** The factory's order page on a fixed-denture order, signed in as a factory user of `factoryRole`. */
function renderOrder(factoryRole: 'admin' | 'designer' | 'finance' = 'admin') {
  window.history.replaceState(null, '', PATH);
  const session = buildSession({
    userId: ++factoryUserId,
    isFactory: true,
    factoryRole,
    clinicId: null,
    clinicList: [],
    name: 'Factory Li',
  });
  database = new UserDatabase(String(session.userId));
  return renderSignedIn(
    <UserDatabaseTestProvider value={database}>
      <OutboxTestProvider value={stubOutbox().value}>
        <Route path="/userFactory/case/:orderId">
          <FactoryCasePage />
        </Route>
      </OutboxTestProvider>
    </UserDatabaseTestProvider>,
    { path: PATH, session },
  );
}

const actionPanel = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Lin Wei' });
  return screen.getByRole('region', { name: 'Actions' });
};
const actionNames = async () =>
  within(await actionPanel())
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the factory’s page of a fixed-denture order', () => {
  it('shows the order: clinic, teeth in FDI and the reader’s Palmer notation, shades, options, design, costs', async () => {
    answerDentureOrder(S.toBeReviewed, buildDentureOrder({ abutmentSelectionId: 'STR-RC-4.1-GH2' }));
    renderOrder();
    await actionPanel();
    expect(screen.getByText('Bright Smile Clinic')).toBeTruthy();
    const slip = await screen.findByTestId('denture-lab-slip');
    // FDI 13 is the upper right canine: Palmer 3┘.
    expect(within(slip).getAllByText('13 (3┘)').length).toBeGreaterThan(0);
    expect(within(slip).getAllByText('36 (┌6)').length).toBeGreaterThan(0);
    expect(within(slip).getAllByText(/A2/).length).toBe(4);
    expect(within(slip).getByText(/pontic/)).toBeTruthy();
    expect(within(slip).getByText(/implant Straumann/)).toBeTruthy();
    expect(screen.getByTestId('denture-abutment-selection').textContent).toContain('STR-RC-4.1-GH2');
    expect(screen.getByTestId('denture-costs').textContent).toContain('880');
  });

  it('tells the technician on the lab slip that a custom impression tray comes first', async () => {
    const data = ZDentureData.parse(dentureData({ teeth: { ...dentureData().teeth, customTray: true } }));
    answerDentureOrder(S.passed, buildDentureOrder({ data: data as Record<string, unknown> }));
    renderOrder();
    await actionPanel();
    const slip = await screen.findByTestId('denture-lab-slip');
    expect(within(slip).getByText('Custom impression tray first')).toBeTruthy();
  });

  it.each([
    [S.toBeReviewed, ['Pass the review', 'Fail the review']],
    [S.application, ['Accept the edit application', 'Refuse the edit application']],
    [S.abutmentSelectionInProgress, ['Send the abutment design']],
    [S.feedback, ['Send the adjusted abutment design']],
    [S.pendingDesign, ['Start the design']],
    [S.designDone, ['Assess the risk', 'Send the rough design plan']],
    [S.pendingPayment, ['Record the payment']],
    [S.productionOrderOut, ['Schedule a try-in', 'Ship', 'Terminate production']],
    [S.tryInScheduled, ['Ship the try-in', 'Terminate production']],
    [S.acceptanceFailed, ['Resume production', 'Terminate production']],
    [S.toConfirm, []],
    [S.signedFor, []],
  ])('at %i offers the factory’s moves of the line’s table', async (status, names) => {
    answerDentureOrder(status);
    renderOrder();
    expect(await actionNames()).toEqual(names);
  });

  it('shows no costs to staff whose prices are hidden (the server sends them without their fields)', async () => {
    answerDentureOrder(S.toBeReviewed, buildDentureOrder({ costs: {} as never }));
    renderOrder();
    await screen.findByTestId('denture-lab-slip');
    expect(screen.queryByTestId('denture-costs')).toBeNull();
  });

  it('offers a designer only the designer’s desk', async () => {
    answerDentureOrder(S.productionOrderOut);
    renderOrder('designer');
    expect(await actionNames()).toEqual([]);
  });

  it('sends the abutment design only with its selection id, with its design files uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = answerObjectStore({ partSize: 1024 });
    const state = answerDentureOrder(S.abutmentSelectionInProgress);
    renderOrder();
    const name = 'Send the abutment design';
    await user.click(within(await actionPanel()).getByRole('button', { name }));
    const form = screen.getByRole('form', { name });
    await user.type(within(form).getByLabelText(/Abutment selection id/), '   ');
    await user.click(within(form).getByRole('button', { name }));
    expect(within(form).getByText('Enter the abutment selection id.')).toBeTruthy();
    expect(state.writes).toEqual([]);

    const stl = (fileName: string) => new File([`solid a\nendsolid a\n`], fileName, { type: 'model/stl' });
    await user.upload(
      within(form).getByLabelText('Add design files'),
      ['1', '2', '3', '4', '5', '6', '7'].map((at) => stl(`abutment-${at}.stl`)),
    );
    expect(within(form).getByText('Add at most 6 design files.')).toBeTruthy();
    for (const at of ['2', '3', '4', '5', '6'])
      await user.click(within(form).getByRole('button', { name: `Remove abutment-${at}.stl` }));
    await user.type(within(form).getByLabelText(/Abutment selection id/), 'STR-RC-4.1-GH2');
    await user.click(within(form).getByRole('button', { name }));
    expect(await screen.findByText(`Done: ${name}.`)).toBeTruthy();
    expect(store.completed).toHaveLength(1);
    expect(state.writes).toEqual([
      {
        path: DENTURE_PATHS.abutment,
        body: {
          orderId: DENTURE_ORDER_ID,
          expectedStatus: S.abutmentSelectionInProgress,
          selectionId: 'STR-RC-4.1-GH2',
          designFiles: [expect.stringContaining('abutment-1.stl')],
        },
      },
    ]);
    await waitFor(async () => expect(await actionNames()).toEqual([]));
  });

  it('fails the review with a required reason and photos; refuses an edit with a reason and no photos', async () => {
    const user = userEvent.setup();
    const state = answerDentureOrder(S.toBeReviewed);
    const view = renderOrder();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Fail the review' }));
    const form = screen.getByRole('form', { name: 'Fail the review' });
    expect(within(form).getByText(/Attach photos/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Fail the review' }));
    expect(within(form).getByText('Enter the reason.')).toBeTruthy();
    expect(state.writes).toEqual([]);
    await user.type(within(form).getByLabelText(/Reason/), 'The margin of 36 is not visible.');
    await user.click(within(form).getByRole('button', { name: 'Fail the review' }));
    expect(await screen.findByText('Done: Fail the review.')).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: LINE_ORDER_PATHS.transition,
        body: {
          orderId: DENTURE_ORDER_ID,
          expectedStatus: S.toBeReviewed,
          to: S.failed,
          reason: 'The margin of 36 is not visible.',
          attachments: [],
        },
      },
    ]);
    view.unmount();

    answerDentureOrder(S.application);
    renderOrder();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Refuse the edit application' }));
    const refuse = screen.getByRole('form', { name: 'Refuse the edit application' });
    expect(within(refuse).queryByText(/Attach photos/)).toBeNull();
  });

  it('makes a plain design step after a confirmation, through the core’s move', async () => {
    const user = userEvent.setup();
    const state = answerDentureOrder(S.pendingDesign);
    renderOrder();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Start the design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the design?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Start the design' }));
    expect(await screen.findByText('Done: Start the design.')).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: LINE_ORDER_PATHS.transition,
        body: { orderId: DENTURE_ORDER_ID, expectedStatus: S.pendingDesign, to: S.designing },
      },
    ]);
    await waitFor(async () => expect(await actionNames()).toEqual(['Finish the design']));
  });

  it('records the payment with the amount due, through the line’s own call', async () => {
    const user = userEvent.setup();
    const state = answerDentureOrder(S.pendingPayment);
    renderOrder();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Record the payment' }));
    const form = screen.getByRole('form', { name: 'Record the payment' });
    expect((await within(form).findByTestId('denture-payment-total')).textContent).toContain('880');
    await user.type(within(form).getByLabelText(/Payment reference/), 'TT-2025-0514');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Done: Record the payment.')).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: DENTURE_PATHS.payment,
        body: { orderId: DENTURE_ORDER_ID, expectedStatus: S.pendingPayment, reference: 'TT-2025-0514' },
      },
    ]);
  });

  it('ships the try-in only with carrier and tracking number, through the line’s own call', async () => {
    const user = userEvent.setup();
    const state = answerDentureOrder(S.tryInScheduled);
    renderOrder();
    const name = 'Ship the try-in';
    await user.click(within(await actionPanel()).getByRole('button', { name }));
    const form = screen.getByRole('form', { name });
    await user.type(within(form).getByLabelText(/Carrier/), 'SF Express');
    await user.click(within(form).getByRole('button', { name }));
    expect(within(form).getByText('Enter the tracking number.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/Tracking number/));
    expect(state.writes).toEqual([]);
    await user.type(within(form).getByLabelText(/Tracking number/), 'SF1234567890');
    await user.click(within(form).getByRole('button', { name }));
    expect(await screen.findByText(`Done: ${name}.`)).toBeTruthy();
    expect(state.writes).toEqual([
      {
        path: DENTURE_PATHS.tryInShip,
        body: {
          orderId: DENTURE_ORDER_ID,
          expectedStatus: S.tryInScheduled,
          carrier: 'SF Express',
          trackingNo: 'SF1234567890',
        },
      },
    ]);
  });

  it('ships only with carrier and tracking number, through the line’s own call', async () => {
    const user = userEvent.setup();
    const state = answerDentureOrder(S.productionOrderOut);
    renderOrder();
    await user.click(within(await actionPanel()).getByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship' });
    await user.click(within(form).getByRole('button', { name: 'Ship' }));
    expect(within(form).getAllByText(/Enter/).length).toBeGreaterThan(0);
    expect(state.writes).toEqual([]);
  });
});
