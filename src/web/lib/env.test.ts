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

  it('makes the production api follow the page protocol and host', () => {
    expect(
      resolveEnvironment({ VITE_APP_ENV: 'production' }, { protocol: 'http:', host: '10.0.0.5:3000' }).hosts.api,
    ).toBe('http://10.0.0.5:3000');
  });

  it('gives every environment its own api, image, viewer and shop hosts', () => {
    const staging = resolveEnvironment({ VITE_APP_ENV: 'staging' }, page).hosts;
    const production = resolveEnvironment({ VITE_APP_ENV: 'production' }, page).hosts;
    for (const key of ['api', 'image', 'viewer', 'shop'] as const) {
      expect(staging[key]).toMatch(/^https?:\/\//);
      expect(staging[key]).not.toBe(production[key]);
    }
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
