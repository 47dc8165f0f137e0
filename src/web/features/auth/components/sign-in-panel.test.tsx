import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER } from '../../../../domain/accounts/auth-rules';
import type { TPcLoginRequest, TSliderVerifyRequest } from '../../../../domain/accounts/sign-in';
import { completeSignIn } from '../../../lib/session/sign-in';
import { readSignInCompanies } from '../../../lib/session/sign-in-companies';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import {
  apiUrl,
  buildSession,
  descriptionOf,
  failure,
  imageCaptchaHandler,
  sliderChallengeHandler,
  success,
} from '../testing/auth-api';
import { SignInPanel } from './sign-in-panel';

vi.mock('../../../lib/session/sign-in', () => ({ completeSignIn: vi.fn(async () => undefined) }));

const TRACK_WIDTH = 260;
let captchas: ReturnType<typeof imageCaptchaHandler>;
let sliders: ReturnType<typeof sliderChallengeHandler>;
let verifyBodies: TSliderVerifyRequest[];
let loginBodies: TPcLoginRequest[];

function answerLogin(respond: () => Response) {
  server.use(
    // The password sign-in is multiple-auth (pc-login's fields, the user's companies in the answer).
    http.post(apiUrl('user', '/v1/multiple-auth'), async ({ request }) => {
      loginBodies.push((await request.json()) as TPcLoginRequest);
      return respond();
    }),
  );
}

