import type { Kysely } from 'kysely';
import { autoId } from '../../../db/migrations/columns';

/**
 * Fixed dentures (issue 11, product line 2): the line's order data with its costs (integer cents), the abutments the
 * factory selected, the reworks the clinic asked for, and each factory's cost settings (docs/orders.md, "Fixed
 * dentures").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('denture_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('denture_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('abutment_selection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('risk_assessment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('try_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grind_cents', 'bigint', (c) => c.notNull())
    .addColumn('porcelain_cents', 'bigint', (c) => c.notNull())
    .addColumn('subs_deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('mark_up_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['denture_abutment_selections', 'denture_reworks'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', autoId(db))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn(table === 'denture_reworks' ? 'teeth' : 'selection_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_order`).on(table).columns(['order_id', 'id']).execute();
  }
  await db.schema
    .createTable('denture_settings')
    .addColumn('factory_id', 'integer', (c) => c.primaryKey().references('factories.id'))
    .addColumn('grind_unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('porcelain_unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('subs_deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('long_bridge_threshold', 'integer', (c) => c.notNull())
    .addColumn('long_bridge_unit_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('denture_settings').execute();
  await db.schema.dropTable('denture_reworks').execute();
  await db.schema.dropTable('denture_abutment_selections').execute();
  await db.schema.dropTable('denture_orders').execute();
}
