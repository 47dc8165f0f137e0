import type { ServerLine } from './server-line';

/**
 * The lines the server serves, as the order core looks them up (`serverLineOf`). The app's lines are added by the
 * registry (./registry.ts), which the app's routes load; the core reads them here, so neither the core nor a line's
 * routes (which call the core) import the registry: a line's declaration names its routes without an import circle.
 */
const SERVED = new Map<number, ServerLine>();

export function serverLineOf(code: number): ServerLine | undefined {
  return SERVED.get(code);
}

/** Every line served, in the order they were served. */
export function servedLines(): ServerLine[] {
  return [...SERVED.values()];
}

/** Serves a line; answers how to take it away again. A code served already is an error. */
export function serveLine(line: ServerLine): () => void {
  const code = line.definition.code;
  if (SERVED.has(code)) throw new Error(`server line ${code} is served already`);
  SERVED.set(code, line);
  return () => void SERVED.delete(code);
}
