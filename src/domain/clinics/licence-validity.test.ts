import { describe, expect, it } from 'vitest';
import { licenceExpiryStatus, validityOf, ZLicenceValidity } from './licence-validity';

// A five-year practising licence: 2022-01-01 to 2026-12-31 is 1826 days; below a third is 608 days or fewer.
const fiveYears = { validFrom: '2022-01-01', validTo: '2026-12-31' };

describe('licence expiry status', () => {
  it('is normal while a third or more of the period remains, near expiry just below, ended after the last day', () => {
    // 2025-05-02 leaves 609 days (609 * 3 = 1827, not below 1826); a day later 608 (1824 < 1826).
    expect(licenceExpiryStatus(fiveYears, '2025-05-02')).toBe('normal');
    expect(licenceExpiryStatus(fiveYears, '2025-05-03')).toBe('near-expiry');
    expect(licenceExpiryStatus(fiveYears, '2026-12-31')).toBe('near-expiry');
    expect(licenceExpiryStatus(fiveYears, '2027-01-01')).toBe('ended');
  });

  it('is normal before the period starts and has no status without a period', () => {
    expect(licenceExpiryStatus(fiveYears, '2021-06-01')).toBe('normal');
    expect(licenceExpiryStatus(null, '2025-05-03')).toBeNull();
  });

  it('a one-day licence is normal on its day and ended the next', () => {
    const oneDay = { validFrom: '2025-03-01', validTo: '2025-03-01' };
    expect(licenceExpiryStatus(oneDay, '2025-03-01')).toBe('normal');
    expect(licenceExpiryStatus(oneDay, '2025-03-02')).toBe('ended');
  });
});

describe('licence validity', () => {
  it('accepts equal days and refuses an end before the start, on the end field', () => {
    expect(ZLicenceValidity.safeParse({ validFrom: '2025-03-01', validTo: '2025-03-01' }).success).toBe(true);
    const refused = ZLicenceValidity.safeParse({ validFrom: '2025-03-02', validTo: '2025-03-01' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['validTo']);
  });

  it('refuses a half-filled or malformed period', () => {
    expect(ZLicenceValidity.safeParse({ validFrom: '2025-03-01', validTo: '' }).success).toBe(false);
    expect(ZLicenceValidity.safeParse({ validFrom: '2025/03/01', validTo: '2026-03-01' }).success).toBe(false);
  });

  it('reads two blank days as no period', () => {
    expect(validityOf('', ' ')).toBeNull();
    expect(validityOf('2025-03-01', '')).toEqual({ validFrom: '2025-03-01', validTo: '' });
  });
});
