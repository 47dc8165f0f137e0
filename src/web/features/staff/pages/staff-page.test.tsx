import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  employeeEditBase,
  type TAddEmployeeRequest,
  type TUpdateEmployeeRequest,
} from '../../../../domain/clinics/employees';
import { server } from '../../../testing/msw-server';
import { resourcesFor } from '../../../../domain/accounts/permissions';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildClinic, buildSession } from '../../../testing/session-generators';
import { buildEmployee, employeeListHandler, failure, success, VALID_ID_NUMBER } from '../testing/staff-api';
import { StaffPage } from './staff-page';

const adminSession = buildSession({ clinicList: [buildClinic({ isAdmin: true })] });

function renderStaffPage(session = adminSession) {
  return renderSignedIn(<StaffPage />, { path: '/baseEmployee', session });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Staff' }))
    .getAllByRole('row')
    .slice(1);
const firstCellTexts = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add staff member' }));
  return screen.findByRole('dialog', { name: 'Add staff member' });
}

type Dialog = HTMLElement;
const field = (dialog: Dialog, name: string) => within(dialog).getByRole('textbox', { name });
const select = (dialog: Dialog, name: string) => within(dialog).getByRole('combobox', { name });
const dateField = (dialog: Dialog, name: string) => within(dialog).getByLabelText(new RegExp(`^${name}`));
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('text-red-700'))?.textContent ?? null;

async function fillValidStaff(user: ReturnType<typeof userEvent.setup>, dialog: Dialog) {
  await user.type(field(dialog, 'Name'), 'Mei Zhang');
  await user.type(field(dialog, 'Contact phone'), '13912345678');
  await user.type(field(dialog, 'ID number'), VALID_ID_NUMBER);
  await user.type(field(dialog, 'Position'), 'Chairside');
  await user.selectOptions(select(dialog, 'Job'), 'nurse');
  await user.selectOptions(select(dialog, 'Job type'), 'official');
  await user.selectOptions(select(dialog, 'Work type'), 'full-time');
  await user.selectOptions(select(dialog, 'Work status'), 'trial');
  fireEvent.change(dateField(dialog, 'Entry date'), { target: { value: '2024-03-01' } });
  fireEvent.change(dateField(dialog, 'Departure date'), { target: { value: '2026-03-01' } });
}

