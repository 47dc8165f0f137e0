import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The counts the two busiest lists show on every answer (issue 15; docs/architecture.md, "Counted lists"), kept in the
 * database beside the rows they count instead of counted on every request:
 *  - `order_status_counts`: a clinic's orders per product line, status and stage number (the case list's six tabs
 *    are sums of a few of these rows);
 *  - `patient_counts`: a clinic's live patients (not deleted).
 * Triggers on `orders` and `patients` change them in the same statement as the rows, so a count is right in every
 * transaction, whichever process or script wrote (nothing lives in a process's memory); a key whose count reaches
 * zero loses its row, so each table is exactly the grouped count of its rows. The counts are filled from the rows
 * here, in the same transaction that creates the triggers (PostgreSQL's migrations run in one; SQLite's get one below),
 * so no write falls between the two.
 *
 * A later migration that rebuilds `orders` or `patients` (SQLite's create-copy-drop-rename) drops their triggers with
 * the old table and must create them again.
 *
 * On PostgreSQL an order that changes status touches the two counter rows lowest key first, so two orders moving in
 * opposite directions at once wait for each other instead of deadlocking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .createTable('order_status_counts')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('product_line', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('stage_no', 'integer', (c) => c.notNull())
      .addColumn('order_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_status_counts_pk', ['clinic_id', 'product_line', 'status', 'stage_no'])
      .execute();
    await trx.schema
      .createTable('patient_counts')
      .addColumn('clinic_id', 'integer', (c) => c.primaryKey())
      .addColumn('patient_count', 'integer', (c) => c.notNull())
      .execute();
    for (const statement of sqlite ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS) await sql.raw(statement).execute(trx);
    await sql`insert into order_status_counts (clinic_id, product_line, status, stage_no, order_count)
      select clinic_id, product_line, status, stage_no, count(*) from orders group by clinic_id, product_line, status, stage_no`.execute(trx);
    await sql`insert into patient_counts (clinic_id, patient_count)
      select clinic_id, count(*) from patients where deleted_at is null group by clinic_id`.execute(trx);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const statements = sqlite
    ? ['order_status_counts_insert', 'order_status_counts_delete', 'order_status_counts_update', 'patient_counts_insert', 'patient_counts_delete', 'patient_counts_update'].map(
        (name) => `drop trigger if exists ${name}`,
      )
    : [
        'drop trigger if exists order_status_counts_track on orders',
        'drop trigger if exists patient_counts_track on patients',
        'drop function if exists order_status_counts_track()',
        'drop function if exists patient_counts_track()',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await db.schema.dropTable('patient_counts').execute();
  await db.schema.dropTable('order_status_counts').execute();
}

const ORDER_KEY = (row: 'new' | 'old') =>
  `clinic_id = ${row}.clinic_id and product_line = ${row}.product_line and status = ${row}.status and stage_no = ${row}.stage_no`;

const ORDER_ADD = (row: 'new' | 'old') => `insert into order_status_counts (clinic_id, product_line, status, stage_no, order_count)
    values (${row}.clinic_id, ${row}.product_line, ${row}.status, ${row}.stage_no, 1)
    on conflict (clinic_id, product_line, status, stage_no) do update set order_count = order_status_counts.order_count + 1`;

const ORDER_REMOVE = (row: 'new' | 'old') => `update order_status_counts set order_count = order_count - 1 where ${ORDER_KEY(row)};
  delete from order_status_counts where ${ORDER_KEY(row)} and order_count <= 0`;

const PATIENT_ADD = (row: 'new' | 'old') => `insert into patient_counts (clinic_id, patient_count) values (${row}.clinic_id, 1)
    on conflict (clinic_id) do update set patient_count = patient_counts.patient_count + 1`;

const PATIENT_REMOVE = (row: 'new' | 'old') => `update patient_counts set patient_count = patient_count - 1 where clinic_id = ${row}.clinic_id;
  delete from patient_counts where clinic_id = ${row}.clinic_id and patient_count <= 0`;

const SQLITE_TRIGGERS = [
  `create trigger order_status_counts_insert after insert on orders begin
    ${ORDER_ADD('new')};
  end`,
  `create trigger order_status_counts_delete after delete on orders begin
    ${ORDER_REMOVE('old')};
  end`,
  `create trigger order_status_counts_update after update of clinic_id, product_line, status, stage_no on orders
  when old.clinic_id <> new.clinic_id or old.product_line <> new.product_line or old.status <> new.status or old.stage_no <> new.stage_no
  begin
    ${ORDER_REMOVE('old')};
    ${ORDER_ADD('new')};
  end`,
  `create trigger patient_counts_insert after insert on patients when new.deleted_at is null begin
    ${PATIENT_ADD('new')};
  end`,
  `create trigger patient_counts_delete after delete on patients when old.deleted_at is null begin
    ${PATIENT_REMOVE('old')};
  end`,
  `create trigger patient_counts_update after update of clinic_id, deleted_at on patients
  when old.clinic_id <> new.clinic_id or (old.deleted_at is null) <> (new.deleted_at is null)
  begin
    update patient_counts set patient_count = patient_count - 1 where clinic_id = old.clinic_id and old.deleted_at is null;
    delete from patient_counts where clinic_id = old.clinic_id and patient_count <= 0;
    insert into patient_counts (clinic_id, patient_count) select new.clinic_id, 1 where new.deleted_at is null
      on conflict (clinic_id) do update set patient_count = patient_counts.patient_count + 1;
  end`,
];

const POSTGRES_TRIGGERS = [
  `create function order_status_counts_track() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      ${ORDER_ADD('new')};
    elsif tg_op = 'DELETE' then
      ${ORDER_REMOVE('old')};
    elsif (old.clinic_id, old.product_line, old.status, old.stage_no) < (new.clinic_id, new.product_line, new.status, new.stage_no) then
      ${ORDER_REMOVE('old')};
      ${ORDER_ADD('new')};
    elsif (old.clinic_id, old.product_line, old.status, old.stage_no) > (new.clinic_id, new.product_line, new.status, new.stage_no) then
      ${ORDER_ADD('new')};
      ${ORDER_REMOVE('old')};
    end if;
    return null;
  end $$`,
  `create trigger order_status_counts_track after insert or delete or update of clinic_id, product_line, status, stage_no on orders
    for each row execute function order_status_counts_track()`,
  `create function patient_counts_track() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      if new.deleted_at is null then
        ${PATIENT_ADD('new')};
      end if;
    elsif tg_op = 'DELETE' then
      if old.deleted_at is null then
        ${PATIENT_REMOVE('old')};
      end if;
    elsif old.clinic_id <> new.clinic_id or (old.deleted_at is null) <> (new.deleted_at is null) then
      if old.deleted_at is null then
        ${PATIENT_REMOVE('old')};
      end if;
      if new.deleted_at is null then
        ${PATIENT_ADD('new')};
      end if;
    end if;
    return null;
  end $$`,
  `create trigger patient_counts_track after insert or delete or update of clinic_id, deleted_at on patients
    for each row execute function patient_counts_track()`,
];
