import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_LOGIN } from '../../../../domain/accounts/auth-rules';
import type { QrStatus } from '../../../../domain/accounts/qr-login';
import { completeSignIn } from '../../../lib/session/sign-in';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, buildSession, success } from '../testing/auth-api';
import { SignInPanel } from './sign-in-panel';

vi.mock('../../../lib/session/sign-in', () => ({ completeSignIn: vi.fn(async () => undefined) }));

type Poll = { qrId: string; authorization: string | null; signal: AbortSignal };
let codesCreated: number;
let polls: Poll[];
/** What the next status poll answers; `null` keeps the request hanging (to observe its abort). */
let nextStatus: { status: QrStatus; session?: unknown } | null;

beforeEach(() => {
  vi.mocked(completeSignIn).mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  codesCreated = 0;
  polls = [];
  nextStatus = { status: 'waiting' };
  server.use(
    http.post(apiUrl('tenant', '/v1/qr-code'), () => {
      codesCreated += 1;
      return success({
        qrId: `qr-${codesCreated}`,
        codeToken: `code-token-${codesCreated}`,
        link: `https://cuspid.example/qrLogin?qrId=qr-${codesCreated}`,
        expiresInSeconds: 120,
      });
    }),
    http.post(apiUrl('mobile', '/api/getQrcodeStatus'), async ({ request }) => {
      const { qrId } = (await request.json()) as { qrId: string };
      polls.push({ qrId, authorization: request.headers.get('authorization'), signal: request.signal });
      const answer = nextStatus;
      // Hangs until the client gives up on it.
      if (!answer) {
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(success({ status: 'waiting', session: null }))),
        );
      }
      return success({ status: answer.status, session: answer.session ?? null });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

async function openQrTab() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderWithProviders(<SignInPanel />, { path: '/login' });
  await user.click(screen.getByRole('tab', { name: 'QR code' }));
  return { user, view };
}

async function nextPoll() {
  await act(async () => vi.advanceTimersByTime(QR_LOGIN.pollIntervalMs));
}

describe('/login: QR code', () => {
  it('asks for the agreement first, then shows the code and polls with the code token', async () => {
    const { user } = await openQrTab();
    expect(await screen.findByText('Accept the user agreement and the privacy policy to show the QR code.')).toBeTruthy();
    expect(codesCreated).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: /accept the user agreement/ }));
    const image = await screen.findByRole('img', { name: 'QR code for signing in' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(polls).toEqual([]);

    await nextPoll();
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(polls[0]).toMatchObject({ qrId: 'qr-1', authorization: 'Bearer code-token-1' });
  });

  it('says when the code was scanned, and signs in once the phone confirms', async () => {
    const { user } = await openQrTab();
    await user.click(await screen.findByRole('checkbox', { name: /accept the user agreement/ }));
    await screen.findByRole('img', { name: 'QR code for signing in' });

    nextStatus = { status: 'scanned' };
    await nextPoll();
    expect(await screen.findByText('Scanned — confirm on your phone.')).toBeTruthy();

    const session = buildSession();
    nextStatus = { status: 'confirmed', session };
    await nextPoll();
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledWith(session));
  });

  it('says the code expired and offers a new one', async () => {
    const { user } = await openQrTab();
    await user.click(await screen.findByRole('checkbox', { name: /accept the user agreement/ }));
    await screen.findByRole('img', { name: 'QR code for signing in' });

    nextStatus = { status: 'expired' };
    await nextPoll();
    expect(await screen.findByText('The QR code has expired.')).toBeTruthy();
    const pollsWhenExpired = polls.length;
    await nextPoll();
    expect(polls).toHaveLength(pollsWhenExpired);

    nextStatus = { status: 'waiting' };
    await user.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    await waitFor(() => expect(codesCreated).toBe(2));
    await nextPoll();
    await waitFor(() => expect(polls.at(-1)).toMatchObject({ qrId: 'qr-2', authorization: 'Bearer code-token-2' }));
  });

  it('aborts the poll in flight when the user leaves the tab, and polls no more', async () => {
    const { user } = await openQrTab();
    await user.click(await screen.findByRole('checkbox', { name: /accept the user agreement/ }));
    await screen.findByRole('img', { name: 'QR code for signing in' });

    nextStatus = null;
    await nextPoll();
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(polls[0]!.signal.aborted).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await waitFor(() => expect(polls[0]!.signal.aborted).toBe(true));
    await nextPoll();
    await nextPoll();
    expect(polls).toHaveLength(1);
  });

  it('aborts the poll when the page goes away', async () => {
    const { user, view } = await openQrTab();
    await user.click(await screen.findByRole('checkbox', { name: /accept the user agreement/ }));
    await screen.findByRole('img', { name: 'QR code for signing in' });
    nextStatus = null;
    await nextPoll();
    await waitFor(() => expect(polls).toHaveLength(1));

    view.unmount();
    await waitFor(() => expect(polls[0]!.signal.aborted).toBe(true));
    await nextPoll();
    expect(polls).toHaveLength(1);
  });
});
