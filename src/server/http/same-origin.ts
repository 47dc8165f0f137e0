import { msg } from '@lingui/core/macro';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../domain/response-codes';
import { AppError } from './envelope';

/** Methods that may change state: only the app's own pages may send them (cross-site request forgery). */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossOriginRefused = msg`This request came from another website and was refused. Open Cuspid itself and try again.`;

/**
 * Refuses every unsafe request a browser sends from another origin, signed in or not (a forged sign-in is an
 * attack too). The browser says where a request comes from: `Origin` on every cross-origin request and on
 * same-origin ones other than GET/HEAD, and `Sec-Fetch-Site` in current browsers. So:
 *  - with `Origin`: allowed when it is the app's own (its host is the request's Host, or X-Forwarded-Host under
 *    TRUST_PROXY) or one of ALLOWED_ORIGINS; `Origin: null` (sandboxed frames, opaque redirects) never is;
 *  - without `Origin`, with `Sec-Fetch-Site`: allowed only for `same-origin` and `none` (the user's own action);
 *  - with neither: not a browser page's request (curl, a server, an old browser), so not forgeable: allowed.
 * SameSite=Lax alone does not do this: a sibling subdomain or another port of the host is "same site".
 */
export function installSameOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
  app.addHook('onRequest', (request, _reply, done) => {
    if (UNSAFE_METHODS.has(request.method) && !comesFromOwnPages(request, allowed)) throw new AppError(ErrorCode.forbidden, crossOriginRefused);
    done();
  });
}

export function comesFromOwnPages(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = single(request.headers.origin);
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (normalized === null) return false;
    return allowedOrigins.has(normalized) || isOwnOrigin(normalized, request.host);
  }
  const site = single(request.headers['sec-fetch-site']);
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

/**
 * The scheme is not compared: TLS is often ended in front of the server without TRUST_PROXY, so the server cannot
 * tell its own scheme; the host and port decide (an http page on the very same host is the same operator's).
 */
function isOwnOrigin(origin: string, host: string): boolean {
  const { protocol, host: originHost } = new URL(origin);
  try {
    return new URL(`${protocol}//${host}`).host === originHost;
  } catch {
    return false;
  }
}

/** `scheme://host[:port]` as the URL standard writes it (lower case, no default port), or null if not an origin. */
export function normalizeOrigin(value: string): string | null {
  if (value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
