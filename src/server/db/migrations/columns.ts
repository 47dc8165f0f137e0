import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** The dialect-specific spelling of an auto-increment primary key; everything else in a migration is shared. */
export function autoId(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? (c) => c.primaryKey().autoIncrement()
    : (c) => c.primaryKey().generatedByDefaultAsIdentity();
}
