import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TFactoryStaffListing } from '../../../../domain/accounts/factory-staff-api';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import { FactoryStaffPage } from './factory-staff-page';

const adminSession = buildSession({ isFactory: true, factoryRole: 'admin', clinicId: null, clinicList: [] });
const ok = (data: unknown, msg = 'OK') => HttpResponse.json({ code: 200, msg, data, extra: null });
const refused = (msg: string, data: unknown = null) =>
  HttpResponse.json({ code: 400, msg, data, extra: null }, { status: 400 });

function listing(staff: TFactoryStaffListing['factories'][number]['staff']): TFactoryStaffListing {
  return {
    manufacturer: 'Acme Dental Labs',
    factories: [
      { code: 'HZ', name: 'Hangzhou factory', city: 'Hangzhou', staff },
      { code: 'ZH', name: 'Zhuhai factory', city: 'Zhuhai', staff: [] },
    ],
  };
}
const ADMIN = { phone: '13900000001', name: 'Liu Qiang', role: 'admin' as const };
const REVIEWER = { phone: '13600000002', name: 'Zhou Min', role: 'reviewer' as const };

/** The staff service behind msw: the listing, and every request body per path. */
function staffServer(initial: TFactoryStaffListing) {
  let current = initial;
  const requests: Record<string, unknown[]> = { add: [], role: [], remove: [] };
  const handlers = {
    list: http.post(apiUrl('tenant', '/factory/staff/list'), () => ok(current)),
    add: http.post(apiUrl('tenant', '/factory/staff/add'), async ({ request }) => {
      const body = (await request.json()) as { phone: string; name: string; role: 'reviewer'; factoryCode: string };
      requests.add!.push(body);
      if (body.phone === '13900000001') return refused('An account with the number 13900000001 exists already.');
      current = listing([...current.factories[0]!.staff, { phone: body.phone, name: body.name, role: body.role }]);
      return ok(current, 'The factory user was added. They can sign in now.');
    }),
    role: http.post(apiUrl('tenant', '/factory/staff/role'), async ({ request }) => {
      const body = (await request.json()) as { phone: string; role: 'finance' };
      requests.role!.push(body);
      current = listing(
        current.factories[0]!.staff.map((s) => (s.phone === body.phone ? { ...s, role: body.role } : s)),
      );
      return ok(current, 'The role was changed.');
    }),
    remove: http.post(apiUrl('tenant', '/factory/staff/remove'), async ({ request }) => {
      const body = (await request.json()) as { phone: string };
      requests.remove!.push(body);
      current = listing(current.factories[0]!.staff.filter((s) => s.phone !== body.phone));
      return ok(current, 'The factory user was removed and signed out everywhere.');
    }),
  };
  server.use(...Object.values(handlers));
  return { requests };
}

const renderPage = (session = adminSession) =>
  renderSignedIn(<FactoryStaffPage />, { path: '/userFactory/staff', session });
const hangzhou = () => screen.findByRole('region', { name: 'Hangzhou factory (Hangzhou)' });

describe('/userFactory/staff, the factory staff', () => {
  it('lists each factory with its staff and their roles', async () => {
    staffServer(listing([ADMIN, REVIEWER]));
    renderPage();
    const rows = within(await hangzhou())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Liu Qiang', 'Zhou Min']);
    expect((within(rows[1]!).getByRole('combobox', { name: 'Role of Zhou Min' }) as HTMLSelectElement).value).toBe(
      'reviewer',
    );
    expect(
      within(screen.getByRole('region', { name: 'Zhuhai factory (Zhuhai)' })).getByText(
        'No staff at this factory yet.',
      ),
    ).toBeTruthy();
  });

  it('adds a user: a bad number is shown on its field before anything is sent, a refusal keeps every field, then the password shows once', async () => {
    const user = userEvent.setup();
    const { requests } = staffServer(listing([ADMIN]));
    renderPage();
    await hangzhou();
    await user.click(screen.getByRole('button', { name: 'Add a factory user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a factory user' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ma Lin');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), '12345');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'designer');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const password = (within(dialog).getByRole('textbox', { name: /^First password/ }) as HTMLInputElement).value;
    expect(password).toHaveLength(16);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const phone = within(dialog).getByRole('textbox', { name: /^Mobile number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(requests.add).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '13900000001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An account with the number 13900000001 exists already.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Ma Lin');
    expect((within(dialog).getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement).value).toBe('designer');
    expect((within(dialog).getByRole('textbox', { name: /^First password/ }) as HTMLInputElement).value).toBe(password);

    await user.clear(phone);
    await user.type(phone, '13600000003');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const done = await screen.findByRole('dialog', { name: 'Factory user added' });
    expect(within(done).getByTestId('new-password').textContent).toBe(password);
    expect(requests.add!.at(-1)).toEqual({
      factoryCode: 'HZ',
      phone: '13600000003',
      name: 'Ma Lin',
      role: 'designer',
      password,
    });
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(within(await hangzhou()).getByText('Ma Lin')).toBeTruthy();
  });

  it('changes a role at once', async () => {
    const user = userEvent.setup();
    const { requests } = staffServer(listing([ADMIN, REVIEWER]));
    renderPage();
    await user.selectOptions(within(await hangzhou()).getByRole('combobox', { name: 'Role of Zhou Min' }), 'finance');
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('region', { name: 'Hangzhou factory (Hangzhou)' })).getByRole('combobox', {
            name: 'Role of Zhou Min',
          }) as HTMLSelectElement
        ).value,
      ).toBe('finance'),
    );
    expect(requests.role).toEqual([{ phone: '13600000002', role: 'finance' }]);
  });

  it('removes someone only after confirmation', async () => {
    const user = userEvent.setup();
    const { requests } = staffServer(listing([ADMIN, REVIEWER]));
    renderPage();
    await user.click(within(await hangzhou()).getByRole('button', { name: 'Remove Zhou Min' }));
    const question = await screen.findByRole('dialog', { name: 'Remove Zhou Min from the factory staff?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests.remove).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Zhou Min' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Zhou Min from the factory staff?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Zhou Min')).toBeNull());
    expect(requests.remove).toEqual([{ phone: '13600000002' }]);
  });

  it('tells anyone but a factory admin that it is not theirs, asking the server nothing (the menu: app/factory-menu.test.ts)', async () => {
    const reviewer = buildSession({ isFactory: true, factoryRole: 'reviewer', clinicId: null, clinicList: [] });
    const { requests } = staffServer(listing([ADMIN]));
    renderPage(reviewer);
    expect(await screen.findByText('Only factory admins can manage the factory staff.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a factory user' })).toBeNull();
    expect(requests.add).toEqual([]);
  });
});
