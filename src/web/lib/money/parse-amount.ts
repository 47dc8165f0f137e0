import { ZAmount } from '../../../domain/money';

/** Money as typed ("1280", "1280.5", "1280.50") to a number; null when it is not an amount the server takes. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return ZAmount.safeParse(amount).success ? amount : null;
}
