// Starts the server: configuration, database and migrations, then HTTP. SIGTERM and SIGINT close
// it gracefully: no new connections, requests already running finish, the database closes.
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
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

  // A PostgreSQL server that cannot be reached at start does not stop the start: the server
  // answers 503 until it does, then applies the migrations (decision 082). Any other database
  // error (bad credentials, an unusable DATA_DIR, a failing migration) stops it with one line.
  let log: { warn(obj: object, msg: string): void; info(msg: string): void } = {
    warn: (_obj, msg) => process.stderr.write(`${msg}\n`),
    info: (msg) => process.stdout.write(`${msg}\n`),
  };
  let retries = 0;
  let seeded = false;
  const seed = async (db: Database) => {
    // DEMO=1: the demo data set (decisions.md section 2), idempotent; once per start.
    if (seeded) return;
    seeded = true;
    await seedDemo(db.db, { log: (line) => process.stdout.write(`${line}\n`) });
  };
  let database: Database;
  try {
    database = await openDatabase({
      ...config,
      waitForDatabase: true,
      onRetry: (err) => {
        // The first failure and then one line a minute, not one a second.
        if (retries++ % 60 === 0) {
          log.warn({ reason: err.message.split('\n')[0] }, 'database unreachable; retrying');
        }
      },
      onReady: () => {
        log.info('database reachable; migrations applied');
        if (config.demo) {
          seed(database).catch((err: unknown) => log.warn({ err }, 'demo data not seeded'));
        }
      },
    });
  } catch (err) {
    process.stderr.write(`Database error: ${(err as Error).message.split('\n')[0]}\n`);
    process.exit(1);
  }

  const app = await buildApp(config, database);
  log = app.log;
  if (config.demo && database.isReady()) await seed(database);
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
