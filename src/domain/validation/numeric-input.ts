/** Default upper bound of a numeric input (spec section 9). */
export const NUMERIC_INPUT_DEFAULT_MAX = 999_999_999_999;
export const NUMERIC_INPUT_DEFAULT_DECIMALS = 2;

export type NumericInputOptions = {
  min?: number;
  max?: number;
  /** Decimals the field keeps (default 2); extra typed decimals are cut, not rounded. */
  decimals?: 0 | 1 | 2 | 3 | 4 | 5;
  /** An integer field keeps no decimals and drops whatever follows a decimal point. */
  integer?: boolean;
  /**
   * Skip the min clamp on each keystroke: "1" may still grow into "15" when min is 10.
   * Apply it again (isTyping false) when the field loses focus.
   */
  isTyping?: boolean;
};

// An IME in Chinese mode types full-width digits and the ideographic full stop.
const FULL_WIDTH_DIGIT = /[０-９]/g;
const FULL_WIDTH_POINT = /[．。]/g;

/**
 * The text a numeric field shows after the user typed or pasted `raw` (spec section 5): digits and
 * one decimal point only, at most `decimals` decimals, no leading zeros, clamped to [min, max].
 * Partial input stays as typed ("12." and "0."); "" stays "" (the field is empty, not zero).
 * Only non-negative numbers: a minus sign is stripped like any other character.
 */
export function normalizeNumericInput(raw: string, options: NumericInputOptions = {}): string {
  const max = options.max ?? NUMERIC_INPUT_DEFAULT_MAX;
  const { min } = options;
  if (max < 0 || (min !== undefined && min < 0)) throw new RangeError('numeric input bounds must not be negative');
  if (min !== undefined && min > max) throw new RangeError(`min ${min} is above max ${max}`);
  const decimals = options.integer ? 0 : (options.decimals ?? NUMERIC_INPUT_DEFAULT_DECIMALS);

  const text = cleanNumericText(raw, decimals);
  if (text === '') return text;
  const value = Number(text);
  if (value > max) return cleanNumericText(plainDecimal(max), decimals);
  if (min !== undefined && !options.isTyping && value < min) return cleanNumericText(plainDecimal(min), decimals);
  return text;
}

/** Digits, one point and at most `decimals` decimals, without clamping. */
function cleanNumericText(raw: string, decimals: number): string {
  const ascii = raw
    .replace(FULL_WIDTH_DIGIT, (digit) => String(digit.charCodeAt(0) - '０'.charCodeAt(0)))
    .replace(FULL_WIDTH_POINT, '.')
    .replace(/[^0-9.]/g, '');
  const pointAt = ascii.indexOf('.');
  const hasPoint = pointAt >= 0 && decimals > 0;
  const integerDigits = (pointAt >= 0 ? ascii.slice(0, pointAt) : ascii).replace(/^0+(?=[0-9])/, '');
  if (!hasPoint) return integerDigits;
  const decimalDigits = ascii
    .slice(pointAt + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${integerDigits === '' ? '0' : integerDigits}.${decimalDigits}`;
}

/** A bound written out without an exponent (1e21 would otherwise read as "121"). */
function plainDecimal(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
