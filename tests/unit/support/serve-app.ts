import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/connect';

/** The app on the environment's configuration, listening on a free loopback port; closes on SIGTERM. */
export async function serveAppProcess(searchPath: string | undefined): Promise<string> {
  const config = loadConfig(process.env);
  const db = connectDatabase(config.database, searchPath ? { searchPath } : {});
  const app = await buildApp({ config, db });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}
