import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database, Flag } from '../db/schema';
import fastifyCookie from '@fastify/cookie';
import { SESSION } from '../../domain/accounts/auth-rules';
import { SITE_VARIANTS } from '../../domain/site-variants';
import type { Principal } from './principal';
import { findFactoryMembership } from './session-view';
import { keepAlive, type SessionRow } from './sessions';
import { sha256 } from './tokens';

export type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    if (!token) return;
    const principal = await loadPrincipal(app.db.kysely, token);
    if (!principal) return;
    request.principal = principal;
    request.principalId = `user:${principal.userId}`;
  });
});

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SITE_VARIANTS[request.server.config.siteVariant].tokenCookie] ?? null;
}

/**
 * The session, its user and the user's membership of the session's clinic, by the token's hash: one query, built and
 * compiled once per database and run with each request's hash (Kysely builds and compiles a query afresh on every
 * call, which cost as much as running this one).
 */
const principalQueries = new WeakMap<Kysely<Database>, CompiledQuery<PrincipalRow>>();

function principalQuery(db: Kysely<Database>, tokenHash: string): CompiledQuery<PrincipalRow> {
  let compiled = principalQueries.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('clinic_members', (join) =>
        join.onRef('clinic_members.clinic_id', '=', 'sessions.clinic_id').onRef('clinic_members.user_id', '=', 'sessions.user_id'),
      )
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.clinic_id',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.is_factory',
        'users.doctor_auth_status',
        'clinic_members.role',
        'clinic_members.is_doctor',
        'clinic_members.hide_prices',
      ])
      .where('sessions.token_hash', '=', TOKEN_HASH_SLOT)
      .where('sessions.revoked_at', 'is', null)
      .compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== TOKEN_HASH_SLOT) throw new Error('principal query: one parameter expected');
    principalQueries.set(db, compiled);
  }
  return { ...compiled, parameters: [tokenHash] };
}

const TOKEN_HASH_SLOT = '<token hash>';

type PrincipalRow = SessionRow & {
  is_factory: Flag;
  doctor_auth_status: number;
  role: 'admin' | 'staff' | null;
  is_doctor: Flag | null;
  hide_prices: Flag | null;
};

/**
 * The principal a token names, re-read on every request (a removed membership takes effect at once): the session, its
 * user and the user's membership of the session's clinic in one query (they were three: principalQuery), and a factory
 * user's factory membership in a second.
 */
export async function loadPrincipal(db: Kysely<Database>, token: string): Promise<Principal | null> {
  const { rows } = await db.executeQuery(principalQuery(db, sha256(token)));
  const row = rows[0];
  if (!row) return null;
  const session = await keepAlive(db, row);
  if (!session) return null;
  // A clinic the user no longer belongs to is no longer the session's clinic.
  const isMember = session.clinicId !== null && row.role !== null;
  const factoryMember = row.is_factory === 1 ? await findFactoryMembership(db, session.userId) : null;
  return {
    sessionId: session.id,
    userId: session.userId,
    clinicId: isMember ? session.clinicId : null,
    isFactory: row.is_factory === 1,
    factoryRole: factoryMember?.role ?? null,
    factoryId: factoryMember?.factoryId ?? null,
    role: isMember ? row.role : null,
    isDoctor: isMember && row.is_doctor === 1,
    hidePrices: isMember && row.hide_prices === 1,
    doctorAuthStatus: row.doctor_auth_status,
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { config } = request.server;
  reply.setCookie(SITE_VARIANTS[config.siteVariant].tokenCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    maxAge: SESSION.absoluteSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { config } = request.server;
  reply.clearCookie(SITE_VARIANTS[config.siteVariant].tokenCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
  });
}
