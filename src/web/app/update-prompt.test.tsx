import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { renderWithProviders } from '../testing/render';
import { UpdatePrompt } from './update-prompt';

const pwa = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  showUpdate: undefined as (() => void) | undefined,
  updateServiceWorker: vi.fn(async () => undefined),
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterSWOptions) {
    const needRefresh = useState(false);
    pwa.options = options;
    pwa.showUpdate = () => needRefresh[1](true);
    return { needRefresh, offlineReady: useState(false), updateServiceWorker: pwa.updateServiceWorker };
  },
}));

const reload = vi.fn();
beforeEach(() => {
  reload.mockClear();
  pwa.updateServiceWorker.mockClear();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
});
afterEach(() => vi.restoreAllMocks());

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('reloads only when the user clicks Reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpdatePrompt />);
    act(() => pwa.showUpdate?.());
    expect(screen.getByRole('region', { name: 'A new version is available' })).toBeTruthy();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledOnce();
    act(() => pwa.options?.onNeedReload?.());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('hides on Later, without updating or reloading', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpdatePrompt />);
    act(() => pwa.showUpdate?.());
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).toBeNull();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads by itself when another tab accepted the update', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpdatePrompt />);
    act(() => pwa.options?.onNeedReload?.());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('A new version is available')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
