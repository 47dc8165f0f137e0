import type { Transaction } from 'kysely';
import { registerLine as registerLineDefinition, type LineDefinition, type LineWizard } from '../../domain/lines/registry';
import type { Database } from '../db/schema';

/**
 * The server's part of a product line (docs/orders.md): its declaration (`src/domain/lines/registry.ts`) and how a new
 * order's own data, checked against the line's wizard steps, is written to the line's tables.
 */
export type ServerLine = {
  definition: LineDefinition;
  /** The steps a new order's data is checked against (the line's `<line>/wizard.ts`). */
  wizard: LineWizard;
  saveNewOrder(trx: Transaction<Database>, orderId: number, data: Record<string, unknown>): Promise<void>;
};

/**
 * The lines the core's generic submit (`LINE_ORDER_PATHS.submit`) takes. Aligners are not among them yet: their
 * wizard submits through /case/submit, which checks the case data against the patient's files and answers the
 * aligner case detail; they move here with the generic wizard (issue 10, item 5).
 */
const SERVER_LINES = new Map<number, ServerLine>();

export function serverLineOf(code: number): ServerLine | undefined {
  return SERVER_LINES.get(code);
}

/**
 * Registers a line on both the core's registry and the server's, and answers how to take it away: the seam a test
 * uses to run a throwaway line through the real server (src/server/lines/throwaway-line.int.test.ts).
 */
export function registerLine(line: ServerLine): () => void {
  const unregisterDefinition = registerLineDefinition(line.definition);
  SERVER_LINES.set(line.definition.code, line);
  return () => {
    SERVER_LINES.delete(line.definition.code);
    unregisterDefinition();
  };
}
