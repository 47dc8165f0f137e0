import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findClinicMessage } from './clinic-messages';
import { isResidentIdNumber, residentIdCheckCharacter, ZResidentIdNumber } from './id-number';

const TODAY = new Date(2025, 5, 15);

/** 17 digits: a region code not starting with 0, a real birth date (1900 to 2024), three sequence digits. */
const first17 = fc
  .tuple(
    fc.integer({ min: 100000, max: 999999 }),
    fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2024, 11, 31)), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([region, birth, sequence]) => {
    const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
    return `${region}${date}${String(sequence).padStart(3, '0')}`;
  });
const validId = first17.map((digits) => `${digits}${residentIdCheckCharacter(digits)}`);

describe('resident ID number', () => {
  it.each([
    ['11010519491231002X', true], // the standard's own example
    ['110105194912310021', false], // same, wrong check character
    ['11010519491231002x', false], // lower-case x before normalising
    ['440524198001010013', true],
    ['11010520000229003X', true], // 29 February of a leap year
    ['11010519491231002', false], // 17 characters
    ['11010519491231002XX', false], // 19
    ['010105194912310026', false], // region starts with 0 (check character right)
    ['110105194902300020', false], // 30 February (check character right)
    ['110105200102290037', false], // 29 February of a common year
    ['110105189912310023', false], // born before 1900
    ['110105203001010028', false], // born in the future
  ])('%s valid: %s', (value, expected) => {
    expect(isResidentIdNumber(value, TODAY)).toBe(expected);
  });

  it('normalises case and spaces in the schema and says what is wrong', () => {
    expect(ZResidentIdNumber.parse(' 11010519491231002x ')).toBe('11010519491231002X');
    const issue = ZResidentIdNumber.safeParse('110105194912310021').error?.issues[0];
    expect(findClinicMessage(issue?.message ?? '')?.message).toBe('Enter a valid 18-character resident ID number.');
  });

  it('property: 17 valid digits and their computed check character always pass', () => {
    fc.assert(fc.property(validId, (id) => isResidentIdNumber(id, TODAY)));
  });

  it('property: any other check character fails', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (id, check) => {
        fc.pre(check !== id[17]);
        return !isResidentIdNumber(`${id.slice(0, 17)}${check}`, TODAY);
      }),
    );
  });

  it('property: changing any single digit of the first 17 is caught (MOD 11-2 detects every single substitution)', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, position, shift) => {
        const digit = (Number(id[position]) + shift) % 10;
        const changed = `${id.slice(0, position)}${digit}${id.slice(position + 1)}`;
        return !isResidentIdNumber(changed, TODAY);
      }),
    );
  });

  it('property: swapping two different adjacent digits is caught', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 15 }), (id, position) => {
        fc.pre(id[position] !== id[position + 1]);
        const swapped = `${id.slice(0, position)}${id[position + 1]}${id[position]}${id.slice(position + 2)}`;
        return !isResidentIdNumber(swapped, TODAY);
      }),
    );
  });
});
