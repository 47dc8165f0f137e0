import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { MorePagesButton } from './more-pages-button';

const query = (overrides: Partial<{ hasNextPage: boolean; isFetchingNextPage: boolean }> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...overrides,
});

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('MorePagesButton', () => {
  it('loads the next page on a tap, says it is loading, and is gone on the last page', async () => {
    const user = userEvent.setup();
    const more = query();
    const view = renderWithProviders(
      <MorePagesButton query={more} label="Show earlier photos" loadingLabel="Loading…" />,
    );
    await user.click(screen.getByRole('button', { name: 'Show earlier photos' }));
    expect(more.fetchNextPage).toHaveBeenCalledTimes(1);
    view.rerender(
      <MorePagesButton
        query={query({ isFetchingNextPage: true })}
        label="Show earlier photos"
        loadingLabel="Loading…"
      />,
    );
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
    view.rerender(
      <MorePagesButton query={query({ hasNextPage: false })} label="Show earlier photos" loadingLabel="Loading…" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offline, keeps what is shown and says that more needs the network', () => {
    renderWithProviders(<MorePagesButton query={query()} label="Show earlier photos" loadingLabel="Loading…" />);
    setOnline(false);
    const button = screen.getByRole('button', { name: 'Connect to the internet to load more' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).toContain('min-h-11');
    setOnline(true);
    expect(screen.getByRole('button', { name: 'Show earlier photos' })).toBeTruthy();
  });
});
