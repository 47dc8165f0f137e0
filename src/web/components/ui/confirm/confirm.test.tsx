import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { confirm } from './confirm-store';

describe('confirm()', () => {
  it('resolves true when the user confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<></>);
    const answer = confirm({ title: msg`Are you sure to exit?`, body: 'Unsent drafts stay on this tablet.' });
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to exit?' });
    expect(dialog.textContent).toContain('Unsent drafts stay on this tablet.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancel, with custom labels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<></>);
    const answer = confirm({ title: 'Delete the stage?', confirmLabel: 'Delete', cancelLabel: 'Keep', tone: 'danger' });
    await screen.findByRole('dialog', { name: 'Delete the stage?' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await answer).toBe(false);
  });

  it('resolves false on Escape, and shows queued requests one after the other', async () => {
    const user = userEvent.setup();
    renderWithProviders(<></>);
    const first = confirm({ title: 'First?' });
    const second = confirm({ title: 'Second?' });
    await screen.findByRole('dialog', { name: 'First?' });
    await user.keyboard('{Escape}');
    expect(await first).toBe(false);
    await screen.findByRole('dialog', { name: 'Second?' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await second).toBe(true);
  });
});
