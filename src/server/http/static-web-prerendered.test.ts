import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_FILE } from '../../domain/prerendered';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startPageHtml } from './static-web';

// index.html as the build writes it: the entry, its preloads, the stylesheet, and the brand drawn in #root.
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>shell</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/public-en.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body>
    <div id="root">
      <header aria-hidden="true"><div><span>Cuspid</span></div></header>
    </div>
    <noscript>JavaScript</noscript>
  </body></html>`;
const LOGIN = { en: '<!--$--><h2>Sign in</h2><!--/$-->', zh: '<!--$--><h2>登录</h2><!--/$-->' };

describe('the prerendered /login (prerendered.json, web/prerender)', () => {
  let t: TestApp;
  let dir: string;
  const catalogs = (name: string) => ({ en: `assets/${name}-en.js`, zh: `assets/${name}-zh.js` });
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(
      path.join(dir, 'start-files.json'),
      JSON.stringify({
        signedInModules: ['assets/shell-1.js'],
        catalogs: { public: catalogs('public'), workspace: catalogs('workspace') },
        afterPaintLoader: 'assets/after-paint-1.js',
      }),
    );
    fs.writeFileSync(path.join(dir, PRERENDERED_FILE), JSON.stringify({ '/login': LOGIN }));
    t = await createTestApp('sqlite', { env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const page = async (url: string, cookies: Record<string, string> = {}) =>
    (await t.app.inject({ url, cookies, headers: { 'accept-encoding': 'identity' } })).body;

  it('puts the page in #root, in the visitor’s language, marked with its path and language', async () => {
    const zh = await page('/login', { cuspid_locale: 'zh' });
    expect(zh).toContain(`<div id="root" data-prerendered="/login zh">${LOGIN.zh}</div>\n    <noscript>`);
    expect(zh).not.toContain('aria-hidden');
    expect(await page('/login')).toContain(`<div id="root" data-prerendered="/login en">${LOGIN.en}</div>`);
  });

  it('asks for the scripts once the page has painted: the entry and its preloads move to the loader', async () => {
    const html = await page('/login', { cuspid_locale: 'zh' });
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/after-paint-1.js" data-entry="/assets/index-abc123.js" data-modules="/assets/react-1.js /assets/public-zh.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('sends the same bytes in every encoding', async () => {
    const identity = await page('/login');
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({ url: '/login', headers: { 'accept-encoding': encoding } });
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(response.rawPayload) : zlib.gunzipSync(response.rawPayload);
      expect(body.toString()).toBe(identity);
    }
  });

  it.each([
    ['a query (/login?type=2 says the session expired)', '/login?type=2', {}],
    ['a session cookie', '/login', { cuspid_token: 'any' }],
    ['another page', '/register', {}],
    ['a language it has no HTML in (the English page is not sent as Russian)', '/login', { cuspid_locale: 'ru' }],
  ])('draws only the brand for %s, with the scripts in the head as built', async (_case, url, cookies) => {
    const html = await page(url, cookies);
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<header aria-hidden="true">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('keeps the scripts in the head as built when the build names no after-paint loader (an older build)', () => {
    const files = { signedInModules: [], catalogs: { public: catalogs('public'), workspace: {} } };
    const html = startPageHtml(INDEX_HTML, files, {
      locale: 'en',
      isSignedIn: false,
      prerendered: { path: '/login', html: LOGIN.en },
    });
    expect(html).toContain(`<div id="root" data-prerendered="/login en">${LOGIN.en}</div>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });
});
