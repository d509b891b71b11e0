// Backup and restore of the database (decisions.md 15, decision 118), for both databases:
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore; both must be on
//   the PATH (the PostgreSQL client, of a version at least the server's).
// - PGlite (DATA_DIR/pglite): PGlite's own dumpDataDir(), a gzipped tarball of its data
//   directory, loaded back with `loadDataDir`. The data directory is locked while a server runs
//   (PGlite allows one process per directory), so the server must be stopped for both.
// Restore refuses a target that already holds tables unless `force` is given. Uploaded files live
// in the database (stored_files, decision 262), so a backup holds them; only a server started with
// STORAGE_URL=file:// keeps them in that directory, which must then be copied beside the backup.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir, pgliteDir } from '../db/database';

export interface OpsTarget {
  /** PostgreSQL when set; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export interface OpsResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
}

/** A refusal the operator can act on (the CLI prints its message, no stack). */
export class OpsError extends Error {
  override name = 'OpsError';
}

export async function backup(target: OpsTarget, file: string): Promise<OpsResult> {
  const out = path.resolve(file);
  await mkdir(path.dirname(out), { recursive: true });
  // Written beside the file and renamed at the end: a failed backup never leaves a file that
  // looks complete.
  const partial = `${out}.partial`;
  try {
    if (target.databaseUrl) {
      const { url, env } = connection(target.databaseUrl);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${partial}`,
          `--dbname=${url}`,
        ],
        env,
      );
    } else {
      const dir = pgliteDir(target.dataDir);
      if (!nonEmptyDir(dir)) throw new OpsError(`no PGlite database in ${dir}`);
      await withPglite(dir, async (client) => {
        const dump = await client.dumpDataDir('gzip');
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      });
    }
    await rename(partial, out);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return {
    kind: target.databaseUrl ? 'postgres' : 'pglite',
    file: out,
    bytes: (await stat(out)).size,
  };
}

export async function restore(
  target: OpsTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<OpsResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new OpsError(`no backup file at ${source}`);
  const format = await formatOf(source);
  if (target.databaseUrl) {
    if (format !== 'postgres') {
      throw new OpsError(
        `${source} is ${format === 'pglite' ? 'a PGlite backup' : 'not a backup'}; DATABASE_URL names a PostgreSQL database`,
      );
    }
    await restorePostgres(target.databaseUrl, source, options.force ?? false);
  } else {
    if (format !== 'pglite') {
      throw new OpsError(
        `${source} is ${format === 'postgres' ? 'a PostgreSQL backup (set DATABASE_URL)' : 'not a backup'}; without DATABASE_URL the target is PGlite`,
      );
    }
    await restorePglite(target.dataDir, source, options.force ?? false);
  }
  return {
    kind: target.databaseUrl ? 'postgres' : 'pglite',
    file: source,
    bytes: (await stat(source)).size,
  };
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const { url, env } = connection(databaseUrl);
  // The dump must be readable before anything of the target is dropped.
  await run('pg_restore', ['--list', file], env);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(`
      select
        (select count(*)::int from pg_tables
          where schemaname not in ('pg_catalog', 'information_schema')) as tables,
        (select count(*)::int from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()) as sessions`);
    const { tables, sessions } = rows[0] ?? { tables: 0, sessions: 0 };
    if (tables > 0 && !force) {
      throw new OpsError(
        `the database already holds ${tables} tables: restore into an empty database, or add --force to replace its content`,
      );
    }
    if (sessions > 0 && !force) {
      throw new OpsError(
        `${sessions} other sessions are connected to the database: stop the server first, or add --force`,
      );
    }
    if (tables > 0) {
      // What the dump will recreate: our three schemas (drizzle keeps the applied migrations,
      // pgboss the job queue's tables: decision 121).
      await client.query(`begin;
        drop schema if exists drizzle cascade;
        drop schema if exists pgboss cascade;
        drop schema if exists public cascade;
        create schema public;
        grant usage on schema public to public;
        commit;`);
    }
  } finally {
    await client.end();
  }
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const dir = pgliteDir(dataDir);
  await mkdir(dataDir, { recursive: true });
  const release = takeLock(dir);
  try {
    if (nonEmptyDir(dir) && !force) {
      throw new OpsError(
        `${dir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it`,
      );
    }
    // Loaded into a sibling directory first, then swapped in: a failed load leaves the old
    // database as it was.
    const loading = `${dir}.restoring`;
    await rm(loading, { recursive: true, force: true });
    await mkdir(loading);
    try {
      const blob = new Blob([await readFile(file)]);
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const client = await PGlite.create(loading, { loadDataDir: blob, extensions: { pg_trgm } });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
      const old = `${dir}.replaced`;
      await rm(old, { recursive: true, force: true });
      if (existsSync(dir)) await rename(dir, old);
      await rename(loading, dir);
      await rm(old, { recursive: true, force: true });
    } catch (err) {
      await rm(loading, { recursive: true, force: true });
      throw err;
    }
  } finally {
    release();
  }
}

type PGliteClient = InstanceType<(typeof import('@electric-sql/pglite'))['PGlite']>;

async function withPglite(
  dir: string,
  work: (client: PGliteClient) => Promise<void>,
): Promise<void> {
  const release = takeLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      await work(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** The server's own lock on DATA_DIR/pglite: a running server makes this refuse. */
function takeLock(dir: string): () => void {
  try {
    return lockDataDir(`${dir}.lock`);
  } catch (err) {
    throw new OpsError(`${(err as Error).message}: stop it first`);
  }
}

function nonEmptyDir(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** pg_dump's custom format starts with PGDMP; PGlite's gzipped tarball with the gzip magic. */
async function formatOf(file: string): Promise<'postgres' | 'pglite' | 'unknown'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/** The URL without its password, which goes to the tools in PGPASSWORD (not on a command line). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new OpsError(
              `${command} is not on the PATH: install the PostgreSQL client tools (a version at least the server's)`,
            )
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const reason = stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`;
        reject(new OpsError(`${command} failed: ${reason}`));
      }
    });
  });
}
