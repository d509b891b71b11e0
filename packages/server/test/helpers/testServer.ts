// Builds the real application on a fresh database and starts it on a free port: PGlite in a
// temporary DATA_DIR, or, when DATABASE_URL is set, a new database created on that server for
// this test file and dropped afterwards. Nothing of our own is mocked.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, pgliteDir, type Database } from '../../src/db/database';
import type { Clock } from '../../src/lib/clock';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  /** fetch against the server, with JSON helpers. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Stops the server, keeping the data (for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** TestServer.request for a server at `url`: a JSON body and a bearer token made into headers. */
export function requestTo(url: string): TestServer['request'] {
  return (requestPath, init = {}) => {
    const { json, token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (json !== undefined) merged.set('content-type', 'application/json');
    if (token) merged.set('authorization', `Bearer ${token}`);
    return fetch(`${url}${requestPath}`, {
      ...rest,
      headers: merged,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse the data of an earlier server (restart tests). */
  dataDir?: string;
  databaseUrl?: string;
  /** Add routes before the server listens (tests of shared plumbing). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Receives the server's log lines (pino JSON); LOG_LEVEL then defaults to info. */
  logStream?: { write(line: string): void };
  /** What time the app thinks it is (interview reminders, decision 120). */
  clock?: Clock;
  /**
   * Issue 43: serve a database another test server opened (a second app instance on one PGlite,
   * which one process alone may open); this server leaves it open when it stops.
   */
  database?: Database;
}

/** A new database on the PostgreSQL server of `baseUrl`: empty, or a copy of `template`. */
export async function createTestDatabase(baseUrl: string, template?: string): Promise<string> {
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^tp_test_[0-9a-f]+$/.test(name)) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A database of a test's own on the PostgreSQL server of `baseUrl`, migrated: a copy of the run's
 * migrated template (test/setup/pgliteTemplate.ts, decision 298) when the run made one.
 */
export async function createMigratedTestDatabase(baseUrl: string): Promise<string> {
  return createTestDatabase(baseUrl, inject('postgresTemplate') || undefined);
}

/** A DATA_DIR and, on PostgreSQL, a database of a test file's own, for servers it starts itself. */
export interface OwnData {
  dataDir: string;
  databaseUrl?: string;
}

const execFileAsync = promisify(execFile);

/**
 * Puts a copy of the run's migrated PGlite database (test/setup/pgliteTemplate.ts, decision 159)
 * in `dataDir`, when the run made one. The system's cp: 0.16-0.25 s for the template's 1,279 files
 * (42 MB) against 0.8-1.5 s for Node's fs.cp, which copies file by file in JavaScript
 * (decision 170).
 */
async function copyMigratedTemplate(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplate');
  if (template) await execFileAsync('cp', ['-R', pgliteDir(template), pgliteDir(dataDir)]);
}

export async function createOwnData(prefix: string): Promise<OwnData> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const databaseUrl = process.env.DATABASE_URL
    ? await createMigratedTestDatabase(process.env.DATABASE_URL)
    : undefined;
  // On PGlite, a copy of the run's migrated database (decision 159), as startTestServer makes: a
  // server process started on it opens it instead of migrating a new one (a start took 10-14 s
  // on a new data directory here, 5 s on a migrated one).
  if (!databaseUrl) await copyMigratedTemplate(dataDir);
  return { dataDir, databaseUrl };
}

export async function removeOwnData({ dataDir, databaseUrl }: OwnData): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl);
}

/** The environment that points a server process at the data. */
export function dataEnvOf({ dataDir, databaseUrl }: OwnData): Record<string, string> {
  return { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

/**
 * The JSON body of a response. Tests assert answers field by field against the contract, so the
 * body is typed loosely on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function json(res: Response): Promise<any> {
  return res.json();
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'tp-test-')));
  // A server on another server's database (`database`) makes none of its own: a copy made for it
  // went unused and, stopped rather than closed, was never dropped (one `tp_test_…` left behind
  // by every PostgreSQL run, from idempotency.test.ts). Its DATABASE_URL is that database's, when
  // the caller names it (the cache signals listen there).
  const databaseUrl =
    options.databaseUrl ??
    (process.env.DATABASE_URL && !options.database
      ? await createMigratedTestDatabase(process.env.DATABASE_URL)
      : undefined);
  // A fresh PGlite database is a copy of the run's migrated one (test/setup/pgliteTemplate.ts,
  // decision 159); a restart test's own DATA_DIR keeps what it holds.
  if (!options.dataDir && !options.database && !databaseUrl) {
    await copyMigratedTemplate(dataDir);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (options.logStream ? 'info' : 'silent'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Issue 37: stage mails go at once in tests (their undo window has its own test).
    STAGE_MAIL_UNDO_SECONDS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database: Database = options.database
    ? { ...options.database, close: async () => undefined }
    : await openDatabase(config);
  const app = await buildApp(config, database, {
    logStream: options.logStream,
    clock: options.clock,
  });
  await options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };

  return {
    app,
    url,
    config,
    request: requestTo(url),
    stop,
    async close() {
      await stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (databaseUrl && !options.databaseUrl) await dropTestDatabase(databaseUrl);
    },
  };
}
