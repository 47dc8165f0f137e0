import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * A text value inside a JSON text column, on either database: `json_extract` on SQLite, `#>>` on PostgreSQL. `column`
 * is a qualified column name (`table.column`), `path` the keys down to the value. Null where the path leads nowhere.
 */
export function jsonText<DB>(db: Kysely<DB>, column: string, path: readonly string[]): RawBuilder<string | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string | null>`(${sql.ref(column)}::jsonb #>> ${`{${path.join(',')}}`})`;
  return sql<string | null>`json_extract(${sql.ref(column)}, ${`$.${path.join('.')}`})`;
}
