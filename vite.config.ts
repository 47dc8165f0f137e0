import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './src/domain/locale';
import { shellMessages } from './scripts/vite/shell-messages.ts';

const serverPort = Number(process.env.PORT ?? 3000);
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The Lingui macro runs in every build (web, server bundle, tests), so both sides share one catalog set. Catalogs are
// compiled as they are imported; a translation that does not compile fails the build instead of shipping a raw string
// (which Lingui would only warn about at run time, "Uncompiled message detected!", once per render).
const i18nPlugins: PluginOption[] = [
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui({ failOnCompileError: true }),
];

// The service worker precaches the shell; client routes fall back to index.html, /api never does.
// Updates wait for the user (registerType 'prompt'); patient data never goes into Cache Storage.
function pwa(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    includeAssets: ['favicon.svg', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Cuspid',
      short_name: 'Cuspid',
      description: 'Order custom dental products from your manufacturer',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f8fafc',
      theme_color: '#0f766e',
      lang: 'en',
      categories: ['medical', 'business', 'productivity'],
      // Rendered from public/favicon.svg by scripts/render-icons.mjs.
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/docs/],
      cleanupOutdatedCaches: true,
      // Claiming lets the first install control the open page at once. After an update the claim reaches every
      // tab; the web's onNeedReload then shows the prompt instead of reloading (src/web/app/update-prompt.tsx).
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}

/**
 * The first page a visitor sees is /login in the default language. Its modules: what it loads itself (the page, the
 * sign-in form, the default catalog) and what the form loads right after the first paint (the slider captcha and the
 * two captcha calls; tests/bench/first-route-size.bench.ts counts them too).
 */
const firstRoute = [
  /features\/public\/pages\/login-page\.tsx$/,
  /features\/auth\/components\/sign-in-panel\.tsx$/,
  /locales\/en\/public\.po$/,
];
const firstRouteAfterPaint = [
  /features\/auth\/components\/slider-captcha\.tsx$/,
  /features\/auth\/api\/(get-image-captcha|create-slider-challenge)\.ts$/,
];

/**
 * Announces /login's chunks in index.html so they download alongside the entry instead of after it has run (one round
 * trip less before the first paint). And keeps those chunks to what /login uses: a chunk group (advancedChunks below)
 * takes every module its test matches, so a field only signed-in pages use, caught by a broad test, would ride along
 * on the first route. The build fails when a chunk /login downloads carries a module that neither the entry nor
 * /login's modules import (statically, from one of them down).
 */
