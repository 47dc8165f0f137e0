import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { TEmployeePostInfo } from '../../../../domain/accounts/account-extras';
import { sessionQueryKey, type TWebSession } from '../../../lib/session/session-store';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl, buildSession, envelope } from '../../../testing/session-generators';
import { UserInfoPage } from './user-info-page';

const me = buildSession({
  name: 'Dr Wang',
  email: 'wang@example.cn',
  avatar: null,
  userInfo: { age: null, avatar: null, birthDay: '1987-02-03' },
});

function renderPage(path: string, session = me) {
  return renderSignedIn(
    <Route path="/userInfo/:type">
      <UserInfoPage />
    </Route>,
    { path, session },
  );
}

/** The one personal-info write, recording each body; answers the session with the body applied. */
function answerUpdate(answer?: () => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl('tenant', '/account/update-info'), async ({ request }) => {
      const body = (await request.json()) as { name: string; email: string; birthDay: string | null };
      sent.push(body);
      return (
        answer?.() ??
        HttpResponse.json(
          envelope({
            ...me,
            name: body.name,
            email: body.email || null,
            userInfo: { ...me.userInfo, birthDay: body.birthDay },
          }),
        )
      );
    }),
  );
  return sent;
}

describe('/userInfo/{type}', () => {
  it('personal: opens with the session’s name, e-mail and birth day, saves them trimmed and keeps the avatar', async () => {
    const user = userEvent.setup();
    const sent = answerUpdate();
    const { queryClient } = renderPage('/userInfo/personal');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Dr Wang');
    expect((screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe('wang@example.cn');
    expect(screen.getByText(/Age: \d+/)).toBeTruthy();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(name, '  Dr Li ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The avatar is left out: the server keeps the current one.
    await waitFor(() => expect(sent).toEqual([{ name: 'Dr Li', email: 'wang@example.cn', birthDay: '1987-02-03' }]));
    await waitFor(() => expect(queryClient.getQueryData<TWebSession>(sessionQueryKey)?.name).toBe('Dr Li'));
  });

  it('personal: the e-mail is checked by the shared rule before sending, in the user’s language, and can be cleared', async () => {
    const user = userEvent.setup();
    const sent = answerUpdate();
    renderPage('/userInfo/personal');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'wang@example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Dr Wang', email: '', birthDay: '1987-02-03' }]));
  });

  it('personal: a refusal shows the server’s message and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerUpdate(() =>
      HttpResponse.json(
        { code: 43006, msg: 'The uploaded file was not found. Please upload it again.', data: null },
        { status: 400 },
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
    renderPage('/userInfo/personal', { ...me, userInfo: { ...me.userInfo, birthDay: null } });
    const birthDay = await screen.findByRole('textbox', { name: /Birth day/ });
    await user.type(birthDay, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The birth day cannot be after today.')).toBeTruthy();
  });

  it('post: shows the caller’s post with the booking switches', async () => {
    const post: TEmployeePostInfo = {
      clinicId: 11,
      clinicName: 'Bright Smile Clinic',
      employeeId: 3,
      realName: 'Nurse Li',
      job: 'nurse',
      jobType: 'official',
      workType: 'full-time',
      workStatus: 'in-service',
      position: 'Chairside',
      entryDate: '2024-03-01',
      titlePost: null,
      isAdmin: false,
      isDoctor: false,
      hidePrices: true,
      bookable: true,
      registrable: false,
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
