// Loaded into the built server by the list-routes bench (NODE_OPTIONS=--import): times every SQLite statement the
// server runs and counts its HTTP requests, so the bench can print what SQLite costs a request inside the busy
// server beside what the same queries cost in-process. On SIGUSR2 it writes the figures since the last signal to
// SQLITE_TIMER_FILE (then renamed into place, so a reader never sees half a file) and starts counting afresh.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteTimerFigures = {
  requests: number;
  statements: number;
  /** Microseconds inside better-sqlite3's calls (the statement's run, its rows read). */
  sqliteMicros: number;
};

const file = process.env.SQLITE_TIMER_FILE;
if (file) {
  const SQLite = createRequire(path.resolve('package.json'))('better-sqlite3') as typeof BetterSqlite3;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  let figures: SqliteTimerFigures = { requests: 0, statements: 0, sqliteMicros: 0 };
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = statement[method]!;
    statement[method] = function timed(this: unknown, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        figures.statements += 1;
        figures.sqliteMicros += Number(process.hrtime.bigint() - started) / 1000;
      }
    };
  }
  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function counted(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') figures.requests += 1;
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  process.on('SIGUSR2', () => {
    fs.writeFileSync(`${file}.part`, JSON.stringify(figures));
    fs.renameSync(`${file}.part`, file);
    figures = { requests: 0, statements: 0, sqliteMicros: 0 };
  });
}
