import { KEYSET_PAGE_MAX, type KeysetPage } from '../../domain/paging/keyset';

/**
 * A keyset-paged list answered as the server does (server/db/keyset-page.ts): newest id first, the rows older than
 * `before`, at most `limit` (KEYSET_PAGE_MAX by default), and `earlier` while older rows remain. For msw handlers.
 */
export function keysetPage<Row extends { id: number }>(
  rows: readonly Row[],
  query: { before?: unknown; limit?: unknown } = {},
): KeysetPage<Row> {
  const before = query.before === undefined || query.before === null ? Infinity : Number(query.before);
  const limit = query.limit === undefined || query.limit === null ? KEYSET_PAGE_MAX : Number(query.limit);
  const older = rows.filter((row) => row.id < before).sort((a, b) => b.id - a.id);
  const list = older.slice(0, limit);
  return { list, earlier: older.length > limit ? list.at(-1)!.id : null };
}

/** The cursor and size of a GET list's URL, for keysetPage. */
export function keysetQueryOf(url: string): { before: string | null; limit: string | null } {
  const params = new URL(url).searchParams;
  return { before: params.get('before'), limit: params.get('limit') };
}
