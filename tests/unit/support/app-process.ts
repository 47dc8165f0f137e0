// One server process as production runs it (buildApp on the configured database, listening on a port), for tests
// that need several: loads the app's sources through Vite's module runner (they need its plugins), then prints
// `listening <origin>` on stdout. The database must be migrated already; TEST_SEARCH_PATH names a PostgreSQL schema.
import { createServer, createServerModuleRunner } from 'vite';

const vite = await createServer({
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const { serveAppProcess } = (await runner.import('/tests/unit/support/serve-app.ts')) as {
  serveAppProcess: (searchPath: string | undefined) => Promise<string>;
};
const origin = await serveAppProcess(process.env.TEST_SEARCH_PATH);
console.log(`listening ${origin}`);
