import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SQLite from 'better-sqlite3';

/**
 * Where scripts/build-sqlite-extension.mjs puts the compiled plan-stability extension: beside the better-sqlite3 it
 * was compiled for (node_modules/.cache/cuspid), from the sources and from the build alike. SQLITE_PLAN_STABILITY
 * names another file, or `off` (the list-routes bench's baseline): null.
 */
export function planStabilityExtensionPath(): string | null {
  const setting = process.env.SQLITE_PLAN_STABILITY;
  if (setting === 'off') return null;
  if (setting) return path.resolve(setting);
  const betterSqlite = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  return path.join(betterSqlite, '..', '.cache', 'cuspid', 'plan-stability.so');
}

/**
 * Turns on SQLite's query planner stability guarantee for a connection: a cached statement keeps its plan instead of
 * being prepared again whenever a value bound to a LIMIT, OFFSET or compared column changes (see plan-stability.c).
 * False when the extension was not compiled (no C compiler at install): the connection works, its queries are slower.
 */
export function enablePlanStability(sqlite: SQLite.Database): boolean {
  const file = planStabilityExtensionPath();
  if (file === null || !fs.existsSync(file)) return false;
  // SQLite finds the entry point by the file's name: plan-stability.so → sqlite3_planstability_init.
  sqlite.loadExtension(file);
  return sqlite.prepare('select plan_stability() as on_').pluck().get() === 1;
}
