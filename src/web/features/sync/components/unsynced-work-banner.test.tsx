import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSyncPanel } from '../hooks/use-sync-panel';
import { STALE_UNSYNCED_AFTER_MS } from '../lib/sync-rules';
import { createTestDatabase, MINUTE, NOW, renderWithOutbox, requestItem } from '../testing/sync-fixtures';
import { SyncEntry } from './sync-entry';
import { UnsyncedWorkBanner } from './unsynced-work-banner';

const DAY = STALE_UNSYNCED_AFTER_MS;

afterEach(() => {
  closeSyncPanel();
  vi.useRealTimers();
});

async function renderBanner(ages: number[], now?: () => number) {
  const db = createTestDatabase();
  await db.outbox.bulkAdd(ages.map((age, index) => requestItem(`item-${index}`, { createdAt: NOW - age })));
  const rendered = renderWithOutbox(
    <>
      <UnsyncedWorkBanner now={now} />
      <SyncEntry />
    </>,
    { db },
  );
  // The badge shows the count once the live query answered: from then on the banner has decided too.
  await waitFor(() => expect(screen.getByRole('button', { name: /^Sync:/ }).textContent).toBe(String(ages.length)));
  return { ...rendered, db };
}

const banner = () => screen.queryByRole('alert');

describe('the warning about work unsynced for more than a day', () => {
  it('is not shown for work saved 23 h 59 min ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderBanner([DAY - MINUTE]);
    expect(banner()).toBeNull();
  });

  it('is shown for work saved 24 h 01 min ago, and stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderBanner([DAY + MINUTE]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '1 item saved on this device has not reached the server for more than a day — connect to sync it.',
    );
    expect(screen.queryByRole('button', { name: /Dismiss|Close/ })).toBeNull();
  });

  it('counts only the items older than a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderBanner([3 * DAY, DAY + MINUTE, DAY - MINUTE]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '2 items saved on this device have not reached the server for more than a day — connect to sync them.',
    );
  });

  it('appears when the oldest item crosses the line, without a reload', async () => {
    // The item turns a day old 50 ms after NOW: the banner's timer looks again until the clock gets there.
    let clock = NOW;
    await renderBanner([DAY - 50], () => clock);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(banner()).toBeNull();
    clock = NOW + 51;
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('goes once the work reached the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { db } = await renderBanner([2 * DAY]);
    await screen.findByRole('alert');
    await db.outbox.clear();
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('opens the sync panel', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderBanner([2 * DAY]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the sync panel' }));
    expect(await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 5000 })).toBeTruthy();
  });
});
