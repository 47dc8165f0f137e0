import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from './env';

const page = { protocol: 'https:', host: 'portal.clinic.test' };

describe('resolveEnvironment', () => {
  it('defaults to production in a build, on the main site variant', () => {
    const environment = resolveEnvironment({ DEV: false }, page);
    expect(environment.name).toBe('production');
    expect(environment.siteVariant).toBe('main');
    expect(environment.tokenCookie).toBe('cuspid_token');
  });

  it('defaults to development under the dev server', () => {
    expect(resolveEnvironment({ DEV: true }, page).name).toBe('development');
  });

  it('makes the api follow the page protocol and host in every environment (the server serves both)', () => {
    for (const name of ['development', 'staging', 'production']) {
      expect(resolveEnvironment({ VITE_APP_ENV: name }, { protocol: 'http:', host: '10.0.0.5:3000' }).hosts).toEqual({
        api: 'http://10.0.0.5:3000',
      });
    }
    expect(resolveEnvironment({ VITE_APP_ENV: 'staging' }, page).hosts.api).toBe('https://portal.clinic.test');
  });

  it('picks the token cookie name from the site variant', () => {
    expect(resolveEnvironment({ VITE_SITE_VARIANT: 'alt' }, page).tokenCookie).toBe('cuspid_alt_token');
  });

  it('treats empty variables as unset', () => {
    expect(resolveEnvironment({ VITE_APP_ENV: '', VITE_SITE_VARIANT: '' }, page)).toMatchObject({
      name: 'production',
      siteVariant: 'main',
    });
  });

  it('throws one clear error for bad values', () => {
    expect(() => resolveEnvironment({ VITE_APP_ENV: 'prod', VITE_SITE_VARIANT: 'beta' }, page)).toThrowError(
      'Invalid app environment: VITE_APP_ENV must be one of development, staging, production (got "prod"); VITE_SITE_VARIANT must be one of main, alt (got "beta")',
    );
  });
});
