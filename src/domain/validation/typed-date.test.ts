import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMessage } from './messages';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  isAcceptedTypedDate,
  parseTypedDate,
  toValidDayjs,
  ZDate,
  ZDateTime,
} from './typed-date';

describe('typed date', () => {
  it('has the two formats of the spec', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it.each([
    ['2024-02-29', true], // leap day
    ['2023-02-29', false], // no leap day that year
    ['2024-02-30', false], // would roll over to 1 March without strict parsing
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-12-31', true],
    ['2024-2-01', false], // one short of the format length
    ['2024-02-011', false], // one past
    ['2024/02/01', false],
    [' 2024-02-01', false],
    ['', false],
  ])('date %j accepted: %s', (text, isAccepted) => {
    expect(isAcceptedTypedDate(text, DATE_FORMAT)).toBe(isAccepted);
    expect(ZDate.safeParse(text).success).toBe(isAccepted);
  });

  it.each([
    ['2024-02-29 00:00:00', true],
    ['2024-02-29 23:59:59', true],
    ['2024-02-29 24:00:00', false],
    ['2024-02-29 23:60:00', false],
    ['2024-02-29 23:59:60', false],
    ['2024-02-29 23:59:5', false], // one short
    ['2024-02-29 23:59:590', false], // one past
    ['2024-02-29', false],
  ])('date-time %j accepted: %s', (text, isAccepted) => {
    expect(isAcceptedTypedDate(text, DATE_TIME_FORMAT)).toBe(isAccepted);
    expect(ZDateTime.safeParse(text).success).toBe(isAccepted);
  });

  it('parses to the typed moment', () => {
    expect(parseTypedDate('2024-02-29 13:14:15', DATE_TIME_FORMAT)?.format('YYYY-MM-DD HH:mm:ss')).toBe(
      '2024-02-29 13:14:15',
    );
  });

  it('says what is wrong', () => {
    expect(findMessage(ZDate.safeParse('2024-02-30').error?.issues[0]?.message ?? '')?.message).toBe(
      'Enter a valid date (YYYY-MM-DD).',
    );
  });

  it('reads picker values and strict text', () => {
    expect(toValidDayjs(new Date(2024, 1, 29))?.format(DATE_FORMAT)).toBe('2024-02-29');
    expect(toValidDayjs(dayjs('2024-02-29'))?.format(DATE_FORMAT)).toBe('2024-02-29');
    expect(toValidDayjs('2024-02-29 10:00:00')?.format(DATE_FORMAT)).toBe('2024-02-29');
    expect(toValidDayjs('2024-02-30')).toBeUndefined();
    expect(toValidDayjs(new Date(Number.NaN))).toBeUndefined();
    expect(toValidDayjs(null)).toBeUndefined();
  });

  it('property: every formatted moment is accepted back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        fc.constantFrom(DATE_FORMAT, DATE_TIME_FORMAT),
        (date, format) => isAcceptedTypedDate(dayjs(date).format(format), format),
      ),
    );
  });
});
