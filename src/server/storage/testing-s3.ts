import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../config';

/** s3rver's fixed credentials: it checks every signature, presigned URLs included, against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3 = { config: Extract<ObjectStoreConfig, { kind: 's3' }>; close: () => Promise<void> };

/**
 * A local S3-protocol server (s3rver) on a free loopback port, its data in a fresh temporary folder, with the test
 * environment's bucket (`<base>-test`, as config.ts names it) made. For the store's contract tests and benches.
 */
export async function startLocalS3(base = 'cuspid'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-s3-'));
  const bucket = `${base}-test`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    },
    close: async () => {
      // Kept-alive connections (fetch, the SDK) would hold the close open.
      const closed = server.close();
      server.httpServer?.closeAllConnections();
      await closed;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
