import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SummaryFigures } from '../../lines/server-line';
import { servedLines } from '../../lines/server-lines';

/**
 * An order's figure of the first line that has one for it (a line's figure is null for the orders of the others),
 * else `fallback`. Read from the served lines when the query is built: the core names no line's table.
 */
function firstFigure<T>(
  pick: (figures: SummaryFigures) => RawBuilder<T | null>,
  fallback: RawBuilder<T>,
): RawBuilder<T> {
  const figures = servedLines().flatMap((line) => (line.summaryFigures ? [pick(line.summaryFigures)] : []));
  return figures.length === 0 ? fallback : sql<T>`coalesce(${sql.join([...figures, fallback])})`;
}

/**
 * A query over `orders` with each served line's row of the order left-joined (the tables its figures read), so the
 * figures cost one lookup per listed order and line. Select them with `summaryFigureColumns`.
 */
export function withSummaryFigureRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  let joined = query;
  for (const line of servedLines()) {
    const table = line.summaryFigures?.table;
    if (!table) continue;
    joined = joined.leftJoin(sql`${sql.table(table)}`.as(table), (join) =>
      join.on(sql<boolean>`${sql.ref(`${table}.order_id`)} = ${sql.ref('orders.id')}`),
    ) as unknown as SelectQueryBuilder<DB, TB, O>;
  }
  return joined;
}

/**
 * The line's figures an order summary shows, as the columns `brand` and `series` (empty for a line that keeps none)
 * and `plan_price_cents` (null without a price), for a query over `orders` whose lines' rows are joined (`withSummaryFigureRows`): the lists and the detail's summary.
 */
export function summaryFigureColumns() {
  return [
    firstFigure((figures) => figures.brand, sql<string>`''`).as('brand'),
    firstFigure((figures) => figures.series, sql<string>`''`).as('series'),
    firstFigure<number | null>((figures) => figures.planPriceCents, sql<null>`null`).as('plan_price_cents'),
  ] as const;
}
