import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { BuildAppOptions } from '../app';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: TestDatabase; config: AppConfig; close: () => Promise<void> };

/** The real app on a real, fresh database, as main.ts builds it; `env` overrides configuration. */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    logStream?: DestinationStream;
    makeObjectStore?: BuildAppOptions['makeObjectStore'];
    beforeRoutes?: BuildAppOptions['beforeRoutes'];
    register?: (app: FastifyInstance) => Promise<void> | void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...options.env });
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.makeObjectStore ? { makeObjectStore: options.makeObjectStore } : {}),
    ...(options.beforeRoutes ? { beforeRoutes: options.beforeRoutes } : {}),
  });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
