import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_PATHS } from '../../../domain/calendar/holiday-api';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { apiUrl } from '../../testing/session-generators';
import { DateField } from './date-field';

function Harness(props: { workingDaysOnly?: boolean; min?: string }) {
  const [value, setValue] = useState('');
  return <DateField label="Delivery" value={value} onChange={setValue} {...props} />;
}

describe('DateField', () => {
  it('writes out a typed day in the user’s language only once the text is a whole, real day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Delivery' });
    await user.type(box, '2026-02-3');
    expect(screen.queryByText(/2026/, { selector: 'p' })).toBeNull();
    await user.type(box, '0');
    expect(screen.queryByText(/Feb 2026/)).toBeNull(); // 30 February does not exist
    await user.clear(box);
    await user.type(box, '2026-02-03');
    expect(screen.getByText('Tue, 3 Feb 2026')).toBeTruthy();
  });

  it('refuses a typed weekend or holiday where only working days count, and takes a make-up working day', async () => {
    server.use(
      http.post(apiUrl('platform', HOLIDAY_PATHS.list), () =>
        HttpResponse.json({
          code: 200,
          msg: '',
          data: [{ year: 2026, holidays: ['2026-10-01'], workdays: ['2026-10-10'], updatedAt: 0, updatedBy: null }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness workingDaysOnly />);
    const box = screen.getByRole('textbox', { name: 'Delivery' });
    await user.type(box, '2026-10-11');
    await waitFor(() =>
      expect(screen.getByText('Choose a working day: this day is a weekend or a public holiday.')).toBeTruthy(),
    );
    await user.clear(box);
    await user.type(box, '2026-10-01');
    await waitFor(() =>
      expect(screen.getByText('Choose a working day: this day is a weekend or a public holiday.')).toBeTruthy(),
    );
    await user.clear(box);
    await user.type(box, '2026-10-10');
    await waitFor(() =>
      expect(screen.queryByText('Choose a working day: this day is a weekend or a public holiday.')).toBeNull(),
    );
  });

  it('opens the calendar on the button, with the focus on a day, and Escape closes it back onto the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness min="2026-11-26" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    // The calendar loads on first open (its own chunk, with the lunar table): a loaded machine takes a while.
    const panel = await screen.findByTestId('calendar-panel', undefined, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBeTruthy());
    expect(panel.querySelector('[data-day="2026-11-25"]')?.hasAttribute('disabled') ?? true).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('calendar-panel')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the calendar' }));
  });
});
