import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import { SESSION } from '../../domain/accounts/auth-rules';
import { SITE_VARIANTS } from '../../domain/site-variants';
import type { Principal } from './principal';
import { findFactoryMembership } from './session-view';
import { findSession } from './sessions';

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
    const principal = await loadPrincipal(app, token);
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

async function loadPrincipal(app: FastifyInstance, token: string): Promise<Principal | null> {
  const db = app.db.kysely;
  const session = await findSession(db, token);
  if (!session) return null;
  const user = await db
    .selectFrom('users')
    .select(['is_factory', 'doctor_auth_status'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!user) return null;
  const membership =
    session.clinicId === null
      ? undefined
      : await db
          .selectFrom('clinic_members')
          .select(['role', 'is_doctor', 'hide_prices'])
          .where('clinic_id', '=', session.clinicId)
          .where('user_id', '=', session.userId)
          .executeTakeFirst();
  const factoryMember = user.is_factory === 1 ? await findFactoryMembership(db, session.userId) : null;
  return {
    sessionId: session.id,
    userId: session.userId,
    // A clinic the user no longer belongs to is no longer the session's clinic.
    clinicId: membership ? session.clinicId : null,
    isFactory: user.is_factory === 1,
    factoryRole: factoryMember?.role ?? null,
    factoryId: factoryMember?.factoryId ?? null,
    role: membership?.role ?? null,
    isDoctor: membership?.is_doctor === 1,
    hidePrices: membership?.hide_prices === 1,
    doctorAuthStatus: user.doctor_auth_status,
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
