import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error';
import {
  createSignedLinks,
  loadSigningSecret,
  READ_LINK_BASE,
  SIGNING_SECRET_FILE,
  UPLOAD_GRANT_LIFETIME_SECONDS,
} from './signed-links';

const NOW = Date.UTC(2025, 0, 15, 9, 30);
const links = createSignedLinks('a-test-secret-of-at-least-32-characters!');

function parse(link: string) {
  const url = new URL(link, 'http://portal.test');
  return {
    key: decodeURIComponent(url.pathname.slice(READ_LINK_BASE.length)),
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  };
}

describe('signed read links', () => {
  it('point at the emr object route and are valid for 3600 s', () => {
    const link = links.signReadLink('photo/abc.jpg', NOW);
    expect(link).toMatch(/^\/api\/emr\/oss\/object\/photo\/abc\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    const parts = parse(link);
    expect(Number(parts.expires)).toBe(NOW / 1000 + 3600);
    expect(links.verifyReadLink(parts, NOW)).toBe('ok');
    expect(links.verifyReadLink(parts, NOW + 3600 * 1000)).toBe('ok');
    expect(links.verifyReadLink(parts, NOW + 3601 * 1000)).toBe('expired');
  });

  it('are built on the image host when one is configured, and verify the same', () => {
    const onImageHost = createSignedLinks('a-test-secret-of-at-least-32-characters!', 'https://img.cuspid.cn');
    expect(onImageHost.readLinkBase).toBe('https://img.cuspid.cn/api/emr/oss/object/');
    expect(links.readLinkBase).toBe(READ_LINK_BASE);
    const link = onImageHost.signReadLink('photo/a b.jpg', NOW);
    expect(link).toMatch(/^https:\/\/img\.cuspid\.cn\/api\/emr\/oss\/object\/photo\/a%20b\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    // The host is not signed: the relative link and the absolute one carry the same signature for the same key.
    expect(link.slice('https://img.cuspid.cn'.length)).toBe(links.signReadLink('photo/a b.jpg', NOW));
    expect(onImageHost.verifyReadLink(parse(link), NOW)).toBe('ok');
  });

  it('refuse a changed signature, key or expiry, and another secret', () => {
    const parts = parse(links.signReadLink('model/a.stl', NOW));
    const flipped = parts.signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(links.verifyReadLink({ ...parts, signature: flipped }, NOW)).toBe('bad-signature');
    expect(links.verifyReadLink({ ...parts, key: 'model/b.stl' }, NOW)).toBe('bad-signature');
    expect(links.verifyReadLink({ ...parts, expires: String(Number(parts.expires) + 3600) }, NOW)).toBe(
      'bad-signature',
    );
    expect(links.verifyReadLink({ ...parts, signature: undefined }, NOW)).toBe('bad-signature');
    expect(links.verifyReadLink({ ...parts, expires: 'soon' }, NOW)).toBe('bad-signature');
    expect(createSignedLinks('another-secret-of-at-least-32-characters').verifyReadLink(parts, NOW)).toBe(
      'bad-signature',
    );
  });

  it('check the signature before the expiry: a forged expired link is a bad signature, not "expired"', () => {
    const parts = parse(links.signReadLink('photo/x.png', NOW));
    expect(links.verifyReadLink({ ...parts, signature: 'A'.repeat(43) }, NOW + 10 * 3600 * 1000)).toBe('bad-signature');
  });
});

describe('upload grants', () => {
  it('name their principal and expire after 15 minutes', () => {
    const { grant, expiresAt } = links.signUploadGrant('user:42', NOW);
    expect(expiresAt).toBe(NOW + UPLOAD_GRANT_LIFETIME_SECONDS * 1000);
    expect(links.verifyUploadGrant(grant, NOW)).toEqual({ verdict: 'ok', principalId: 'user:42' });
    expect(links.verifyUploadGrant(grant, expiresAt + 1000)).toEqual({ verdict: 'expired' });
  });

  it('cannot be moved to another principal, nor made from a read link signature', () => {
    const { grant } = links.signUploadGrant('user:42', NOW);
    const [, expires, signature] = grant.split('.');
    const forged = `${Buffer.from('user:43').toString('base64url')}.${expires}.${signature}`;
    expect(links.verifyUploadGrant(forged, NOW)).toEqual({ verdict: 'bad-signature' });
    const read = parse(links.signReadLink('user:42', NOW));
    expect(
      links.verifyUploadGrant(`${Buffer.from('user:42').toString('base64url')}.${read.expires}.${read.signature}`, NOW),
    ).toEqual({ verdict: 'bad-signature' });
    expect(links.verifyUploadGrant('garbage', NOW)).toEqual({ verdict: 'bad-signature' });
  });
});

describe('loadSigningSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('uses STORAGE_SIGNING_SECRET when set, and refuses a short one', () => {
    const dir = tempDir();
    const secret = 'x'.repeat(32);
    expect(loadSigningSecret(dir, { STORAGE_SIGNING_SECRET: secret })).toBe(secret);
    expect(fs.existsSync(path.join(dir, SIGNING_SECRET_FILE))).toBe(false);
    expect(() => loadSigningSecret(dir, { STORAGE_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('otherwise makes a random secret once, readable by the owner only, and keeps it across restarts', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadSigningSecret(dir, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, SIGNING_SECRET_FILE);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSigningSecret(dir, {})).toBe(first);
    expect(fs.readdirSync(dir)).toEqual([SIGNING_SECRET_FILE]);
  });

  it('tightens a secret file others could read, and refuses an empty one', () => {
    const dir = tempDir();
    const file = path.join(dir, SIGNING_SECRET_FILE);
    fs.writeFileSync(file, 'k'.repeat(40), { mode: 0o644 });
    expect(loadSigningSecret(dir, {})).toBe('k'.repeat(40));
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    fs.writeFileSync(file, '');
    expect(() => loadSigningSecret(dir, {})).toThrow(ConfigError);
  });
});
