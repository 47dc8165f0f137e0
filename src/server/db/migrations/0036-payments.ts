import { sql, type Kysely } from 'kysely';
import { autoId } from './columns';

/**
 * Payments (issue 12; docs/payments.md): payments and their shares of payment orders, the double-entry ledger (what a
 * clinic's balance is and what a payment order has been paid are sums of its entries), refunds and what each took
 * back from which share, the payment method a user last chose, and the local wallet's records. At most one payment
 * order of an order and kind is open at a time. Payment orders already paid become payments received outside the
 * portal, with their ledger movement, so the ledger tells what every order was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('merchant_no', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('wallet', 'text')
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('wallet_cents', 'bigint', (c) => c.notNull())
    .addColumn('qr_payload', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('provider_txn_id', 'text', (c) => c.unique())
    .addColumn('reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('payments_clinic').on('payments').columns(['clinic_id', 'state']).execute();

  await db.schema
    .createTable('payment_shares')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('payment_order_id', 'integer', (c) => c.notNull().references('payment_orders.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('applied', 'integer')
    .execute();
  await db.schema.createIndex('payment_shares_payment').on('payment_shares').column('payment_id').execute();
  await db.schema.createIndex('payment_shares_order').on('payment_shares').column('payment_order_id').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('payment_order_id', 'integer', (c) => c.notNull().references('payment_orders.id'))
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('payment_order_id').execute();

  await db.schema
    .createTable('refund_parts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id'))
    .addColumn('share_id', 'integer', (c) => c.notNull().references('payment_shares.id'))
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refund_parts_share').on('refund_parts').column('share_id').execute();

  await db.schema
    .createTable('ledger_movements')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id'))
    .addColumn('reason', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('ledger_movements.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'subject_id']).execute();
  await db.schema.createIndex('ledger_entries_movement').on('ledger_entries').column('movement_id').execute();

  await db.schema
    .createTable('payment_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_preferences_pk', ['user_id', 'clinic_id'])
    .execute();

  await db.schema
    .createTable('local_wallet_orders')
    .addColumn('merchant_no', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider_txn_id', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint', (c) => c.notNull())
    .execute();

  await sql`create unique index payment_orders_one_open on payment_orders (order_id, kind) where status = 'open'`.execute(db);

  // What was paid before: a payment received outside the portal per paid payment order, and its ledger movement.
  const paid = await sql<{ id: number; amount_cents: number | string; clinic_id: number; created_by: number; settled_at: number | string | null; created_at: number | string }>`
    select p.id, p.amount_cents, o.clinic_id, o.created_by, p.settled_at, p.created_at
    from payment_orders p join orders o on o.id = p.order_id
    where p.status = 'paid' and p.amount_cents > 0 order by p.id`.execute(db);
  for (const row of paid.rows) {
    const cents = Number(row.amount_cents);
    const at = Number(row.settled_at ?? row.created_at);
    const payment = await sql<{ id: number }>`insert into payments
      (clinic_id, merchant_no, state, provider, wallet, total_cents, balance_cents, wallet_cents, reason, created_by, created_at, settled_at)
      values (${row.clinic_id}, ${`LEGACY${String(row.id).padStart(8, '0')}`}, 'paid', 'outside', null, ${cents}, 0, 0,
        'recorded before migration 0036', ${row.created_by}, ${at}, ${at}) returning id`.execute(db);
    const paymentId = payment.rows[0]!.id;
    await sql`insert into payment_shares (payment_id, payment_order_id, source, cents, applied)
      values (${paymentId}, ${row.id}, 'outside', ${cents}, 1)`.execute(db);
    const movement = await sql<{ id: number }>`insert into ledger_movements (kind, clinic_id, payment_id, reason, created_at)
      values ('payment', ${row.clinic_id}, ${paymentId}, 'recorded before migration 0036', ${at}) returning id`.execute(db);
    const movementId = movement.rows[0]!.id;
    await sql`insert into ledger_entries (movement_id, account, subject_id, cents) values
      (${movementId}, 'outside', 0, ${-cents}), (${movementId}, 'orderPaid', ${row.id}, ${cents})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_orders_one_open`.execute(db);
  for (const table of [
    'local_wallet_orders',
    'payment_preferences',
    'ledger_entries',
    'ledger_movements',
    'refund_parts',
    'refunds',
    'payment_shares',
    'payments',
  ])
    await db.schema.dropTable(table).execute();
}
