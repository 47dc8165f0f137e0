import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import type { TSession } from '../../../domain/accounts/sign-in';
import { persistQueriesForUser } from '../offline/persistence-controller';
import { loadAppQueryClient } from '../query/load-app-query-client';
import { readQueryToken } from './session';

export type CompleteSignInOptions = {
  /** Defaults to the app's client (bound by AppProviders). */
  queryClient?: QueryClient;
  /** The login page's query, holding `redirect` and the parameters to append; defaults to the address bar's. */
  search?: string;
  /** Defaults to a client-side navigation that replaces /login in the history. */
  navigateTo?: (path: string) => void;
};

/**
 * Finishes every successful sign-in (password, SMS, QR, registration): opens the user's own database and restores
 * its cached queries, stores the session (keys and query cache), then goes on — to the
 * clinic choice when the user has several clinics and none is chosen, else to the redirect target of /login (its
 * other query parameters appended) or the worktable.
 */
export async function completeSignIn(session: TSession, options: CompleteSignInOptions = {}): Promise<void> {
  const queryClient = options.queryClient ?? (await loadAppQueryClient());
  // The rules and the store load here, on success only: the sign-in form ships with the first route.
  const [{ postSignInPath }, { applySession }] = await Promise.all([
    import('./access-rules'),
    import('./session-store'),
    // Restore first, then write: the fresh session must not be overwritten by an older cached one.
    persistQueriesForUser(queryClient, String(session.userId)),
  ]);
  applySession(queryClient, session);
  const search = (options.search ?? window.location.search).replace(/^\?/, '');
  const destination = postSignInPath(session, search, Boolean(readQueryToken()));
  (options.navigateTo ?? ((path: string) => navigate(path, { replace: true })))(destination);
}
