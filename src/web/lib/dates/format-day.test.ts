import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime } from './format-day';

// Local time on purpose: a moment is shown on the device's clock (the test runs in any time zone).
const moment = new Date(2026, 10, 24, 14, 5).getTime();

describe('one date format per locale, with the month as a word', () => {
  it.each([
    ['en', '24 Nov 2026', '24 Nov 2026, 14:05'],
    ['zh', '2026年11月24日', '2026年11月24日 14:05'],
    ['ru', '24 нояб. 2026 г.', '24 нояб. 2026 г., 14:05'],
  ])('%s: a moment and a day read the same', (locale, date, dateTime) => {
    expect(formatDate(moment, locale)).toBe(date);
    expect(formatDate(new Date(moment).toISOString(), locale)).toBe(date);
    expect(formatDate('2026-11-24', locale)).toBe(date);
    expect(formatDateTime(moment, locale)).toBe(dateTime);
  });

  it('writes a birth date as that day in any time zone, never 02/03/1987', () => {
    expect(formatDate('1987-02-03', 'en')).toBe('3 Feb 1987');
    expect(formatDate('1987-02-03', 'ru')).toBe('3 февр. 1987 г.');
  });

  it('an unknown locale falls back to English; text that is no date comes back as it is', () => {
    expect(formatDate('2026-11-24', 'fr')).toBe('24 Nov 2026');
    expect(formatDate('1987', 'en')).toBe('1987');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime(Number.NaN, 'en')).toBe('NaN');
  });

  it('a time alone is on a 24-hour clock; a day with its weekday keeps the same date part', () => {
    expect(formatTime(moment, 'en')).toBe('14:05');
    expect(formatDay('2026-11-26', 'en')).toBe('Thu, 26 Nov 2026');
  });
});
