// Lets a spec import the app's own TypeScript modules (e.g. the permission matrix, src/domain/accounts/permissions.ts)
// so it derives its expectations from the source of truth instead of restating them. Node strips the types; two
// things the bundler does are done here: extensionless relative imports resolve to their `.ts` file, and the lingui
// macros (compiled away in the app) become plain message descriptors.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const MACRO_SHIM = new URL('./lingui-macro-shim.mjs', import.meta.url).href;
const MACROS = new Set(['@lingui/core/macro', '@lingui/react/macro']);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (MACROS.has(specifier)) return { url: MACRO_SHIM, shortCircuit: true };
    const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
    if (isRelative && context.parentURL?.endsWith('.ts') && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const suffix of ['.ts', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  },
});
