// One Drizzle database over PGlite (embedded, persisted in DATA_DIR) or node-postgres
// (DATABASE_URL). Both speak the PostgreSQL dialect and share one schema and one set of
// migrations, applied here at start. See docs/decisions/003-database.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { refreshFits } from './fitStore';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * Decision 267 (issue 43): where the job board, the feeds and the reports read; a streaming
   * replica with DATABASE_READ_URL, otherwise `db` itself. May lag the primary a little.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the timeout (false until ready). */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * True once migrations are applied. False only while a PostgreSQL server that was unreachable
   * at start has not yet answered (openDatabase with waitForDatabase; decision 082).
   */
  isReady(): boolean;
  /**
   * Readiness (decisions.md 22): true when the database holds every migration this code ships
   * (another node cannot have left it behind, or moved it back by a restore); false when it does
   * not or cannot be asked.
   */
  migrationsApplied(timeoutMs?: number): Promise<boolean>;
  /** PostgreSQL only: the main connection pool's connections and waiting queries (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * PostgreSQL only (issue 43): how long a connection may take to open, a statement to run (the
 * server cancels it: 57014) and a transaction to sit idle (the server ends the session: 25P03).
 * 0 switches one off. A statement whose answer does not come (a cut network, where the server's
 * own timeout cannot reach us) is given up by the client a little after the statement timeout.
 * Any of these answers 503 SERVICE_UNAVAILABLE instead of a request hanging.
 */
export interface DbTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

/** The defaults of DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export const defaultDbTimeouts: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};

/** How much longer than the server's statement timeout the client waits for an answer. */
const clientGraceMs = 5_000;

export interface OpenOptions {
  databaseUrl?: string;
  /** PostgreSQL only (decision 267): a read replica for readDb. */
  databaseReadUrl?: string;
  dataDir: string;
  /** PostgreSQL only; defaultDbTimeouts when not given. Seeding passes none (long COPYs). */
  dbTimeouts?: DbTimeouts | null;
  /**
   * PostgreSQL only: when the server cannot be reached at start, return anyway and keep trying
   * in the background (every retryMs), applying the migrations when it first answers. Without
   * it, an unreachable database is an error (tests, seeding).
   */
  waitForDatabase?: boolean;
  retryMs?: number;
  onRetry?: (err: Error) => void;
  onReady?: () => void;
}

type Opened = Omit<Database, 'isReady' | 'migrationsApplied' | 'readDb'> & {
  readDb?: Db;
  /**
   * Runs work that may take long (migrations, the fits they leave to compute) on a connection
   * without the statement and idle timeouts of the pools that serve requests.
   */
  maintenance(work: (db: Db) => Promise<void>): Promise<void>;
};

