import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { TimeField } from './time-field';

function Harness() {
  const [value, setValue] = useState('');
  return <TimeField label="Pickup time" value={value} onChange={setValue} />;
}

describe('TimeField, the time view of the date picker', () => {
  it('counts a typed time only at the format’s length and when it parses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Pickup time' });
    await user.type(box, '25:0');
    expect(screen.queryByText('Enter a valid time (HH:mm).')).toBeNull();
    await user.type(box, '0');
    expect(screen.getByText('Enter a valid time (HH:mm).')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '09:30');
    expect(screen.queryByText('Enter a valid time (HH:mm).')).toBeNull();
  });

  it('chooses an hour, then a minute, which closes the view with the time in the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open the time picker' }));
    const view = await screen.findByRole('dialog', { name: 'Choose a time' });
    // No minute before an hour.
    expect(
      within(view)
        .getAllByRole('button', { name: '30' })
        .some((button) => button.hasAttribute('disabled')),
    ).toBe(true);
    await user.click(within(view).getAllByRole('button', { name: '14' })[0]!);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pickup time' }).value).toBe('14:00');
    const minutes = within(screen.getByRole('dialog', { name: 'Choose a time' })).getAllByRole('button', {
      name: '30',
    });
    await user.click(minutes.at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Choose a time' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Pickup time' }).value).toBe('14:30');
  });
});
