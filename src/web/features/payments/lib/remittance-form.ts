import type { I18n, MessageDescriptor } from '@lingui/core';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { clinicMessages } from '../../../../domain/clinics/clinic-messages';
import { toCents } from '../../../../domain/money';
import { remittanceMessages } from '../../../../domain/payments/remittance-messages';
import { accountNameMatches } from '../../../../domain/payments/remittance-names';
import { ZPayerAccount } from '../../../../domain/payments/remittances';
import { findMessage } from '../../../../domain/validation/messages';
import { collectIssuesByPath, type MessageLookup } from '../../../lib/forms/field-errors';
import type { RemittanceDraft } from './remittance-draft';

const byId = (table: Record<string, MessageDescriptor>) => {
  const map = new Map(Object.values(table).map((descriptor) => [descriptor.id, descriptor]));
  return (id: string) => map.get(id);
};
const LOOKUPS: readonly MessageLookup[] = [
  findMessage,
  byId(remittanceMessages),
  byId(caseMessages),
  byId(clinicMessages),
];

export type RemittanceField =
  'payerAccountName' | 'payerAccountNo' | 'payerBank' | 'amount' | 'remittedOn' | 'proofKey';

/** The amount as typed, in yuan; NaN when it is not a number. */
export function amountOf(draft: RemittanceDraft): number {
  const text = draft.amount.trim().replace(/,/g, '');
  return text === '' ? Number.NaN : Number(text);
}

/**
 * The form's errors, translated, by field: the shared rules (ZPayerAccount, the server's), the name against the
 * clinic's (the matching rule of remittance-names.ts) and the amount against what is to be paid. Empty: send it.
 */
export function remittanceErrors(
  i18n: I18n,
  draft: RemittanceDraft,
  expected: { clinicName: string; payAmount: number },
): Partial<Record<RemittanceField, string>> {
  const amount = amountOf(draft);
  const parsed = ZPayerAccount.safeParse({
    payerAccountName: draft.payerAccountName,
    payerAccountNo: draft.payerAccountNo,
    payerBank: draft.payerBank,
    amount,
    remittedOn: draft.remittedOn,
    proofKey: draft.proof?.key ?? '',
  });
  const errors: Partial<Record<string, string>> = collectIssuesByPath(i18n, [parsed], LOOKUPS);
  if (draft.proof === null) errors.proofKey = i18n._(remittanceMessages.proofRequired);
  if (!errors.payerAccountName && !accountNameMatches(draft.payerAccountName, expected.clinicName))
    errors.payerAccountName = i18n._(remittanceMessages.accountNameMismatch);
  if (!errors.amount && toCents(amount) !== toCents(expected.payAmount))
    errors.amount = i18n._(remittanceMessages.amountMismatch);
  return errors as Partial<Record<RemittanceField, string>>;
}
