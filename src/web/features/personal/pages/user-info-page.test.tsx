import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { TEmployeePostInfo, TPersonalInfo } from '../../../../domain/accounts/account-extras';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, envelope } from '../../../testing/session-generators';
import { UserInfoPage } from './user-info-page';

const info: TPersonalInfo = { name: 'Dr Wang', phone: '13912345678', avatar: null, avatarUrl: null, birthDay: '1987-02-03' };

function renderPage(path: string) {
  return renderSignedIn(
    <Route path="/userInfo/:type">
      <UserInfoPage />
    </Route>,
    { path },
  );
}

describe('/userInfo/{type}', () => {
  it('personal: saves the trimmed name and the birth day, and refuses a blank name without asking the server', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl('tenant', '/account/personal-info'), () => HttpResponse.json(envelope(info))),
      http.post(apiUrl('tenant', '/account/update-info'), async ({ request }) => {
        const body = (await request.json()) as TPersonalInfo;
        sent.push(body);
        return HttpResponse.json(envelope({ ...info, ...body }));
      }),
    );
    renderPage('/userInfo/personal');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Dr Wang');
    expect(screen.getByText(/Age: \d+/)).toBeTruthy();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(name, '  Dr Li ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Dr Li', avatar: null, birthDay: '1987-02-03' }]));
  });

  it('personal: a refusal shows the server’s message and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('tenant', '/account/personal-info'), () => HttpResponse.json(envelope(info))),
      http.post(apiUrl('tenant', '/account/update-info'), () =>
        HttpResponse.json({ code: 43006, msg: 'The uploaded file was not found. Please upload it again.', data: null }, { status: 400 }),
      ),
    );
    renderPage('/userInfo/personal');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Dr Zhao');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The uploaded file was not found. Please upload it again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Dr Zhao');
  });

  it('personal: a birth day after today is refused in the form', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('tenant', '/account/personal-info'), () => HttpResponse.json(envelope({ ...info, birthDay: null }))));
    renderPage('/userInfo/personal');
    const birthDay = await screen.findByRole('textbox', { name: /Birth day/ });
    await user.type(birthDay, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The birth day cannot be after today.')).toBeTruthy();
  });

  it('post: shows the caller’s post with the booking switches', async () => {
    const post: TEmployeePostInfo = {
      clinicId: 11, clinicName: 'Bright Smile Clinic', employeeId: 3, realName: 'Nurse Li', job: 'nurse', jobType: 'official',
      workType: 'full-time', workStatus: 'in-service', position: 'Chairside', entryDate: '2024-03-01', titlePost: null,
      isAdmin: false, isDoctor: false, hidePrices: true, bookable: true, registrable: false,
    };
    server.use(http.post(apiUrl('design', '/clinic/getEmployeePostInfo'), () => HttpResponse.json(envelope(post))));
    renderPage('/userInfo/post');
    expect(await screen.findByText('Bright Smile Clinic')).toBeTruthy();
    expect(screen.getByText('Chairside')).toBeTruthy();
    expect(screen.getByText('Bookable').nextElementSibling?.textContent).toBe('Yes');
    expect(screen.getByText('Registrable').nextElementSibling?.textContent).toBe('No');
    expect(screen.getByText('Product prices shown').nextElementSibling?.textContent).toBe('No');
  });

  it('any other type is not a page', async () => {
    const { location } = renderPage('/userInfo/other');
    await waitFor(() => expect(location.history.at(-1)).toBe('/404'));
  });
});
