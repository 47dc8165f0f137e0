import type { Generated } from 'kysely';

/**
 * Row types of the aligner line's own table (migration 0013, the core's: it moved the aligner columns out of `orders`):
 * one row per aligner order. Money is integer cents. Added to the app's `Database` here (`LineTables`).
 */
declare module '../../db/schema' {
  interface LineTables {
    aligner_orders: AlignerOrderTable;
  }
}

export type AlignerOrderTable = {
  order_id: number;
  brand: Generated<string>;
  series: Generated<string>;
  /** JSON of TCaseData (the wizard's case data as last submitted). */
  case_data: string;
  image_stage_id: number | null;
  upper_model_id: number | null;
  lower_model_id: number | null;
  /** The price of the plan of the current stage the clinic approved (or the factory last published). */
  plan_price_cents: number | null;
  /** Steps per arch of that plan, and produced so far (shipped) in the current stage. */
  total_up: Generated<number>;
  total_down: Generated<number>;
  produced_up: Generated<number>;
  produced_down: Generated<number>;
  /** The batch the doctor asked for and the factory has not shipped yet, and where it goes. */
  pending_up: number | null;
  pending_down: number | null;
  pending_address_id: number | null;
  /** JSON of TCompletionFields. */
  completion: string | null;
};
