import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TChangePasswordRequest } from '../../../../domain/accounts/sign-in';
import { server } from '../../../testing/msw-server';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { apiUrl } from '../../../testing/session-generators';
import { PersonalCenterPage } from '../pages/personal-center-page';
import { failure, success } from '../testing/personal-api';

const current = () => screen.getByLabelText(/^Current password/) as HTMLInputElement;
const fresh = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const repeat = () => screen.getByLabelText(/^Repeat the new password/) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('text-red-700'))?.textContent ?? null;

function answerChange(respond: () => Response) {
  const bodies: TChangePasswordRequest[] = [];
  server.use(
    http.post(apiUrl('tenant', '/account/change-passwd'), async ({ request }) => {
      bodies.push((await request.json()) as TChangePasswordRequest);
      return respond();
    }),
  );
  return bodies;
}

const renderPassword = () => renderSignedIn(<PersonalCenterPage />, { path: '/personalCenter?currentLocation=7' });

describe('/personalCenter, change password', () => {
  it('refuses a confirmation that does not match, and a password that breaks the rule, without sending', async () => {
    const user = userEvent.setup();
    const bodies = answerChange(() => success());
    renderPassword();
    await user.type(current(), 'Old-Password-1');
    await user.type(fresh(), 'New-Password-2');
    await user.type(repeat(), 'New-Password-3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(repeat())).toBe('The passwords do not match.');
    expect(document.activeElement).toBe(repeat());

    await user.clear(fresh());
    await user.type(fresh(), 'alllowercase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(fresh())).toBe(
      'Password must contain at least three of: upper-case letters, lower-case letters, digits and symbols.',
    );
    expect(bodies).toEqual([]);
  });

  it('changes the password, clears the form and says that other devices were signed out', async () => {
    const user = userEvent.setup();
    const bodies = answerChange(() => success());
    renderPassword();
    await user.type(current(), 'Old-Password-1');
    await user.type(fresh(), 'New-Password-2');
    await user.type(repeat(), 'New-Password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Every other device signed in to your account was signed out/)).toBeTruthy();
    expect(bodies).toEqual([{ oldPasswd: 'Old-Password-1', newPasswd: 'New-Password-2' }]);
    expect([current().value, fresh().value, repeat().value]).toEqual(['', '', '']);
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerChange(() => failure(41011, 'The current password is wrong.'));
    renderPassword();
    await user.type(current(), 'Not-It-1');
    await user.type(fresh(), 'New-Password-2');
    await user.type(repeat(), 'New-Password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(current())).toBe('The current password is wrong.'));
    expect([current().value, fresh().value, repeat().value]).toEqual(['Not-It-1', 'New-Password-2', 'New-Password-2']);
    expect(screen.queryByText(/was changed/)).toBeNull();
  });
});
