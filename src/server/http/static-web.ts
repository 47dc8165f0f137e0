import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locale';
import { PRERENDERED_FILE, prerenderedMark, type PrerenderedPages } from '../../domain/prerendered';
import { API_PREFIX } from '../../domain/services';
import {
  SHELL_MESSAGES_ELEMENT_ID,
  type CompiledMessages,
  type ShellMessagesByLocale,
} from '../../domain/shell-messages';
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
  const startPages = hasBuild && staticDir ? readStartPages(staticDir) : null;
  if (hasBuild && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true, // .br/.gz written at build time by scripts/precompress.mjs
      setHeaders: (res, filePath) => {
        const urlPath =
          '/' + path.relative(staticDir, filePath).split(path.sep).join('/').replace(PRECOMPRESSED_SUFFIX, '');
        res.header('cache-control', cacheControlFor(urlPath));
        if (urlPath === '/sw.js') res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(API_PREFIX + '/') &&
      pathname !== API_PREFIX;
    if (wantsPage && hasBuild) return sendShell(request, reply, startPages);
    return reply.status(404).send(notFoundEnvelope(request));
  });
}

const ROOT_OPEN = '<div id="root">';

/** start-files.json, written by the web build (vite.config.ts, startFiles): what a start downloads beside the entry. */
export type StartFiles = {
  /** The signed-in shell's chunks and the chunks they import. */
  signedInModules: string[];
  /** Each language's catalog chunk: `public` for every page, `workspace` for the signed-in ones. */
  catalogs: Record<'public' | 'workspace', Partial<Record<string, string>>>;
  /** The loader a page whose HTML shows it starts with (web/start-after-paint.ts); absent from older builds. */
  afterPaintLoader?: string;
  /** Each language's messages of the signed-in shell and /home (domain/shell-messages.ts); absent from older builds. */
  shellMessages?: ShellMessagesByLocale;
};

/**
 * Who a start page is for. `html`: the build's HTML of the requested page in `locale` (prerendered.json), for a
 * visitor who is not signed in and asked for the page's own address, with no query (`?type=2` on /login says the
 * session expired, which the HTML does not show).
 */
export type StartPage = { locale: Locale; isSignedIn: boolean; prerendered?: { path: string; html: string } };

function modulePreload(file: string): string {
  return `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * index.html as a start in `locale` needs it (the web keeps the chosen language in the `cuspid_locale` cookie):
 * `<html lang>` says the language from the first byte, and the language's public catalog is announced in place of the
 * default one's, so a Chinese or Russian page no longer fetches its catalog only after the entry has run (and the
 * English one for nothing). A signed-in start also announces the signed-in shell's chunks and carries the language's
 * shell messages in the page, or announces its whole workspace catalog when the build has none (Lighthouse /home,
 * issue 15). Files the page already announces are left out.
 */
export function startPageHtml(html: string, files: StartFiles, { locale, isSignedIn, prerendered }: StartPage): string {
  const catalogOf = (name: keyof StartFiles['catalogs']) =>
    files.catalogs[name][locale] ?? files.catalogs[name][DEFAULT_LOCALE];
  const defaultPublic = files.catalogs.public[DEFAULT_LOCALE];
  const ownPublic = catalogOf('public');
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (defaultPublic && ownPublic) page = page.replace(`href="/${defaultPublic}"`, `href="/${ownPublic}"`);
  if (prerendered) {
    page = withRootContent(page, prerendered.html, prerenderedMark(prerendered.path, locale));
    if (files.afterPaintLoader) page = withScriptsAfterPaint(page, files.afterPaintLoader);
  }
  if (!isSignedIn) return page;
  const messages = files.shellMessages?.[locale];
  const workspace = messages ? undefined : catalogOf('workspace');
  const links = [...files.signedInModules, ...(workspace ? [workspace] : [])]
    .filter((file) => !page.includes(`/${file}"`))
    .map(modulePreload)
    .join('');
  return page.replace('</head>', `${links}${messages ? messagesBlock(messages, locale) : ''}</head>`);
}

