import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Arrows go one way: web -> domain, server -> domain. Domain imports neither side.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const serverNeverWeb = { group: ['**/web/**'], message: 'The server never imports the web.' };
// A server module is imported by another only through its public file, modules/<name>/index.ts (tests also use
// modules/<name>/test-kit.ts). The regex sees a sibling module's path: one `../` deeper per folder level.
const throughPublicFile = (up) => ({
  regex: `^${'\\.\\./'.repeat(up)}[^./][^/]*/(?!test-kit$)`,
  message: "Another server module is imported through its public file (../<module>, its index.ts), never its parts.",
});
const webNeverServer = { group: ['**/server/**'], message: 'The web never imports the server.' };
// web/lib is hooks, queries and plumbing: screens live in web/components and web/features (lib may use the toast and
// confirm stores, which are not screens).
const libHoldsNoScreens = {
  regex: '(^|/)(features|components)/(?!ui/(toast/toast-store|confirm/confirm-store)$)',
  message: 'web/lib holds no screens and imports none: put the screen in web/components or the feature.',
};
// The outbox has one public module (lib/offline/outbox/index.ts) and a testing one; the rest is lib/offline's own.
const outboxFacadeOnly = {
  group: ['**/offline/outbox/*', '!**/offline/outbox/testing', '**/offline/outbox/testing/*', '**/offline/outbox-provider'],
  message: "Use the outbox's public module (lib/offline/outbox) or, in tests, lib/offline/outbox/testing.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/locales/**', 'coverage/**', 'tests/e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      { group: ['**/web/**', '**/server/**'], message: 'domain is shared and pure: it imports neither side.' },
      { group: ['node:*', 'fs', 'path', 'react', 'react-dom'], message: 'domain has no Node or DOM APIs.' },
    ]),
  },
  { files: ['src/server/**'], rules: restrict([serverNeverWeb]) },
  { files: ['src/server/modules/*/*.ts'], rules: restrict([serverNeverWeb, throughPublicFile(1)]) },
  { files: ['src/server/modules/*/*/*.ts'], rules: restrict([serverNeverWeb, throughPublicFile(2)]) },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([webNeverServer, outboxFacadeOnly]),
    },
  },
  {
    files: ['src/web/features/*/**'],
    rules: restrict([
      webNeverServer,
      outboxFacadeOnly,
      { group: ['**/features/*/**'], message: 'Features do not import each other: share through domain, web/lib or web/components.' },
      { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features do not import each other: share through domain, web/lib or web/components.' },
    ]),
  },
  { files: ['src/web/lib/**'], rules: restrict([webNeverServer, outboxFacadeOnly, libHoldsNoScreens]) },
  // lib/offline itself (and its tests) uses the outbox's parts directly.
  { files: ['src/web/lib/offline/**'], rules: restrict([webNeverServer, libHoldsNoScreens]) },
);
