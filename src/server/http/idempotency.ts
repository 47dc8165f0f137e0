import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../domain/response-codes';
import { IDEMPOTENCY_HEADER } from '../../domain/services';
import type { Database } from '../db/schema';
import { AppError, type Envelope } from './envelope';
import { isPlainContainer } from './request-input';

/** How long the first answer to a key is replayed (then the key may be used afresh). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type Work<T> = (trx: Transaction<Database>) => Promise<Envelope<T>>;

/**
 * Runs a mutating route's work in one transaction. With an Idempotency-Key, the key is claimed first in that
 * same transaction and the answer is stored beside the write, so the effect and its record commit together:
 * a repeat (even one sent while the first is still running) gets the first answer back and changes nothing.
 * Failures are not stored: nothing was applied, so a retry runs afresh.
 */
export async function runMutation<T>(request: FastifyRequest, reply: FastifyReply, work: Work<T>): Promise<Envelope<T>> {
  const db = request.server.db.kysely;
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return db.transaction().execute(work);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError(ErrorCode.badRequest);

  const scopeKey = `${request.principalId ?? 'anonymous'}:${key}`;
  const path = request.routeOptions.url ?? request.url;
  const requestHash = hashRequest(request.method, request.url, request.body);
  const now = Date.now();

  const existing = await findLive(request, scopeKey, now);
  if (existing) return replay(reply, existing, requestHash);

  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('idempotency_keys')
        .where('scope_key', '=', scopeKey)
        .where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS) // only a record past its window
        .execute();
      await trx
        .insertInto('idempotency_keys')
        .values({ scope_key: scopeKey, method: request.method, path, request_hash: requestHash, status_code: 0, response_body: '', created_at: now })
        .execute();
      const body = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, response_body: JSON.stringify(body) })
        .where('scope_key', '=', scopeKey)
        .execute();
      return body;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request with this key committed first: answer as it did.
    const winner = await findLive(request, scopeKey, now);
    if (!winner) throw new AppError(ErrorCode.conflict);
    return replay(reply, winner, requestHash);
  }
}

type StoredAnswer = { request_hash: string; status_code: number; response_body: string };

async function findLive(request: FastifyRequest, scopeKey: string, now: number): Promise<StoredAnswer | undefined> {
  return request.server.db.kysely
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope_key', '=', scopeKey)
    .where('created_at', '>', now - IDEMPOTENCY_WINDOW_MS)
    .executeTakeFirst();
}

function replay<T>(reply: FastifyReply, stored: StoredAnswer, requestHash: string): Envelope<T> {
  if (stored.request_hash !== requestHash) throw new AppError(ErrorCode.idempotencyMismatch);
  reply.status(stored.status_code).header('idempotent-replayed', 'true');
  return JSON.parse(stored.response_body) as Envelope<T>;
}

/**
 * Same method, URL and body (keys in any order) -> same hash. The body is parsed JSON, whose depth the JSON parser
 * bounds (request-input.ts); anything else (a raw stream sent to a route that takes no such body) is refused.
 */
export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${url}\n${canonicalJson(body ?? null)}`).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    if (!isPlainContainer(value)) throw new AppError(ErrorCode.unsupportedMediaType);
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Prunes records past the replay window; called on a timer by the server. */
export async function pruneIdempotencyKeys(db: { kysely: Kysely<Database> }, now = Date.now()): Promise<number> {
  const result = await db.kysely.deleteFrom('idempotency_keys').where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
