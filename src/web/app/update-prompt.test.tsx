import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { renderWithProviders } from '../testing/render';
import Dexie from 'dexie';
import { UserDatabase } from '../lib/offline/db';
import { DraftController } from '../lib/offline/drafts';
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

  it('on Reload, stops input and writes every waiting draft before the page reloads (issue 17, item 1)', async () => {
    const user = userEvent.setup();
    const database = new UserDatabase('update-prompt-drafts');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const draft = new DraftController(database, 'patient:new', { name: '' });
    await draft.restore();
    const detach = draft.attach();
    draft.setValue({ name: 'typed just before Reload' });
    let savedAtReload = 'not reloaded';
    // "saved" is only claimed once IndexedDB committed the write.
    reload.mockImplementation(() => {
      savedAtReload = draft.getState().status;
    });
    try {
      renderWithProviders(<UpdatePrompt />);
      act(() => pwa.options?.onNeedReload?.());
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(savedAtReload).toBe('saved');
      expect(root.hasAttribute('inert')).toBe(true);
      expect((await database.drafts.get('patient:new'))?.value).toEqual({ name: 'typed just before Reload' });
    } finally {
      detach();
      root.remove();
      database.close();
      await Dexie.delete(database.name);
    }
  });
});
