import type { Generated } from 'kysely';
import type { RemittanceState } from '../../../domain/payments/remittances';

/** Row types of migration 0040 (docs/payments.md, "Corporate transfer and bank remittance"). */
export type RemittanceDatabase = {
  remittances: RemittanceTable;
};

/**
 * A clinic's bank remittance: the payer account it says the money came from (the name matched the clinic's), the
 * amount and day, the proof photo, and factory finance's decision. Its payment holds the payment orders meanwhile.
 */
export type RemittanceTable = {
  id: Generated<number>;
  clinic_id: number;
  /** The payment (provider 'transfer') that pays the payment orders once confirmed. */
  payment_id: number;
  state: RemittanceState;
  payer_account_name: string;
  /** Digits only (normalizeAccountNo). */
  payer_account_no: string;
  payer_bank: string;
  amount_cents: number;
  /** `YYYY-MM-DD`, the day the clinic says it sent the money. */
  remitted_on: string;
  /** Object key of the proof photo (purpose 'remittance'). */
  proof_key: string;
  reject_reason: string | null;
  submitted_by: number;
  submitted_at: number;
  decided_by: number | null;
  decided_at: number | null;
};
