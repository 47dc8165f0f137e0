// Two values checked against short lists: plain code, no schema library. This module is on the first route (the
// sign-in form's captchas load right after the first paint), where zod cost 15 KB gzip for these two checks.
import { SITE_VARIANTS, type SiteVariant } from '../../domain/site-variants';

export const APP_ENVS = ['development', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * The api host of this environment (spec section 1). The server serves the app and the API from one origin in every
 * environment (under `npm run dev`, Vite serves the page and proxies /api), so each environment's api host is the host
 * its pages come from, on the page's protocol. The image, 3D viewer and shop hosts are the server's configuration
 * (lib/public-hosts.ts), so that one build serves every deployment.
 */
export type EnvironmentHosts = { api: string };

export type Environment = {
  name: AppEnv;
  siteVariant: SiteVariant;
  /** Name of the HttpOnly session cookie the server sets for this site variant. */
  tokenCookie: string;
  hosts: EnvironmentHosts;
};

type PageLocation = Pick<Location, 'protocol' | 'host'>;

const hostsOf = (page: PageLocation): EnvironmentHosts => ({ api: `${page.protocol}//${page.host}` });

const siteVariants = Object.keys(SITE_VARIANTS) as SiteVariant[];

export type EnvVariables = { VITE_APP_ENV?: string; VITE_SITE_VARIANT?: string; DEV?: boolean };

const isOneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

const problemOf = (variable: keyof EnvVariables, allowed: readonly string[], value: string, given?: string) =>
  isOneOf(allowed, value) ? [] : [`${variable} must be one of ${allowed.join(', ')} (got ${JSON.stringify(given)})`];

const nameOf = (variables: EnvVariables) => variables.VITE_APP_ENV || (variables.DEV ? 'development' : 'production');
const siteVariantOf = (variables: EnvVariables) => variables.VITE_SITE_VARIANT || 'main';

/** The environment the variables name, taken as valid. */
function environmentOf(variables: EnvVariables, page: PageLocation): Environment {
  const siteVariant = siteVariantOf(variables) as SiteVariant;
  const name = nameOf(variables) as AppEnv;
  return { name, siteVariant, tokenCookie: SITE_VARIANTS[siteVariant].tokenCookie, hosts: hostsOf(page) };
}

/** Picks and validates the environment; a bad value throws one error that names every bad variable. */
export function resolveEnvironment(variables: EnvVariables, page: PageLocation): Environment {
  const name = nameOf(variables);
  const siteVariant = siteVariantOf(variables);
  const problems = [
    ...problemOf('VITE_APP_ENV', APP_ENVS, name, variables.VITE_APP_ENV),
    ...problemOf('VITE_SITE_VARIANT', siteVariants, siteVariant, variables.VITE_SITE_VARIANT),
  ];
  if (problems.length) throw new Error(`Invalid app environment: ${problems.join('; ')}`);
  return environmentOf(variables, page);
}

const variables: EnvVariables = {
  VITE_APP_ENV: import.meta.env.VITE_APP_ENV,
  VITE_SITE_VARIANT: import.meta.env.VITE_SITE_VARIANT,
  DEV: import.meta.env.DEV,
};
// The build renders /login to HTML in Node (web/prerender), where no page exists: its api host is never used there.
const page = typeof window === 'undefined' ? { protocol: 'http:', host: 'localhost' } : window.location;

/**
 * The environment of this app. The dev server's is validated when this module loads (a bad value throws here, before
 * any request); a build's values were checked when it was built (vite.config.ts fails the build on a bad one), so the
 * checks and their messages stay out of the first route.
 */
export const env: Environment = import.meta.env.DEV
  ? resolveEnvironment(variables, page)
  : environmentOf(variables, page);
