import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { SESSION_KEYS } from '../session/session-keys';
import type { UserDatabase } from './db';
import { OutboxProvider, useOnAcknowledged, useOutboxStatus, useSyncNow } from './outbox-provider';
import { newTestDatabase, queueCreate } from './outbox/testing/outbox-fixtures';
import type { DoneItem } from './outbox/types';
import { UserDatabaseTestProvider } from './user-database-context';

vi.mock('../navigation', () => ({ navigateTo: vi.fn(), reloadTo: vi.fn(), currentPathname: () => '/home' }));

let db: UserDatabase;
afterEach(() => db?.close());

function Status({ onAcknowledged }: { onAcknowledged: (item: DoneItem) => void }) {
  const status = useOutboxStatus();
  const syncNow = useSyncNow();
  useOnAcknowledged(onAcknowledged);
  return (
    <div>
      <p>
        state {status.state}, waiting {status.waiting}, attention {status.attention}, synced{' '}
        {status.lastSyncAt ? 'yes' : 'no'}
      </p>
      <button type="button" onClick={() => void syncNow()}>
        Sync now
      </button>
    </div>
  );
}

function renderOutbox(queryClient = new QueryClient()) {
  const onAcknowledged = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UserDatabaseTestProvider value={db}>
        <OutboxProvider>
          <Status onAcknowledged={onAcknowledged} />
        </OutboxProvider>
      </UserDatabaseTestProvider>
    </QueryClientProvider>,
  );
  return { ...view, onAcknowledged, queryClient };
}

describe('the outbox provider', () => {
  it("drains the user's outbox, shows live counts, and tells features what was acknowledged", async () => {
    db = newTestDatabase();
    window.localStorage.setItem(SESSION_KEYS.currentUserId, db.userId);
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${window.location.origin}/api/emr/v1/patient/add`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ code: 200, msg: '', data: { id: 31 } });
      }),
    );
    const item = await queueCreate(db, 'Ada');
    const { onAcknowledged, unmount } = renderOutbox();
    await waitFor(() => expect(keys).toEqual([item.id]));
    await screen.findByText('state idle, waiting 0, attention 0, synced yes');
    expect(onAcknowledged).toHaveBeenCalledWith(expect.objectContaining({ id: item.id, data: { id: 31 } }));

    // Work queued later (by any tab) goes at once.
    const next = await queueCreate(db, 'Bob');
    await waitFor(() => expect(keys).toEqual([item.id, next.id]));
    unmount();
  });

  it('after a 401 it waits for sign-in; a fresh session lets it go on', async () => {
    db = newTestDatabase();
    window.localStorage.setItem(SESSION_KEYS.currentUserId, db.userId);
    let isSignedIn = false;
    server.use(
      http.post(`${window.location.origin}/api/emr/v1/patient/add`, () =>
        isSignedIn
          ? HttpResponse.json({ code: 200, msg: '', data: { id: 32 } })
          : HttpResponse.json({ code: 401, msg: '', data: null }, { status: 401 }),
      ),
    );
    await queueCreate(db, 'Ada');
    const { queryClient, unmount } = renderOutbox();
    await screen.findByText('state waitingForSignIn, waiting 1, attention 0, synced no');
    // Nothing was signed out from under the user.
    expect(window.localStorage.getItem(SESSION_KEYS.currentUserId)).toBe(db.userId);

    isSignedIn = true;
    act(() => {
      queryClient.setQueryData(['session'], { userId: Number(db.userId), clinicId: 1 });
    });
    await screen.findByText('state idle, waiting 0, attention 0, synced yes');
    unmount();
  });

  it('sends nothing while another user is signed in on this browser', async () => {
    db = newTestDatabase();
    window.localStorage.setItem(SESSION_KEYS.currentUserId, 'someone-else');
    const handler = vi.fn(() => HttpResponse.json({ code: 200, msg: '', data: { id: 1 } }));
    server.use(http.post(`${window.location.origin}/api/emr/v1/patient/add`, handler));
    await queueCreate(db, 'Ada');
    const { unmount } = renderOutbox();
    await screen.findByText('state waitingForSignIn, waiting 1, attention 0, synced no');
    act(() => {
      screen.getByRole('button', { name: 'Sync now' }).click();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handler).not.toHaveBeenCalled();
    unmount();
  });
});
