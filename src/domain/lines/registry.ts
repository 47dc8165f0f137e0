import type { OrderStatusCode } from '../order-status';
import { statusesWhere, type StatusPlace, type StatusTable } from '../orders/moves';
import type { PlanStagePlace } from '../orders/plan-stages';
import { PRODUCT_LINE_CODE, type ProductLineCode } from '../product-lines';
import { ALIGNER_STATUS_TABLE } from './aligners/statuses';

/**
 * The product lines the order core knows, keyed by their type code. A line is a plug-in: it brings its own status
 * table (and, as lines move onto the core, its other declarations: see docs/orders.md); the core reads them here and
 * never names a line. A line without an entry refuses every status move.
 */
export type LineDefinition = {
  code: ProductLineCode;
  statusTable: StatusTable;
};

export const LINES: readonly LineDefinition[] = [
  { code: PRODUCT_LINE_CODE.invisible, statusTable: ALIGNER_STATUS_TABLE },
];

const byCode = new Map<number, LineDefinition>(LINES.map((line) => [line.code, line]));

/** The line's status table; undefined for a line not on the core yet. */
export function lineStatusTable(code: number): StatusTable | undefined {
  return byCode.get(code)?.statusTable;
}

/** The statuses some line places where `placed` says (a case-list tab, a factory queue), ascending. */
export function statusesPlaced(placed: (place: StatusPlace) => boolean): OrderStatusCode[] {
  const codes = new Set(LINES.flatMap((line) => statusesWhere(line.statusTable, placed)));
  return [...codes].sort((a, b) => a - b);
}

/** Where a case of `line` in `status` stands among the plan stages; undefined for a line or status not on the core. */
export function planStageOf(line: number, status: number): PlanStagePlace | undefined {
  return byCode.get(line)?.statusTable.statuses[status as OrderStatusCode]?.planStage;
}
