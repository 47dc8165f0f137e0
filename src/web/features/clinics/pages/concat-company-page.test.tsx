import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import { ok, recordPost, refused } from '../testing/clinic-api';
import { ConcatCompanyPage } from './concat-company-page';

const fourClinics = [
  { id: 1, name: 'Smile' },
  { id: 2, name: 'Smile East' },
  { id: 3, name: 'Smile West' },
  { id: 4, name: 'Smile Harbour' },
];

async function searchFor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Clinic name' }), name);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/concatCompany', () => {
  it('shows at most three clinics found, whatever the server sends', async () => {
    const user = userEvent.setup();
    const searches = recordPost('tenant', '/v1/account/search-clinic', () => ok(fourClinics));
    renderSignedIn(<ConcatCompanyPage />, {
      path: '/concatCompany',
      session: buildSession({ clinicId: null, clinicList: [] }),
    });
    await searchFor(user, ' Smile ');
    const found = await screen.findByRole('group', { name: 'Clinics found' });
    expect(
      within(found)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Smile', 'Smile East', 'Smile West']);
    expect(searches).toEqual([{ name: 'Smile' }]);
  });

  it('needs a name to search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    recordPost('tenant', '/v1/account/search-clinic', () => ok([]));
    renderSignedIn(<ConcatCompanyPage />, { path: '/concatCompany' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await searchFor(user, 'Nowhere');
    expect(await screen.findByText(/No clinic has a name like this/)).toBeTruthy();
  });

  it('requires a first name, then sends the application and says the review was submitted', async () => {
    const user = userEvent.setup();
    recordPost('tenant', '/v1/account/search-clinic', () => ok(fourClinics.slice(1, 2)));
    const relations = recordPost('tenant', '/v1/account/relate-clinic', () =>
      ok({ applicationId: 9 }, 'Association review submitted.'),
    );
    const { location } = renderSignedIn(<ConcatCompanyPage />, { path: '/concatCompany' });
    await searchFor(user, 'East');
    await user.click(await screen.findByRole('radio', { name: 'Smile East' }));

    const form = screen.getByRole('form', { name: 'Apply to join Smile East' });
    const firstName = within(form).getByLabelText('Your name');
    expect((firstName as HTMLInputElement).value).toBe('Dr. Ada Lin');
    await user.clear(firstName);
    await user.type(firstName, '   ');
    await user.click(within(form).getByRole('button', { name: 'Send the application' }));
    expect(within(form).getByText('The first character of the name cannot be empty.')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(relations).toEqual([]);

    await user.clear(firstName);
    await user.type(firstName, ' Ada ');
    await user.click(within(form).getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/authStatus?type=association'));
    expect(relations).toEqual([{ clinicId: 2, firstName: 'Ada' }]);
    expect(await screen.findByText('Association review submitted.')).toBeTruthy();
  });

  it('shows the server’s refusal on the page and keeps the name typed', async () => {
    const user = userEvent.setup();
    recordPost('tenant', '/v1/account/search-clinic', () => ok(fourClinics.slice(0, 1)));
    recordPost('tenant', '/v1/account/relate-clinic', () =>
      refused(43002, 'Your application to this clinic is already waiting for review.'),
    );
    const { location } = renderSignedIn(<ConcatCompanyPage />, { path: '/concatCompany' });
    await searchFor(user, 'Smile');
    await user.click(await screen.findByRole('radio', { name: 'Smile' }));
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your application to this clinic is already waiting for review.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Dr. Ada Lin');
    expect(location.history).toEqual(['/concatCompany']);
  });
});
