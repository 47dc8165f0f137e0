import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query';
import type { TSession } from '../../../domain/accounts/sign-in';
import { api } from '../http/api-client';
import { reloadTo } from '../navigation';
import { saveQueryCacheNow } from '../offline/persistence-controller';
import { hasLocalSession, readQueryToken } from './session';
import { SESSION_KEYS } from './session-keys';

/** A button permission: a code allowed on the pages whose path matches `uri` (spec section 6). */
export type { TResource } from '../../../domain/accounts/permissions';

/**
 * The session as the web keeps it: the accounts contract, plus what /account/info will add later (the resource
 * list for button permissions, the quota permission for financial data). Absent means none.
 */
/** The session as the web keeps it: exactly what the server sends (resources and the quota flag included). */
export type TWebSession = TSession;

export const sessionQueryKey = ['session'] as const;

/** The server says this tab is not signed in, or could not be asked (offline); the cached session stays. */
export class SessionUnavailableError extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`The session could not be loaded (code ${code}).`);
    this.code = code;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session still works for this visit, from the query cache.
  }
}

/**
 * Remembers who is signed in and the chosen clinic (spec section 3: clinicId, isCompany, currentUserId). An iframe
 * tab keeps nothing in localStorage: that is shared with the origin's other tabs, which have no cookie session.
 */
export function rememberSession(session: TSession): void {
  if (readQueryToken()) return;
  const clinic = session.clinicList.find((choice) => choice.clinicId === session.clinicId);
  writeLocal(SESSION_KEYS.currentUserId, String(session.userId));
  writeLocal(SESSION_KEYS.clinicId, session.clinicId === null ? null : String(session.clinicId));
  writeLocal(SESSION_KEYS.isCompany, clinic ? String(clinic.isCompany) : null);
  writeLocal(SESSION_KEYS.rememberedAt, String(Date.now()));
}

/** POST tenant /account/info, silently: the caller decides what a failure means. A 401 still ends the session. */
export async function fetchSession(): Promise<TWebSession> {
  const result = await api.post<TWebSession>('tenant', '/account/info', undefined, { isSilent: true });
  if (!result.ok) throw new SessionUnavailableError(result.code);
  return result.data;
}

/** The session query: restored from the user's database at start, so the app opens signed in even offline. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ client }) => {
      const session = await fetchSession();
      const previous = client.getQueryData<TWebSession>(sessionQueryKey);
      rememberSession(session);
      // Another tab signed in as someone else (the cookie is shared): this tab's memory holds the other user's data.
      if (previous && previous.userId !== session.userId) reloadTo(window.location.href);
      return session;
    },
    // The session changes only through sign-in, clinic switching and the start-up check, which all write it here.
    staleTime: Infinity,
    // A failure is either 401 (the client signs out) or no network (the cached session stays): retrying helps neither.
    retry: false,
  });
}

/** Puts a session the server just answered (sign-in, clinic switch) in the store and remembers its keys. */
export function applySession(queryClient: QueryClient, session: TWebSession): void {
  rememberSession(session);
  queryClient.setQueryData(sessionQueryKey, session);
  // On the device at once, not at the persister's next throttled save: a reload right after choosing a clinic must
  // open in that clinic, not restore the session from before the choice (and be sent to choose again).
  void saveQueryCacheNow().catch(() => undefined);
}

/**
 * At start, in the background: asks the server whether the remembered session still holds. Answered → the session
 * is refreshed; 401 → the HTTP client clears the keys and opens /login?type=2; offline or any other failure →
 * the cached session stays (a network error never signs anyone out).
 */
export async function confirmSession(queryClient: QueryClient): Promise<void> {
  if (!hasLocalSession()) return;
  await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => undefined);
}

export type SessionState =
  | { status: 'signedOut'; session: undefined }
  /** Signed in locally, the session's facts are on their way. */
  | { status: 'loading'; session: undefined }
  /** Signed in locally, but nothing is cached and the server cannot be reached. */
  | { status: 'unavailable'; session: undefined; retry: () => void }
  | { status: 'ready'; session: TWebSession };

/**
 * The signed-in user's session, from the query cache (and the server when nothing is cached). It reads the cache
 * directly rather than through `useQuery`, which would add the query observer to the first route's bundle.
 */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const isSignedIn = hasLocalSession();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === sessionQueryKey[0]) onChange();
      }),
    [queryClient],
  );
  const getState = () => queryClient.getQueryState<TWebSession>(sessionQueryKey);
  const state: QueryState<TWebSession> | undefined = useSyncExternalStore(subscribe, getState, getState);
  const hasData = state?.data !== undefined;
  const hasFailed = state?.status === 'error';
  const load = useCallback(() => {
    void queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
  }, [queryClient]);

  useEffect(() => {
    if (!isSignedIn || hasData) return;
    // Nothing cached: ask the server (one request however many components ask), and again once back online.
    if (!hasFailed) load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [isSignedIn, hasData, hasFailed, load]);

  if (!isSignedIn) return { status: 'signedOut', session: undefined };
  if (state?.data) return { status: 'ready', session: state.data };
  if (hasFailed) return { status: 'unavailable', session: undefined, retry: load };
  return { status: 'loading', session: undefined };
}
