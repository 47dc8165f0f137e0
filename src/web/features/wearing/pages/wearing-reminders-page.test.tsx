import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../../domain/calendar/calendar-days';
import {
  WEARING_PATHS,
  withSchedule,
  type TWearingPlan,
  type TWearingPlanFields,
} from '../../../../domain/tools/wearing-plan';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { WearingRemindersPage } from './wearing-reminders-page';

const today = localDay();

/** A plan as the server answers it, its schedule computed by the domain's rule on the device's today. */
function plan(patientId: number, patientName: string, fields: Partial<TWearingPlanFields> = {}): TWearingPlan {
  return withSchedule(
    {
      patientId,
      patientName,
      hoursPerDay: 22,
      daysPerAligner: 14,
      totalAligners: 20,
      currentAligner: 4,
      currentSince: addDays(today, -3),
      updatedAt: 0,
      ...fields,
    },
    today,
  );
}

type Refusal = { code: number; msg: string; status: number };

/**
 * The emr service's wearing routes over an in-memory clinic: `refuse` answers the next save or advance with an error
 * instead. Records each request's body.
 */
function wearingServer(plans: TWearingPlan[], unplanned: { patientId: number; patientName: string }[] = []) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const state = { plans: [...plans], unplanned: [...unplanned], refuse: null as Refusal | null };
  const answer = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path, body });
    if (state.refuse) {
      const { code, msg, status } = state.refuse;
      state.refuse = null;
      return HttpResponse.json({ code, msg, data: null, extra: null }, { status });
    }
    const patientId = body.patientId as number;
    const others = state.plans.filter((kept) => kept.patientId !== patientId);
    const name =
      state.plans.find((kept) => kept.patientId === patientId)?.patientName ??
      state.unplanned.find((kept) => kept.patientId === patientId)?.patientName ??
      '';
    if (path === WEARING_PATHS.save) {
      state.plans = [...others, plan(patientId, name, body.plan as TWearingPlanFields)];
      state.unplanned = state.unplanned.filter((kept) => kept.patientId !== patientId);
    }
    if (path === WEARING_PATHS.advance) {
      const old = state.plans.find((kept) => kept.patientId === patientId)!;
      state.plans = [
        ...others,
        plan(patientId, name, { ...old, currentAligner: old.currentAligner + 1, currentSince: today }),
      ];
    }
    if (path === WEARING_PATHS.delete) state.plans = others;
    return HttpResponse.json(envelope(null));
  };
  server.use(
    http.post(apiUrl('emr', WEARING_PATHS.list), () =>
      HttpResponse.json(envelope({ plans: state.plans, unplanned: state.unplanned })),
    ),
    ...[WEARING_PATHS.save, WEARING_PATHS.advance, WEARING_PATHS.delete].map((path) =>
      http.post(apiUrl('emr', path), ({ request }) => answer(path, request)),
    ),
  );
  return { sent, state };
}

