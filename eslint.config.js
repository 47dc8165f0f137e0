import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Arrows go one way: web -> domain, server -> domain. Domain imports neither side.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
  { files: ['src/server/**'], rules: restrict([{ group: ['**/web/**'], message: 'The server never imports the web.' }]) },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['**/server/**'], message: 'The web never imports the server.' }]),
    },
  },
  {
    files: ['src/web/features/*/**'],
    rules: restrict([
      { group: ['**/server/**'], message: 'The web never imports the server.' },
      { group: ['**/features/*/**'], message: 'Features do not import each other: share through domain, web/lib or web/components.' },
      { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features do not import each other: share through domain, web/lib or web/components.' },
    ]),
  },
);
