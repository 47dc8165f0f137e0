import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { flashToast, showFlashedToasts, toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => vi.useRealTimers());

// The providers already mount one <Toaster>; rendering nothing else is enough.
const renderToaster = () => renderWithProviders(<></>);

describe('toasts', () => {
  it('shows success and warning as status, error as alert, inside the Notifications region', () => {
    renderToaster();
    act(() => {
      toast.success('Saved');
      toast.warning('Careful');
      toast.error('Broken');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((node) => node.textContent),
    ).toEqual(['Success: Saved', 'Warning: Careful']);
    expect(within(region).getByRole('alert').textContent).toBe('Error: Broken');
  });

  it('translates message descriptors in the active language', () => {
    renderToaster();
    act(() => {
      toast.success(msg`Uploaded successfully`);
    });
    expect(screen.getByRole('status').textContent).toContain('Uploaded successfully');
    act(() => {
      i18n.loadAndActivate({ locale: 'ru', messages: { [msg`Uploaded successfully`.id]: 'Загружено' } });
    });
    expect(screen.getByRole('status').textContent).toContain('Загружено');
  });

  it('does not stack the same message twice: the one shown stays its full time from the repeat', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast.error('Only the admins of the clinic can do this.');
      vi.advanceTimersByTime(5000);
      toast.error('Only the admins of the clinic can do this.');
      toast.success('Only the admins of the clinic can do this.');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed with a named button, and goes away by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToaster();
    act(() => {
      toast.error('First');
      toast.success('Second');
    });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Second', { exact: false })).toBeNull();
  });

  it('shows a toast flashed before a full reload once, on the next page', () => {
    flashToast('error', 'The token has expired, please log in again.');
    showFlashedToasts();
    renderToaster();
    expect(screen.getByRole('alert').textContent).toContain('The token has expired');
    showFlashedToasts();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('is a stand-alone component too', () => {
    renderWithProviders(<Toaster />);
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(2);
  });
});
