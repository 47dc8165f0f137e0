import type { TCombineCheck } from '../../../../domain/payments/contracts';
import { WALLETS, type PaymentMethod, type Wallet } from '../../../../domain/payments/methods';

/**
 * A way to pay one payment: the balance, a wallet, or the balance first and a wallet for the rest; a corporate
 * transfer (`transfer`), recorded as a bank remittance that factory finance confirms (no balance, no wallet); or on
 * credit (`credit`: quotaPay, docs/payments.md "Credit terms", offered when the clinic has a quota).
 */
export type PayChoice = { useBalance: boolean; wallet?: Wallet; transfer?: true; credit?: true };

/** The corporate transfer choice (docs/payments.md, "Corporate transfer and bank remittance"). */
export const TRANSFER_CHOICE: PayChoice = { useBalance: false, transfer: true };

/** Paying on credit. */
export const CREDIT_CHOICE: PayChoice = { useBalance: false, credit: true };

/** The choices a payment offers: the balance alone only when it covers everything; balance plus a wallet when it has some. */
export function payChoicesOf(check: TCombineCheck): PayChoice[] {
  const choices: PayChoice[] = [];
  if (check.balanceCovers) choices.push({ useBalance: true });
  for (const wallet of WALLETS) choices.push({ wallet, useBalance: false });
  if (!check.balanceCovers && check.balanceAmount > 0)
    for (const wallet of WALLETS) choices.push({ wallet, useBalance: true });
  choices.push(TRANSFER_CHOICE);
  return choices;
}

export const choiceKey = (choice: PayChoice): string =>
  choice.credit
    ? 'credit'
    : choice.transfer
      ? 'transfer'
      : `${choice.useBalance ? 'balance' : ''}+${choice.wallet ?? ''}`;

/** The method remembered by savePayType: a wallet whenever one takes part. */
export const methodOf = (choice: PayChoice): PaymentMethod =>
  choice.credit ? 'creditTerms' : choice.transfer ? 'corporateTransfer' : (choice.wallet ?? 'balance');

/** The choice offered first: the saved method where it still works (the balance plus a wallet when it falls short). */
export function defaultChoice(check: TCombineCheck): PayChoice | null {
  const choices = payChoicesOf(check);
  const saved = check.payType;
  if (saved === 'corporateTransfer') return TRANSFER_CHOICE;
  if (saved === 'balance') return choices.find((choice) => choice.useBalance) ?? null;
  const wallet = WALLETS.find((candidate) => candidate === saved);
  if (wallet) return choices.find((choice) => choice.wallet === wallet && !choice.useBalance) ?? null;
  return null;
}

/** What pays what the coupon and the balance leave of each order: a wallet, credit terms or a corporate transfer. */
export type RestPayer = 'wallet' | 'credit' | 'transfer';

/** What pays the rest of each order under a choice (the confirm page's per-order lines); null when nothing is chosen. */
export function restPayerOf(choice: PayChoice | null | undefined): RestPayer | null {
  if (!choice) return null;
  if (choice.credit) return 'credit';
  if (choice.transfer) return 'transfer';
  return choice.wallet ? 'wallet' : null;
}
