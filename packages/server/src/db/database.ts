// One Drizzle database over PGlite (embedded, persisted in DATA_DIR) or node-postgres
// (DATABASE_URL). Both speak the PostgreSQL dialect and share one schema and one set of
// migrations, applied here at start. See docs/decisions/003-database.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, '..', '..', 'drizzle');

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(path.join(options.dataDir, 'pglite'));
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function openPostgres(url: string): Promise<Database & { migrate(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process: the pool replaces it,
  // and health answers 503 until the server is back.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dir: string): Promise<Database & { migrate(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: (timeoutMs = 2_000) =>
      closed ? Promise.resolve(false) : withTimeout(client.query('select 1'), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
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
