import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_DENTURE_COST_SETTINGS,
  type DentureCostSettings,
  type DentureCosts,
} from '../../../domain/lines/dentures/costs';
import type { TDentureData } from '../../../domain/lines/dentures/wizard';
import type { Database } from '../../db/schema';

/** The fixed-denture line's rows: an order's denture data and costs, and a factory's cost settings. */

type Db = Kysely<Database> | Transaction<Database>;

export async function findDentureOrder(db: Db, orderId: number) {
  return db.selectFrom('denture_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The order's wizard data as stored; orders from before the custom tray was offered did not ask for one. */
export function dentureDataOf(row: { data: string }): TDentureData {
  const data = JSON.parse(row.data) as TDentureData;
  return { ...data, teeth: { ...data.teeth, customTray: data.teeth.customTray ?? false } };
}

export function costsOfRow(row: {
  grind_cents: number;
  porcelain_cents: number;
  subs_deposit_cents: number;
  mark_up_cents: number;
  total_cents: number;
}): DentureCosts {
  return {
    grindCents: Number(row.grind_cents),
    porcelainCents: Number(row.porcelain_cents),
    subsDepositCents: Number(row.subs_deposit_cents),
    markUpCents: Number(row.mark_up_cents),
    totalCents: Number(row.total_cents),
  };
}

/** A factory's cost settings, the defaults where it has none (or for an order no factory makes yet). */
export async function costSettingsOf(db: Db, factoryId: number | null): Promise<DentureCostSettings> {
  if (factoryId === null) return DEFAULT_DENTURE_COST_SETTINGS;
  const row = await db
    .selectFrom('denture_settings')
    .selectAll()
    .where('factory_id', '=', factoryId)
    .executeTakeFirst();
  if (!row) return DEFAULT_DENTURE_COST_SETTINGS;
  return {
    grindUnitCents: Number(row.grind_unit_cents),
    porcelainUnitCents: Number(row.porcelain_unit_cents),
    subsDepositCents: Number(row.subs_deposit_cents),
    longBridgeThreshold: Number(row.long_bridge_threshold),
    longBridgeUnitCents: Number(row.long_bridge_unit_cents),
  };
}

/** Stores a factory's cost settings (the admin's change), replacing what it had. */
export async function saveCostSettings(
  db: Db,
  factoryId: number,
  settings: DentureCostSettings,
  by: number,
  now: number,
): Promise<void> {
  const columns = {
    grind_unit_cents: settings.grindUnitCents,
    porcelain_unit_cents: settings.porcelainUnitCents,
    subs_deposit_cents: settings.subsDepositCents,
    long_bridge_threshold: settings.longBridgeThreshold,
    long_bridge_unit_cents: settings.longBridgeUnitCents,
    updated_by: by,
    updated_at: now,
  };
  await db
    .insertInto('denture_settings')
    .values({ factory_id: factoryId, ...columns })
    .onConflict((oc) => oc.column('factory_id').doUpdateSet(columns))
    .execute();
}
