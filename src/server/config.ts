import { z } from 'zod';
import path from 'node:path';
import { normalizeOrigin } from './http/same-origin';
import { loadSigningSecret } from './storage/signed-links';
import { ConfigError } from './config-error';
import { parseFactoryList, type FactorySpec } from '../domain/accounts/factory-config';
import type { PublicHosts } from '../domain/public-hosts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the server reads. Anything invalid stops the server with one clear line. */
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (`sqlite:` prefix optional). */
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** demo: seeds demo data on a fresh database; test: like demo, for automated tests; production: no demo data. */
  APP_MODE: z.enum(['demo', 'test', 'production']).default('demo'),
  SITE_VARIANT: z.enum(['main', 'alt']).default('main'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built PWA; the server serves it and falls back to its index.html for client routes. */
  STATIC_DIR: z.string().min(1).default('./dist/web'),
  /** Origins allowed to embed the portal in an iframe (spec: iframe=true), space-separated. */
  FRAME_ANCESTORS: z.string().default("'self'"),
  TRUST_PROXY: bool.default(false),
  /**
   * Origins besides the app's own (its Host) whose pages may send state-changing requests, space-separated
   * (e.g. a front end served from another host); every other origin is refused (docs/security.md).
   */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Longest a client may take to send its request line and headers; slower ones are cut (slow-header attacks). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Longest a client may take to send a whole request, body included (an upload part is at most 5 MiB). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** Send the session cookie only over HTTPS; on by default in production mode. */
  COOKIE_SECURE: bool.optional(),
  /** Signs object read links and upload grants; without it a random secret is kept in DATA_DIR/signing-secret. */
  STORAGE_SIGNING_SECRET: z.string().min(32).optional(),
  /** On SIGTERM, how long readiness answers 503 (the balancer stops sending) before the server closes. */
  /** The service desk shown in the top bar and on the public pages (spec section 1), and its chat provider. */
  SERVICE_EMAIL: z.string().min(3).default('service@cuspid.example'),
  SERVICE_PHONE: z.string().min(3).default('+86 400 000 0000'),
  SERVICE_CHAT: z.enum(['local', 'none']).default('local'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Where uploaded files live: `local` (DATA_DIR/objects, the default) or `s3` (an S3-compatible store, below). */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  /** The bucket's base name: each APP_MODE uses its own bucket, `<S3_BUCKET>-<APP_MODE>` (test never writes to production's). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,40}[a-z0-9]$/, 'lower-case letters, digits, dots and hyphens, 3-42 characters')
    .optional(),
  /** The store's address, for MinIO, Alibaba OSS or Huawei OBS (e.g. https://oss-cn-hangzhou.aliyuncs.com); AWS S3 without it. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style URLs (https://host/bucket/key), which MinIO needs; virtual-host style otherwise. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Both or neither; without them the AWS SDK's own chain (instance role, AWS_* variables) supplies credentials. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The manufacturer's name and its factories (`CODE:NAME:CITY`, comma-separated), made to exist at start. */
  MANUFACTURER: z.string().trim().min(1).max(100).optional(),
  FACTORIES: z.string().optional(),
  /**
   * This environment's image, 3D viewer and shop hosts (spec section 1), each an origin (https://host[:port]);
   * unset: images are read from the portal's own origin, and the viewer and shop links are not offered.
   */
  PUBLIC_IMAGE_HOST: z.string().optional(),
  PUBLIC_VIEWER_HOST: z.string().optional(),
  PUBLIC_SHOP_HOST: z.string().optional(),
  /**
   * The manufacturer's receiving bank account for corporate transfers (docs/payments.md): all three or none. Unset, a
   * demo or test server shows a demo account and a production server offers no corporate transfer.
   */
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(100).optional(),
  BANK_ACCOUNT_NO: z.string().trim().min(6).max(40).optional(),
  BANK_NAME: z.string().trim().min(1).max(100).optional(),
});

export type ObjectStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type AppConfig = {
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  objectsDir: string;
  mode: 'demo' | 'test' | 'production';
  siteVariant: 'main' | 'alt';
  logLevel: z.infer<typeof ZEnvironment>['LOG_LEVEL'];
  staticDir: string | null;
  frameAncestors: string[];
  trustProxy: boolean;
  allowedOrigins: string[];
  timeouts: { headersMs: number; requestMs: number };
  cookieSecure: boolean;
  storageSigningSecret: string;
  objectStore: ObjectStoreConfig;
  shutdownDrainMs: number;
  /** MANUFACTURER and FACTORIES when given (docs/deploy.md, "Factories"); null: the database's own (admin command, demo). */
  factories: { manufacturer: string; factories: FactorySpec[] } | null;
  service: { email: string; phone: string; chat: 'local' | 'none' };
  /** PUBLIC_*_HOST: this environment's image, viewer and shop origins; null where not configured (docs/deploy.md). */
  publicHosts: PublicHosts;
  /** Where clinics send corporate transfers (BANK_*); null: corporate transfer is not offered. */
  bankAccount: BankAccountConfig | null;
};

