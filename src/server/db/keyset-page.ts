import { sql, type SelectQueryBuilder } from 'kysely';
import type { KeysetPage } from '../../domain/paging/keyset';

/** The rows past `cursor` in the list's id order, one more than the page to tell whether more remain. */
async function readPastCursor<DB, TB extends keyof DB, Row extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  idColumn: string,
  order: 'asc' | 'desc',
  cursor: number | undefined,
  limit: number,
): Promise<{ rows: Row[]; cursorAfterPage: number | null }> {
  const id = sql.ref(idColumn);
  const past = order === 'asc' ? sql<boolean>`${id} > ${cursor}` : sql<boolean>`${id} < ${cursor}`;
  const bounded = cursor === undefined ? query : query.where(past);
  const read = await bounded
    .orderBy(id, order)
    .limit(limit + 1)
    .execute();
  const rows = read.slice(0, limit);
  return { rows, cursorAfterPage: read.length > limit ? rows.at(-1)!.id : null };
}

/**
 * One page of a list keyset-paged on its id (domain/paging/keyset.ts): the newest `limit` rows older than row
 * `before` (the newest of all without it), newest first, and `earlier`, the cursor of the next page, when older rows
 * remain. One row more than the page is read to tell. A `before` whose row is gone (deleted, or never this list's)
 * still marks a place in id order. Serve it by an index ending in the id, after the list's equality columns.
 */
export async function readKeysetPage<DB, TB extends keyof DB, Row extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  idColumn: string,
  page: { before?: number | undefined; limit: number },
): Promise<{ rows: Row[]; earlier: number | null }> {
  const { rows, cursorAfterPage } = await readPastCursor(query, idColumn, 'desc', page.before, page.limit);
  return { rows, earlier: cursorAfterPage };
}

/**
 * One page of a list keyset-paged on its id in ascending order (the drug reference): the first `limit` rows after
 * row `after` (from the start without it), and `next`, the cursor of the following page, when more rows remain.
 * A row added meanwhile gets a higher id, so it lands on a later page and never shifts one already read.
 */
export async function readAscendingKeysetPage<DB, TB extends keyof DB, Row extends { id: number }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  idColumn: string,
  page: { after?: number | undefined; limit: number },
): Promise<{ rows: Row[]; next: number | null }> {
  const { rows, cursorAfterPage } = await readPastCursor(query, idColumn, 'asc', page.after, page.limit);
  return { rows, next: cursorAfterPage };
}

/** The page as the API answers it, each row mapped. */
export function toKeysetPage<Row extends { id: number }, Item>(
  page: { rows: Row[]; earlier: number | null },
  map: (row: Row) => Item,
): KeysetPage<Item> {
  return { list: page.rows.map(map), earlier: page.earlier };
}
