import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { storageDb } from './storage/object-store';
import { LocalDiskStore } from './storage/local-disk-store';
import { startMaintenance } from './maintenance';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  fs.mkdirSync(config.objectsDir, { recursive: true });
  const db = connectDatabase(config.database);
  const applied = await migrateToLatest(db);
  const seed = config.mode === 'production' ? null : await seedDemoData(db, Date.now(), new LocalDiskStore({ db: storageDb(db.kysely), dir: config.objectsDir }));

  const app = await buildApp({ config, db });
  const stopMaintenance = startMaintenance(app);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    stopMaintenance();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  const lines = [
    `Cuspid is running on http://localhost:${config.port}`,
    `Database: ${where}${applied.length ? ` (migrations applied: ${applied.join(', ')})` : ''}`,
    `Files: ${config.objectsDir}`,
    ...(seed?.seeded ? ['Demo data seeded:', ...seed.lines.map((l) => `  ${l}`)] : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cuspid could not start: ${error.message}` : error);
  process.exit(1);
});
