import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { UserDatabase } from '../../../lib/offline/db';
import { acknowledge } from '../../../lib/offline/outbox/testing';
import {
  buildDetail,
  buildPlan,
  createTestDatabase,
  disposeTestDatabase,
  renderDetail,
  serveDetail,
} from '../../../features/orders/testing/detail-api';

vi.mock('../../../components/model-viewer/lazy', () => ({
  LazyStagedModelViewer: () => null,
  LazyModelViewer: () => null,
}));

let database: UserDatabase;
beforeEach(() => {
  database = createTestDatabase();
});
afterEach(async () => {
  await disposeTestDatabase(database);
});

const SAVED_ON_DEVICE = 'Saved on this device: the change is sent to the factory as soon as the connection allows.';

/** The requests queued on the device, in order (path and body). */
async function queued() {
  const items = await database.outbox.orderBy('seq').toArray();
  return items.flatMap((item) =>
    item.kind === 'request' ? [{ path: item.request.path, body: item.request.body }] : [],
  );
}

const STAGED_MESSAGE = 'Staged cases allow only 0 to 5 production steps per arch until the final payment is paid.';
const approved = [buildPlan({ decision: 'approved' })];

function production(overrides: Partial<TCaseDetail['production']> = {}): TCaseDetail['production'] {
  return {
    finalPaid: false,
    totalSteps: { upSteps: 20, downSteps: 18 },
    alreadySteps: { upSteps: 0, downSteps: 0 },
    pendingSteps: null,
    ...overrides,
  };
}

async function openForm(detail: TCaseDetail, label = 'Ask for production') {
  const user = userEvent.setup();
  serveDetail([detail]);
  renderDetail(database);
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask for production' });
  const upper = within(dialog).getByTestId('produce-steps-upper') as HTMLInputElement;
  const lower = within(dialog).getByTestId('produce-steps-lower') as HTMLInputElement;
  return { user, dialog, upper, lower };
}

