// A server for a benchmark to send to, with as many signed-in clinic users as it needs (one per measured run, so
// runs never share a clinic, a patient list or an idempotency key). Loaded through Vite's module runner (the app's
// sources need its plugins). Either the app in this process (createTestApp: a fresh SQLite file opened as production
// opens it, WAL and synchronous=FULL) or the production build in its own process (as `npm start` runs it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SITE_VARIANTS } from '../../src/domain/site-variants';
import { createSession } from '../../src/server/auth/sessions';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { addMember, createClinic, createUser } from '../../src/server/testing/fixtures';
import { createTestApp } from '../../src/server/testing/test-app';
import { startServer } from '../e2e/support/server.ts';
import type { SqliteTimerFigures } from './sqlite-statement-timer.ts';

export type BenchServerKind = 'in-process' | 'built';

/** A doctor of a clinic of their own, signed in: the headers to send as them (and the session's token in them). */
export type ClinicUser = { clinicId: number; userId: number; token: string; headers: Record<string, string> };

export type BenchServer = {
  kind: BenchServerKind;
  origin: string;
  /** The server's process (the build only: the in-process app shares the benchmark's). */
  pid: number | null;
  /** The server's own database (a second connection for the build), to check what it stored. */
  kysely: Kysely<Database>;
  newClinicUser(): Promise<ClinicUser>;
  /** The build started with `sqliteTimer`: SQLite's figures inside the server since the last call (none before). */
  sqliteFigures: (() => Promise<SqliteTimerFigures>) | null;
  close(): Promise<void>;
};

async function newClinicUser(kysely: Kysely<Database>, config: AppConfig): Promise<ClinicUser> {
  const user = await createUser(kysely);
  const clinicId = await createClinic(kysely);
  await addMember(kysely, clinicId, user.id, { isDoctor: true });
  const { token } = await createSession(kysely, { userId: user.id, clinicId });
  const cookie = `${SITE_VARIANTS[config.siteVariant].tokenCookie}=${token}`;
  return { clinicId, userId: user.id, token, headers: { cookie, language: 'EN' } };
}

async function inProcess(): Promise<BenchServer> {
  // Its own data folder: the signing secret and stored objects must not land in the repository's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-bench-'));
  const t = await createTestApp('sqlite', { env: { DATA_DIR: dataDir } });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const kysely = t.database.db.kysely;
  return {
    kind: 'in-process',
    origin,
    pid: null,
    kysely,
    newClinicUser: () => newClinicUser(kysely, t.config),
    sqliteFigures: null,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The build in its own process; `planStability: false` runs it, and opens the second connection, without it;
 * `sqliteTimer` loads sqlite-statement-timer.ts into it.
 */
async function built({ planStability = true, sqliteTimer = false }: BenchServerOptions): Promise<BenchServer> {
  const timerFile = sqliteTimer
    ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-sqlite-timer-')), 'figures.json')
    : null;
  const server = await startServer({
    LOG_LEVEL: 'warn',
    ...(planStability ? {} : { SQLITE_PLAN_STABILITY: 'off' }),
    ...(timerFile
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve('tests/bench/sqlite-statement-timer.ts')}`,
          SQLITE_TIMER_FILE: timerFile,
        }
      : {}),
  });
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: server.dataDir });
  const db = connectDatabase(config.database, { planStability });
  return {
    kind: 'built',
    origin: server.url,
    pid: server.pid,
    kysely: db.kysely,
    newClinicUser: () => newClinicUser(db.kysely, config),
    sqliteFigures: timerFile ? () => readSqliteFigures(server.pid, timerFile) : null,
    close: async () => {
      await db.close();
      await server.stop();
      if (timerFile) fs.rmSync(path.dirname(timerFile), { recursive: true, force: true });
    },
  };
}

/** Asks the server for its SQLite figures (SIGUSR2) and waits for the file it writes. */
async function readSqliteFigures(pid: number, file: string): Promise<SqliteTimerFigures> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the server wrote no SQLite figures within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SqliteTimerFigures;
}

export type BenchServerOptions = { planStability?: boolean; sqliteTimer?: boolean };

export function startBenchServer(kind: BenchServerKind, options: BenchServerOptions = {}): Promise<BenchServer> {
  return kind === 'built' ? built(options) : inProcess();
}
