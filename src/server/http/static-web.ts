import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locale';
import { API_PREFIX } from '../../domain/services';
import { SITE_VARIANTS } from '../../domain/site-variants';
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
  const signedInShells = hasBuild && staticDir ? readSignedInShells(staticDir) : null;
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
    if (wantsPage && hasBuild) return sendShell(request, reply, signedInShells);
    return reply.status(404).send(notFoundEnvelope(request));
  });
}

/** signed-in-start.json, written by the web build (vite.config.ts, signedInStartFiles). */
export type SignedInStartFiles = { modules: string[]; catalogs: Partial<Record<string, string>> };

/**
 * index.html for a signed-in start: the signed-in shell's chunks and the language's workspace catalog announced as
 * module preloads, so they download beside the entry instead of after it has run (Lighthouse /home, issue 15). Files
 * the page already announces are left out.
 */
export function signedInShellHtml(html: string, files: SignedInStartFiles, locale: Locale): string {
  const catalog = files.catalogs[locale] ?? files.catalogs[DEFAULT_LOCALE];
  const links = [...files.modules, ...(catalog ? [catalog] : [])]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

function readSignedInShells(staticDir: string): ((locale: Locale) => string) | null {
  try {
    const html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    const files = JSON.parse(fs.readFileSync(path.join(staticDir, 'signed-in-start.json'), 'utf8')) as SignedInStartFiles;
    const pages = new Map<Locale, string>();
    return (locale) => {
      let page = pages.get(locale);
      if (page === undefined) pages.set(locale, (page = signedInShellHtml(html, files, locale)));
      return page;
    };
  } catch {
    return null; // An older build without the list: every request gets the page as built.
  }
}

function sendShell(request: FastifyRequest, reply: FastifyReply, signedInShells: ((locale: Locale) => string) | null) {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  const cookies = request.cookies ?? {};
  if (signedInShells && cookies[SITE_VARIANTS[request.server.config.siteVariant].tokenCookie]) {
    const locale = cookies[LOCALE_COOKIE];
    return reply.send(signedInShells(isLocale(locale) ? locale : DEFAULT_LOCALE));
  }
  return reply.sendFile('index.html');
}
