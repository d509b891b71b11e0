// `npm run backup` and `npm run restore` (decisions.md 15, decision 118) on the database the run
// uses: PGlite in a DATA_DIR, or, with DATABASE_URL, PostgreSQL databases created for this file.
// A round trip restores into a fresh target and compares every table's row count and checksum;
// the restored server opens every uploaded file (they live in the database: decision 262).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, type Db } from '../src/db/database';
import { backup, restore, type OpsTarget } from '../src/ops/backup';
import { createAccount, type TestAccount } from './helpers/accounts';
import { tinyPdf } from './helpers/guestFixtures';
import {
  createTestDatabase,
  dropTestDatabase,
  json,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const cleanup: (() => Promise<void>)[] = [];
let work: string;

/** A fresh, empty target: a new DATA_DIR, or a new database on the PostgreSQL server. */
async function freshTarget(): Promise<OpsTarget> {
  const dataDir = await mkdtemp(path.join(work, 'target-'));
  const server = process.env.DATABASE_URL;
  if (!server) return { dataDir };
  const databaseUrl = await createTestDatabase(server);
  cleanup.push(() => dropTestDatabase(databaseUrl));
  return { dataDir, databaseUrl };
}

type Snapshot = Record<string, { rows: number; checksum: string }>;

/** Every table of ours (and drizzle's migration log): its row count and an md5 of its rows. */
async function snapshot(target: OpsTarget): Promise<Snapshot> {
  const database = await openDatabase(target);
  try {
    return await tablesOf(database.db);
  } finally {
    await database.close();
  }
}

async function tablesOf(db: Db): Promise<Snapshot> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
    from information_schema.tables
    where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE'
    order by 1`);
  const result: Snapshot = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number; sum: string }>(
      sql.raw(`select count(*)::int as n,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`),
    );
    result[name] = { rows: row?.n ?? 0, checksum: row?.sum ?? '' };
  }
  return result;
}

function npmRun(
  args: string[],
  target: OpsTarget,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
    delete env.DATABASE_URL;
    if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: root, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

let source: TestServer;
let sourceTarget: OpsTarget;
let user: TestAccount;
let before: Snapshot;
let file: string;
const files: { url: string; bytes: Buffer }[] = [];

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 30, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'tp-backup-'));
  source = await startTestServer();
  sourceTarget = { dataDir: source.config.dataDir, databaseUrl: source.config.databaseUrl };
  // Data through the API and straight in the tables: accounts, a profile, queued jobs.
  user = await createAccount(source, 'User');
  await createAccount(source, 'Company');
  const password = 'Backup#Passw0rd-long';
  const signup = await source.request('/api/user/signup', {
    method: 'POST',
    json: { email: 'backup-signup@example.com', password, ConfirmPassword: password },
  });
  expect(signup.status).toBe(201);
  // Files (decision 262): a picture and a CV, in the database, so in the backup.
  for (const [route, field, bytes, name] of [
    ['/api/user/uploadImg', 'pic', await picture(), 'me.png'],
    ['/api/user/uploadCv', 'cv', tinyPdf, 'cv.pdf'],
  ] as const) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const res = await source.request(route, { method: 'PATCH', token: user.token, body: form });
    expect(res.status).toBe(200);
    const { url } = await json(res);
    const served = await source.request(url, { token: user.token });
    files.push({ url, bytes: Buffer.from(await served.arrayBuffer()) });
  }
  // No handler for it: it stays queued, in pg-boss's schema (migration 0009).
  await source.app.queue.send('backup.waiting', { subject: 'Ünïcode سلام' });
  await source.app.mailer.drain();
  await source.stop();
  before = await snapshot(sourceTarget);
  file = path.join(work, 'nested', 'talentpool.backup');
});

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await source.close();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores into a fresh target the same rows, table by table', async () => {
    const made = await backup(sourceTarget, file);
    expect(made.kind).toBe(usingPostgres ? 'postgres' : 'pglite');
    expect(made.bytes).toBeGreaterThan(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = await freshTarget();
    await restore(target, file);
    const after = await snapshot(target);

    expect(before['public.users']?.rows).toBeGreaterThanOrEqual(2);
    expect(before['public.companies']?.rows).toBe(1);
    // The sign-up's mail (sent to the outbox) and the job without a handler.
    expect(before['pgboss.job']?.rows).toBeGreaterThanOrEqual(2);
    expect(before['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);
    expect(after).toEqual(before);

    // The restored database serves: the account logs in with its password.
    const restored = await startTestServer({
      dataDir: target.dataDir,
      ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
    });
    try {
      const login = await restored.request('/api/user/login', {
        method: 'POST',
        json: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      const { token } = await json(login);
      expect(token).toEqual(expect.any(String));
      // Every file opens, byte for byte (issue 43: "0 of 43 files opened" after a restore).
      expect(files.length).toBe(2);
      for (const { url, bytes } of files) {
        const served = await restored.request(url, { token });
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
    } finally {
      await restored.stop();
    }
  });

  it('refuses to overwrite a target that holds data unless forced', async () => {
    const target = await freshTarget();
    await restore(target, file);
    // Something written after the restore, which a refused restore must leave alone.
    const database = await openDatabase(target);
    await database.db.execute(
      sql`insert into pgboss.job (name, data) values ('backup.waiting', '{}')`,
    );
    await database.close();
    const changed = await snapshot(target);
    expect(changed['pgboss.job']?.rows).toBe((before['pgboss.job']?.rows ?? 0) + 1);

    await expect(restore(target, file)).rejects.toThrow(/--force/);
    expect(await snapshot(target)).toEqual(changed);

    await restore(target, file, { force: true });
    expect(await snapshot(target)).toEqual(before);
  });

  it('refuses a file that is not a backup of this database, and a missing file', async () => {
    const target = await freshTarget();
    const bogus = path.join(work, 'bogus.backup');
    await writeFile(bogus, 'not a backup');
    await expect(restore(target, bogus)).rejects.toThrow(/not a backup/);
    await expect(restore(target, path.join(work, 'missing'))).rejects.toThrow(/no backup file/);
  });

  it.skipIf(usingPostgres)(
    'refuses to back up a data directory a running server holds',
    async () => {
      // The lock a running server holds on DATA_DIR/pglite: its pid, alive (this process).
      const lock = `${pgliteDir(sourceTarget.dataDir)}.lock`;
      await writeFile(lock, String(process.pid));
      try {
        await expect(backup(sourceTarget, path.join(work, 'locked.backup'))).rejects.toThrow(
          /in use by another TalentPool server.*stop it first/,
        );
        expect(existsSync(path.join(work, 'locked.backup'))).toBe(false);
      } finally {
        await rm(lock, { force: true });
      }
    },
  );

  // Four npm processes, each starting Node.js, tsx and the database: 17 s alone here, more than
  // the 60 s default on a machine running other suites beside it (2026-12-07). The limit is for a
  // hang, not a budget.
  it(
    'runs as npm run backup -- FILE and npm run restore -- FILE',
    { timeout: 180_000 },
    async () => {
      const cliFile = path.join(work, 'cli.backup');
      const made = await npmRun(['backup', '--', cliFile], sourceTarget);
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toMatch(/^backed up .* to .*cli\.backup \(\d+ bytes\)$/m);

      const target = await freshTarget();
      const restored = await npmRun(['restore', '--', cliFile], target);
      expect(restored.code).toBe(0);
      expect(await snapshot(target)).toEqual(before);

      const refused = await npmRun(['restore', '--', cliFile], target);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/--force/);

      const usage = await npmRun(['restore'], target);
      expect(usage.code).toBe(2);
      expect(usage.err).toMatch(/^usage: npm run backup -- FILE/);
    },
  );
});
