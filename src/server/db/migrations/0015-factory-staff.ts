import { sql, type Kysely } from 'kysely';

/**
 * Factory staff (issue 18, item 10): which factory a factory user works for and their role there. Until now a
 * factory user was only `users.is_factory`; each such user becomes a member of the manufacturer's first factory
 * with the role `admin` (what they could do before: everything). `removed_at` keeps the row when someone leaves,
 * so the audit log and the orders they touched still name their factory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('factory_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('factory_id', 'integer', (c) => c.notNull().references('factories.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('factory_members_factory')
    .on('factory_members')
    .columns(['factory_id', 'removed_at'])
    .execute();
  await sql`
    insert into factory_members (user_id, factory_id, role, created_at)
    select u.id, (select min(f.id) from factories f), 'admin', u.created_at
    from users u
    where u.is_factory = 1 and exists (select 1 from factories)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('factory_members').execute();
}