function firstRouteChunks(): Plugin {
  const isFirstRoute = (id: string, patterns = firstRoute) => patterns.some((pattern) => pattern.test(id));
  return {
    name: 'cuspid:first-route-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const roots = chunks.flatMap((chunk) =>
        chunk.moduleIds.filter(
          (id) =>
            (chunk.isEntry && id === chunk.facadeModuleId) ||
            isFirstRoute(id, [...firstRoute, ...firstRouteAfterPaint]),
        ),
      );
      const used = new Set<string>();
      const use = (id: string) => {
        if (used.has(id)) return;
        used.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) use(imported);
      };
      roots.forEach(use);
      const downloaded = new Set<string>();
      const download = (fileName: string) => {
        const chunk = bundle[fileName];
        if (downloaded.has(fileName) || chunk?.type !== 'chunk') return;
        downloaded.add(fileName);
        chunk.imports.forEach(download);
      };
      for (const chunk of chunks) if (chunk.moduleIds.some((id) => roots.includes(id))) download(chunk.fileName);
      const unused = chunks.flatMap((chunk) =>
        downloaded.has(chunk.fileName)
          ? chunk.moduleIds.filter((id) => !used.has(id) && !id.startsWith('\0')).map((id) => `${chunk.name}: ${id}`)
          : [],
      );
      if (unused.length)
        this.error(`The first route (/login) would download modules it does not use:\n  ${unused.join('\n  ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.values(context.bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' && item.moduleIds.some((id) => isFirstRoute(id)) ? [item.fileName] : [],
        );
        // Vite already announces the entry's static imports; announce only the others.
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The signed-in shell and the first signed-in page (/home): what a remembered user's tab runs at start, from
 * signed-in-routes down. Left to automatic chunking these modules came as some 90 small chunks in about eight rounds
 * (each lazy part asking for the next); Lighthouse's mobile model fetches six at a time per host over HTTP/1.1, at
 * 150 ms a round trip. As one group they arrive in one request, with the start (main.tsx) asking for it at once.
 * Only modules /login does not use: a module the first route imports (statically, from the entry or its own modules)
 * stays where it is, so the group is never downloaded by a visitor who is not signed in.
 */
const signedInShellRoots = [
  'src/web/app/signed-in-routes.tsx',
  'src/web/app/signed-in-pages.tsx',
  'src/web/features/shell/components/app-shell.tsx',
  'src/web/features/sync/components/sync-shell-parts.ts',
  'src/web/features/home/pages/home-page.tsx',
  'src/web/features/shell/pages/no-clinic-page.tsx',
  'src/web/lib/query/app-query-client.ts',
  'src/web/lib/offline/query-persistence.ts',
  'src/web/lib/session/session-store.ts',
  'src/web/lib/shell-catalog.ts',
].map((file) => {
  const path = fileURLToPath(new URL(`./${file}`, import.meta.url));
  if (!existsSync(path)) throw new Error(`signedInShellRoots: no ${file}`);
  return path;
});

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules reachable from `roots` through static imports, or through dynamic ones too. */
function reachable(roots: readonly string[], graph: ModuleGraph, throughDynamicImports = false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
    if (throughDynamicImports) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** The modules the first route imports statically (the entry and /login's chunks), taken once from the graph. */
function publicSideOf(graph: ModuleGraph): Set<string> {
  const entry = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));
  const firstRouteModules = [...reachable([entry], graph, true)].filter((candidate) =>
    [...firstRoute, ...firstRouteAfterPaint].some((pattern) => pattern.test(candidate)),
  );
  return reachable([entry, ...firstRouteModules], graph);
}

/** The chunk group of the signed-in shell: its roots' static imports, less what the first route imports statically. */
function signedInShellGroup() {
  let members: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (!members) {
        const publicSide = publicSideOf(graph);
        // The catalogs stay apart: one per language, loaded by the language in use.
        members = new Set(
          [...reachable(signedInShellRoots, graph)].filter(
            (member) => !publicSide.has(member) && !member.endsWith('.po'),
          ),
        );
      }
      return members.has(id) ? 'signed-in-shell' : null;
    },
  };
}

/**
 * The chunk group of the domain's rules and contracts that neither the first route nor the signed-in start import
 * statically: zod and the schemas, with the labels, codes and rules they share. One chunk that signed-in pages ask for
 * beside their own (about 40 KB brotli), not zod and a few dozen modules of a few hundred bytes each: every lazy
 * page's preload list on the first route would name them one by one. A group of lower priority than the shell's. The
 * clinical tools' rules (anesthetics, malocclusions, drugs) stay with the tools, public pages that use no zod.
 */
function domainGroup() {
  let publicSide: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      publicSide ??= publicSideOf(graph);
      const isDomain =
        /\/src\/domain\/(?!anesthetics|malocclusions|drugs)/.test(id) || /\/node_modules\/zod\//.test(id);
      return isDomain && !publicSide.has(id) ? 'domain' : null;
    },
  };
}

/**
 * The Node build renders the public pages (web/prerender), whose App imports the update prompt lazily: no service
 * worker there, so the PWA plugin's virtual module is a stub that says so if it is ever loaded.
 */
function noServiceWorkerInNode(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'cuspid-no-service-worker-in-node',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) =>
      source === `\0${id}`
        ? `export function useRegisterSW() { throw new Error('No service worker outside the browser.'); }`
        : null,
  };
}

/**
 * What a start downloads beside the entry, written to start-files.json for the server (server/http/static-web.ts),
 * which announces them as module preloads in the page it sends: each language's public catalog (index.html as built
 * names the default one), and for a request carrying the session cookie the signed-in-shell and query chunks (with
 * what they import), so they download beside the entry instead of after it has run, and the language's shell messages
 * (scripts/vite/shell-messages.ts: the workspace catalog cut to what the shell and /home show; 5-7 KB instead of 33-40
 * KB brotli), which the server embeds in the page. Without the file the server sends the page as built. Also the
 * after-paint loader's name (src/web/start-after-paint.ts), which the prerendered /login starts with.
 */
function startFiles(): Plugin {
  return {
    name: 'cuspid:start-files',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const modules = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (modules.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return;
        modules.add(fileName);
        chunk.imports.forEach(add);
      };
      const shell = chunks.filter((chunk) => chunk.name === 'signed-in-shell' || chunk.name === 'query');
      if (shell.length !== 2) this.error('startFiles: no signed-in-shell or query chunk');
      shell.forEach((chunk) => add(chunk.fileName));
      const catalogsNamed = (name: string) =>
        Object.fromEntries(
          chunks.flatMap((chunk) => {
            const pattern = new RegExp(`locales/(\\w+)/${name}\\.po$`);
            const locale = chunk.moduleIds.map((id) => pattern.exec(id)?.[1]).find(Boolean);
            return locale ? [[locale, chunk.fileName]] : [];
          }),
        );
      const catalogs = { public: catalogsNamed('public'), workspace: catalogsNamed('workspace') };
      const afterPaintLoader = chunks.find((chunk) => chunk.isEntry && chunk.name === 'start-after-paint')?.fileName;
      if (!afterPaintLoader) this.error('startFiles: no start-after-paint entry');
      for (const [name, files] of Object.entries(catalogs))
        if (LOCALES.some((locale) => !files[locale]))
          this.error(`startFiles: the ${name} catalog is not one chunk per language`);
      const shellCatalogs = await shellMessages(chunks, modules, catalogs.workspace);
      this.emitFile({
        type: 'asset',
        fileName: 'start-files.json',
        source: JSON.stringify({
          signedInModules: [...modules],
          catalogs,
          afterPaintLoader,
          shellMessages: shellCatalogs,
        }),
      });
    },
  };
}

/**
 * Every dynamic import names the chunks to preload with it (Vite's `__vite__mapDeps`), and nearly every list named
 * the entry's own static chunks, which are always loaded before any dynamic import can run. The first route carries
 * the lists of every lazy page: those names are left out (`resolveDependencies`), from the bundle as it is when the
 * lists are written (this plugin's generateBundle runs first).
 */
function entryChunksNotPreloaded() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'cuspid:entry-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
          loaded.add(fileName);
          chunk.imports.forEach(add);
        };
        const entry = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.isEntry && item.name === 'index',
        );
        if (!entry) this.error('entryChunksNotPreloaded: no index entry');
        add(entry.fileName);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[]) => deps.filter((dep) => !loaded.has(dep));
  return { plugin, resolveDependencies };
}
const entryChunks = entryChunksNotPreloaded();

// The page, and the loader the prerendered /login starts with instead of the entry (src/web/start-after-paint.ts).
const webInputs: Record<string, string> = {
  index: 'index.html',
  'start-after-paint': 'src/web/start-after-paint.ts',
};

// The web's environment is fixed at build time: a bad value fails the build with one line, before anything ships.
const webEnvironment = {
  VITE_APP_ENV: ['development', 'staging', 'production'],
  VITE_SITE_VARIANT: ['main', 'alt'],
} as const;
for (const [name, allowed] of Object.entries(webEnvironment)) {
  const value = process.env[name];
  if (value && !(allowed as readonly string[]).includes(value))
    throw new Error(`Invalid ${name} "${value}": use one of ${allowed.join(', ')}`);
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(version) },
  // What the Lingui macro's <Trans> imports (lingui.config.ts, runtimeConfigModule): user text shown literally.
  resolve: {
    alias: [
      {
        find: '@cuspid/literal-trans',
        replacement: fileURLToPath(new URL('./src/web/lib/literal-trans.tsx', import.meta.url)),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  plugins: isSsrBuild
    ? [...i18nPlugins, noServiceWorkerInNode()]
    : [...i18nPlugins, react(), tailwindcss(), pwa(), firstRouteChunks(), startFiles(), entryChunks.plugin],
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: {
            main: 'src/server/main.ts',
            migrate: 'src/server/migrate-cli.ts',
            admin: 'src/server/admin-cli.ts',
            // Not the server's: the build step that renders the public pages to HTML (web/prerender), run once after.
            prerender: 'src/web/prerender/write-prerendered.ts',
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/web',
        sourcemap: true,
        target: 'es2022',
        // Every browser of the target announces modulepreload itself (Safari from 17); one without it only loads the
        // first route's chunks when imported, so the polyfill's bytes are left off the first route.
        modulePreload: { polyfill: false, resolveDependencies: entryChunks.resolveDependencies },
        rolldownOptions: {
          input: webInputs,
          output: {
            // Hash-only names: the first route carries the list of every lazy chunk's preload dependencies, and the
            // names alone cost 1.4 KB gzip of its 100 KB budget (source maps still name every module).
            chunkFileNames: 'assets/[hash:7].js',
            // The small pieces /login shows travel as one chunk: fewer round trips on the first route. Only those: the
            // other fields (numbers, text areas, new passwords…) go with the pages that use them (firstRouteChunks).
            advancedChunks: {
              groups: [
                {
                  name: 'public-ui',
                  test: /src\/web\/(components\/(ui\/(form\/(form-field|text-field)|form-alert|styles)|public-header|online-indicator|language-switcher|brand-mark)|lib\/forms\/(field-errors|use-focus-first-invalid))|src\/domain\/(accounts\/(auth-errors|auth-rules)|product-lines|constants)\.ts/,
                },
                // /login's page and password form, and what the form loads right after the first paint (the API
                // client with the captcha calls): two chunks instead of a dozen small ones, each with its own gzip
                // overhead and request.
                {
                  name: 'sign-in',
                  test: /src\/web\/features\/(public\/(pages\/login-page|components\/product-line-list)|auth\/(components\/(sign-in-panel|password-sign-in-form|image-captcha-field|slider-skeleton|slider-captcha|agreement-checkbox|phone-field)|hooks\/(use-image-captcha|use-countdown|use-slider-challenge)|lib\/(error-data|slider-trail)|api\/verify-slider))\.tsx?$/,
                },
                // TanStack Query beyond the provider the entry carries: one chunk instead of seven small ones that every
                // signed-in start and every querying widget asked for side by side.
                {
                  name: 'query',
                  test: /node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(?!QueryClientProvider\.js)/,
                  priority: -2,
                  includeDependenciesRecursively: false,
                },
                // Lowest priority: a module another group takes stays there. Its own dependencies are not pulled in: those
                // the first route shares stay in the first route's chunks.
                {
                  ...signedInShellGroup(),
                  debugName: 'signed-in-shell',
                  priority: -1,
                  includeDependenciesRecursively: false,
                },
                {
                  ...domainGroup(),
                  debugName: 'domain',
                  priority: -3,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'api',
                  // Ahead of 'sign-in': signed-in pages share the API client without the sign-in form.
                  priority: 1,
                  test: /src\/(web\/(lib\/(http\/(api-client|envelope)|env|navigation)|features\/auth\/api\/(get-image-captcha|create-slider-challenge))|domain\/services)\.ts$/,
                },
              ],
            },
          },
        },
      },
  ssr: { target: 'node' },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${serverPort + 1}`, changeOrigin: false } },
  },
  test: {
    // Ceilings, not timings: a test waits on its condition, and on a loaded CI machine (load 10 and more) a screen
    // test that takes 1 s alone can take 6. The defaults (5 s, 10 s) failed a dozen such tests there.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
}));
