import type { Generated } from 'kysely';

/** Row types of the money module (migration 0013). Amounts are integer cents; timestamps epoch ms. */
export type MoneyDatabase = {
  payment_orders: PaymentOrderTable;
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
  /** Who issued it; null for those migration 0013 made from the old counters. */
  created_by: number | null;
  created_at: number;
  /** When it was paid or cancelled. */
  settled_at: number | null;
};
