import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { OnlineIndicator } from './online-indicator';

afterEach(() => vi.restoreAllMocks());

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('OnlineIndicator', () => {
  it('is a status named "Connection status" that follows the online and offline events', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OnlineIndicator />);
    const status = screen.getByRole('status', { name: 'Connection status' });
    expect(status.textContent).toBe('Online');
    goOffline(true);
    expect(status.textContent).toBe('Offline');
    goOffline(false);
    expect(status.textContent).toBe('Online');
  });
});
