import { sql, type Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Orders as one core, each product line's data in its own table, money in payment orders (issue 10).
 *
 * `orders` keeps what every line has: clinic, patient, doctor, line, status, stage, client id, search text, the model
 * pickup (the worktable's, for any line) and timestamps. The aligner columns move to `aligner_orders` (one row per
 * aligner order, keyed by the order id). The money counters (`paid_cents`, `due_cents`, `due_final`, `final_paid`)
 * become `payment_orders` rows, from which they are derived (src/server/modules/money/payment-orders.ts):
 * - what was paid: the sum of the paid payment orders (of every stage);
 * - what is due: the open payment order, its `settles_plan` the final-payment flag;
 * - the plan paid in full: a paid payment order that settles the plan, of the order's current stage.
 * The counters held totals, not the payments that made them: an order's paid total becomes one paid payment order of
 * its current stage (settling the plan when the plan was paid in full), its amount due one open payment order.
 */

const ALIGNERS = 1;
/** The aligner line's payment kind (spec section 4: plan payment). */
const PLAN_PAYMENT = 1;

const ALIGNER_COLUMNS = [
  'brand',
  'series',
  'case_data',
  'image_stage_id',
  'upper_model_id',
  'lower_model_id',
  'plan_price_cents',
  'total_up',
  'total_down',
  'produced_up',
  'produced_down',
  'pending_up',
  'pending_down',
  'pending_address_id',
  'completion',
] as const;
const MONEY_COLUMNS = ['paid_cents', 'due_cents', 'due_final', 'final_paid'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aligner_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('series', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('case_data', 'text', (c) => c.notNull())
    .addColumn('image_stage_id', 'integer')
    .addColumn('upper_model_id', 'integer')
    .addColumn('lower_model_id', 'integer')
    .addColumn('plan_price_cents', 'bigint')
    .addColumn('total_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('produced_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('produced_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_up', 'integer')
    .addColumn('pending_down', 'integer')
    .addColumn('pending_address_id', 'integer')
    .addColumn('completion', 'text')
    .execute();

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('stage_no', 'integer', (c) => c.notNull())
    /** The spec's payment kind code (src/domain/payments/kinds.ts). */
    .addColumn('kind', 'integer', (c) => c.notNull())
    /** 1: paying it pays the plan in full (the aligners' final payment). */
    .addColumn('settles_plan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    /** Who issued it; null for the payment orders migration 0013 made from the old counters. */
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** When it was paid or cancelled. */
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('payment_orders_order').on('payment_orders').columns(['order_id', 'status']).execute();

  const columns = sql.join(ALIGNER_COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into aligner_orders (order_id, ${columns})
    select id, ${columns} from orders where product_line = ${ALIGNERS}`.execute(db);
  await sql`insert into payment_orders (order_id, stage_no, kind, settles_plan, amount_cents, status, created_at, settled_at)
    select id, stage_no, ${PLAN_PAYMENT}, final_paid, paid_cents, 'paid', updated_at, updated_at
    from orders where paid_cents > 0 or final_paid = 1 order by id`.execute(db);
  await sql`insert into payment_orders (order_id, stage_no, kind, settles_plan, amount_cents, status, created_at, settled_at)
    select id, stage_no, ${PLAN_PAYMENT}, due_final, due_cents, 'open', updated_at, null
    from orders where due_cents is not null order by id`.execute(db);

  for (const column of [...ALIGNER_COLUMNS, ...MONEY_COLUMNS])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}

/** Puts the columns back on `orders`, with the figures the new tables hold (the inverse of `up`). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('series', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('case_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  for (const column of ['image_stage_id', 'upper_model_id', 'lower_model_id'])
    await db.schema.alterTable('orders').addColumn(column, 'integer').execute();
  await db.schema.alterTable('orders').addColumn('plan_price_cents', 'bigint').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('due_cents', 'bigint').execute();
  for (const column of ['due_final', 'final_paid', 'total_up', 'total_down', 'produced_up', 'produced_down'])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of ['pending_up', 'pending_down', 'pending_address_id'])
    await db.schema.alterTable('orders').addColumn(column, 'integer').execute();
  await db.schema.alterTable('orders').addColumn('completion', 'text').execute();

  const assignments = sql.join(
    ALIGNER_COLUMNS.map(
      (column) =>
        sql`${sql.ref(column)} = (select a.${sql.ref(column)} from aligner_orders a where a.order_id = orders.id)`,
    ),
  );
  await sql`update orders set ${assignments} where id in (select order_id from aligner_orders)`.execute(db);
  await sql`update orders set
    paid_cents = (select coalesce(sum(p.amount_cents), 0) from payment_orders p where p.order_id = orders.id and p.status = 'paid'),
    due_cents = (select max(p.amount_cents) from payment_orders p where p.order_id = orders.id and p.status = 'open'),
    due_final = coalesce((select max(p.settles_plan) from payment_orders p where p.order_id = orders.id and p.status = 'open'), 0),
    final_paid = case when exists (select 1 from payment_orders p where p.order_id = orders.id and p.status = 'paid'
      and p.settles_plan = 1 and p.stage_no = orders.stage_no) then 1 else 0 end`.execute(db);

  await db.schema.dropTable('payment_orders').execute();
  await db.schema.dropTable('aligner_orders').execute();
}
