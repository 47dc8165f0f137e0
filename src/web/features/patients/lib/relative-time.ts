const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/**
 * How long ago `then` was, in the interface language ("5 minutes ago", "5 分钟前", "5 минут назад"): the browser's
 * own wording, so no catalog entry is needed per unit. Under a minute reads as "now".
 */
export function formatTimeAgo(locale: string, then: number, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Math.max(0, now - then);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
