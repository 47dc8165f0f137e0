// zod/mini: the same validation as zod in fewer bytes. Even so (about 10 KB gzip) it stays out of the first-route
// bundle: the API layer loads this module on first use, and the dev server validates at start (main.tsx).
import * as z from 'zod/mini';
import { SITE_VARIANTS, type SiteVariant } from '../../domain/site-variants';

export const APP_ENVS = ['development', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** The hosts each environment gives the app (spec section 1). Image, viewer and shop hosts are placeholders to set per deployment. */
export type EnvironmentHosts = { api: string; image: string; viewer: string; shop: string };

export type Environment = {
  name: AppEnv;
  siteVariant: SiteVariant;
  /** Name of the HttpOnly session cookie the server sets for this site variant. */
  tokenCookie: string;
  hosts: EnvironmentHosts;
};

type PageLocation = Pick<Location, 'protocol' | 'host'>;

const hostsByEnv: Record<AppEnv, (page: PageLocation) => EnvironmentHosts> = {
  // `npm run dev`: Vite serves the page and proxies /api to the local server, so the api is the page's own origin.
  development: (page) => ({
    api: `${page.protocol}//${page.host}`,
    image: 'https://img.dev.cuspid.example',
    viewer: 'https://viewer.dev.cuspid.example',
    shop: 'https://shop.dev.cuspid.example',
  }),
  staging: () => ({
    api: 'https://api.staging.cuspid.example',
    image: 'https://img.staging.cuspid.example',
    viewer: 'https://viewer.staging.cuspid.example',
    shop: 'https://shop.staging.cuspid.example',
  }),
  // The server serves the app and the API from one origin; the api follows the page's protocol (spec section 1).
  production: (page) => ({
    api: `${page.protocol}//${page.host}`,
    image: 'https://img.cuspid.example',
    viewer: 'https://viewer.cuspid.example',
    shop: 'https://shop.cuspid.example',
  }),
};

const siteVariants = Object.keys(SITE_VARIANTS) as [SiteVariant, ...SiteVariant[]];

const envVariablesSchema = z.object({
  VITE_APP_ENV: z.enum(APP_ENVS, `VITE_APP_ENV must be one of ${APP_ENVS.join(', ')}`),
  VITE_SITE_VARIANT: z.enum(siteVariants, `VITE_SITE_VARIANT must be one of ${siteVariants.join(', ')}`),
});

export type EnvVariables = { VITE_APP_ENV?: string; VITE_SITE_VARIANT?: string; DEV?: boolean };

/** Picks and validates the environment; a bad value throws one error that names every bad variable. */
export function resolveEnvironment(variables: EnvVariables, page: PageLocation): Environment {
  const result = envVariablesSchema.safeParse({
    VITE_APP_ENV: variables.VITE_APP_ENV || (variables.DEV ? 'development' : 'production'),
    VITE_SITE_VARIANT: variables.VITE_SITE_VARIANT || 'main',
  });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.message} (got ${JSON.stringify(variables[issue.path[0] as keyof EnvVariables])})`,
    );
    throw new Error(`Invalid app environment: ${problems.join('; ')}`);
  }
  const { VITE_APP_ENV: name, VITE_SITE_VARIANT: siteVariant } = result.data;
  return { name, siteVariant, tokenCookie: SITE_VARIANTS[siteVariant].tokenCookie, hosts: hostsByEnv[name](page) };
}

/** The environment of this build, validated when this module loads: a bad value throws here, before any request. */
export const env: Environment = resolveEnvironment(
  {
    VITE_APP_ENV: import.meta.env.VITE_APP_ENV,
    VITE_SITE_VARIANT: import.meta.env.VITE_SITE_VARIANT,
    DEV: import.meta.env.DEV,
  },
  window.location,
);
