import { CURRENCY, formatCents, toCents } from '../../../domain/money';

/**
 * **The** way an amount (yuan, as the wire carries it) appears anywhere in the interface: with its currency, in the
 * interface language's number format ("CN¥1,234.50", "¥1,234.50", "1 234,50 CN¥"). Nothing absent shows "—".
 */
export function formatMoney(amount: number | null | undefined, locale: string, currency: string = CURRENCY): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  return formatCents(toCents(amount), locale, currency);
}
