import { sql, type Kysely } from 'kysely';

/**
 * Factories take orders (issue 18, item 2; the rule: docs/orders.md, "Which factory makes an order"). Each order
 * names the factory it is assigned to (`orders.factory_id`), each clinic may name its home factory
 * (`clinics.factory_id`; none: the manufacturer's first factory). Orders placed before this migration go to the
 * first factory, where every factory user worked until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Plain integer columns, not foreign keys: SQLite cannot drop a foreign-key column on the way down, and factories
  // are never deleted (a factory FACTORIES no longer names is kept).
  await db.schema.alterTable('orders').addColumn('factory_id', 'integer').execute();
  await db.schema.alterTable('clinics').addColumn('factory_id', 'integer').execute();
  await db.schema.createIndex('orders_factory_status').on('orders').columns(['factory_id', 'status', 'updated_at']).execute();
  await sql`update orders set factory_id = (select min(f.id) from factories f) where factory_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_factory_status').execute();
  await db.schema.alterTable('clinics').dropColumn('factory_id').execute();
  await db.schema.alterTable('orders').dropColumn('factory_id').execute();
}
