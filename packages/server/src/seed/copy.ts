// The bulk path of the seed on PostgreSQL (decision 093): COPY ... FROM STDIN in PostgreSQL's text
// format through pg-copy-streams, on one dedicated connection with synchronous_commit off, and the
// secondary indexes of users and isi_attempts dropped before a large load and built once after
// it (then ANALYZE). PGlite keeps the JSON batches of seed.ts (decision 090).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type CopyRow = Record<string, unknown>;

/** The node-postgres pool behind a Drizzle database, or undefined (PGlite). */
export function postgresPoolOf(db: unknown): Pool | undefined {
  const client = (db as { $client?: unknown }).$client as
    { connect?: unknown; totalCount?: unknown } | undefined;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number'
    ? (client as Pool)
    : undefined;
}

/** One value in COPY text format: \N for null, backslash escapes for \, tab, newline, return. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

export function copyText(columns: readonly string[], rows: readonly CopyRow[]): string {
  let out = '';
  for (const row of rows) out += columns.map((c) => copyValue(row[c])).join('\t') + '\n';
  return out;
}

function columnsOf(rows: readonly CopyRow[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return [...names];
}

async function copyInto(client: PoolClient, table: string, rows: readonly CopyRow[]) {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const stream = client.query(
    copyFrom(`copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`),
  );
  const done = once(stream, 'finish');
  stream.end(copyText(columns, rows));
  await done;
}

/**
 * A bulk writer on one connection. `write` adds the users (and their ISI attempts) of one batch
 * that are not there yet by e-mail, in one transaction; ids are made here so that attempts can
 * name their user without a round trip.
 */
export async function openCopyWriter(pool: Pool) {
  const client = await pool.connect();
  // A seed that dies loses at most its last unflushed batches; it is re-run idempotently.
  await client.query('set synchronous_commit = off');
  return {
    async write(
      users: readonly CopyRow[],
      attemptsOf: (user: CopyRow, userId: string) => CopyRow | undefined,
    ): Promise<number> {
      const emails = users.map((u) => String(u.email).toLowerCase());
      const existing = await client.query<{ e: string }>(
        'select lower(email) as e from users where lower(email) = any($1::text[])',
        [emails],
      );
      const present = new Set(existing.rows.map((r) => r.e));
      const fresh = users
        .filter((u) => !present.has(String(u.email).toLowerCase()))
        .map((u) => ({ ...u, id: randomUUID() }));
      if (fresh.length === 0) return 0;
      const attempts = fresh.flatMap((u) => {
        const a = attemptsOf(u, u.id);
        return a ? [a] : [];
      });
      await client.query('begin');
      try {
        await copyInto(client, 'users', fresh);
        await copyInto(client, 'isi_attempts', attempts);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      }
      return fresh.length;
    },
    release: () => client.release(),
  };
}

/** The secondary (non-unique, non-primary) indexes of these tables, with their definitions. */
async function secondaryIndexes(client: PoolClient, tables: readonly string[]) {
  const result = await client.query<{ name: string; definition: string }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any($1::text[])
        and not i.indisunique and not i.indisprimary`,
    [tables],
  );
  return result.rows;
}

/**
 * Runs `load` with the secondary indexes of users and isi_attempts dropped, then builds them
 * again from their own definitions (two at a time, one per core) and analyses both tables.
 * The unique e-mail index and primary keys stay: the seed's idempotence needs them.
 */
export async function withIndexesDeferred<T>(
  pool: Pool,
  log: (line: string) => void,
  load: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let indexes: { name: string; definition: string }[] = [];
  // The definitions are also written to a file before the drop: a seed killed during the load
  // builds them on its next run even though the catalogue no longer has them.
  const { rows } = await client.query<{ db: string }>('select current_database() as db');
  const pending = path.join(tmpdir(), `talentpool-seed-indexes-${rows[0]?.db ?? 'db'}.json`);
  try {
    const left = await readFile(pending, 'utf8').then(
      (text) => JSON.parse(text) as { name: string; definition: string }[],
      () => [],
    );
    const present = await secondaryIndexes(client, ['users', 'isi_attempts', 'candidate_search']);
    indexes = [...present, ...left.filter((l) => !present.some((p) => p.name === l.name))];
    await writeFile(pending, JSON.stringify(indexes));
    for (const index of present) await client.query(`drop index if exists "${index.name}"`);
  } finally {
    client.release();
  }
  try {
    return await load();
  } finally {
    const started = Date.now();
    const queue = [...indexes];
    const builder = async () => {
      const c = await pool.connect();
      try {
        await c.query(`set maintenance_work_mem = '256MB'`);
        for (let index = queue.shift(); index; index = queue.shift()) {
          await c.query(
            index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
          );
        }
      } finally {
        c.release();
      }
    };
    await Promise.all([builder(), builder()]);
    await rm(pending, { force: true });
    log(`  ${indexes.length} indexes built in ${Math.round((Date.now() - started) / 1000)} s`);
    const analysed = Date.now();
    // VACUUM as well: it sets the visibility map, without which an index-only scan (every
    // search page, decision 105) still visits the table until autovacuum comes by.
    await pool.query('vacuum analyze users');
    await pool.query('vacuum analyze isi_attempts');
    await pool.query('vacuum analyze candidate_search');
    log(`  vacuumed and analysed in ${Math.round((Date.now() - analysed) / 1000)} s`);
  }
}
