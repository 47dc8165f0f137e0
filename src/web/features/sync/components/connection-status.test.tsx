import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../../lib/navigation';
import { createTestDatabase, renderWithOutbox, requestItem } from '../testing/sync-fixtures';
import { ConnectionStatus } from './connection-status';

vi.mock('../../../lib/navigation', () => ({
  navigateTo: vi.fn(),
  reloadTo: vi.fn(),
  currentPathname: () => window.location.pathname,
}));

afterEach(() => {
  vi.mocked(reloadTo).mockClear();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const connection = () => screen.getByRole('status', { name: 'Connection status' });

describe("the top bar's connection status", () => {
  it('says Online while the session lasts', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithOutbox(<ConnectionStatus />, { db: createTestDatabase() });
    expect(connection().textContent).toBe('Online');
  });

  it('an ended session with work waiting says so where the user looks, and signs in again back to this page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const db = createTestDatabase();
    await db.outbox.bulkAdd(['a', 'b', 'c'].map((id) => requestItem(id)));
    window.history.replaceState(null, '', '/patients?id=7');
    const { status } = renderWithOutbox(<ConnectionStatus />, { db, state: 'waitingForSignIn', path: '/patients' });
    await waitFor(() => expect(connection().textContent).toContain('Signed out — 3 changes waiting'));
    expect(connection().textContent).not.toContain('Online');

    await userEvent.click(within(connection()).getByRole('button', { name: 'Sign in' }));
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/login?type=2&redirect=%2Fpatients%3Fid%3D7');

    // Signed in again: the drainer goes on, and the status is the connection's again.
    act(() => status.setState('idle'));
    expect(connection().textContent).toBe('Online');
  });
});
