import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { API_PREFIX, SERVICES, serviceBasePath } from '../domain/services';
import type { AppConfig } from './config';
import type { Db } from './db/connect';
import { authPlugin } from './auth/auth-plugin';
import { priceFieldsPlugin } from './http/price-fields';
import { frameworkErrorHandler, installErrorHandler } from './http/errors';
import { loggerOptions } from './http/logging';
import { requestContext } from './http/request-context';
import { installRequestInputChecks } from './http/request-input';
import { slowClientTimeouts } from './http/slow-clients';
import { installSameOriginGuard } from './http/same-origin';
import { installSecurityHeaders } from './http/security-headers';
import { serveWebApp } from './http/static-web';
import { serviceRoutes } from './routes';
import { storageDb, type ObjectStore } from './storage/object-store';
import type { LocalDiskStore } from './storage/local-disk-store';
import { createObjectStore, storeOrigins } from './storage/create-store';
import { storageRoutes } from './storage/routes';
import { createSignedLinks, type SignedLinks } from './storage/signed-links';
import { APP_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Every route registered, for the authorization table's completeness test and the OpenAPI document. */
    registeredRoutes: { method: string; url: string }[];
    objectStore: ObjectStore;
    signedLinks: SignedLinks;
    /** Set `draining` when shutting down: readiness answers 503 so the load balancer sends nothing new (main.ts). */
    lifecycle: { draining: boolean };
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The object store to use; the local-disk store by default (tests inject faults through this). */
  makeObjectStore?: (args: ConstructorParameters<typeof LocalDiskStore>[0]) => ObjectStore;
  /** Runs after the platform plugins and before any route: where tests add hooks that must precede the routes' own. */
  beforeRoutes?: (app: FastifyInstance) => void;
};

/** The whole server as one Fastify instance: tests build it in-process, main.ts makes it listen. */
export async function buildApp({ config, db, logStream, makeObjectStore, beforeRoutes }: BuildAppOptions): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: logStream ? { ...logger, stream: logStream } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    ...slowClientTimeouts(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('config', config);
  app.decorate('lifecycle', { draining: false });
  await app.register(requestContext);
  // Before the session is looked up: a forged request is refused without touching it (docs/security.md).
  installSameOriginGuard(app, config.allowedOrigins);
  // Bodies are JSON (or a route's own raw type, as upload parts): a form's text/plain body answers 415.
  app.removeContentTypeParser('text/plain');
  installRequestInputChecks(app);
  await app.register(authPlugin);
  // Staff whose prices are hidden never receive a price field, whatever the route.
  await app.register(priceFieldsPlugin);
  installErrorHandler(app);
  await installSecurityHeaders(app, config.frameAncestors, [
    ...storeOrigins(config.objectStore),
    ...(config.publicHosts.image ? [config.publicHosts.image] : []),
  ]);
  // API answers are compressed on the fly (gzip: cheap); the PWA's files are precompressed at build time.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Cuspid API', version: APP_VERSION, description: 'Every response is {code, msg, data, extra}.' },
    },
    transform: jsonSchemaTransform,
  });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  beforeRoutes?.(app);
  const storeArgs = { db: storageDb(db.kysely), dir: config.objectsDir };
  const store = makeObjectStore ? makeObjectStore(storeArgs) : createObjectStore(config, storeArgs.db);
  const links = createSignedLinks(config.storageSigningSecret, config.publicHosts.image);
  app.decorate('objectStore', store);
  app.decorate('signedLinks', links);
  await app.register(storageRoutes, { prefix: serviceBasePath('emr'), store, links });
  for (const service of SERVICES) {
    for (const routes of serviceRoutes[service]) await app.register(routes, { prefix: serviceBasePath(service) });
  }

  await serveWebApp(app, config.staticDir);
  return app;
}
