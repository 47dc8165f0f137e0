import type { Generated } from 'kysely';

/**
 * Row types of migration 0008 (orders and what hangs off them). An order holds what every product line has (0013);
 * a line's own data is in its tables (its src/server/lines/<line>/tables.ts), money in payment orders
 * (src/server/modules/money/tables.ts). Timestamps are epoch ms; money is integer cents.
 */
export type CasesDatabase = {
  orders: OrderTable;
  order_events: OrderEventTable;
  order_plans: OrderPlanTable;
  order_shipments: OrderShipmentTable;
  order_comments: OrderCommentTable;
  order_memos: OrderMemoTable;
  order_status_counts: OrderStatusCountTable;
};

export type OrderTable = {
  id: Generated<number>;
  clinic_id: number;
  product_line: number;
  status: number;
  stage_no: Generated<number>;
  patient_id: number;
  client_id: string | null;
  created_by: number;
  doctor_name: string;
  search_text: string;
  /** A mailed model's pickup (the worktable's, for any line). */
  pickup_at: number | null;
  submitted_at: number | null;
  /** The factory the order is assigned to (migration 0022; docs/orders.md); null only when no factory existed at submit. */
  factory_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
};

/**
 * A clinic's orders per product line, status and stage number, kept by triggers on \`orders\` (migration 0042); a key
 * with no order has no row. The case list's tab counts read it (docs/architecture.md, "Counted lists").
 */
export type OrderStatusCountTable = {
  clinic_id: number;
  product_line: number;
  status: number;
  stage_no: number;
  order_count: number;
};

export type OrderEventTable = {
  id: Generated<number>;
  order_id: number;
  kind: string;
  from_status: number | null;
  to_status: number;
  stage_no: number;
  actor_user_id: number;
  actor_side: 'clinic' | 'factory';
  reason: string | null;
  /** JSON array of object keys. */
  attachments: Generated<string>;
  /** JSON object. */
  detail: Generated<string>;
  created_at: number;
};

export type OrderPlanTable = {
  id: Generated<number>;
  order_id: number;
  stage_no: number;
  revision: number;
  total_up: number;
  total_down: number;
  /** JSON array of {step, upperKey, lowerKey}. */
  steps: string;
  document_key: string | null;
  /** The document's name as uploaded (migration 0020); null before it. */
  document_name?: string | null;
  price_cents: number;
  note: Generated<string>;
  decision: 'approved' | 'rejected' | null;
  decision_reason: string | null;
  created_by: number;
  created_at: number;
};

export type OrderShipmentTable = {
  id: Generated<number>;
  order_id: number;
  stage_no: number;
  carrier: string;
  tracking_no: string;
  estimated_delivery: string;
  steps_up: Generated<number>;
  steps_down: Generated<number>;
  shipped_at: number;
  received_at: number | null;
  created_by: number;
};

export type OrderCommentTable = {
  id: Generated<number>;
  order_id: number;
  client_id: string | null;
  author_user_id: number;
  author_side: 'clinic' | 'factory';
  text: string;
  /** JSON array of object keys. */
  images: Generated<string>;
  created_at: number;
};

export type OrderMemoTable = {
  id: Generated<number>;
  order_id: number;
  client_id: string | null;
  author_user_id: number;
  text: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};
