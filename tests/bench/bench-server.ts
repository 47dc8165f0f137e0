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
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The build in its own process; `planStability: false` runs it, and opens the second connection, without it. */
async function built({ planStability = true }: BenchServerOptions): Promise<BenchServer> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...(planStability ? {} : { SQLITE_PLAN_STABILITY: 'off' }) });
  const config = loadConfig({ APP_MODE: 'test', DATA_DIR: server.dataDir });
  const db = connectDatabase(config.database, { planStability });
  return {
    kind: 'built',
    origin: server.url,
    pid: server.pid,
    kysely: db.kysely,
    newClinicUser: () => newClinicUser(db.kysely, config),
    close: async () => {
      await db.close();
      await server.stop();
    },
  };
}

export type BenchServerOptions = { planStability?: boolean };

export function startBenchServer(kind: BenchServerKind, options: BenchServerOptions = {}): Promise<BenchServer> {
  return kind === 'built' ? built(options) : inProcess();
}
