import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { cacheControlFor, startPageHtml } from './static-web';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>shell</title><script type="module" src="/assets/index-abc123.js"></script>' +
  '<link rel="modulepreload" href="/assets/public-en.js"></head></html>';
const LOCALE_CATALOGS = (name: string) => ({
  en: `assets/${name}-en.js`,
  zh: `assets/${name}-zh.js`,
  ru: `assets/${name}-ru.js`,
});

/** The page's body as sent, whatever the encoding. */
function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

describe('serving the built PWA', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(
      path.join(dir, 'start-files.json'),
      JSON.stringify({
        signedInModules: ['assets/shell-1.js', 'assets/index-abc123.js'],
        catalogs: { public: LOCALE_CATALOGS('public'), workspace: LOCALE_CATALOGS('workspace') },
      }),
    );
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x=1');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    // The build writes .br and .gz beside the shell files too (scripts/precompress.mjs).
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', path.join('assets', 'index-abc123.js')]) {
      const body = fs.readFileSync(path.join(dir, file));
      fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(body));
    }
    t = await createTestApp('sqlite', { env: { STATIC_DIR: dir, FRAME_ANCESTORS: "'self' https://partner.example" } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('marks hashed assets immutable and never caches index.html or the service worker', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/manifest.webmanifest')).headers['cache-control']).toBe('no-store');
  });

  it.each(['identity', 'gzip', 'br'])(
    'never caches the shell files, and keeps hashed assets immutable, with %s',
    async (encoding) => {
      for (const url of ['/sw.js', '/manifest.webmanifest', '/', '/login?type=2']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding === 'identity' ? undefined : encoding);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      const asset = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('sends the precompressed file to a browser that accepts it, and the plain one otherwise', async () => {
    const compressed = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/login?type=2', '/patientCenter?id=5', '/dentureTeethOrderDetail/12']) {
      const page = await t.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<title>shell</title>');
    }
  });

  it('announces the signed-in shell and the language’s catalogs in the page of a request with the session cookie', async () => {
    const signedIn = await t.app.inject({ url: '/home', cookies: { cuspid_token: 'any', cuspid_locale: 'ru' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers['content-type']).toContain('text/html');
    const page = decoded(signedIn);
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(page).toContain('href="/assets/workspace-ru.js"');
    expect(page).toContain('href="/assets/public-ru.js"');
    expect(page).not.toMatch(/workspace-en|public-en/);
    // What the page already names is not announced twice.
    expect(page.split('/assets/index-abc123.js').length).toBe(2);
  });

  it('sends a visitor who chose Chinese the page in Chinese: its lang, and the Chinese public catalog announced', async () => {
    const page = decoded(await t.app.inject({ url: '/login', cookies: { cuspid_locale: 'zh' } }));
    expect(page).toBe(INDEX_HTML.replace('lang="en"', 'lang="zh"').replace('public-en', 'public-zh'));
  });

  it.each([[undefined], ['xx']])('sends the page as built to a visitor whose language cookie is %s', async (locale) => {
    const response = await t.app.inject({ url: '/login', cookies: locale ? { cuspid_locale: locale } : {} });
    expect(decoded(response)).toBe(INDEX_HTML);
    expect(response.headers.vary).toContain('cookie');
  });

  it('announces the default language’s catalogs when a signed-in start names no language it has', () => {
    const files = { signedInModules: ['assets/a.js'], catalogs: { public: {}, workspace: { en: 'assets/en.js' } } };
    const html = startPageHtml('<html lang="en"><head><title>x</title></head>', files, {
      locale: 'zh',
      isSignedIn: true,
    });
    expect(html).toBe(
      '<html lang="zh"><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/en.js"></head>',
    );
  });

  describe('a signed-in start with the build’s shell messages', () => {
    const files = {
      signedInModules: ['assets/a.js'],
      catalogs: { public: {}, workspace: { en: 'assets/ws-en.js', ru: 'assets/ws-ru.js' } },
      shellMessages: { en: { a1: ['Home'] }, ru: { a1: ['Главная'], b2: ['</script><b>x'] } },
    };
    const start = (locale: 'en' | 'ru' | 'zh', isSignedIn = true) =>
      startPageHtml('<html lang="en"><head><title>x</title></head>', files, { locale, isSignedIn });

    it('carries the language’s messages as a JSON data block instead of announcing the whole workspace catalog', () => {
      const html = start('en');
      expect(html).toContain(
        '<script type="application/json" id="shell-messages" data-locale="en">{"a1":["Home"]}</script></head>',
      );
      expect(html).not.toContain('ws-en');
      expect(html).toContain('href="/assets/a.js"');
    });

    it('writes `<` as its JSON escape, so no message closes the element, and the block still reads back whole', () => {
      const html = start('ru');
      const block = /<script type="application\/json" id="shell-messages" data-locale="ru">(.*?)<\/script>/.exec(html);
      expect(block?.[1]).not.toContain('<');
      expect(JSON.parse(block?.[1] ?? '')).toEqual(files.shellMessages.ru);
    });

    it('announces the whole workspace catalog for a language the build cut no messages for', () => {
      const html = start('zh');
      expect(html).not.toContain('shell-messages');
      expect(html).toContain('href="/assets/ws-en.js"');
    });

    it('carries no messages in a page for a visitor who is not signed in', () => {
      expect(start('en', false)).not.toContain('shell-messages');
    });
  });

  it('never falls back for /api: an unknown API path is a JSON 404 envelope in the request language', async () => {
    const response = await t.app.inject({ url: '/api/tenant/v1/nothing-here', headers: { language: 'EN' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 404, msg: 'Not found.', data: null });
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('sends security headers that still allow the configured iframe embedding', async () => {
    const page = await t.app.inject('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    ['/index.html', 'no-store'],
    ['/sw.js', 'no-store'],
    ['/registerSW.js', 'no-store'],
    ['/assets/app-1a2b.css', 'public, max-age=31536000, immutable'],
    ['/workbox-5f1e2d.js', 'public, max-age=31536000, immutable'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
  ])('cache policy of %s is %s', (url, policy) => expect(cacheControlFor(url)).toBe(policy));
});
