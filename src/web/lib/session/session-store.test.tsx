import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../components/ui/toast/toast-store';
import { server } from '../../testing/msw-server';
import { apiUrl, buildSession, envelope } from '../../testing/session-generators';
import { resetSessionExpiryGuard } from '../http/api-client';
import { reloadTo } from '../navigation';
import { createQueryClient } from '../query/query-client';
import { SESSION_KEYS } from './session-keys';
import { confirmSession, sessionQueryKey, useSession } from './session-store';

vi.mock('../navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

const infoUrl = apiUrl('tenant', '/account/info');

function rememberUser(userId = '7') {
  window.localStorage.setItem(SESSION_KEYS.currentUserId, userId);
  window.localStorage.setItem(SESSION_KEYS.clinicId, '11');
}

beforeEach(() => {
  resetSessionExpiryGuard();
  vi.mocked(reloadTo).mockClear();
  window.history.replaceState(null, '', '/home');
});

describe('the start-up check', () => {
  it('keeps the cached session when the server cannot be reached, silently: offline never signs out', async () => {
    rememberUser();
    const queryClient = createQueryClient();
    const cached = buildSession();
    queryClient.setQueryData(sessionQueryKey, cached);
    server.use(http.post(infoUrl, () => HttpResponse.error()));

    await confirmSession(queryClient);

    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(cached);
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe('7');
    expect(reloadTo).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });

  it('keeps the cached session on a server error too', async () => {
    rememberUser();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildSession());
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(null, 503), { status: 503 })));
    await confirmSession(queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(buildSession());
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('on 401 clears the local keys and opens /login?type=2, without a toast', async () => {
    rememberUser();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildSession());
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(null, 401), { status: 401 })));

    await confirmSession(queryClient);

    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBeNull();
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login?type=2');
    expect(getToasts()).toEqual([]);
  });

  it('refreshes the session and its keys from the answer', async () => {
    rememberUser();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildSession());
    const fresh = buildSession({
      name: 'Dr. Ada Lin-Wu',
      clinicId: 12,
      clinicList: [{ clinicId: 12, clinicName: 'B', isCompany: true, isChain: false, isAdmin: false, isDoctor: false }],
    });
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(fresh))));

    await confirmSession(queryClient);

    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(fresh);
    expect(window.localStorage.getItem(SESSION_KEYS.clinicId)).toBe('12');
    expect(window.localStorage.getItem(SESSION_KEYS.isCompany)).toBe('true');
  });

  it('reloads the tab when the cookie now belongs to someone else (signed in from another tab)', async () => {
    rememberUser();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildSession({ userId: 7 }));
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(buildSession({ userId: 8 })))));
    await confirmSession(queryClient);
    expect(reloadTo).toHaveBeenCalledOnce();
  });

  it('asks nothing when the tab is not signed in', async () => {
    const onInfo = vi.fn(() => HttpResponse.json(envelope(buildSession())));
    server.use(http.post(infoUrl, onInfo));
    await confirmSession(createQueryClient());
    expect(onInfo).not.toHaveBeenCalled();
  });

  it('in iframe mode checks the token and keeps nothing in localStorage (shared with the other tabs)', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.token, 'frame-token');
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(infoUrl, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(envelope(buildSession()));
      }),
    );
    const queryClient = createQueryClient();
    await confirmSession(queryClient);
    expect(authorizations).toEqual(['Bearer frame-token']);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(buildSession());
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBeNull();
  });
});

describe('useSession', () => {
  function renderUseSession() {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, ...renderHook(() => useSession(), { wrapper }) };
  }

  it('is signed out without local keys, and asks the server nothing', () => {
    const onInfo = vi.fn(() => HttpResponse.json(envelope(buildSession())));
    server.use(http.post(infoUrl, onInfo));
    const { result } = renderUseSession();
    expect(result.current.status).toBe('signedOut');
    expect(onInfo).not.toHaveBeenCalled();
  });

  it('gives the cached session at once', () => {
    rememberUser();
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, buildSession());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ status: 'ready', session: buildSession() });
  });

  it('loads the session when nothing is cached', async () => {
    rememberUser();
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(buildSession()))));
    const { result } = renderUseSession();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('says the session is unavailable when nothing is cached and the server is out of reach, and retries', async () => {
    rememberUser();
    server.use(http.post(infoUrl, () => HttpResponse.error()));
    const { result } = renderUseSession();
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    server.use(http.post(infoUrl, () => HttpResponse.json(envelope(buildSession()))));
    act(() => {
      if (result.current.status === 'unavailable') result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
