import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { storeOrigins } from './storage/create-store';

const SECRET = 's'.repeat(32);

describe('configuration', () => {
  it('defaults to port 3000, SQLite under ./data and files under ./data/objects', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/cuspid.sqlite') });
    expect(config.objectsDir).toBe(path.resolve('data/objects'));
    expect(config.mode).toBe('demo');
  });

  it('takes PORT, a PostgreSQL URL and a SQLite path', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).database).toEqual({ kind: 'sqlite', file: '/tmp/x.sqlite' });
  });

  it.each([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ APP_MODE: 'staging' }, 'APP_MODE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ ALLOWED_ORIGINS: 'https://ok.example portal.example' }, 'ALLOWED_ORIGINS'],
    [{ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }, 'HEADERS_TIMEOUT_MS'],
    [{ PUBLIC_IMAGE_HOST: 'img.cuspid.cn' }, 'PUBLIC_IMAGE_HOST'],
    [{ PUBLIC_VIEWER_HOST: 'ftp://viewer.cuspid.cn' }, 'PUBLIC_VIEWER_HOST'],
    [{ PUBLIC_SHOP_HOST: 'https://shop.cuspid.cn/mall' }, 'PUBLIC_SHOP_HOST'],
  ])('stops on %o with one line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('keeps files on the local disk unless OBJECT_STORE=s3, and gives each mode its own bucket', () => {
    expect(loadConfig({ STORAGE_SIGNING_SECRET: SECRET }).objectStore).toEqual({ kind: 'local' });
    const s3 = {
      STORAGE_SIGNING_SECRET: SECRET,
      OBJECT_STORE: 's3',
      S3_BUCKET: 'cuspid-files',
      S3_ENDPOINT: 'https://minio.lab.example:9000',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig({ ...s3, APP_MODE: 'production' }).objectStore).toMatchObject({
      kind: 's3',
      bucket: 'cuspid-files-production',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(loadConfig({ ...s3, APP_MODE: 'test' }).objectStore).toMatchObject({ bucket: 'cuspid-files-test' });
    expect(storeOrigins(loadConfig({ ...s3, APP_MODE: 'test' }).objectStore)).toEqual(['https://minio.lab.example:9000']);
    expect(storeOrigins(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false', S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com' }).objectStore)).toEqual([
      'https://cuspid-files-demo.oss-cn-hangzhou.aliyuncs.com',
    ]);
    expect(() => loadConfig({ STORAGE_SIGNING_SECRET: SECRET, OBJECT_STORE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/give both or neither/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it("reads this environment's image, viewer and shop hosts as origins; none by default", () => {
    expect(loadConfig({}).publicHosts).toEqual({ image: null, viewer: null, shop: null });
    expect(
      loadConfig({
        PUBLIC_IMAGE_HOST: 'https://img.staging.cuspid.cn',
        PUBLIC_VIEWER_HOST: 'https://viewer.staging.cuspid.cn/',
        PUBLIC_SHOP_HOST: 'http://localhost:5180',
      }).publicHosts,
    ).toEqual({
      image: 'https://img.staging.cuspid.cn',
      viewer: 'https://viewer.staging.cuspid.cn',
      shop: 'http://localhost:5180',
    });
    expect(() => loadConfig({ PUBLIC_IMAGE_HOST: 'https://img.cuspid.cn/photos' })).toThrow(
      'Invalid configuration: PUBLIC_IMAGE_HOST: "https://img.cuspid.cn/photos" is not an origin (https://host[:port])',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});

describe('MANUFACTURER and FACTORIES', () => {
  it('reads the factories, upper-casing codes, and needs both or neither', () => {
    expect(loadConfig({ MANUFACTURER: 'Cuspid', FACTORIES: 'hz:Hangzhou factory:Hangzhou, ZH:Zhuhai factory:Zhuhai' }).factories).toEqual({
      manufacturer: 'Cuspid',
      factories: [
        { code: 'HZ', name: 'Hangzhou factory', city: 'Hangzhou' },
        { code: 'ZH', name: 'Zhuhai factory', city: 'Zhuhai' },
      ],
    });
    expect(loadConfig({}).factories).toBeNull();
    expect(() => loadConfig({ FACTORIES: 'HZ:Hangzhou factory:Hangzhou' })).toThrow(/MANUFACTURER: required/);
    expect(() => loadConfig({ MANUFACTURER: 'Cuspid' })).toThrow(/FACTORIES: required/);
  });

  it('stops at a bad list with the reason', () => {
    const load = (FACTORIES: string) => () => loadConfig({ MANUFACTURER: 'Cuspid', FACTORIES });
    expect(load('H:Hangzhou factory:Hangzhou')).toThrow(/FACTORIES: "H" is not a factory code/);
    expect(load('HZ:Hangzhou factory')).toThrow(/FACTORIES: HZ: give both NAME and CITY/);
    expect(load('HZ:A:B,hz:C:D')).toThrow(/FACTORIES: a factory code is repeated/);
    expect(load(' , ')).toThrow(/FACTORIES: name one factory at least/);
  });
});