export type BankAccountConfig = { accountName: string; accountNo: string; bankName: string };

/** The account a demo or test server shows when none is configured (clearly not a real one). */
export const DEMO_BANK_ACCOUNT: BankAccountConfig = {
  accountName: 'Cuspid Dental Manufacturing Co., Ltd. (demo)',
  accountNo: '6222 0000 1234 5678 901',
  bankName: 'Demo Bank, Hangzhou Branch',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnvironment.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    throw new ConfigError('Invalid configuration: HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  const allowedOrigins = e.ALLOWED_ORIGINS.split(/\s+/).filter(Boolean);
  const notAnOrigin = allowedOrigins.find((origin) => normalizeOrigin(origin) === null);
  if (notAnOrigin !== undefined)
    throw new ConfigError(
      `Invalid configuration: ALLOWED_ORIGINS: "${notAnOrigin}" is not an origin (https://host[:port])`,
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseFrom(e.DATABASE_URL, dataDir),
    dataDir,
    objectsDir: path.join(dataDir, 'objects'),
    mode: e.APP_MODE,
    siteVariant: e.SITE_VARIANT,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins,
    timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS },
    cookieSecure: e.COOKIE_SECURE ?? e.APP_MODE === 'production',
    storageSigningSecret: loadSigningSecret(dataDir, env),
    objectStore: objectStoreFrom(e),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    factories: factoriesFrom(e),
    service: { email: e.SERVICE_EMAIL, phone: e.SERVICE_PHONE, chat: e.SERVICE_CHAT },
    publicHosts: {
      image: publicHostFrom('PUBLIC_IMAGE_HOST', e.PUBLIC_IMAGE_HOST),
      viewer: publicHostFrom('PUBLIC_VIEWER_HOST', e.PUBLIC_VIEWER_HOST),
      shop: publicHostFrom('PUBLIC_SHOP_HOST', e.PUBLIC_SHOP_HOST),
    },
    bankAccount: bankAccountFrom(e),
  };
}

function bankAccountFrom(e: z.infer<typeof ZEnvironment>): BankAccountConfig | null {
  const given = [e.BANK_ACCOUNT_NAME, e.BANK_ACCOUNT_NO, e.BANK_NAME].filter((value) => value !== undefined);
  if (given.length === 0) return e.APP_MODE === 'production' ? null : DEMO_BANK_ACCOUNT;
  if (given.length !== 3)
    throw new ConfigError(
      'Invalid configuration: BANK_ACCOUNT_NAME, BANK_ACCOUNT_NO and BANK_NAME: give all three or none',
    );
  return { accountName: e.BANK_ACCOUNT_NAME!, accountNo: e.BANK_ACCOUNT_NO!, bankName: e.BANK_NAME! };
}

/** An origin and nothing more (a trailing slash is dropped): the portal appends its own paths to it. */
function publicHostFrom(variable: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const origin = normalizeOrigin(value.trim());
  if (origin === null || origin !== value.trim().replace(/\/$/, ''))
    throw new ConfigError(`Invalid configuration: ${variable}: "${value}" is not an origin (https://host[:port])`);
  return origin;
}

function factoriesFrom(e: z.infer<typeof ZEnvironment>): AppConfig['factories'] {
  if (e.FACTORIES === undefined) {
    if (e.MANUFACTURER !== undefined)
      throw new ConfigError('Invalid configuration: FACTORIES: required with MANUFACTURER (CODE:NAME:CITY,...)');
    return null;
  }
  const parsed = parseFactoryList(e.FACTORIES);
  if ('problem' in parsed) throw new ConfigError(`Invalid configuration: FACTORIES: ${parsed.problem}`);
  if (e.MANUFACTURER === undefined)
    throw new ConfigError("Invalid configuration: MANUFACTURER: required with FACTORIES (the manufacturer's name)");
  return { manufacturer: e.MANUFACTURER, factories: parsed.factories };
}

function objectStoreFrom(e: z.infer<typeof ZEnvironment>): ObjectStoreConfig {
  if (e.OBJECT_STORE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration: S3_BUCKET: required when OBJECT_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither');
  return {
    kind: 's3',
    bucket: `${e.S3_BUCKET}-${e.APP_MODE}`,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function databaseFrom(url: string | undefined, dataDir: string): AppConfig['database'] {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'cuspid.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url))
    throw new ConfigError(
      `Invalid configuration: DATABASE_URL: unsupported scheme in "${url.split('://')[0]}://…" (use postgres:// or a SQLite file path)`,
    );
  const file = url.replace(/^sqlite:/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}
