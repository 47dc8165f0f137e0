import type { InputHTMLAttributes } from 'react';
import { normalizeNumericInput, type NumericInputOptions } from '../../../../domain/validation/numeric-input';
import { inputClass } from '../styles';

export type NumericBounds = Pick<NumericInputOptions, 'min' | 'max' | 'decimals' | 'integer'>;

export type NumericInputProps = NumericBounds &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'onChange' | 'min' | 'max' | 'step'> & {
    /** The text shown, always as the rule left it ("" when empty). */
    value: string;
    /** The text after the numeric input rule (spec section 5): on every keystroke, and again on leaving the field. */
    onValueChange: (text: string) => void;
  };

/**
 * THE input of every amount, count and measurement (spec section 5): only digits and one decimal point, at most two
 * decimals (none for `integer`), clamped to [min, max] with max 999999999999 by default. It is a text input with a
 * numeric keyboard, not type="number", so the rule, not the browser, decides what the field holds: no "e", no
 * minus, no value lost to an invalid state. The min clamp waits for the user to leave the field ("1" may become "15").
 */
export function NumericInput({
  value,
  onValueChange,
  min,
  max,
  decimals,
  integer,
  onBlur,
  className,
  ...inputProps
}: NumericInputProps) {
  const bounds = { min, max, decimals, integer };
  return (
    <input
      type="text"
      inputMode={integer || decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(normalizeNumericInput(event.target.value, { ...bounds, isTyping: true }))}
      onBlur={(event) => {
        const settled = normalizeNumericInput(event.target.value, bounds);
        if (settled !== value) onValueChange(settled);
        onBlur?.(event);
      }}
      className={className ?? inputClass}
      {...inputProps}
    />
  );
}
