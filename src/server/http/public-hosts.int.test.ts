import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageTestApp, png, type StorageTestApp } from '../storage/testing';

const HOSTS = {
  PUBLIC_IMAGE_HOST: 'https://img.staging.cuspid.cn',
  PUBLIC_VIEWER_HOST: 'https://viewer.staging.cuspid.cn',
  PUBLIC_SHOP_HOST: 'https://shop.staging.cuspid.cn',
};

/** A signed link's path and query, as a request to the image host reaches the servers behind it. */
const pathOf = (link: string) => {
  const url = new URL(link, 'http://portal.test');
  return `${url.pathname}${url.search}`;
};

describe.each([
  ['configured', HOSTS],
  ['not configured', {}],
] as const)("the environment's public hosts, %s", (_name, env) => {
  let t: StorageTestApp;
  const image = png(2_000);
  const isConfigured = 'PUBLIC_IMAGE_HOST' in env;
  beforeAll(async () => {
    t = await createStorageTestApp('sqlite', { env });
    await t.store.putObject({ key: 'photo/hosts.png', purpose: 'photo', body: image });
  });
  afterAll(async () => t.close());

  it('are answered to anyone, null where not configured', async () => {
    const response = await t.app.inject('/api/platform/v1/public-hosts');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      isConfigured
        ? { image: HOSTS.PUBLIC_IMAGE_HOST, viewer: HOSTS.PUBLIC_VIEWER_HOST, shop: HOSTS.PUBLIC_SHOP_HOST }
        : { image: null, viewer: null, shop: null },
    );
  });

  it('let the page load images from the image host (CSP img-src and connect-src), and nothing else besides', async () => {
    const csp = String((await t.app.inject('/api/platform/live')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim();
    if (isConfigured) {
      expect(directive('img-src')).toBe("img-src 'self' data: blob: https://img.staging.cuspid.cn");
      expect(directive('connect-src')).toBe("connect-src 'self' https://img.staging.cuspid.cn");
    } else {
      expect(directive('img-src')).toBe("img-src 'self' data: blob:");
      expect(directive('connect-src')).toBe("connect-src 'self'");
    }
    expect(csp).not.toContain('viewer.staging');
    expect(csp).not.toContain('shop.staging');
  });

  it('sign read links on the image host, readable from other origins only then', async () => {
    const link = t.links.signReadLink('photo/hosts.png');
    expect(
      link.startsWith(isConfigured ? 'https://img.staging.cuspid.cn/api/emr/oss/object/' : '/api/emr/oss/object/'),
    ).toBe(true);
    const response = await t.app.inject({ url: pathOf(link), headers: { origin: 'https://viewer.staging.cuspid.cn' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(image)).toBe(true);
    expect(response.headers['access-control-allow-origin']).toBe(isConfigured ? '*' : undefined);
    expect(response.headers['cross-origin-resource-policy']).toBe(isConfigured ? 'cross-origin' : 'same-origin');
    // Every other answer keeps the same-origin resource policy.
    expect((await t.app.inject('/api/platform/live')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
