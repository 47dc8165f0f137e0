import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../lib/query/query-client';
import { SESSION_KEYS } from '../lib/session/session-keys';
import { sessionQueryKey, type TWebSession } from '../lib/session/session-store';
import { server } from './msw-server';
import { apiUrl, buildSession, envelope } from './session-generators';

type Options = { path?: string; session?: TWebSession | null; unreadReminders?: number };

/**
 * Renders as a signed-in tab whose session is cached (as after a restore from the user's database): the local key
 * is set and the session is in the query cache. `session: null` leaves the cache empty. Answers the reminder count.
 */
export function renderSignedIn(
  ui: ReactElement,
  { path = '/home', session = buildSession(), unreadReminders = 0 }: Options = {},
) {
  window.localStorage.setItem(SESSION_KEYS.currentUserId, String(session?.userId ?? 7));
  server.use(
    http.post(apiUrl('order', '/order-notify/count'), () => HttpResponse.json(envelope(unreadReminders))),
    // The top bar's aligner changes due (wearing reminders): none unless a test says otherwise.
    http.post(apiUrl('emr', '/v1/wearing/list'), () => HttpResponse.json(envelope({ plans: [], unplanned: [] }))),
  );
  const queryClient = createQueryClient();
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, location, queryClient };
}
