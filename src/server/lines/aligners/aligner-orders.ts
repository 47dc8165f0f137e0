import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TCaseData } from '../../../domain/lines/aligners/case-data';
import type { Database } from '../../db/schema';
import type { SummaryFigures } from '../server-line';
import type { AlignerOrderTable } from './tables';

/**
 * The aligner line's own data of an order (`aligner_orders`, one row per aligner order): what the wizard submitted,
 * the approved plan's steps and price, and the production counters of the current stage.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type AlignerOrderRow = Selectable<AlignerOrderTable>;
export type AlignerOrderChange = Omit<Updateable<AlignerOrderTable>, 'order_id'>;

/** The aligner columns a submitted case data sets. */
export function alignerCaseDataColumns(data: TCaseData) {
  const digital = data.model.kind === 'digital' ? data.model : null;
  return {
    brand: data.basic.brand,
    series: data.basic.series,
    case_data: JSON.stringify(data),
    image_stage_id: data.images.imageStageId,
    upper_model_id: digital?.upperModelId ?? null,
    lower_model_id: digital?.lowerModelId ?? null,
  } satisfies AlignerOrderChange;
}

/** What a stage restart clears: the new stage starts without a plan, price, production counters or pending batch. */
export const ALIGNER_STAGE_RESET = {
  plan_price_cents: null,
  total_up: 0,
  total_down: 0,
  produced_up: 0,
  produced_down: 0,
  pending_up: null,
  pending_down: null,
  pending_address_id: null,
} satisfies AlignerOrderChange;

/** The aligner row of an order without one (another line's order): the columns' defaults, as `orders` had them. */
function emptyAlignerOrder(orderId: number): AlignerOrderRow {
  return {
    order_id: orderId,
    brand: '',
    series: '',
    case_data: '{}',
    image_stage_id: null,
    upper_model_id: null,
    lower_model_id: null,
    completion: null,
    ...ALIGNER_STAGE_RESET,
  };
}

export async function findAlignerOrder(db: Db, orderId: number): Promise<AlignerOrderRow> {
  const row = await db.selectFrom('aligner_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return row ?? emptyAlignerOrder(orderId);
}

export async function insertAlignerOrder(db: Db, row: Insertable<AlignerOrderTable>): Promise<void> {
  await db.insertInto('aligner_orders').values(row).execute();
}

/** Changes the order's aligner row (made from the defaults if the order has none yet). */
export async function updateAlignerOrder(db: Db, orderId: number, change: AlignerOrderChange): Promise<void> {
  await db
    .insertInto('aligner_orders')
    .values({ ...emptyAlignerOrder(orderId), ...change, order_id: orderId })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(change))
    .execute();
}

/** A column of the order's aligner row, joined by the core (null for another line's order). */
function ofOrder<T>(column: keyof AlignerOrderTable & string) {
  return sql<T | null>`${sql.ref(`aligner_orders.${column}`)}`;
}

/** The aligner figures an order summary shows (the core's lists read them through the registry). */
export const ALIGNER_SUMMARY_FIGURES: SummaryFigures = {
  table: 'aligner_orders',
  brand: ofOrder<string>('brand'),
  series: ofOrder<string>('series'),
  planPriceCents: ofOrder<number>('plan_price_cents'),
};
