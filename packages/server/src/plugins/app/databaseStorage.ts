// Uploaded files in the database (issue 43, decision 262): the default FileStore. Every server
// process on any machine reads the same table, so a picture, logo or CV uploaded through one node
// is served by all of them; a removal is gone for all of them at once; a backup of the database
// holds the files. Works on PGlite and PostgreSQL alike.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { rowsOf, textArray } from '../../db/postingStages';
import { assertStorageKey, StorageError, type FileStore } from './storage';

/** PostgreSQL's SQLSTATEs that are the machine's, not the request's. */
const fullStates = new Set(['53100', '53200', '53400', '54000']); // disk full, out of memory...
const refusedStates = new Set(['25006', '42501']); // read-only transaction, no privilege

/** A database failure as a StorageError when it is one of the machine's; otherwise as is. */
export function databaseStorageFailure(err: unknown): unknown {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (fullStates.has(code)) return new StorageError('INSUFFICIENT_STORAGE', err);
      if (refusedStates.has(code)) return new StorageError('SERVICE_UNAVAILABLE', err);
    }
    current = current.cause;
  }
  return err;
}

/**
 * Whether a row names the stored file `key` (an SQL text expression): a user's or company's
 * picture URL, a user's CV, an applicant's CV, a guest upload, an import item. A new kind of row
 * that names files must be added here, or the orphan sweep removes its files.
 */
function namedByARow(key: SQL): SQL {
  return sql`(exists (select 1 from users u where u.pic = '/api/files/' || ${key}
                                          or u.cv_file = ${key})
    or exists (select 1 from companies c where c.pic = '/api/files/' || ${key})
    or exists (select 1 from applicant_cvs a where a.storage_key = ${key})
    or exists (select 1 from cv_uploads cu where cu.storage_key = ${key})
    or exists (select 1 from cv_import_items ci where ci.storage_key = ${key}))`;
}

/** How old a stored file no row names must be before the daily sweep removes it. */
export const orphanFileGraceHours = 24;
/** Files removed per statement of the sweep. */
const orphanBatch = 500;

/** bytea as node-postgres (Buffer) or PGlite (Uint8Array) gives it. */
function bufferOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.length);
  // A driver that answers bytea's text form (\x0a0b...).
  if (typeof value === 'string' && value.startsWith('\\x'))
    return Buffer.from(value.slice(2), 'hex');
  throw new Error('unexpected bytea value');
}

export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, data) {
      assertStorageKey(key);
      try {
        // Keys are new random names: a second put of one key (a retried import) replaces it.
        await db.execute(sql`
          insert into stored_files (key, content, size) values (${key}, ${data}, ${data.length})
          on conflict (key) do update set content = excluded.content, size = excluded.size`);
      } catch (err) {
        throw databaseStorageFailure(err);
      }
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = rowsOf<{ content: unknown }>(
        await db.execute(sql`select content from stored_files where key = ${key}`),
      );
      return row ? bufferOf(row.content) : null;
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        await db.execute(sql`delete from stored_files where key = ${key}`);
      } catch (err) {
        throw databaseStorageFailure(err);
      }
    },
    async sweepOrphans(storedBefore) {
      // An upload is stored before the row that names it is written (a picture, a guest's CV):
      // only files older than the grace period are taken for orphans.
      let removed = 0;
      for (;;) {
        const gone = rowsOf<{ key: string }>(
          await db.execute(sql`delete from stored_files where key in (
            select s.key from stored_files s
            where s.created_at < ${storedBefore.toISOString()}::timestamptz
              and not ${namedByARow(sql`s.key`)}
            limit ${orphanBatch})
          returning key`),
        );
        removed += gone.length;
        if (gone.length < orphanBatch) return removed;
      }
    },
    async check() {
      // Readiness: the table takes a row and gives it back (a read-only database, a full disk or
      // a missing privilege fail here). A key of its own, so that nodes never meet.
      const probe = `.ready-${process.pid}-${randomBytes(6).toString('hex')}`;
      try {
        await db.execute(
          sql`insert into stored_files (key, content, size) values (${probe}, ${Buffer.from('ready')}, 5)`,
        );
      } finally {
        await db.execute(sql`delete from stored_files where key = ${probe}`).catch(() => undefined);
      }
    },
  };
}

/** The keys among `keys` that a row still names (a picture URL, a CV, an upload, an import). */
async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const list = textArray(keys);
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      with wanted as (select k as key from jsonb_array_elements_text(${list}) k)
      select w.key from wanted w where ${namedByARow(sql`w.key`)}`),
  );
  return new Set(rows.map((row) => row.key));
}

export interface UploadsImported {
  /** Files a row names, now in the database (or already there). */
  moved: number;
  /** Files no row names any more (removed elsewhere, e.g. a person deleted on another node). */
  dropped: number;
}

/**
 * Moves the files of a DATA_DIR/uploads directory (the store before decision 262) into the
 * database, then removes them from the disk. Idempotent: a file already in the database is kept
 * as it is, and a start that stopped half-way moves the rest next time. A file no row names is
 * removed without being moved: it was deleted (or replaced) on the database's side, and its
 * personal data must not come back. Temporary files of interrupted writes go too.
 */
export async function importLocalUploads(
  db: Db,
  dir: string,
  log?: FastifyBaseLogger,
): Promise<UploadsImported> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { moved: 0, dropped: 0 };
    throw err;
  }
  const result: UploadsImported = { moved: 0, dropped: 0 };
  const keys: string[] = [];
  for (const name of names) {
    if (/\.tmp$/.test(name) || name.startsWith('.ready-')) {
      await rm(path.join(dir, name), { force: true });
      continue;
    }
    try {
      assertStorageKey(name);
      keys.push(name);
    } catch {
      // Not one of ours: left where it is.
    }
  }
  for (let at = 0; at < keys.length; at += 200) {
    const batch = keys.slice(at, at + 200);
    const named = await referencedKeys(db, batch);
    for (const key of batch) {
      const file = path.join(dir, key);
      if (named.has(key)) {
        const bytes = await readFile(file);
        await db.execute(sql`
          insert into stored_files (key, content, size) values (${key}, ${bytes}, ${bytes.length})
          on conflict (key) do nothing`);
        result.moved += 1;
      } else {
        result.dropped += 1;
      }
      await rm(file, { force: true });
    }
  }
  if (result.moved + result.dropped > 0) {
    log?.info({ dir, ...result }, 'uploaded files moved from the disk into the database');
  }
  return result;
}