describe('the production request (plan passed or received -> production treatment plan)', () => {
  it('before the final payment, steps stop at 5 per arch; 6 typed shows the staged rule and is not sent', async () => {
    const { user, dialog, upper, lower } = await openForm(
      buildDetail({ status: 14, nextStatuses: [20, 3], plans: approved, production: production() }),
    );
    expect(within(dialog).getByText('Plan steps').nextElementSibling?.textContent).toBe('upper 20, lower 18');
    expect(within(dialog).getByText('Already produced').nextElementSibling?.textContent).toBe('upper 0, lower 0');
    expect(upper.value).toBe('1');
    const more = within(dialog).getByRole('button', { name: 'One upper step more' }) as HTMLButtonElement;
    for (let click = 0; click < 4; click += 1) await user.click(more);
    expect(upper.value).toBe('5');
    expect(more.disabled).toBe(true);
    expect(within(dialog).queryByText(STAGED_MESSAGE)).toBeNull();

    await user.clear(upper);
    await user.type(upper, '6');
    expect(within(dialog).getByText(STAGED_MESSAGE)).toBeTruthy();
    expect(upper.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /^Shipping address/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    expect(await queued()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'One upper step fewer' }));
    expect(upper.value).toBe('5');
    expect(within(dialog).queryByText(STAGED_MESSAGE)).toBeNull();
    await user.clear(lower);
    await user.type(lower, '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Production remark' }), 'Deliver before Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask for production' })).toBeNull());
    // The page says which batch waits on the device.
    expect((await screen.findByTestId('pending-moves')).textContent).toContain('Ask for production (upper 5, lower 5)');
    expect(await queued()).toEqual([
      {
        path: '/v1/case/production',
        body: {
          orderId: 42,
          expectedStatus: 14,
          produceSteps: { upSteps: 5, downSteps: 5 },
          addressId: 4,
          produceRemark: 'Deliver before Friday',
          attachments: [],
        },
      },
    ]);
  });

  it('after the final payment, 6 and more are allowed up to what the plan has left', async () => {
    const { user, dialog, upper, lower } = await openForm(
      buildDetail({
        status: 25,
        nextStatuses: [26, 20],
        plans: approved,
        production: production({ finalPaid: true, alreadySteps: { upSteps: 10, downSteps: 10 } }),
      }),
      'Produce the next batch',
    );
    await user.clear(upper);
    await user.type(upper, '6');
    expect(within(dialog).queryByText(STAGED_MESSAGE)).toBeNull();
    await user.clear(upper);
    await user.type(upper, '10');
    expect((within(dialog).getByRole('button', { name: 'One upper step more' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.clear(lower);
    await user.type(lower, '9');
    expect(within(dialog).getByText("The steps to produce go beyond the plan's steps.")).toBeTruthy();
  });

  it('needs at least one step and an address before it is queued', async () => {
    const { user, dialog, upper, lower } = await openForm(
      buildDetail({ status: 14, nextStatuses: [20, 3], plans: approved, production: production() }),
    );
    await user.clear(upper);
    await user.clear(lower);
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    expect(within(dialog).getByText('Produce at least one step.')).toBeTruthy();
    expect(within(dialog).getByText('Choose an address from the address book.')).toBeTruthy();
    expect(await queued()).toEqual([]);

    await user.type(upper, '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Shipping address/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect((await queued())[0]?.body).toMatchObject({ produceSteps: { upSteps: 2, downSteps: 0 }, addressId: 4 });
  });
});

describe('the treatment completion (received -> treatment completed)', () => {
  it('needs the result, refuses a future date, asks for an address when retainers are ordered', async () => {
    const user = userEvent.setup();
    serveDetail([buildDetail({ status: 25, nextStatuses: [26, 20], plans: approved })]);
    renderDetail(database);
    await user.click(await screen.findByRole('button', { name: 'Complete the treatment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the treatment' });
    const date = within(dialog).getByLabelText(/^Completion date/) as HTMLInputElement;
    expect(date.value).toBe(dayjs().format('YYYY-MM-DD'));
    await user.clear(date);
    await user.type(date, dayjs().add(1, 'day').format('YYYY-MM-DD'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order retainers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete the treatment' }));
    expect(within(dialog).getByText('Make a choice.')).toBeTruthy();
    expect(within(dialog).getByText('The completion date must not be in the future.')).toBeTruthy();
    expect(within(dialog).getByText('Choose an address from the address book.')).toBeTruthy();
    expect(await queued()).toEqual([]);

    await user.clear(date);
    await user.type(date, '2025-05-01');
    await user.click(within(dialog).getByRole('radio', { name: 'Improved' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Retainer requirements' }), 'Hard, 1 mm');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Shipping address/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Complete the treatment' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    expect(await queued()).toEqual([
      {
        path: '/v1/case/complete',
        body: {
          orderId: 42,
          expectedStatus: 25,
          completeDate: '2025-05-01',
          correctSituation: 'improved',
          correctRemark: '',
          customRetainer: true,
          retainerProdRequire: 'Hard, 1 mm',
          addressId: 4,
          attachments: [],
        },
      },
    ]);
  });

  it('restarts the stage with a reason; once the server has it, the case offers its wizard for the new case data', async () => {
    const user = userEvent.setup();
    let current = buildDetail({ status: 25, nextStatuses: [26, 20], canRestart: true, plans: approved });
    serveDetail(() => [current]);
    const { outbox } = renderDetail(database);
    await user.click(await screen.findByRole('button', { name: 'Restart the stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart the stage' });
    expect(within(dialog).getByText(/The current stage is abandoned/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Restart the stage' }));
    expect(within(dialog).getByText('Enter the reason.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Relapse after the last batch');
    await user.click(within(dialog).getByRole('button', { name: 'Restart the stage' }));
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    expect(await queued()).toEqual([
      {
        path: '/v1/case/restart',
        body: { orderId: 42, expectedStatus: 25, reason: 'Relapse after the last batch', attachments: [] },
      },
    ]);

    current = buildDetail({ status: 1, stageNo: 2, nextStatuses: [2, 29, 3] });
    const [item] = await database.outbox.toArray();
    const done = await acknowledge(database, item!, null);
    act(() => outbox.acknowledge(done!));
    const wizard = await screen.findByRole('link', { name: 'Continue editing' });
    expect(wizard.getAttribute('href')).toBe('/confirmOrder?type=1&orderId=42');
    expect(screen.getByTestId('case-stage').textContent).toBe('Stage 2');
  });
});
