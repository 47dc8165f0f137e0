import type { Generated } from 'kysely';

/**
 * Row types of the money module: payment orders (migration 0013) and the double-entry ledger (migration 0036;
 * docs/payments.md). Amounts are integer cents; timestamps epoch ms.
 */
export type MoneyDatabase = {
  payment_orders: PaymentOrderTable;
  ledger_movements: LedgerMovementTable;
  ledger_entries: LedgerEntryTable;
};

/** open: issued, waiting for the payment; paid; cancelled (a stage restart drops what was still due). */
export type PaymentOrderStatus = 'open' | 'paid' | 'cancelled';

export type PaymentOrderTable = {
  id: Generated<number>;
  order_id: number;
  /** The order's stage it was issued in. */
  stage_no: number;
  /** The spec's payment kind code (src/domain/payments/kinds.ts). */
  kind: number;
  /** 1: paying it pays the plan of its stage in full (the aligners' final payment). */
  settles_plan: Generated<number>;
  amount_cents: number;
  status: PaymentOrderStatus;
  /** The payment's reference, as recorded. */
  reference: string | null;
  /** Why factory finance issued it (a price difference; migration 0041); null for those the order flows issue. */
  note: string | null;
  /** Who issued it; null for those migration 0013 made from the old counters. */
  created_by: number | null;
  created_at: number;
  /** When it was paid or cancelled. */
  settled_at: number | null;
};

/** A set of ledger entries that add up to zero: one money movement. */
export type LedgerMovementTable = {
  id: Generated<number>;
  kind: string;
  clinic_id: number | null;
  payment_id: number | null;
  refund_id: number | null;
  reason: string | null;
  created_by: number | null;
  created_at: number;
};

/** One side of a movement: cents into (positive) or out of (negative) an account (kind and subject). */
export type LedgerEntryTable = {
  id: Generated<number>;
  movement_id: number;
  account: string;
  subject_id: number;
  cents: number;
};
