import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NumericField, type NumericFieldProps } from './numeric-field';

type Bounds = Pick<NumericFieldProps, 'min' | 'max' | 'decimals' | 'integer'>;

function Harness({ initial = '', ...bounds }: Bounds & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumericField label="Amount" value={value} onValueChange={setValue} {...bounds} />
      <button type="button">Elsewhere</button>
      <output data-testid="held">{value}</output>
    </>
  );
}

async function typeInto(text: string, bounds: Bounds = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...bounds} />);
  const input = screen.getByLabelText('Amount');
  await user.type(input, text);
  return { user, input: input as HTMLInputElement };
}

describe('NumericField', () => {
  it('is a text box with a decimal keyboard, never type="number"', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('asks for the digit keyboard when the field holds whole numbers', () => {
    renderWithProviders(<Harness integer />);
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('numeric');
  });

  it.each([
    ['12a3', '123'],
    ['-5', '5'],
    ['1e3', '13'],
    ['1.2.3', '1.23'],
    ['1.239', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['12.', '12.'],
  ])('typing %j keeps %j', async (typed, kept) => {
    const { input } = await typeInto(typed);
    expect(input.value).toBe(kept);
    expect(screen.getByTestId('held').textContent).toBe(kept);
  });

  it('keeps no decimals in an integer field', async () => {
    const { input } = await typeInto('12.5', { integer: true });
    expect(input.value).toBe('125');
  });

  it('clamps to the default max of 999999999999 and not below it', async () => {
    const { input } = await typeInto('999999999999');
    expect(input.value).toBe('999999999999');
    await userEvent.setup().type(input, '9');
    expect(input.value).toBe('999999999999');
  });

  it('clamps to a given max as the user types', async () => {
    const { input } = await typeInto('100', { max: 99 });
    expect(input.value).toBe('99');
  });

  it('lets a number below min grow while typing and clamps it on leaving the field', async () => {
    const { user, input } = await typeInto('1', { min: 10 });
    expect(input.value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.value).toBe('10');
  });

  it('leaves a value at min alone and an empty field empty on leaving', async () => {
    const { user, input } = await typeInto('10', { min: 10 });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.value).toBe('10');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.value).toBe('');
  });
});
