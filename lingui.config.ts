import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog set for the web screens and the server's messages alike.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
