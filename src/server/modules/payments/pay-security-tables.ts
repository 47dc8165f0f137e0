import type { Generated } from 'kysely';

/**
 * Row types of the payment password, the fee agreement and the pay-on-behalf links (migration 0038;
 * docs/payments.md). Timestamps epoch ms; amounts integer cents.
 */
export type PaySecurityDatabase = {
  pay_passwords: PayPasswordTable;
  fee_agreement_acceptances: FeeAgreementAcceptanceTable;
  pay_links: PayLinkTable;
};

/** A clinic's payment password (argon2id, like account passwords) and its wrong-try lock. */
export type PayPasswordTable = {
  clinic_id: number;
  password_hash: string;
  failed_attempts: number;
  locked_until: number | null;
  updated_by: number;
  updated_at: number;
};

/** A user accepted this version of the fee agreement. */
export type FeeAgreementAcceptanceTable = { user_id: number; version: number; accepted_at: number };

/** A pay-on-behalf link: a fixed amount of given payment orders, until it expires or is paid. */
export type PayLinkTable = {
  id: Generated<number>;
  clinic_id: number;
  /** JSON array of payment order ids. */
  pay_ids: string;
  amount_cents: number;
  expires_at: number;
  /** The wallet payment started from it (the latest one). */
  payment_id: number | null;
  paid_at: number | null;
  created_by: number;
  created_at: number;
};