describe('/baseEmployee, staff management', () => {
  it('pages through the staff on the server, 10 by default, with the page sizes 10, 20, 30 and 50', async () => {
    const user = userEvent.setup();
    const list = employeeListHandler(25);
    server.use(list.handler);
    renderStaffPage();
    expect(await screen.findByText('Staff 1')).toBeTruthy();
    // The page is called what the menu calls it (issue 13, point 19; the menu: app-shell.test.tsx).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account management');
    expect(list.requests).toEqual([{ pageIndex: 1, pageSize: 10 }]);
    expect(
      within(screen.getByRole('table', { name: 'Staff' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Phone',
      'Job',
      'Job type',
      'Work type',
      'Work status',
      'Position',
      'Entry date',
      'Departure date',
      'Prices hidden',
      'Booking and registration',
      'Actions',
    ]);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .slice(0, 9)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Staff 1',
      '13900000001',
      'Nurse',
      'Official',
      'Full-time',
      'In service',
      'Chairside',
      '1 Mar 2024',
      '1 Mar 2026',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Total 25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCellTexts()[0]).toBe('Staff 11'));
    expect(list.requests.at(-1)).toEqual({ pageIndex: 2, pageSize: 10 });

    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(Array.from(pageSize.options, (option) => Number(option.value))).toEqual([10, 20, 30, 50]);
    await user.selectOptions(pageSize, '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(firstCellTexts()[0]).toBe('Staff 1');
    expect(list.requests.at(-1)).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('tells a member who is not an admin that only admins manage staff, and asks the server nothing', async () => {
    const list = employeeListHandler(3);
    server.use(list.handler);
    renderStaffPage(buildSession({ resources: resourcesFor(['doctor']) }));
    expect(screen.getByText('Only the admins of the current clinic can manage its staff.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(list.requests).toEqual([]);
  });

  it('checks the spec rules before sending: 25 characters, the ID check character, the mobile, the dates', async () => {
    const user = userEvent.setup();
    server.use(employeeListHandler(0).handler);
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('tenant', '/v1/employee/add'), async ({ request }) => {
        sent.push(await request.json());
        return success(buildEmployee());
      }),
    );
    renderStaffPage();
    const dialog = await openAddDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(field(dialog, 'Name'))).toBe('This field is required.');
    expect(errorOf(field(dialog, 'Contact phone'))).toBe('This field is required.');
    expect(errorOf(dateField(dialog, 'Entry date'))).toBe('This field is required.');
    expect(errorOf(select(dialog, 'Job type'))).toBe('This field is required.');
    expect(document.activeElement).toBe(field(dialog, 'Name'));

    await fillValidStaff(user, dialog);
    await user.clear(field(dialog, 'Name'));
    await user.type(field(dialog, 'Name'), 'N'.repeat(26));
    await user.clear(field(dialog, 'Position'));
    await user.type(field(dialog, 'Position'), 'P'.repeat(25));
    await user.clear(field(dialog, 'ID number'));
    await user.type(field(dialog, 'ID number'), '110105194912310021');
    await user.clear(field(dialog, 'Contact phone'));
    await user.type(field(dialog, 'Contact phone'), '11912345678');
    fireEvent.change(dateField(dialog, 'Departure date'), { target: { value: '2024-02-29' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(errorOf(field(dialog, 'Name'))).toBe('Enter at most 25 characters.');
    expect(errorOf(field(dialog, 'Position'))).toBeNull();
    expect(errorOf(field(dialog, 'ID number'))).toBe('Enter a valid 18-character resident ID number.');
    expect(errorOf(field(dialog, 'Contact phone'))).toBe('Enter an 11-digit mobile number starting with 1.');
    expect(errorOf(dateField(dialog, 'Departure date'))).toBe('The departure date must not be before the entry date.');
    expect(sent).toEqual([]);

    // The same day is allowed, and 25 characters are.
    await user.clear(field(dialog, 'Name'));
    await user.type(field(dialog, 'Name'), 'N'.repeat(25));
    await user.clear(field(dialog, 'ID number'));
    await user.type(field(dialog, 'ID number'), VALID_ID_NUMBER.toLowerCase());
    await user.clear(field(dialog, 'Contact phone'));
    await user.type(field(dialog, 'Contact phone'), '13912345678');
    fireEvent.change(dateField(dialog, 'Departure date'), { target: { value: '2024-03-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      realName: 'N'.repeat(25),
      phone: '13912345678',
      idNumber: VALID_ID_NUMBER,
      job: 'nurse',
      jobType: 'official',
      workType: 'full-time',
      workStatus: 'trial',
      position: 'P'.repeat(25),
      entryDate: '2024-03-01',
      departureDate: '2024-03-01',
      remark: '',
      titlePost: null,
      certPath: null,
      idCardPath: null,
    } satisfies TAddEmployeeRequest);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The staff member was added.')).toBeTruthy();
    // A long typing test: it outlasted the default 5 s on a loaded machine.
  }, 60_000);

  it('adds a current employee without a departure date or an ID number; asks for the departure date of someone who left', async () => {
    const user = userEvent.setup();
    server.use(employeeListHandler(0).handler);
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('tenant', '/v1/employee/add'), async ({ request }) => {
        sent.push(await request.json());
        return success(buildEmployee());
      }),
    );
    renderStaffPage();
    const dialog = await openAddDialog(user);
    await fillValidStaff(user, dialog);
    await user.clear(field(dialog, 'ID number'));
    fireEvent.change(dateField(dialog, 'Departure date'), { target: { value: '' } });
    await user.selectOptions(select(dialog, 'Work status'), 'resigned');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(dateField(dialog, 'Departure date'))).toBe('This field is required.');
    expect(errorOf(field(dialog, 'ID number'))).toBeNull();
    expect(sent).toEqual([]);

    await user.selectOptions(select(dialog, 'Work status'), 'in-service');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ workStatus: 'in-service', idNumber: null, departureDate: null });
  }, 60_000);

  it('shows the server refusing a duplicate phone on the phone field, keeping everything typed', async () => {
    const user = userEvent.setup();
    server.use(
      employeeListHandler(0).handler,
      http.post(apiUrl('tenant', '/v1/employee/add'), () =>
        failure(43003, 'An employee of this clinic already has this phone number.'),
      ),
    );
    renderStaffPage();
    const dialog = await openAddDialog(user);
    await fillValidStaff(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Weekends only');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(errorOf(field(dialog, 'Contact phone'))).toBe('An employee of this clinic already has this phone number.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add staff member' })).toBe(dialog);
    expect((field(dialog, 'Name') as HTMLInputElement).value).toBe('Mei Zhang');
    expect((field(dialog, 'Contact phone') as HTMLInputElement).value).toBe('13912345678');
    expect((field(dialog, 'Remark') as HTMLTextAreaElement).value).toBe('Weekends only');
    expect((dateField(dialog, 'Departure date') as HTMLInputElement).value).toBe('2026-03-01');
    expect((within(dialog).getByRole('group') as HTMLFieldSetElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Contact phone')));
    // Only the form shows it: no toast on top.
    expect(screen.getAllByText('An employee of this clinic already has this phone number.')).toHaveLength(1);
  });

  it('edits a record and sends it whole, with the files it already had', async () => {
    const user = userEvent.setup();
    const file = { path: 'ids/11/card.jpg', prefix: 'https://store/', url: 'https://store/ids/11/card.jpg?sig' };
    const list = employeeListHandler(1, (id) =>
      buildEmployee({
        employeeId: id,
        realName: 'Ada Lin',
        job: 'Sterilisation lead',
        idNumber: VALID_ID_NUMBER,
        idCardPath: file,
      }),
    );
    const sent: TUpdateEmployeeRequest[] = [];
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/employee/update'), async ({ request }) => {
        sent.push((await request.json()) as TUpdateEmployeeRequest);
        return success(list.employees[0]);
      }),
    );
    renderStaffPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit staff member' });
    expect((select(dialog, 'Job') as HTMLSelectElement).value).toBe('__own__');
    expect((field(dialog, 'Job title') as HTMLInputElement).value).toBe('Sterilisation lead');
    await user.clear(field(dialog, 'Position'));
    await user.type(field(dialog, 'Position'), 'Head nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      employeeId: 1,
      realName: 'Ada Lin',
      job: 'Sterilisation lead',
      position: 'Head nurse',
      idCardPath: 'ids/11/card.jpg',
      certPath: null,
      // The record as the dialog opened on it: a field another admin changed meanwhile is kept (issue 17, item 3).
      base: employeeEditBase(list.employees[0]!),
    });
    expect(sent[0]?.base).toMatchObject({ job: 'Sterilisation lead', idCardPath: 'ids/11/card.jpg', certPath: null });
    expect(await screen.findByText('The staff record was saved.')).toBeTruthy();
  });

  it('another admin changed the same field meanwhile: the conflict is named, what was typed stays, Save again wins', async () => {
    const user = userEvent.setup();
    const list = employeeListHandler(1, (id) =>
      buildEmployee({ employeeId: id, realName: 'Ada Lin', idNumber: VALID_ID_NUMBER }),
    );
    const sent: TUpdateEmployeeRequest[] = [];
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/employee/update'), async ({ request }) => {
        sent.push((await request.json()) as TUpdateEmployeeRequest);
        if (sent.length === 1)
          return failure(409, 'Someone else changed Position while you were editing.', { conflicts: ['position'] });
        return success(list.employees[0]);
      }),
    );
    renderStaffPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit staff member' });
    await user.clear(field(dialog, 'Position'));
    await user.type(field(dialog, 'Position'), 'Ward nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else changed Position while you were editing.',
    );
    expect((field(dialog, 'Position') as HTMLInputElement).value).toBe('Ward nurse');
    expect(sent[0]?.base).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ position: 'Ward nurse' });
    expect(sent[1]).not.toHaveProperty('base');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('flips the hide-prices switch at once and flips it back when the server refuses', async () => {
    const user = userEvent.setup();
    server.use(employeeListHandler(2).handler);
    let answer: 'ok' | 'refuse' = 'ok';
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('tenant', '/v1/employee/set-price-visibility'), async ({ request }) => {
        const body = (await request.json()) as { employeeId: number; hidePrices: boolean };
        bodies.push(body);
        await delay(50);
        return answer === 'ok'
          ? success(buildEmployee({ employeeId: body.employeeId, hidePrices: body.hidePrices }))
          : failure(500, 'Something went wrong on the server. Please try again.');
      }),
    );
    renderStaffPage();
    const toggle = await screen.findByRole('switch', { name: 'Hide product prices from Staff 1' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    // Optimistic: on before the server answers.
    expect(screen.getByRole('switch', { name: 'Hide product prices from Staff 1' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Hide product prices from Staff 2' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await waitFor(() => expect(bodies).toEqual([{ employeeId: 1, hidePrices: true }]));

    answer = 'refuse';
    await user.click(screen.getByRole('switch', { name: 'Hide product prices from Staff 2' }));
    expect(screen.getByRole('switch', { name: 'Hide product prices from Staff 2' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await screen.findByText('Something went wrong on the server. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Hide product prices from Staff 2' }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    expect(bodies).toEqual([
      { employeeId: 1, hidePrices: true },
      { employeeId: 2, hidePrices: true },
    ]);
  });

  it('sets who patients may book and register with, both flags in each request, and undoes a refused one', async () => {
    const user = userEvent.setup();
    const list = employeeListHandler(2, (id) => buildEmployee({ employeeId: id, bookable: id === 2 }));
    let answer: 'ok' | 'refuse' = 'ok';
    // The refusal waits until the test has seen the switch flipped (a fixed delay raced the render under load).
    let refuse = () => undefined as void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const bodies: unknown[] = [];
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/employee/set-booking'), async ({ request }) => {
        const body = (await request.json()) as { employeeId: number; bookable: boolean; registrable: boolean };
        bodies.push(body);
        // The answer is the one in force when the request arrived: a slow earlier request must not be refused
        // (its rollback would undo the later switch the test is watching).
        const isRefused = answer === 'refuse';
        await (isRefused ? refused : delay(50));
        if (isRefused) return failure(403, 'Only the admins of the current clinic can manage its staff.');
        const saved = Object.assign(list.employees[body.employeeId - 1]!, body);
        return success(saved);
      }),
    );
    renderStaffPage();
    const state = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');
    const book1 = 'Patients may book appointments with Staff 1';
    const register1 = 'Patients may register with Staff 1';
    await screen.findByRole('switch', { name: book1 });
    expect([state(book1), state(register1)]).toEqual(['false', 'false']);
    expect(state('Patients may book appointments with Staff 2')).toBe('true');
    expect(
      within(screen.getByRole('table', { name: 'Staff' })).getByRole('columnheader', {
        name: 'Booking and registration',
      }),
    ).toBeTruthy();

    // Each flips before the server answers.
    await user.click(screen.getByRole('switch', { name: book1 }));
    await waitFor(() => expect(state(book1)).toBe('true'));
    await user.click(screen.getByRole('switch', { name: register1 }));
    await waitFor(() => expect(state(register1)).toBe('true'));
    await waitFor(() =>
      expect(bodies).toEqual([
        { employeeId: 1, bookable: true, registrable: false },
        { employeeId: 1, bookable: true, registrable: true },
      ]),
    );

    answer = 'refuse';
    await user.click(screen.getByRole('switch', { name: 'Patients may book appointments with Staff 2' }));
    await waitFor(() => expect(state('Patients may book appointments with Staff 2')).toBe('false'));
    refuse();
    expect(await screen.findByText('Only the admins of the current clinic can manage its staff.')).toBeTruthy();
    await waitFor(() => expect(state('Patients may book appointments with Staff 2')).toBe('true'));
    expect(bodies[2]).toEqual({ employeeId: 2, bookable: false, registrable: false });
  });

  it('deletes a record after confirmation, and not without', async () => {
    const user = userEvent.setup();
    const list = employeeListHandler(2);
    const deleted: unknown[] = [];
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/employee/delete'), async ({ request }) => {
        deleted.push(await request.json());
        list.employees.splice(0, 1);
        return success(null, 'Deleted successfully.');
      }),
    );
    renderStaffPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Staff 1' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete the staff record of Staff 1?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Staff 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the staff record of Staff 1?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(deleted).toEqual([{ employeeId: 1 }]));
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(firstCellTexts()).toEqual(['Staff 2']));
  });

  it('unlinks an account through POST disassociateEmployee with the clinic and the employee, after confirmation', async () => {
    const user = userEvent.setup();
    const list = employeeListHandler(2, (id) => buildEmployee({ employeeId: id, userId: id === 2 ? 502 : null }));
    const unlinked: { clinicId: string | null; employeeId: string | null; key: string | null }[] = [];
    server.use(
      list.handler,
      http.post(apiUrl('tenant', '/v1/account/disassociateEmployee'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        unlinked.push({
          clinicId: query.get('clinicId'),
          employeeId: query.get('employeeId'),
          key: request.headers.get('idempotency-key'),
        });
        list.employees[1] = { ...list.employees[1]!, userId: null };
        return success(null);
      }),
    );
    renderStaffPage();
    // Only a record with an account can be unlinked.
    await user.click(await screen.findByRole('button', { name: 'Unlink account: Staff 2' }));
    expect(screen.queryByRole('button', { name: 'Unlink account: Staff 1' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Unlink the account of Staff 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(unlinked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unlink account: Staff 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unlink the account of Staff 2?' })).getByRole('button', {
        name: 'Unlink',
      }),
    );
    await waitFor(() => expect(unlinked).toHaveLength(1));
    expect(unlinked[0]).toMatchObject({ clinicId: '11', employeeId: '2' });
    expect(unlinked[0]!.key).toBeTruthy();
    expect(
      await screen.findByText('The account was unlinked: it no longer works in this clinic. The staff record stays.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlink account: Staff 2' })).toBeNull());
  });
});
