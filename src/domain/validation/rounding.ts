/** Rounding keeps 0 to 5 decimals (spec sections 5 and 9). */
export const ROUNDING_MAX_DECIMALS = 5;

/**
 * Rounds half away from zero on the decimal the user sees: 1.005 -> 1.01, although the binary
 * double is 1.00499999…. The shift goes through the exponent of the shortest decimal string,
 * so no multiplication adds error. NaN and ±Infinity come back unchanged.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > ROUNDING_MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${ROUNDING_MAX_DECIMALS}, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.round(shiftDecimal(Math.abs(value), decimals));
  // `|| 0` turns -0 into 0, which Intl would otherwise print as "-0".
  return Math.sign(value) * shiftDecimal(magnitude, -decimals) || 0;
}

/** value × 10^places, exactly as the decimal text would shift ("1.005e2" is 100.5). */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
