import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TREATMENT_METHOD_GROUPS } from '../../../../../domain/lines/aligners/case-options';
import { renderWithProviders } from '../../../../testing/render';
import { SchemeStep, type SchemeValue } from './scheme-step';

function Harness({
  initial = {},
  errors = {},
  onChange,
}: {
  initial?: SchemeValue;
  errors?: Partial<Record<string, string>>;
  onChange?: (next: SchemeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SchemeStep
      value={value}
      errors={errors}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const description = () => screen.getByRole('textbox', { name: 'Other design description' }) as HTMLTextAreaElement;
const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const methods = () => screen.getByRole('group', { name: /^Treatment methods/ });

describe('SchemeStep', () => {
  it('shows every treatment method in a group named by its legend', () => {
    renderWithProviders(<Harness />);
    for (const group of TREATMENT_METHOD_GROUPS) {
      const fieldset = within(methods()).getByRole('group', { name: group.label.message });
      expect(within(fieldset).getAllByRole('checkbox')).toHaveLength(group.methods.list.length);
    }
    expect(within(methods()).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(40);
    expect(screen.getByRole('status').textContent).toBe('0 methods chosen');
  });

  it('chooses methods across groups, counts them and unchooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ otherDescription: 'Keep the diastema.' }} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Interproximal reduction (IPR)' }));
    expect(screen.getByRole('status').textContent).toBe('1 method chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Class II elastics' }));
    expect(onChange).toHaveBeenLastCalledWith({
      otherDescription: 'Keep the diastema.',
      treatmentMethods: ['IPR', 'Class2Elastics'],
    });
    expect(screen.getByRole('status').textContent).toBe('2 methods chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Interproximal reduction (IPR)' }));
    expect(onChange).toHaveBeenLastCalledWith({
      otherDescription: 'Keep the diastema.',
      treatmentMethods: ['Class2Elastics'],
    });
  });

  it('filters the methods by name and keeps hidden choices chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ treatmentMethods: ['Expansion'] }} onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Find a method' }), 'ELAST');
    const shown = within(methods()).getAllByRole('checkbox');
    expect(shown).toHaveLength(9);
    expect(screen.queryByRole('checkbox', { name: 'Expansion' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Extraction' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Box elastics' }));
    expect(onChange).toHaveBeenLastCalledWith({ treatmentMethods: ['Expansion', 'QuadrilateralElastics'] });
    expect(screen.getByRole('status').textContent).toBe('2 methods chosen');

    await user.clear(screen.getByRole('searchbox', { name: 'Find a method' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a method' }), 'zzz');
    expect(within(methods()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No method matches “zzz”.')).toBeTruthy();
  });

  it('accepts 200 characters of description and flags the 201st without losing it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ otherDescription: 'a'.repeat(199) }} onChange={onChange} />);
    expect(describedTexts(description())).toContain('199 of 200 characters');

    await user.type(description(), 'b');
    expect(onChange).toHaveBeenLastCalledWith({ otherDescription: `${'a'.repeat(199)}b` });
    expect(description().getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(description())).toEqual(['200 of 200 characters']);

    await user.type(description(), 'c');
    expect(onChange).toHaveBeenLastCalledWith({ otherDescription: `${'a'.repeat(199)}bc` });
    expect(description().value).toHaveLength(201);
    expect(description().getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(description())).toEqual([
      'Shorten the description to 200 characters or fewer.',
      '201 of 200 characters',
    ]);
    expect(screen.getByText('The description is 1 character too long.')).toBeTruthy();
  });

  it('counts the description as the case data does, without surrounding spaces', () => {
    renderWithProviders(<Harness initial={{ otherDescription: `  ${'x'.repeat(200)}  ` }} />);
    expect(description().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(description(), { target: { value: 'x'.repeat(201) } });
    expect(description().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the errors it is given next to their fields', () => {
    renderWithProviders(
      <Harness errors={{ treatmentMethods: 'Choose at least one method.', otherDescription: 'Too long.' }} />,
    );
    expect(methods().getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(methods())).toContain('Choose at least one method.');
    expect(description().getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(description())).toContain('Too long.');
  });
});
