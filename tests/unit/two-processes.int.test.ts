// Scale-out (issue 15): two real server processes on one PostgreSQL database behind a round-robin proxy, so every
// request goes to the other process than the one before. Sessions, idempotency records, the password lock, the SMS
// limits, QR sign-in, the test-mode captcha answers and the outbox's client-id dedupe must behave as with one
// process: nothing a request needs may live in one process's memory. Skips, saying so, when PostgreSQL is not
// reachable (CI has it).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LOCK } from '../../src/domain/accounts/auth-rules';
import { IDEMPOTENCY_HEADER } from '../../src/domain/services';
import { SITE_VARIANTS } from '../../src/domain/site-variants';
import { createSession } from '../../src/server/auth/sessions';
import { connectDatabase, type Db } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { signInProofs } from '../../src/server/modules/accounts/test-kit';
import { addMember, createClinic, createUser, TEST_PASSWORD } from '../../src/server/testing/fixtures';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.warn(`two-processes test skipped: PostgreSQL is not reachable at ${url}: ${(error as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const reachable = await isReachable(DATABASE_URL);

const TOKEN_COOKIE = SITE_VARIANTS.main.tokenCookie;

/** The fields of the answers this test reads (each route answers some of them). */
type Data = {
  id?: number;
  status?: string;
  remainingAttempts?: number;
  captchaId?: string;
  length?: number;
  answer?: string;
};
type Answer = { status: number; body: { code: number; msg: string; data: Data }; headers: Headers; backend: number };

/** A proxy that hands each request to the next server in turn, and says which one answered. */
function roundRobinProxy(backends: string[]): Promise<{ origin: string; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const backend = next;
    next = (next + 1) % backends.length;
    const target = new URL(request.url ?? '/', backends[backend]);
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(backend) });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))),
      });
    });
  });
}

/** One server process (tests/unit/support/app-process.ts) on the shared database; resolves with its origin. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['tests/unit/support/app-process.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /listening (http:\/\/\S+)/.exec(output)?.[1];
      if (origin) resolve({ child, origin });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before listening:\n${output}`)));
  });
}

