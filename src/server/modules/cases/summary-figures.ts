import { sql, type RawBuilder } from 'kysely';
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
 * The line's figures an order summary shows, as the columns `brand` and `series` (empty for a line that keeps none)
 * and `plan_price_cents` (null without a price), for a query over `orders` (the lists and the detail's summary).
 */
export function summaryFigureColumns() {
  return [
    firstFigure((figures) => figures.brand, sql<string>`''`).as('brand'),
    firstFigure((figures) => figures.series, sql<string>`''`).as('series'),
    firstFigure<number | null>((figures) => figures.planPriceCents, sql<null>`null`).as('plan_price_cents'),
  ] as const;
}
