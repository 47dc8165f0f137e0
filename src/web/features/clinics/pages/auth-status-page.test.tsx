import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AuthStatusPage } from './auth-status-page';

describe('/authStatus, the binding redirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after an association, counts down 3 s and then goes to clinic management', () => {
    const { location } = renderSignedIn(<AuthStatusPage />, { path: '/authStatus?type=association' });
    expect(screen.getByText('Going to clinic management in 3 s…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Going to clinic management in 2 s…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(location.history.at(-1)).toBe('/authStatus?type=association');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(location.history.at(-1)).toBe('/clinicManage');
  });

  it('after creating a company, stays on the result page', () => {
    const { location } = renderSignedIn(<AuthStatusPage />, { path: '/authStatus?type=company' });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText(/Going to clinic management/)).toBeNull();
    expect(location.history.at(-1)).toBe('/authStatus?type=company');
  });
});
