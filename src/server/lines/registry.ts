import { registerLine as registerLineDefinition } from '../../domain/lines/registry';
import { DENTURE_SERVER_LINE } from './dentures/line';
import type { ServerLine } from './server-line';

export type { ServerLine } from './server-line';

/**
 * The lines the core's generic submit (`LINE_ORDER_PATHS.submit`) takes: fixed dentures. Aligners are not among them yet: their
 * wizard submits through /case/submit, which checks the case data against the patient's files and answers the
 * aligner case detail; they move here with the generic wizard (issue 10, item 5).
 */
const SERVER_LINES = new Map<number, ServerLine>([DENTURE_SERVER_LINE].map((line) => [line.definition.code, line]));

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