/**
 * The shell messages as a JSON data block: never run, so the CSP's script rule does not apply. `<` is written as its
 * JSON escape, so no text in a message can close the element.
 */
function messagesBlock(messages: CompiledMessages, locale: Locale): string {
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHELL_MESSAGES_ELEMENT_ID}" data-locale="${locale}">${json}</script>`;
}

/**
 * `#root` with `content` in place of what index.html draws there (the brand, until React renders), marked with the
 * page and language it holds: the browser hydrates it only when they are its own (web/main.tsx).
 */
function withRootContent(page: string, content: string, mark: string): string {
  const open = page.indexOf(ROOT_OPEN);
  const close = page.lastIndexOf('</div>', page.indexOf('<noscript>'));
  if (open < 0 || close < open) return page;
  return `${page.slice(0, open)}<div id="root" data-prerendered="${mark}">${content}${page.slice(close)}`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" (?:crossorigin )?href="([^"]+)">\s*/g;

/**
 * A page whose HTML shows it asks for its scripts once that HTML has painted (web/start-after-paint.ts): its
 * entry and module preloads move from the head to the loader's data. On a slow line the stylesheet then has the line
 * to itself and the form paints at once; the scripts follow one frame later, over connections already open.
 */
function withScriptsAfterPaint(page: string, afterPaintLoader: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script type="module" crossorigin src="/${afterPaintLoader}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
  return page.replace(ENTRY_SCRIPT, loader).replace(MODULE_PRELOAD, '');
}

type EncodedPage = Record<'identity' | 'br' | 'gzip', Buffer>;

/** A request for a page: its language, whether it carries a session, and the address it asked for. */
type StartRequest = { locale: Locale; isSignedIn: boolean; pathname: string; hasQuery: boolean };

/** Each start page, built once when first asked for, with its brotli and gzip bodies. */
function readStartPages(staticDir: string): ((start: StartRequest) => EncodedPage) | null {
  try {
    const html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    const files = JSON.parse(fs.readFileSync(path.join(staticDir, 'start-files.json'), 'utf8')) as StartFiles;
    const prerendered = readPrerendered(staticDir);
    const pages = new Map<string, EncodedPage>();
    return ({ locale, isSignedIn, pathname, hasQuery }) => {
      const prerenderedHtml = isSignedIn || hasQuery ? undefined : prerendered[pathname]?.[locale];
      const start: StartPage = {
        locale,
        isSignedIn,
        ...(prerenderedHtml === undefined ? {} : { prerendered: { path: pathname, html: prerenderedHtml } }),
      };
      const key = `${locale}:${isSignedIn}:${start.prerendered?.path ?? ''}`;
      let page = pages.get(key);
      if (page === undefined) {
        const identity = Buffer.from(startPageHtml(html, files, start));
        page = { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) };
        pages.set(key, page);
      }
      return page;
    };
  } catch {
    return null; // An older build without the list: every request gets the page as built.
  }
}

/** prerendered.json, written by the build (web/prerender); none from a build before it. */
function readPrerendered(staticDir: string): PrerenderedPages {
  try {
    return JSON.parse(fs.readFileSync(path.join(staticDir, PRERENDERED_FILE), 'utf8')) as PrerenderedPages;
  } catch {
    return {};
  }
}

function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  startPages: ((start: StartRequest) => EncodedPage) | null,
) {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  if (!startPages) return reply.sendFile('index.html');
  const cookies = request.cookies ?? {};
  const locale = cookies[LOCALE_COOKIE];
  const [pathname = '/', query] = request.url.split('?');
  const page = startPages({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    isSignedIn: Boolean(cookies[SITE_VARIANTS[request.server.config.siteVariant].tokenCookie]),
    pathname,
    hasQuery: query !== undefined,
  });
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity';
  reply.header('vary', 'accept-encoding, cookie');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page[encoding]);
}
