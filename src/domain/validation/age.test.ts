import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageFrom, ageText, UNKNOWN_AGE } from './age';

const today = new Date(2024, 5, 15); // 15 June 2024

describe('age', () => {
  it.each([
    ['2000-06-15', 24], // birthday today
    ['2000-06-14', 24], // birthday yesterday
    ['2000-06-16', 23], // birthday tomorrow: one less
    ['2000/06/16', 23],
    ['2000/12/31', 23],
    ['2000-01-01', 24],
    ['2000', 24], // a year alone counts calendar years
    ['2024', 0],
    ['2024-06-15', 0], // born today
    [' 2000-06-15 ', 24],
  ])('%j -> %s', (birth, age) => expect(ageFrom(birth, today)).toBe(age));

  it.each([
    ['2024-06-16'], // born tomorrow
    ['2025'],
    ['2000-02-30'],
    ['2000-13-01'],
    ['2000-6-15'],
    ['2000.06.15'],
    ['2000-06/15'],
    ['15/06/2000'],
    ['00'],
    [''],
    [null],
    [undefined],
  ])('%j -> -', (birth) => expect(ageFrom(birth, today)).toBe(UNKNOWN_AGE));

  it('reaches a 29 February birthday on 1 March', () => {
    expect(ageFrom('2000-02-29', new Date(2023, 1, 28))).toBe(22);
    expect(ageFrom('2000-02-29', new Date(2023, 2, 1))).toBe(23);
    expect(ageFrom('2000-02-29', new Date(2024, 1, 29))).toBe(24);
  });

  it('property: the same birthday one year later is one year older', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2020, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2099, 0, 1), noInvalidDate: true }),
        (born, on) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const birth = `${born.getFullYear()}-${pad(born.getMonth() + 1)}-${pad(born.getDate())}`;
          const nextYear = new Date(on.getFullYear() + 1, on.getMonth(), on.getDate());
          const isLeapDay = (date: Date) => date.getMonth() === 1 && date.getDate() === 29;
          if (isLeapDay(born) || isLeapDay(on)) return true;
          const [now, later] = [ageFrom(birth, on), ageFrom(birth, nextYear)];
          return typeof now === 'number' && later === now + 1;
        },
      ),
    );
  });
});

describe('ageText', () => {
  it.each([
    ['2000', '24'],
    ['2000-06-16', '23'],
    ['2000/06/15', '24'],
    ['2000.06.15', '-'],
    ['', '-'],
    [undefined, '-'],
    [null, '-'],
  ])('%j shows %j', (birth, shown) => expect(ageText(birth, today)).toBe(shown));
});