describe.skipIf(!reachable)(
  'two server processes on one PostgreSQL, requests alternating between them',
  { timeout: 60_000 },
  () => {
    const schema = `scale_${randomBytes(6).toString('hex')}`;
    let db: Db;
    let dataDir: string;
    const children: ChildProcess[] = [];
    let proxy: { origin: string; close: () => Promise<void> };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      db = connectDatabase({ kind: 'postgres', url: DATABASE_URL }, { searchPath: schema });
      // The migration tables named in this schema: Kysely otherwise finds another test's schema's tables and skips
      // creating its own (a flake whenever PostgreSQL tests run side by side).
      await migrateToLatest(db, schema);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-two-processes-'));
      const env = {
        DATABASE_URL,
        TEST_SEARCH_PATH: schema,
        APP_MODE: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        STORAGE_SIGNING_SECRET: randomBytes(32).toString('hex'),
      };
      const started = await Promise.all([startProcess(env), startProcess(env)]);
      children.push(...started.map((s) => s.child));
      proxy = await roundRobinProxy(started.map((s) => s.origin));
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(
        children.map((child) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')))),
      );
      await db?.close();
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    async function send(
      method: string,
      url: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<Answer> {
      const response = await fetch(new URL(url, proxy.origin), {
        method,
        headers: {
          language: 'EN',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      return {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
        backend: Number(response.headers.get('x-backend')),
      };
    }
    const backendsOf = (answers: Answer[]) => new Set(answers.map((a) => a.backend));

    async function clinicDoctor() {
      const user = await createUser(db.kysely);
      const clinicId = await createClinic(db.kysely);
      await addMember(db.kysely, clinicId, user.id, { isDoctor: true });
      return { user, clinicId };
    }

    it('a session opened by one process is honoured by the other', async () => {
      const { user } = await clinicDoctor();
      const signIn = await send('POST', '/api/tenant/v1/pc-login', {
        body: { account: user.phone, password: TEST_PASSWORD, ...(await signInProofs(db.kysely)) },
      });
      expect(signIn.body.code).toBe(200);
      const token = /cuspid_token=([\w-]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
      expect(token).toBeTruthy();
      const calls = [];
      for (let i = 0; i < 4; i++)
        calls.push(
          await send('POST', '/api/order/order-notify/count', { headers: { cookie: `${TOKEN_COOKIE}=${token}` } }),
        );
      expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200]);
      expect(backendsOf([signIn, ...calls])).toEqual(new Set([0, 1]));
    });

    it('replays an Idempotency-Key on the other process, and dedupes an outbox item by its client id across both', async () => {
      const { user, clinicId } = await clinicDoctor();
      const { token } = await createSession(db.kysely, { userId: user.id, clinicId });
      const headers = { cookie: `${TOKEN_COOKIE}=${token}` };
      const patient = {
        name: 'Two Processes',
        gender: 2,
        birthDate: '1990-04-01',
        phone: '13911112222',
        source: 1,
        doctorName: 'Dr. Wang',
        doctorPhone: '',
        clientId: `outbox-${randomBytes(4).toString('hex')}`,
      };

      const key = randomBytes(8).toString('hex');
      const first = await send('POST', '/api/emr/v1/patient/add', {
        headers: { ...headers, [IDEMPOTENCY_HEADER]: key },
        body: patient,
      });
      const replay = await send('POST', '/api/emr/v1/patient/add', {
        headers: { ...headers, [IDEMPOTENCY_HEADER]: key },
        body: patient,
      });
      // The outbox drained again under a fresh key (another tab, or after the idempotency window): the client id holds.
      const again = await send('POST', '/api/emr/v1/patient/add', {
        headers: { ...headers, [IDEMPOTENCY_HEADER]: `${key}-2` },
        body: patient,
      });
      expect(first.body.code).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(backendsOf([first, replay, again])).toEqual(new Set([0, 1]));
      const rows = await db.kysely
        .selectFrom('patients')
        .select('id')
        .where('client_id', '=', patient.clientId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('counts wrong passwords across both processes and locks the account once', async () => {
      const { user } = await clinicDoctor();
      const answers: Answer[] = [];
      for (let i = 0; i < PASSWORD_LOCK.maxAttempts + 1; i++) {
        answers.push(
          await send('POST', '/api/tenant/v1/pc-login', {
            body: { account: user.phone, password: 'Wrong-Password-1', ...(await signInProofs(db.kysely)) },
          }),
        );
      }
      expect(answers.slice(0, PASSWORD_LOCK.maxAttempts - 1).map((a) => a.body.data.remainingAttempts)).toEqual([
        4, 3, 2, 1,
      ]);
      expect(answers.at(-1)?.body.code).toBe(41002);
      const right = await send('POST', '/api/tenant/v1/pc-login', {
        body: { account: user.phone, password: TEST_PASSWORD, ...(await signInProofs(db.kysely)) },
      });
      expect(right.body.code).toBe(41002);
      expect(backendsOf(answers)).toEqual(new Set([0, 1]));
    });

    it('applies the SMS resend limit whichever process the second request reaches', async () => {
      const { user } = await clinicDoctor();
      const first = await send('POST', '/api/user/v1/sms-captcha', { body: { phone: user.phone, purpose: 'login' } });
      const second = await send('POST', '/api/user/v1/sms-captcha', { body: { phone: user.phone, purpose: 'login' } });
      expect(first.body.code).toBe(200);
      expect(second.body.code).toBe(41006);
      expect(first.backend).not.toBe(second.backend);
    });

    it('signs a login page in by QR code when the code, the scan, the confirmation and the polls reach different processes', async () => {
      const { user, clinicId } = await clinicDoctor();
      const { token } = await createSession(db.kysely, { userId: user.id, clinicId });
      const phone = { cookie: `${TOKEN_COOKIE}=${token}` };
      const code = (await send('POST', '/api/tenant/v1/qr-code')).body.data as unknown as {
        qrId: string;
        codeToken: string;
      };
      const poll = () =>
        send('POST', '/api/mobile/api/getQrcodeStatus', {
          headers: { authorization: `Bearer ${code.codeToken}` },
          body: { qrId: code.qrId },
        });
      expect((await poll()).body.data.status).toBe('waiting');
      await send('POST', `/api/tenant/v1/scan-login?qrId=${code.qrId}&step=scan`, { headers: phone });
      expect((await poll()).body.data.status).toBe('scanned');
      expect((await send('POST', `/api/tenant/v1/scan-login?qrId=${code.qrId}`, { headers: phone })).status).toBe(200);
      const signedIn = await poll();
      expect(signedIn.body.data).toMatchObject({ status: 'confirmed', session: { userId: user.id, clinicId } });
      expect((await poll()).body.data.status).toBe('expired');
    });

    it('finds a test-mode captcha answer on the other process than the one that drew the captcha', async () => {
      const captcha = await send('GET', '/api/tenant/v1/image-captcha');
      const answer = await send('GET', `/api/platform/dev/captcha-answer?captchaId=${captcha.body.data.captchaId}`);
      expect(answer.backend).not.toBe(captcha.backend);
      expect(answer.body.data.answer).toHaveLength(captcha.body.data.length ?? -1);
    });
  },
);
