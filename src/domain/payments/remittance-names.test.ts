import { describe, expect, it } from 'vitest';
import { accountNameMatches, normalizeAccountName, normalizeAccountNo } from './remittance-names';
import { isRemittanceDate, ZRemittanceSubmit } from './remittances';

describe('the payer account name must be the clinic name (docs/payments.md)', () => {
  it.each([
    ['Clinic A', 'Clinic A'],
    ['  Clinic A  ', 'Clinic A'],
    ['clinic a', 'CLINIC A'],
    ['Clinic   A', 'Clinic A'],
    ['Clinic\tA', 'Clinic A'],
    ['ＣＬＩＮＩＣ　Ａ', 'Clinic A'],
    ['杭州微笑口腔门诊部（有限合伙）', '杭州微笑口腔门诊部(有限合伙)'],
    ['杭州微笑口腔门诊部 (有限合伙)', '杭州微笑口腔门诊部 （有限合伙）'],
    ['Smile Dental Co., Ltd.', 'SMILE DENTAL CO．，　LTD．'],
  ])('%s matches %s', (payer, clinic) => {
    expect(accountNameMatches(payer, clinic)).toBe(true);
  });

  it.each([
    ['Clinic B', 'Clinic A'],
    ['Clinic A Ltd', 'Clinic A'],
    ['ClinicA', 'Clinic A'],
    ['Clinic [A]', 'Clinic (A)'],
    ['杭州微笑口腔门诊部有限合伙', '杭州微笑口腔门诊部(有限合伙)'],
    ['Smile Dental Co Ltd', 'Smile Dental Co., Ltd.'],
    ['', ''],
    ['   ', '   '],
  ])('%s does not match %s', (payer, clinic) => {
    expect(accountNameMatches(payer, clinic)).toBe(false);
  });

  it('normalizes to one spelling', () => {
    expect(normalizeAccountName(' （Ａｂ）  c ')).toBe('(ab) c');
    expect(normalizeAccountNo('6222 0212-3456 ７８９')).toBe('622202123456789');
  });
});

describe('the remittance form’s rules', () => {
  const valid = {
    payIds: [1],
    payerAccountName: 'Clinic A',
    payerAccountNo: '6222 0212 3456',
    payerBank: 'ICBC',
    amount: 10.5,
    remittedOn: '2026-01-05',
    proofKey: 'remittance/abc.png',
  };

  it('takes a complete remittance, the account number as digits', () => {
    expect(ZRemittanceSubmit.parse(valid).payerAccountNo).toBe('622202123456');
  });

  it.each([
    ['payerAccountName', '  '],
    ['payerAccountNo', '12345'],
    ['payerAccountNo', '1'.repeat(33)],
    ['payerAccountNo', '6222abc0212'],
    ['payerBank', ''],
    ['amount', 0],
    ['amount', 1.005],
    ['remittedOn', '2026-02-30'],
    ['remittedOn', '05/01/2026'],
    ['proofKey', ''],
  ])('refuses %s = %j', (field, value) => {
    expect(ZRemittanceSubmit.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('accepts days up to tomorrow, not later', () => {
    expect(isRemittanceDate('2026-03-01', '2026-03-01')).toBe(true);
    expect(isRemittanceDate('2026-03-02', '2026-03-01')).toBe(false);
    expect(isRemittanceDate('2024-02-29', '2026-03-01')).toBe(true);
    expect(isRemittanceDate('1999-12-31', '2026-03-01')).toBe(false);
  });
});
