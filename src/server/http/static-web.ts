import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '../../domain/services';
import { notFoundEnvelope } from './errors';

/** Files that must be fetched afresh every time: they name everything else, so a stale copy pins an old release. */
const NEVER_CACHED = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);
const IMMUTABLE = /^\/(assets\/|workbox-[\w-]+\.js$)/;
/** The build's precompressed copies (scripts/precompress.mjs): `x.js.br` is served for `x.js` and cached as `x.js`. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(urlPath: string): string {
  if (NEVER_CACHED.has(urlPath)) return 'no-store';
  if (IMMUTABLE.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built PWA. Client routes get index.html (no-store); /api never does: an unknown API path
 * answers a JSON 404 envelope, so a client never mistakes the shell for data.
 */
export async function serveWebApp(app: FastifyInstance, staticDir: string | null): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : null;
  const hasBuild = indexFile !== null && fs.existsSync(indexFile);
  if (hasBuild && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true, // .br/.gz written at build time by scripts/precompress.mjs
      setHeaders: (res, filePath) => {
        const urlPath = '/' + path.relative(staticDir, filePath).split(path.sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
        res.header('cache-control', cacheControlFor(urlPath));
        if (urlPath === '/sw.js') res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(API_PREFIX + '/') && pathname !== API_PREFIX;
    if (wantsPage && hasBuild) return sendShell(reply);
    return reply.status(404).send(notFoundEnvelope(request));
  });
}

function sendShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').sendFile('index.html');
}
