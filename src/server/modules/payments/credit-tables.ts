/** Credit terms (migration 0039; docs/payments.md, "Credit terms"). */
export type CreditDatabase = {
  clinic_credit: ClinicCreditTable;
};

/** The credit limit factory finance granted a clinic (0: withdrawn). What is used is the ledger's `clinicCredit`. */
export type ClinicCreditTable = {
  clinic_id: number;
  limit_cents: number;
  updated_by: number;
  updated_at: number;
};
