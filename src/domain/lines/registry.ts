import type { OrderStatusCode } from '../order-status';
import { statusesWhere, type StatusPlace, type StatusTable } from '../orders/moves';
import type { PlanStagePlace } from '../orders/plan-stages';
import { ALIGNER_LINE } from './aligners/line';
import { DENTURE_LINE } from './dentures/line';
import type { LineDefinition } from './line-definition';

export type { LineDefinition, LineWizard, LineWizardStep } from './line-definition';

/**
 * The product lines the order core knows, keyed by their type code. A line is a plug-in: it declares its order type
 * list entry, status table and wizard steps (`LineDefinition`; docs/orders.md); the core reads them here and never
 * names a line. A line without an entry refuses every status move.
 */
export const LINES = [ALIGNER_LINE, DENTURE_LINE] as const satisfies readonly LineDefinition<string>[];

/** The button codes the lines declare (each line's `permissions`), for the permission matrix's `PermissionCode`. */
export type LinePermissionCode = (typeof LINES)[number] extends infer Line
  ? Line extends LineDefinition<infer Code>
    ? Code
    : never
  : never;

const byCode = new Map<number, LineDefinition<string>>(LINES.map((line) => [line.code, line]));

/**
 * Adds a line at run time and answers how to take it away again: the seam a test uses to run a throwaway line through
 * the real server (src/server/lines/registry.ts `registerLine`). The app's lines are LINES. Lists derived once at load
 * (the case-list tabs, the factory queues) do not see it: such a line places its statuses where a registered line
 * already does.
 */
export function registerLine(line: LineDefinition<string>): () => void {
  if (byCode.has(line.code)) throw new Error(`product line ${line.code} is registered already`);
  byCode.set(line.code, line);
  return () => void byCode.delete(line.code);
}

/** The line's declaration; undefined for a line not on the core yet. */
export function lineOf(code: number): LineDefinition<string> | undefined {
  return byCode.get(code);
}

/** The line's status table; undefined for a line not on the core yet. */
export function lineStatusTable(code: number): StatusTable | undefined {
  return byCode.get(code)?.statusTable;
}

/** The statuses some line places where `placed` says (a case-list tab, a factory queue), ascending. */
export function statusesPlaced(placed: (place: StatusPlace) => boolean): OrderStatusCode[] {
  const codes = new Set([...byCode.values()].flatMap((line) => statusesWhere(line.statusTable, placed)));
  return [...codes].sort((a, b) => a - b);
}

/** Where a case of `line` in `status` stands among the plan stages; undefined for a line or status not on the core. */
export function planStageOf(line: number, status: number): PlanStagePlace | undefined {
  return byCode.get(line)?.statusTable.statuses[status as OrderStatusCode]?.planStage;
}