function renderPage() {
  return renderSignedIn(<WearingRemindersPage />, { path: '/wearingReminder' });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\W*$`) }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('') || null;

async function replace(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  if (value) await user.type(field(name), value);
}

describe('/wearingReminder, the wearing plans of the aligner patients', () => {
  it('lists the changes due today and overdue first, and says where every plan stands', async () => {
    renderPage();
    wearingServer([
      plan(1, 'Due Today', { currentSince: addDays(today, -14) }),
      plan(2, 'Three Late', { currentSince: addDays(today, -17) }),
      plan(3, 'Tomorrow Change', { currentSince: addDays(today, -13) }),
      plan(4, 'On The Last', { currentAligner: 20, currentSince: addDays(today, -1) }),
      plan(5, 'All Done', { currentAligner: 20, currentSince: addDays(today, -14) }),
    ]);
    const due = await screen.findByRole('region', { name: 'Due to change' });
    const dueItems = await within(due).findAllByRole('listitem');
    expect(dueItems.map((item) => item.textContent)).toEqual([
      'Due TodayChange due todayChanged to aligner 5',
      'Three Late3 days overdueChanged to aligner 5',
    ]);
    const plans = screen.getByRole('region', { name: 'Wearing plans' });
    expect(within(plans).getByText(/^Next change on/)).toBeTruthy();
    expect(within(plans).getByText(/^Last aligner, worn until/)).toBeTruthy();
    expect(within(plans).getByText(/^Last aligner worn out on/)).toBeTruthy();
    expect(within(plans).getAllByText('Aligner 4 of 20 · 22 hours a day · 14 days per aligner')).toHaveLength(3);
  });

  it('says so when no patient is due (the change due tomorrow is not yet)', async () => {
    renderPage();
    wearingServer([plan(3, 'Tomorrow Change', { currentSince: addDays(today, -13) })]);
    expect(await screen.findByText('No patient is due to change aligners today.')).toBeTruthy();
  });

  it('a list that cannot be loaded says so and is asked for again on Retry', async () => {
    const user = userEvent.setup();
    renderPage();
    let calls = 0;
    server.use(
      http.post(apiUrl('emr', WEARING_PATHS.list), () => {
        calls += 1;
        return HttpResponse.json({ code: 500, msg: '', data: null, extra: null }, { status: 500 });
      }),
    );
    expect(await screen.findByText('The wearing plans could not be loaded.')).toBeTruthy();
    const before = calls;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });

  it('a plan is checked at the edges of every field before it is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    const { sent } = wearingServer([], [{ patientId: 9, patientName: 'Mei Zhang' }]);
    await user.click(await screen.findByRole('button', { name: 'Add a plan for Mei Zhang' }));
    expect(screen.getByRole('heading', { name: 'Wearing plan of Mei Zhang' })).toBeTruthy();
    expect(field('Hours a day').value).toBe('22');
    expect(field('Days per aligner').value).toBe('14');
    expect(field('Number of aligners').value).toBe('');
    expect(field('Current aligner').value).toBe('1');

    // Empty, zero and one past each upper bound are refused; the number of aligners is required.
    await replace(user, 'Hours a day', '25');
    await replace(user, 'Days per aligner', '0');
    await replace(user, 'Current aligner', '');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(errorOf(field('Hours a day'))).toBe('Enter the hours a day from 1 to 24.');
    expect(errorOf(field('Days per aligner'))).toBe('Enter the days per aligner from 1 to 60.');
    expect(errorOf(field('Number of aligners'))).toBe('Enter the number of aligners from 1 to 200.');
    expect(errorOf(field('Current aligner'))).toBe('The current aligner must be from 1 to the number of aligners.');

    await replace(user, 'Hours a day', '0');
    await replace(user, 'Days per aligner', '61');
    await replace(user, 'Number of aligners', '201');
    await replace(user, 'Current aligner', '3');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(errorOf(field('Hours a day'))).toBe('Enter the hours a day from 1 to 24.');
    expect(errorOf(field('Days per aligner'))).toBe('Enter the days per aligner from 1 to 60.');
    expect(errorOf(field('Number of aligners'))).toBe('Enter the number of aligners from 1 to 200.');

    // The current aligner may not be past the last one.
    await replace(user, 'Number of aligners', '2');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(errorOf(field('Current aligner'))).toBe('The current aligner must be from 1 to the number of aligners.');
    expect(sent).toEqual([]);

    // The bounds themselves are accepted.
    await replace(user, 'Hours a day', '24');
    await replace(user, 'Days per aligner', '60');
    await replace(user, 'Number of aligners', '200');
    await replace(user, 'Current aligner', '200');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      patientId: 9,
      today,
      plan: { hoursPerDay: 24, daysPerAligner: 60, totalAligners: 200, currentAligner: 200, currentSince: today },
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Wearing plan of Mei Zhang' })).toBeNull());
    expect(await screen.findByText('Aligner 200 of 200 · 24 hours a day · 60 days per aligner')).toBeTruthy();
  });

  it('a plan the server refuses stays in the form as typed, with the server’s reason', async () => {
    const user = userEvent.setup();
    renderPage();
    const { sent, state } = wearingServer([], [{ patientId: 9, patientName: 'Mei Zhang' }]);
    await user.click(await screen.findByRole('button', { name: 'Add a plan for Mei Zhang' }));
    await replace(user, 'Number of aligners', '30');
    await replace(user, 'Current aligner', '6');
    const since = screen.getByLabelText(/^Current aligner worn since/) as HTMLInputElement;
    // Tomorrow is refused on the device; today's date and earlier are taken.
    fireEvent.change(since, { target: { value: addDays(today, 1) } });
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(errorOf(since)).toContain('Enter the day the current aligner was first worn (not in the future).');
    expect(sent).toEqual([]);
    fireEvent.change(since, { target: { value: addDays(today, -10) } });
    state.refuse = {
      code: 400,
      msg: "This device's date is not today. Correct the device's date, time and time zone.",
      status: 400,
    };
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(
      await screen.findByText("This device's date is not today. Correct the device's date, time and time zone."),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(field('Number of aligners').value).toBe('30');
    expect(field('Current aligner').value).toBe('6');
    expect(since.value).toBe(addDays(today, -10));
    // Sent again as it stands, it is saved.
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByText('Aligner 6 of 30 · 22 hours a day · 14 days per aligner')).toBeTruthy();
  });

  it('records a change with the aligner the device saw; a change made elsewhere meanwhile is reported', async () => {
    const user = userEvent.setup();
    renderPage();
    const { sent, state } = wearingServer([
      plan(1, 'Due Today', { currentSince: addDays(today, -14) }),
      plan(2, 'Three Late', { currentSince: addDays(today, -17) }),
    ]);
    const due = await screen.findByRole('region', { name: 'Due to change' });
    await within(due).findByText('Due Today');
    await user.click(within(due).getAllByRole('button', { name: 'Changed to aligner 5' })[0]!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: WEARING_PATHS.advance,
      body: { patientId: 1, today, fromAligner: 4, changedOn: today },
    });
    await waitFor(() => expect(within(due).getAllByRole('listitem')).toHaveLength(1));

    state.refuse = {
      code: 409,
      msg: 'The aligner was changed meanwhile (on another device). The list shows it as it is now.',
      status: 409,
    };
    await user.click(within(due).getByRole('button', { name: 'Changed to aligner 5' }));
    expect(
      await screen.findByText('The aligner was changed meanwhile (on another device). The list shows it as it is now.'),
    ).toBeTruthy();
  });

  it('removes a plan only once confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    const { sent } = wearingServer([plan(3, 'Tomorrow Change', { currentSince: addDays(today, -13) })]);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the wearing plan of Tomorrow Change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the wearing plan of Tomorrow Change?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toEqual([{ path: WEARING_PATHS.delete, body: { patientId: 3 } }]));
    await waitFor(() => expect(screen.queryByText('Tomorrow Change')).toBeNull());
  });
});
