import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it("is a busy status that says 'loading, please wait'", () => {
    renderWithProviders(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('loading, please wait');
  });
});
