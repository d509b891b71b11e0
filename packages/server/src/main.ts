// Starts the server: configuration, database and migrations, then HTTP. SIGTERM and SIGINT close
// it gracefully: no new connections, requests already running finish, the database closes.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { seedDemo } from './seed/seed';

const shutdownTimeoutMs = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    process.stderr.write(`Database error: ${(err as Error).message.split('\n')[0]}\n`);
    process.exit(1);
  }

  const app = await buildApp(config, database);
  if (config.demo) {
    // DEMO=1: the demo data set (decisions.md section 2), idempotent, before the first request.
    await seedDemo(database.db, { log: (line) => process.stdout.write(`${line}\n`) });
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'TalentPool is running',
  );
}

await main();