async function migrate(kind: Database['kind'], db: Db): Promise<void> {
  if (kind === 'postgres') {
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    await migratePostgres(db as Parameters<typeof migratePostgres>[0], { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}

/** node-postgres and network errors that mean "the database is not there (now)". */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, or connections not allowed
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout (issue 43), or an operator's cancel
  '25P03', // idle_in_transaction_session_timeout: the server ended a transaction left idle
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|does not allow connections|is not currently accepting connections|PGlite is closed|Cannot use a pool after calling end|Query read timeout/i;

/**
 * True when an error (or any error in its cause chain, as Drizzle wraps driver errors) says the
 * database cannot be reached, rather than that a query was wrong. Such errors answer 503
 * SERVICE_UNAVAILABLE (decision 081).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (unreachableMessages.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

export const migrationsFolder = path.join(import.meta.dirname, '..', '..', 'drizzle');

let latestMigration: number | undefined;
/** The time stamp of the newest migration this code ships (drizzle records it when applied). */
function latestMigrationMillis(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

/**
 * Statements on budgetedOf(db) are cancelled by PostgreSQL after this long (query_canceled,
 * 57014): for work whose answer may give way to a cheaper one, such as a search count
 * (decisions 092, 105).
 */
export const statementBudgetMs = 25;
const budgetedDbs = new WeakMap<Db, Db>();

/**
 * PostgreSQL only: a database over a small pool of its own whose connections carry
 * statement_timeout = statementBudgetMs from the start, so a budgeted statement is one round trip
 * (no transaction to set and lift the timeout). Undefined on PGlite, which has no statement
 * timeout and serves small data sets.
 */
export function budgetedOf(db: Db): Db | undefined {
  return budgetedDbs.get(db);
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const opened = options.databaseUrl
    ? await openPostgres(
        options.databaseUrl,
        options.dbTimeouts === undefined ? defaultDbTimeouts : options.dbTimeouts,
        options.databaseReadUrl,
      )
    : await openPglite(pgliteDir(options.dataDir));
  let ready = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // Decision 134: fits the migrations left to compute (applications from before 0019, or a newer
  // formula) are computed in Node right after them, with the domain's one formula.
  const migrateAndBackfill = () =>
    opened.maintenance(async (db) => {
      await migrate(opened.kind, db);
      await refreshFits(db, { stale: true });
    });
  const database: Database = {
    db: opened.db,
    readDb: opened.readDb ?? opened.db,
    kind: opened.kind,
    isReady: () => ready,
    poolStats: opened.poolStats,
    ping: async (timeoutMs) => ready && !closed && opened.ping(timeoutMs),
    migrationsApplied: async (timeoutMs = 2_000) => {
      if (!ready || closed) return false;
      const latest = latestMigrationMillis();
      return withTimeout(
        opened.db
          .execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
          .then((result) => {
            const [row] = (result as unknown as { rows: { last: unknown }[] }).rows;
            if (Number(row?.last ?? 0) < latest) throw new Error('migrations pending');
          }),
        timeoutMs,
      );
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await opened.close();
    },
  };
  try {
    await migrateAndBackfill();
    ready = true;
    return database;
  } catch (err) {
    if (!(options.waitForDatabase && opened.kind === 'postgres' && isDatabaseUnavailable(err))) {
      await opened.close();
      throw err;
    }
    options.onRetry?.(err as Error);
  }
  // Unreachable at start: serve 503 meanwhile, and migrate as soon as it answers.
  const retryMs = options.retryMs ?? 1_000;
  const attempt = async () => {
    if (closed) return;
    try {
      await migrateAndBackfill();
      if (closed) return;
      ready = true;
      options.onReady?.();
    } catch (err) {
      if (closed) return;
      options.onRetry?.(err as Error);
      timer = setTimeout(() => void attempt(), retryMs);
    }
  };
  timer = setTimeout(() => void attempt(), retryMs);
  return database;
}

async function openPostgres(
  url: string,
  timeouts: DbTimeouts | null,
  readUrl?: string,
): Promise<Opened> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const limits = timeouts ?? { ...defaultDbTimeouts, statementMs: 0, idleInTransactionMs: 0 };
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: limits.connectMs,
    // A peer that vanished (a cut network) is noticed by the kernel, not only at the next write.
    keepAlive: true,
  };
  const idleInTransaction = limits.idleInTransactionMs
    ? ` -c idle_in_transaction_session_timeout=${limits.idleInTransactionMs}`
    : '';
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A scan of a large table starts at its first page, not where a concurrent scan is: the
    // bounded set that relevance ranks (the first matches a read of the table finds, decision
    // 143) is then the same for the same data, and a page does not change between requests.
    options:
      '-c synchronize_seqscans=off' +
      (limits.statementMs ? ` -c statement_timeout=${limits.statementMs}` : '') +
      idleInTransaction,
    ...(limits.statementMs ? { query_timeout: limits.statementMs + clientGraceMs } : {}),
  });
  // An idle client that loses its connection must not crash the process: the pool replaces it,
  // and health answers 503 until the server is back.
  pool.on('error', () => undefined);
  // A client lent out for a transaction has no listener of the pool's (pg-pool removes its idle
  // listener while the client is out): when PostgreSQL ends that connection (57P01 on a restart,
  // a fast stop or pg_terminate_backend), the client's 'error' event killed the process (issue
  // 43). The statement that runs on it fails instead and answers 503; the pool drops the client
  // when it is released with that error.
  pool.on('connect', keepClientErrors);
  const db = drizzle(pool, { schema });
  const budgetPool = new pg.Pool({
    ...connection,
    max: 3,
    idleTimeoutMillis: 30_000,
    options: `-c statement_timeout=${statementBudgetMs} -c synchronize_seqscans=off${idleInTransaction}`,
    query_timeout: statementBudgetMs + clientGraceMs,
  });
  budgetPool.on('error', () => undefined);
  budgetPool.on('connect', keepClientErrors);
  budgetedDbs.set(db, drizzle(budgetPool, { schema }));
  // Decision 267: a replica's pool of its own, with the same time-outs and error handling.
  const readPool = readUrl
    ? new pg.Pool({
        connectionString: readUrl,
        connectionTimeoutMillis: limits.connectMs,
        keepAlive: true,
        max: 10,
        idleTimeoutMillis: 30_000,
        options:
          '-c synchronize_seqscans=off' +
          (limits.statementMs ? ` -c statement_timeout=${limits.statementMs}` : ''),
        ...(limits.statementMs ? { query_timeout: limits.statementMs + clientGraceMs } : {}),
      })
    : undefined;
  readPool?.on('error', () => undefined);
  readPool?.on('connect', keepClientErrors);
  const readDb = readPool ? drizzle(readPool, { schema }) : undefined;
  const readBudgetPool = readUrl
    ? new pg.Pool({
        connectionString: readUrl,
        connectionTimeoutMillis: limits.connectMs,
        keepAlive: true,
        max: 3,
        idleTimeoutMillis: 30_000,
        options: `-c statement_timeout=${statementBudgetMs} -c synchronize_seqscans=off`,
        query_timeout: statementBudgetMs + clientGraceMs,
      })
    : undefined;
  readBudgetPool?.on('error', () => undefined);
  readBudgetPool?.on('connect', keepClientErrors);
  if (readDb && readBudgetPool) budgetedDbs.set(readDb, drizzle(readBudgetPool, { schema }));
  let closed = false;
  return {
    db,
    readDb,
    kind: 'postgres',
    async maintenance(work) {
      // One connection of its own, without the timeouts; closed when the work is done.
      const own = new pg.Pool({
        connectionString: url,
        connectionTimeoutMillis: connection.connectionTimeoutMillis,
        max: 1,
        options: '-c synchronize_seqscans=off',
      });
      own.on('error', () => undefined);
      own.on('connect', keepClientErrors);
      try {
        await work(drizzle(own, { schema }));
      } finally {
        await own.end();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), budgetPool.end(), readPool?.end(), readBudgetPool?.end()]);
    },
  };
}

/** A connection error of a pooled client reaches its statement, never the process. */
function keepClientErrors(client: { on(event: 'error', listener: (err: Error) => void): unknown }) {
  client.on('error', () => undefined);
}

/** Where PGlite keeps its files inside DATA_DIR (its lock file is `${dir}.lock`). */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

async function openPglite(dir: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(`${dir}.lock`);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzle(client, { schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    maintenance: (work) => work(db),
    ping: (timeoutMs = 2_000) =>
      closed ? Promise.resolve(false) : withTimeout(client.query('select 1'), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite does not stop a second process from opening the same data directory, and two writers
 * would corrupt it (decision 082). A lock file holds the owner's pid; a lock whose process is gone
 * (a kill -9, a crash) is stale and taken over. Returns the release function.
 */
export function lockDataDir(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
      throw new Error(
        `the data directory ${path.dirname(lockPath)} is in use by another TalentPool server (pid ${owner})`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new Error(`could not lock the data directory ${path.dirname(lockPath)}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withTimeout(query: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([query.then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
