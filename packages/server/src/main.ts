// Starts the server: configuration, database and migrations, then HTTP. SIGTERM and SIGINT close
// it gracefully: no new connections, requests already running finish, the database closes. The
// process always ends within 20 s of the signal, whatever its output, database or mail server do
// (decisions.md section 15, decision 117).
import { ConfigError, loadConfig, requireSharedSecret } from './config';
import { openDatabase, type Database } from './db/database';
import { buildApp } from './app';
import { logOutput } from './logOutput';
import { seedDemo } from './seed/seed';

const shutdownTimeoutMs = 15_000;

async function main(): Promise<void> {
  // Writes to an output whose reader has gone fail with EPIPE: that must not crash the server.
  logOutput();
  process.stderr.on('error', () => {});
  let config;
  try {
    config = loadConfig();
    requireSharedSecret(config);
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
    // The forced exit is armed first and needs nothing from the logger (which never blocks, and
    // is not flushed at exit), the database or the mail server.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    force.unref();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // Decision 222: ready answers 503 at once; requests are still served while a balancer
    // notices, then the server closes.
    // The last lines get a moment to reach a reader that is slow, not more.
    const exit = (code: number) =>
      logOutput()
        .flush(1_000)
        .then(() => process.exit(code));
    app.lifecycle.draining = true;
    const drained = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          return exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          return exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Issue 23: a port in use stops the start with one line, not a stack trace.
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(
        `Port ${config.port} is already in use: stop the other server or set PORT to a free port\n`,
      );
      await app.close().catch(() => undefined);
      await logOutput().flush(1_000);
      process.exit(1);
    }
    throw err;
  }
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'TalentPool is running',
  );
}

await main();
