import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { ConfigError } from './config-error';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { syncReferenceDrugs } from './modules/drugs/reference-set';
import { storageDb } from './storage/object-store';
import { createObjectStore } from './storage/create-store';
import { startMaintenance } from './maintenance';
import { countFactories, syncConfiguredFactories } from './modules/factory-staff';

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
  await syncReferenceDrugs(db.kysely, Date.now());
  const factoryChanges = config.factories ? await syncConfiguredFactories(db.kysely, config.factories) : [];
  const factoryCount = await countFactories(db.kysely);
  const seed =
    config.mode === 'production' ? null : await seedDemoData(db, Date.now(), createObjectStore(config, storageDb(db.kysely)));

  const app = await buildApp({ config, db });
  if (!db.planStability)
    app.log.warn(
      'SQLite plan stability is off (run `npm install` with a C compiler, scripts/build-sqlite-extension.mjs): queries run slower',
    );
  const stopMaintenance = startMaintenance(app);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // Readiness answers 503 from now on: the load balancer takes this process out before it stops answering.
    app.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
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
    `Files: ${config.objectStore.kind === 's3' ? `S3 bucket ${config.objectStore.bucket}` : config.objectsDir}`,
    ...(factoryChanges.length ? [`Factories (FACTORIES): ${factoryChanges.join('; ')}`] : []),
    ...(config.mode === 'production' && factoryCount === 0
      ? ['No factory yet: set MANUFACTURER and FACTORIES, or run npm run admin -- setup (docs/deploy.md, "Factories")']
      : []),
    ...(seed?.seeded ? ['Demo data seeded:', ...seed.lines.map((l) => `  ${l}`)] : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cuspid could not start: ${error.message}` : error);
  process.exit(1);
});
