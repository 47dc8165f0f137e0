import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl } from '../../../testing/session-generators';
import { PersonalCenterPage } from '../pages/personal-center-page';
import { addressHandlers, buildAddress, failure } from '../testing/personal-api';

const renderAddresses = () => renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=3' });

const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find(Boolean) ?? null;

const cards = () =>
  within(screen.getByRole('list', { name: 'Shipping addresses' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/personalCenter, address management', () => {
  it('adds, changes and deletes an address, checking the fields first', async () => {
    const user = userEvent.setup();
    const api = addressHandlers([buildAddress({ id: 1, name: 'Ada Lin' })]);
    server.use(...api.handlers);
    renderAddresses();
    expect(await screen.findByRole('article', { name: 'Address of Ada Lin' })).toBeTruthy();

    // Add: every field is required and the phone must be a mobile number.
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Province' }))).toBe('This field is required.');
    expect(errorOf(within(dialog).getByRole('textbox', { name: "Recipient's mobile number" }))).toBe(
      'This field is required.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Province' }), 'Zhejiang');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Hangzhou');
    await user.type(within(dialog).getByRole('textbox', { name: 'District' }), 'Xihu');
    await user.type(within(dialog).getByRole('textbox', { name: 'Street address' }), '8 Lakeside Road');
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient' }), 'Bo Chen');
    await user.type(within(dialog).getByRole('textbox', { name: "Recipient's mobile number" }), '1381234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(within(dialog).getByRole('textbox', { name: "Recipient's mobile number" }))).toBe(
      'Enter an 11-digit mobile number starting with 1.',
    );
    expect(api.calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: "Recipient's mobile number" }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const boChen = {
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '8 Lakeside Road',
      name: 'Bo Chen',
      phone: '13812345678',
    };
    expect(api.calls).toEqual([{ path: 'add', body: boChen }]);
    expect(await screen.findByRole('article', { name: 'Address of Bo Chen' })).toBeTruthy();

    // Change.
    await user.click(screen.getByRole('button', { name: 'Edit the address of Bo Chen' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByRole('textbox', { name: 'Street address' }) as HTMLInputElement;
    expect(street.value).toBe('8 Lakeside Road');
    await user.clear(street);
    await user.type(street, '9 Lakeside Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // With the address as the dialog opened on it: a field changed elsewhere meanwhile is kept (issue 17, item 3).
    expect(api.calls.at(-1)).toEqual({
      path: 'update',
      body: { ...boChen, id: 2, address: '9 Lakeside Road', base: boChen },
    });
    await waitFor(() => expect(cards()[1]).toContain('9 Lakeside Road'));

    // Delete, after confirmation.
    await user.click(screen.getByRole('button', { name: 'Delete the address of Ada Lin' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the address of Ada Lin?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ path: 'delete', body: { id: 1 } }));
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Address of Ada Lin' })).toBeNull();
  });

  it('keeps what was typed and shows the server message when the address is refused', async () => {
    const user = userEvent.setup();
    const api = addressHandlers([]);
    // The first handler given wins.
    server.use(
      http.post(apiUrl('tenant', '/v1/address/add'), () =>
        failure(43009, 'You can keep at most 50 addresses. Delete one first.'),
      ),
      ...api.handlers,
    );
    renderAddresses();
    expect(await screen.findByText('No addresses yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    for (const [name, value] of [
      ['Province', 'Zhejiang'],
      ['City', 'Hangzhou'],
      ['District', 'Xihu'],
      ['Street address', '8 Lakeside Road'],
      ['Recipient', 'Bo Chen'],
      ["Recipient's mobile number", '13812345678'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can keep at most 50 addresses. Delete one first.',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Street address' }) as HTMLInputElement).value).toBe(
      '8 Lakeside Road',
    );
  });

  it('an address changed elsewhere while the dialog is open: the other field is kept, a clash is named and what was typed stays', async () => {
    const user = userEvent.setup();
    const ada = buildAddress({ id: 1, name: 'Ada Lin' });
    const api = addressHandlers([ada]);
    server.use(...api.handlers);
    renderAddresses();
    const edit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Edit the address of Ada Lin' }));
      return screen.findByRole('dialog', { name: 'Edit address' });
    };
    const retype = async (dialog: HTMLElement, name: string, value: string) => {
      const field = within(dialog).getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, value);
    };

    // Another tab changes the city while this dialog changes the street: both stay.
    let dialog = await edit();
    api.addresses[0] = { ...ada, city: 'Guangzhou' };
    await retype(dialog, 'Street address', '2 Harbour Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.addresses[0]).toEqual({ ...ada, city: 'Guangzhou', address: '2 Harbour Road' });

    // Another tab changes the street this dialog changes too: refused, named, and the typed street stays.
    dialog = await edit();
    api.addresses[0] = { ...ada, city: 'Guangzhou', address: '3 Harbour Road' };
    await retype(dialog, 'Street address', '4 Harbour Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Someone else changed address');
    expect((within(dialog).getByRole('textbox', { name: 'Street address' }) as HTMLInputElement).value).toBe(
      '4 Harbour Road',
    );
    expect(api.addresses[0]?.address).toBe('3 Harbour Road');

    // Saved again after reading the conflict: the dialog's values, without the refused base, win.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.at(-1)?.body).not.toHaveProperty('base');
    expect(api.addresses[0]).toEqual({ ...ada, city: 'Guangzhou', address: '4 Harbour Road' });
  });
});
