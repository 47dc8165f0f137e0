import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/**
 * Row types of the fixed-denture line's own tables (its migration 0035, ./migrations). Money is integer cents;
 * timestamps epoch ms. Added to the app's `Database` here (`LineTables`).
 */
declare module '../../db/schema' {
  interface LineTables {
    denture_orders: DentureOrderTable;
    denture_abutment_selections: DentureAbutmentSelectionTable;
    denture_reworks: DentureReworkTable;
    denture_settings: DentureSettingsTable;
  }
}

/** One row per fixed-denture order: what the wizard submitted, what it decides of the order's way, its costs. */
export type DentureOrderTable = {
  order_id: number;
  denture_type: string;
  /** JSON of TDentureData (the wizard's data as submitted). */
  data: string;
  /** The abutment steps (an implant's abutment is bought from the factory), the risk step, the try-in. */
  abutment_selection: Flag;
  risk_assessment: Flag;
  try_in: Flag;
  /** The costs, priced with the order's factory's settings at submit and copied onto the payment order. */
  grind_cents: number;
  porcelain_cents: number;
  subs_deposit_cents: number;
  mark_up_cents: number;
  total_cents: number;
};

/** Every abutment the factory selected for the order (41 -> 42, and again after the clinic's feedback 43 -> 42). */
export type DentureAbutmentSelectionTable = {
  id: Generated<number>;
  order_id: number;
  selection_id: string;
  created_by: number;
  created_at: number;
};

/** Every rework the clinic asked for (46 -> 48): JSON of the teeth, each with its reason. */
export type DentureReworkTable = {
  id: Generated<number>;
  order_id: number;
  teeth: string;
  created_by: number;
  created_at: number;
};

/** A factory's cost settings; a factory without a row prices with the defaults (DEFAULT_DENTURE_COST_SETTINGS). */
export type DentureSettingsTable = {
  factory_id: number;
  grind_unit_cents: number;
  porcelain_unit_cents: number;
  subs_deposit_cents: number;
  long_bridge_threshold: number;
  long_bridge_unit_cents: number;
  updated_by: number;
  updated_at: number;
};
