/**
 * Spec section 5, "Bank remittance: the account name must match the clinic name" (docs/payments.md, "Corporate
 * transfer and bank remittance"). Two names match when they are equal after `normalizeAccountName`: Unicode NFKC
 * (full-width letters, digits, spaces and brackets become half-width: `（` is `(`), lower case, whitespace trimmed at
 * both ends and every run of it inside read as one space. Nothing else is forgiven: a missing word, a different
 * bracket kind (`[` against `(`), or punctuation left out are different names, as a bank would treat them.
 */
export function normalizeAccountName(name: string): string {
  return name.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');
}

/** Whether the payer account's name is the clinic's name (the rule above); an empty name never matches. */
export function accountNameMatches(payerAccountName: string, clinicName: string): boolean {
  const payer = normalizeAccountName(payerAccountName);
  return payer !== '' && payer === normalizeAccountName(clinicName);
}

/** A bank account number as stored and compared: its digits, without the spaces and hyphens people write. */
export function normalizeAccountNo(accountNo: string): string {
  return accountNo.normalize('NFKC').replace(/[\s-]/gu, '');
}
