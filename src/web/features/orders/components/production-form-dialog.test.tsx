import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { UserDatabase } from '../../../lib/offline/db';
import { server } from '../../../testing/msw-server';
import {
  buildDetail,
  buildPlan,
  createTestDatabase,
  disposeTestDatabase,
  failure,
  postRecorder,
  renderDetail,
  serveDetail,
  success,
} from '../testing/detail-api';

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
    const request = postRecorder('/v1/case/production', () => success(buildDetail({ status: 20, nextStatuses: [3] })));
    server.use(request.handler);
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
    expect(request.bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'One upper step fewer' }));
    expect(upper.value).toBe('5');
    expect(within(dialog).queryByText(STAGED_MESSAGE)).toBeNull();
    await user.clear(lower);
    await user.type(lower, '5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Production remark' }), 'Deliver before Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    await waitFor(() =>
      expect(request.bodies).toEqual([
        {
          orderId: 42,
          expectedStatus: 14,
          produceSteps: { upSteps: 5, downSteps: 5 },
          addressId: 4,
          produceRemark: 'Deliver before Friday',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask for production' })).toBeNull());
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

  it('needs at least one step and an address, and shows the server refusal of the steps', async () => {
    const request = postRecorder('/v1/case/production', () => failure(45009, 'Too many steps (server).'));
    server.use(request.handler);
    const { user, dialog, upper, lower } = await openForm(
      buildDetail({ status: 14, nextStatuses: [20, 3], plans: approved, production: production() }),
    );
    await user.clear(upper);
    await user.clear(lower);
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    expect(within(dialog).getByText('Produce at least one step.')).toBeTruthy();
    expect(within(dialog).getByText('Choose an address from the address book.')).toBeTruthy();
    expect(request.bodies).toHaveLength(0);

    await user.type(upper, '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Shipping address/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for production' }));
    expect(await within(dialog).findByText('Too many steps (server).')).toBeTruthy();
    expect(upper.value).toBe('2');
  });
});

describe('the treatment completion (received -> treatment completed)', () => {
  it('needs the result, refuses a future date, asks for an address when retainers are ordered', async () => {
    const user = userEvent.setup();
    const request = postRecorder('/v1/case/complete', () => success(buildDetail({ status: 26, nextStatuses: [] })));
    serveDetail([buildDetail({ status: 25, nextStatuses: [26, 20], plans: approved })]);
    server.use(request.handler);
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
    expect(request.bodies).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2025-05-01');
    await user.click(within(dialog).getByRole('radio', { name: 'Improved' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Retainer requirements' }), 'Hard, 1 mm');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Shipping address/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Complete the treatment' }));
    await waitFor(() =>
      expect(request.bodies).toEqual([
        {
          orderId: 42,
          expectedStatus: 25,
          completeDate: '2025-05-01',
          correctSituation: 'improved',
          correctRemark: '',
          customRetainer: true,
          retainerProdRequire: 'Hard, 1 mm',
          addressId: 4,
        },
      ]),
    );
    expect(await screen.findByText('The treatment is completed.')).toBeTruthy();
  });

  it('restarts the stage with a reason, then opens the wizard for the new case data', async () => {
    const user = userEvent.setup();
    const request = postRecorder('/v1/case/restart', () =>
      success(buildDetail({ status: 1, stageNo: 2, nextStatuses: [2, 29, 3] })),
    );
    serveDetail([buildDetail({ status: 25, nextStatuses: [26, 20], canRestart: true, plans: approved })]);
    server.use(request.handler);
    const { location } = renderDetail(database);
    await user.click(await screen.findByRole('button', { name: 'Restart the stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart the stage' });
    expect(within(dialog).getByText(/The current stage is abandoned/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Restart the stage' }));
    expect(within(dialog).getByText('Enter the reason.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Relapse after the last batch');
    await user.click(within(dialog).getByRole('button', { name: 'Restart the stage' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/confirmOrder?type=1&orderId=42'));
    expect(request.bodies).toEqual([{ orderId: 42, expectedStatus: 25, reason: 'Relapse after the last batch' }]);
  });
});
