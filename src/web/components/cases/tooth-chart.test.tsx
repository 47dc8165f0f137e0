import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ToothChart, type ToothChartProps } from './tooth-chart';

const tooth = (number: number) => screen.getByRole('button', { name: `Tooth ${number}` });
const isPressed = (number: number) => tooth(number).getAttribute('aria-pressed') === 'true';

function Harness({ initial = [], onChange, ...rest }: Partial<ToothChartProps> & { initial?: number[] }) {
  const [selected, setSelected] = useState<number[]>(initial);
  return (
    <ToothChart
      label="Unmovable teeth"
      selected={selected}
      onChange={(teeth) => {
        onChange?.(teeth);
        setSelected(teeth);
      }}
      {...rest}
    />
  );
}

describe('ToothChart', () => {
  it('draws the permanent teeth as the dentist faces the patient, upper arch first', () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('group', { name: 'Unmovable teeth' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => Number(button.textContent));
    expect(names).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34,
      35, 36, 37, 38,
    ]);
    expect(screen.getByText('None marked')).toBeTruthy();
  });

  it('toggles a tooth with a tap and gives the marked teeth in ascending order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[21]} onChange={onChange} />);
    expect(isPressed(21)).toBe(true);
    expect(isPressed(11)).toBe(false);

    await user.click(tooth(11));
    expect(onChange).toHaveBeenLastCalledWith([11, 21]);
    expect(isPressed(11)).toBe(true);
    expect(screen.getByText('Marked: 11, 21')).toBeTruthy();

    await user.click(tooth(21));
    expect(onChange).toHaveBeenLastCalledWith([11]);
    expect(isPressed(21)).toBe(false);
  });

  it('does not let a disabled tooth be marked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness disabledTeeth={[36]} onChange={onChange} />);
    expect((tooth(36) as HTMLButtonElement).disabled).toBe(true);
    await user.click(tooth(36));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is one tab stop; arrow keys move between teeth as drawn and Space or Enter toggles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[13]} disabledTeeth={[12]} />);
    await user.tab();
    expect(document.activeElement).toBe(tooth(13));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tooth(11)); // 12 cannot be marked: skipped
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tooth(21)); // across the midline
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tooth(31)); // the same place in the lower arch
    await user.keyboard(' ');
    expect(isPressed(31)).toBe(true);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tooth(38));
    await user.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(tooth(18));
    await user.keyboard('{Enter}');
    expect(isPressed(18)).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tooth(18)); // the end of the arch

    expect(tooth(18).tabIndex).toBe(0);
    expect(tooth(13).tabIndex).toBe(-1);
  });

  it('ties its error to the chart', () => {
    renderWithProviders(<Harness error="Mark the teeth to extract." />);
    const group = screen.getByRole('group', { name: 'Unmovable teeth' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Mark the teeth to extract.');
  });

  it('read-only, shows the marked teeth without any button', () => {
    renderWithProviders(<ToothChart label="Teeth to extract" selected={[24, 14]} onChange={vi.fn()} readOnly />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const chart = screen.getByRole('img', { name: 'Teeth to extract' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Marked: 14, 24')).toBeTruthy();
    const marked = within(chart)
      .getAllByText(/^\d{2}$/)
      .filter((cell) => cell.className.includes('bg-teal-700'))
      .map((cell) => cell.textContent);
    expect(marked).toEqual(['14', '24']);
  });

  it('is read-only without onChange', () => {
    renderWithProviders(<ToothChart label="Unmovable teeth" selected={[]} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('None marked')).toBeTruthy();
  });
});
