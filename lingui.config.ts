import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
/** The clinical tools (anesthetic calculator, drug reference): public pages that are not on the first route. */
const tools = [
  '<rootDir>/src/web/features/tools',
  '<rootDir>/src/domain/anesthetics',
  '<rootDir>/src/domain/malocclusions',
];
const legal = [
  '<rootDir>/src/web/features/public/pages/user-agreement-page.tsx',
  '<rootDir>/src/web/features/public/pages/privacy-policy-page.tsx',
];
/**
 * The account pages (register, password reset, QR confirm, associate a clinic…) and the sign-in tabs that open on demand (SMS code, QR):
 * not on the first route, whose password form is all /login shows at start.
 */
const account = [
  '<rootDir>/src/web/features/auth/pages/**',
  '<rootDir>/src/web/features/public/pages/relate-clinic-page.tsx',
  '<rootDir>/src/web/features/auth/components/{auth-page-layout,password-rules-hint,phone-code-fields,sms-code-field,sms-sign-in-form,qr-sign-in}.tsx',
];
/** Shared web code only signed-in pages use. */
const signedInLib = [
  '<rootDir>/src/web/lib/upload',
  '<rootDir>/src/web/lib/offline',
  '<rootDir>/src/web/lib/cases',
  '<rootDir>/src/web/lib/model-viewer',
  '<rootDir>/src/web/components/cases',
  '<rootDir>/src/web/components/wizard',
  '<rootDir>/src/web/lib/orders',
  '<rootDir>/src/web/lines',
  '<rootDir>/src/web/components/model-viewer',
  '<rootDir>/src/web/components/upload',
  '<rootDir>/src/web/components/date-picker',
  '<rootDir>/src/web/lib/calendar',
  '<rootDir>/src/web/lib/images',
  '<rootDir>/src/web/lib/session/sign-out.ts',
  '<rootDir>/src/web/app/workspace-routes.tsx',
  '<rootDir>/src/web/components/wearing',
  '<rootDir>/src/web/components/payments',
  '<rootDir>/src/web/components/ui/{data-table,draft-status,form-dialog,licence-validity-note,load-error,more-pages-button}{,/**,.tsx}',
];

/**
 * Shared labels public pages can show: product lines, client messages, form validation, sign-in errors, constants.
 * Keep it in step with what src/web/{app,components,lib,features/public,features/auth} import from src/domain.
 */
const publicDomain = [
  '<rootDir>/src/domain/response-codes.ts',
  '<rootDir>/src/domain/product-lines.ts',
  '<rootDir>/src/domain/constants.ts',
  '<rootDir>/src/domain/validation',
  '<rootDir>/src/domain/accounts',
];

/**
 * Catalogs follow the bundles, so a page downloads only the messages it can show:
 *  public     everything the public first route can render (loaded at start)
 *  account    the account pages and the sign-in tabs besides the password one (loaded with them)
 *  workspace  the signed-in features and the rest of the shared labels (loaded with the first signed-in page)
 *  legal      the user agreement and privacy policy (loaded with those pages)
 *  tools      the clinical tools, public and signed in alike (loaded with those pages)
 *  server     the server's messages and every shared label it may send
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: ['<rootDir>/src/web', ...publicDomain],
      exclude: [...tests, ...legal, ...account, '<rootDir>/src/web/features/!(public|auth)/**', ...signedInLib],
    },
    { path: '<rootDir>/src/locales/{locale}/account', include: account, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}/workspace',
      include: ['<rootDir>/src/web/features', ...signedInLib, '<rootDir>/src/domain'],
      exclude: [
        ...tests,
        ...publicDomain,
        ...tools,
        '<rootDir>/src/web/features/public/**',
        '<rootDir>/src/web/features/auth/**',
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/legal', include: legal, exclude: tests },
    { path: '<rootDir>/src/locales/{locale}/tools', include: tools, exclude: tests },
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/src/server', '<rootDir>/src/domain'],
      exclude: [...tests, '<rootDir>/src/domain/anesthetics', '<rootDir>/src/domain/malocclusions'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macro's <Trans> renders src/web/lib/literal-trans.tsx (aliased in vite.config.ts): user text stays literal.
  runtimeConfigModule: { Trans: ['@cuspid/literal-trans', 'Trans'] },
});