beforeEach(() => {
  vi.mocked(completeSignIn).mockClear();
  captchas = imageCaptchaHandler();
  sliders = sliderChallengeHandler(TRACK_WIDTH);
  verifyBodies = [];
  loginBodies = [];
  server.use(
    captchas.handler,
    sliders.handler,
    http.post(apiUrl('tenant', '/v1/slider-verify'), async ({ request }) => {
      const body = (await request.json()) as TSliderVerifyRequest;
      verifyBodies.push(body);
      return success({ sliderToken: `token-for-${body.sliderId}` });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function passwordForm() {
  return screen.getByRole('form', { name: 'Sign in with password' });
}

/** Drags the handle from the start to the end of the track with a pointer (mouse or finger alike). */
async function dragSliderToTheEnd() {
  const slider = await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' });
  await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
  fireEvent.pointerDown(slider, { pointerId: 1, clientX: 20 });
  fireEvent.pointerMove(slider, { pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(slider, { pointerId: 1, clientX: 200 });
  fireEvent.pointerMove(slider, { pointerId: 1, clientX: 20 + TRACK_WIDTH });
  fireEvent.pointerUp(slider, { pointerId: 1, clientX: 20 + TRACK_WIDTH });
  await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('Verified'));
  return slider;
}

async function fillPasswordForm(user: ReturnType<typeof userEvent.setup>) {
  const form = passwordForm();
  await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
  await user.type(within(form).getByLabelText('Password'), 'Secret#2024');
  await within(form).findByRole('img', { name: 'Captcha image' });
  await user.type(within(form).getByLabelText('Captcha'), 'AB12');
  await dragSliderToTheEnd();
  await user.click(within(form).getByRole('checkbox', { name: /accept the user agreement/ }));
}

describe('/login: password', () => {
  it('signs in: sends account, password, captcha, captcha id and slider token, then completes the sign-in', async () => {
    const session = buildSession();
    const companies = [
      {
        companyId: 11,
        companyName: 'Bright Smile Clinic',
        isChain: false,
        clinics: [{ clinicId: 11, clinicName: 'Bright Smile Clinic', isAdmin: false }],
      },
    ];
    answerLogin(() => success({ ...session, companies }));
    const user = userEvent.setup();
    renderWithProviders(<SignInPanel />, { path: '/login' });

    await fillPasswordForm(user);
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(session));
    // The companies stay for the clinic choice of this tab, the session goes on without them.
    expect(readSignInCompanies(session.userId)).toEqual(companies);
    expect(loginBodies).toEqual([
      {
        account: '13812345678',
        password: 'Secret#2024',
        captcha: 'AB12',
        captchaId: 'captcha-1',
        sliderToken: 'token-for-slider-1',
      },
    ]);
  });

  it('with a company in the login link (/login?companyId=12), signs in to that company through single-auth', async () => {
    const session = buildSession({ clinicId: 12 });
    const single: { body: unknown; companyId: string | null }[] = [];
    server.use(
      http.post(apiUrl('tenant', '/v1/single-auth'), async ({ request }) => {
        single.push({ body: await request.json(), companyId: new URL(request.url).searchParams.get('companyId') });
        return success(session);
      }),
    );
    answerLogin(() => failure(500, 'multiple-auth must not be asked'));
    window.history.replaceState(null, '', '/login?companyId=12');
    try {
      const user = userEvent.setup();
      renderWithProviders(<SignInPanel />, { path: '/login?companyId=12' });
      await fillPasswordForm(user);
      await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(session));
      expect(single).toEqual([{ body: expect.objectContaining({ account: '13812345678', type: 1 }), companyId: '12' }]);
      expect(loginBodies).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('loads the captcha image and the slider right after the first paint, before any field has focus', async () => {
    renderWithProviders(<SignInPanel />, { path: '/login' });
    expect(await within(passwordForm()).findByRole('img', { name: 'Captcha image' })).toBeTruthy();
    expect(await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' })).toBeTruthy();
    expect(captchas.count()).toBe(1);
    expect(sliders.count()).toBe(1);
  });

  it('41001: says it once, under the password, keeps what was typed and the captcha and slider for the retry', async () => {
    const message = 'Verification error: wrong account or password. 4 attempts left.';
    answerLogin(() => failure(41001, message, { remainingAttempts: 4 }));
    const user = userEvent.setup();
    renderWithProviders(<SignInPanel />, { path: '/login' });

    await fillPasswordForm(user);
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));

    const account = within(passwordForm()).getByLabelText<HTMLInputElement>('Mobile number');
    const password = within(passwordForm()).getByLabelText<HTMLInputElement>('Password');
    await waitFor(() => expect(descriptionOf(password)).toBe(message));
    expect(within(passwordForm()).getAllByText(message)).toHaveLength(1);
    expect(account.value).toBe('13812345678');
    expect(password.value).toBe('Secret#2024');
    expect(completeSignIn).not.toHaveBeenCalled();
    // Nothing to solve again: the same captcha and slider token go with the retry.
    expect(within(passwordForm()).getByLabelText<HTMLInputElement>('Captcha').value).toBe('AB12');
    expect(within(passwordForm()).getByRole('slider', { name: 'Slide to verify' }).getAttribute('aria-valuetext')).toBe(
      'Verified',
    );
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loginBodies).toHaveLength(2));
    expect(loginBodies[1]).toEqual(loginBodies[0]);
    expect(captchas.count()).toBe(1);
    expect(sliders.count()).toBe(1);
  });

  it('fetches a new captcha (and a new slider challenge) after a failed login; the old captcha text is cleared', async () => {
    answerLogin(() => failure(41003, 'The captcha is incorrect.'));
    const user = userEvent.setup();
    renderWithProviders(<SignInPanel />, { path: '/login' });

    await fillPasswordForm(user);
    const firstImage = within(passwordForm()).getByRole('img', { name: 'Captcha image' }).getAttribute('src');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));

    const captchaInput = within(passwordForm()).getByLabelText<HTMLInputElement>('Captcha');
    await waitFor(() => expect(descriptionOf(captchaInput)).toBe('The captcha is incorrect.'));
    await waitFor(() => expect(captchas.count()).toBe(2));
    await waitFor(() =>
      expect(within(passwordForm()).getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(
        firstImage,
      ),
    );
    expect(captchaInput.value).toBe('');
    await waitFor(() => expect(sliders.count()).toBe(2));

    // The refresh button asks for yet another one.
    await user.click(within(passwordForm()).getByRole('button', { name: 'New captcha image' }));
    await waitFor(() => expect(captchas.count()).toBe(3));
  });

  it('41002: counts the lock down live, re-enables sign-in at zero and says the countdown has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerLogin(() => failure(41002, 'Too many password errors, retry after 3 seconds.', { retryAfterSeconds: 3 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SignInPanel />, { path: '/login' });

    await fillPasswordForm(user);
    const submit = within(passwordForm()).getByRole('button', { name: 'Sign in' });
    await user.click(submit);

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('Too many password errors, retry after 3 seconds.');
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(descriptionOf(submit)).toBe(timer.textContent);

    // The clock also runs on its own here (a loaded machine may tick before the first advance): wait for each second.
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(screen.getByRole('timer').textContent).toBe('Too many password errors, retry after 2 seconds.'),
    );
    expect(within(passwordForm()).queryByText('The countdown has ended: you can sign in again.')).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(
      within(passwordForm()).getByText('The countdown has ended: you can sign in again.').getAttribute('role'),
    ).toBe('status');
  });

  it('needs the agreement, a captcha and the slide before it calls the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPanel />, { path: '/login' });
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Mobile number'), '13812345678');
    await user.type(within(form).getByLabelText('Password'), 'Secret#2024');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(descriptionOf(within(form).getByRole('checkbox'))).toBe(
        'Please accept the user agreement and privacy policy first.',
      ),
    );
    expect(descriptionOf(within(form).getByLabelText('Captcha'))).toBe('This field is required.');
    expect(descriptionOf(await within(form).findByRole('slider'))).toBe(
      'Please complete the slide verification first.',
    );
    expect(loginBodies).toEqual([]);
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(within(form).getByLabelText('Captcha'));
  });

  it('sends a plausible trail to verify and shows the verified state', async () => {
    renderWithProviders(<SignInPanel />, { path: '/login' });
    fireEvent.focus(within(passwordForm()).getByLabelText('Mobile number'));
    await dragSliderToTheEnd();

    expect(verifyBodies).toHaveLength(1);
    const { sliderId, trail } = verifyBodies[0]!;
    expect(sliderId).toBe('slider-1');
    expect(trail[0]).toEqual({ x: 0, t: 0 });
    expect(trail.at(-1)?.x).toBe(TRACK_WIDTH);
    expect(trail.map((point) => point.x)).toEqual([...trail.map((point) => point.x)].sort((a, b) => a - b));
    expect(screen.getByText('Slide verification passed.').getAttribute('role')).toBe('status');
  });

  it('moves the slider with the arrow keys at a hand’s pace, then verifies with a trail of at least 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SignInPanel />, { path: '/login' });
    fireEvent.focus(within(passwordForm()).getByLabelText('Mobile number'));
    const slider = await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' });
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe(String(TRACK_WIDTH));

    slider.focus();
    await user.keyboard('{ArrowRight}');
    await act(async () => vi.advanceTimersByTime(100));
    expect(Number(slider.getAttribute('aria-valuenow'))).toBe(TRACK_WIDTH / 10);
    expect(verifyBodies).toEqual([]);

    await user.keyboard('{End}');
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(verifyBodies).toHaveLength(1));
    const { trail } = verifyBodies[0]!;
    expect(trail.at(-1)?.x).toBe(TRACK_WIDTH);
    expect(trail.at(-1)!.t).toBeGreaterThanOrEqual(SLIDER.minDragMs);
    expect(trail.length).toBeGreaterThan(10);
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('Verified'));
  });

  it('a refused slide goes back to the start with the server message and a new challenge', async () => {
    server.use(http.post(apiUrl('tenant', '/v1/slider-verify'), () => failure(400, 'Slide again, more slowly.')));
    renderWithProviders(<SignInPanel />, { path: '/login' });
    fireEvent.focus(within(passwordForm()).getByLabelText('Mobile number'));
    const slider = await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' });
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: TRACK_WIDTH });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: TRACK_WIDTH });

    await waitFor(() => expect(sliders.count()).toBe(2));
    const again = await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' });
    expect(again.getAttribute('aria-valuenow')).toBe('0');
    expect(descriptionOf(again)).toBe('Slide again, more slowly.');
  });

  it('a drag let go before the end goes back to the start without asking the server', async () => {
    renderWithProviders(<SignInPanel />, { path: '/login' });
    fireEvent.focus(within(passwordForm()).getByLabelText('Mobile number'));
    const slider = await within(passwordForm()).findByRole('slider', { name: 'Slide to verify' });
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 120 });
    expect(slider.getAttribute('aria-valuenow')).toBe('120');
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 120 });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(verifyBodies).toEqual([]);
  });
});

describe('/login: the page around the forms', () => {
  it('?type=2 says the session expired', () => {
    renderWithProviders(<SignInPanel />, { path: '/login?type=2' });
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });

  it('offers three methods as tabs that the arrow keys move between, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInPanel />, { path: '/login' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Password', 'SMS code', 'QR code']);
    await user.type(within(passwordForm()).getByLabelText('Mobile number'), '139');

    screen.getByRole('tab', { name: 'Password' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS code' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS code' }));
    expect(await screen.findByRole('form', { name: 'Sign in with an SMS code' })).toBeTruthy();

    await user.keyboard('{ArrowLeft}');
    expect(within(passwordForm()).getByLabelText<HTMLInputElement>('Mobile number').value).toBe('139');
  });

  it('links to registration and to the forgotten-password page', () => {
    renderWithProviders(<SignInPanel />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgits');
  });
});
