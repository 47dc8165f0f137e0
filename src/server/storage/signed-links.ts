import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD } from '../../domain/constants';
import { serviceBasePath } from '../../domain/services';
import { ConfigError } from '../config-error';

/** Where signed read links point: the emr service's object route (routes.ts). */
export const READ_LINK_BASE = `${serviceBasePath('emr')}/oss/object/`;

/**
 * The read links' base: on the image host when one is configured (PUBLIC_IMAGE_HOST, an origin that forwards the
 * object route to the servers: an absolute link), else relative, on the portal's own origin.
 */
export function readLinkBase(imageHost: string | null): string {
  return `${imageHost ?? ''}${READ_LINK_BASE}`;
}
/** An upload grant (what getSts hands the browser) lives this long; the browser asks again when it nears its end. */
export const UPLOAD_GRANT_LIFETIME_SECONDS = 15 * 60;
export const SIGNING_SECRET_FILE = 'signing-secret';
const MIN_SECRET_LENGTH = 32;

export type LinkVerdict = 'ok' | 'bad-signature' | 'expired';

export type SignedLinks = {
  /** What every read link starts with (`readLinkBase`): the stored files' `prefix` as the web receives it. */
  readLinkBase: string;
  /**
   * `[<image host>]/api/emr/oss/object/<key>?expires=<epoch s>&signature=<base64url>`, valid for 3600 s from `now`
   * (ms).
   */
  signReadLink(key: string, now?: number): string;
  verifyReadLink(
    input: { key: string; expires: string | undefined; signature: string | undefined },
    now?: number,
  ): LinkVerdict;
  /** A short-lived credential for the multipart routes, bound to one principal. `expiresAt` is epoch ms. */
  signUploadGrant(principalId: string, now?: number): { grant: string; expiresAt: number };
  verifyUploadGrant(
    grant: string,
    now?: number,
  ): { verdict: 'ok'; principalId: string } | { verdict: Exclude<LinkVerdict, 'ok'> };
};

/**
 * HMAC-SHA256 over (what the signature is for, the subject, the expiry), so a read link's signature is worthless as an
 * upload grant and the other way round. Comparisons are constant-time; the signature is checked before the expiry.
 */
export function createSignedLinks(secret: string | Buffer, imageHost: string | null = null): SignedLinks {
  const base = readLinkBase(imageHost);
  const mac = (use: 'read-object' | 'upload-grant', subject: string, expires: number) =>
    createHmac('sha256', secret)
      .update(JSON.stringify([use, subject, expires]))
      .digest();
  const seconds = (now: number) => Math.floor(now / 1000);

  const verify = (
    use: 'read-object' | 'upload-grant',
    subject: string,
    expires: string | undefined,
    signature: string | undefined,
    now: number,
  ): LinkVerdict => {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature))
      return 'bad-signature';
    const given = Buffer.from(signature, 'base64url');
    const wanted = mac(use, subject, Number(expires));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'bad-signature';
    return seconds(now) > Number(expires) ? 'expired' : 'ok';
  };

  return {
    readLinkBase: base,
    signReadLink(key, now = Date.now()) {
      const expires = seconds(now) + UPLOAD.signedLinkLifetimeSeconds;
      const signature = mac('read-object', key, expires).toString('base64url');
      const encodedKey = key.split('/').map(encodeURIComponent).join('/');
      return `${base}${encodedKey}?expires=${expires}&signature=${signature}`;
    },
    verifyReadLink({ key, expires, signature }, now = Date.now()) {
      return verify('read-object', key, expires, signature, now);
    },
    signUploadGrant(principalId, now = Date.now()) {
      const expires = seconds(now) + UPLOAD_GRANT_LIFETIME_SECONDS;
      const subject = Buffer.from(principalId, 'utf8').toString('base64url');
      return {
        grant: `${subject}.${expires}.${mac('upload-grant', principalId, expires).toString('base64url')}`,
        expiresAt: expires * 1000,
      };
    },
    verifyUploadGrant(grant, now = Date.now()) {
      const [subject, expires, signature, ...rest] = grant.split('.');
      if (!subject || rest.length > 0 || !/^[A-Za-z0-9_-]{1,400}$/.test(subject)) return { verdict: 'bad-signature' };
      const principalId = Buffer.from(subject, 'base64url').toString('utf8');
      const verdict = verify('upload-grant', principalId, expires, signature, now);
      return verdict === 'ok' ? { verdict, principalId } : { verdict };
    },
  };
}

/**
 * The signing secret: `STORAGE_SIGNING_SECRET` (at least 32 characters; the same on every server behind one
 * address), or else a random one kept in `<dataDir>/signing-secret` (mode 0600), created on first start, so links
 * survive restarts. Deleting the file invalidates every link and grant handed out.
 */
export function loadSigningSecret(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.STORAGE_SIGNING_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new ConfigError(`Invalid configuration: STORAGE_SIGNING_SECRET: at least ${MIN_SECRET_LENGTH} characters`);
    return fromEnv;
  }
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== null) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx', flush: true });
  try {
    fs.linkSync(temporary, file); // never replaces: a second process starting at the same moment keeps the first secret
    return secret;
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    return readSecretFile(file) ?? secret;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readSecretFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `Invalid configuration: ${file} is too short; delete it to make a new one (links already handed out stop working)`,
    );
  if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return text;
}
