import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Migration } from 'kysely/migration';
import { registerLine as registerLineDefinition } from '../../domain/lines/registry';
import { ALIGNER_SERVER_LINE } from './aligners/line';
import { DENTURE_SERVER_LINE } from './dentures/line';
import type { ServerLine } from './server-line';
import { serveLine, servedLines } from './server-lines';

export type { ServerLine } from './server-line';
export { servedLines, serverLineOf } from './server-lines';

/**
 * The app's product lines on the server, one entry a line (docs/orders.md, "Adding a line"). Loading this file serves
 * them (the app's routes load it; so does the demo seed, which runs the lines' moves without the app).
 */
const SERVER_LINES: readonly ServerLine[] = [ALIGNER_SERVER_LINE, DENTURE_SERVER_LINE];
for (const line of SERVER_LINES) serveLine(line);

/** Every line's own calls, mounted under the order service with the core's. */
export const LINE_ROUTES: readonly FastifyPluginAsyncZod[] = SERVER_LINES.flatMap((line) => line.routes ?? []);

/**
 * The served lines' own migrations by name (each line's `migrations`), for the database's migration list
 * (src/server/db/migrate.ts, which adds the core's). Read when migrating, so a line a test registers brings its own.
 */
export function lineMigrations(): Record<string, Migration> {
  const migrations: Record<string, Migration> = {};
  for (const line of servedLines()) {
    for (const [name, migration] of Object.entries(line.migrations ?? {})) {
      if (name in migrations) throw new Error(`migration ${name} is declared by two lines`);
      migrations[name] = migration;
    }
  }
  return migrations;
}

/**
 * Registers a line on both the core's registry and the server's, and answers how to take it away: the seam a test
 * uses to run a throwaway line through the real server (src/server/lines/throwaway-line.int.test.ts).
 */
export function registerLine(line: ServerLine): () => void {
  const unregisterDefinition = registerLineDefinition(line.definition);
  const unserve = serveLine(line);
  return () => {
    unserve();
    unregisterDefinition();
  };
}
