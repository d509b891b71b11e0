// The job queue over a real, migrated database: PGlite in a temporary directory, or a fresh
// database on the PostgreSQL server of DATABASE_URL (decisions 120, 121).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/database';
import { createJobQueue, executorOf, type JobQueue } from './queue';

const log = pino({ level: 'silent' });
let database: Database;
let dataDir: string;
let databaseUrl: string | undefined;
const queues: JobQueue[] = [];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-queue-'));
  if (process.env.DATABASE_URL) {
    const name = `tp_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  database = await openDatabase({ dataDir, databaseUrl });
}, 120_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    await adminQuery(
      `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
    );
  }
});

function queue(options: { stopTimeoutMs?: number } = {}): JobQueue {
  // A poll far away: the tests run jobs with drain() only, so nothing depends on timing.
  const q = createJobQueue({ db: database.db, log, pollMs: 3_600_000, ...options });
  queues.push(q);
  return q;
}

async function stateOf(id: string | null): Promise<string | undefined> {
  const result = await database.db.execute(
    sql`select state::text as state from pgboss.job where id = ${id}`,
  );
  const rows = (result as unknown as { rows: { state: string }[] }).rows;
  return rows[0]?.state;
}

describe(`job queue (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a job once on drain, with its data, and counts it completed', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.work('test.echo', async (data, job) => {
      seen.push({ data, retryCount: job.retryCount });
    });
    const id = await q.send('test.echo', { n: 1 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await q.drain();
    await q.drain();
    expect(seen).toEqual([{ data: { n: 1 }, retryCount: 0 }]);
    expect(await stateOf(id)).toBe('completed');
    expect(await q.counts()).toContainEqual({ name: 'test.echo', state: 'completed', count: 1 });
    await q.stop();
  });

  it('creates the queues it works when it starts, before any send', async () => {
    // A queue first created inside concurrent transactions deadlocked on PostgreSQL: the queues
    // of registered handlers must exist before a caller's transaction sends to them.
    const q = queue();
    q.work('test.upfront', async () => {});
    await q.drain();
    const result = await database.db.execute(
      sql`select name from pgboss.queue where name = 'test.upfront'`,
    );
    expect((result as unknown as { rows: { name: string }[] }).rows).toEqual([
      { name: 'test.upfront' },
    ]);
    await q.stop();
  });

  it('retries a failing job later, with back-off, and keeps the reason', async () => {
    const q = queue();
    let calls = 0;
    q.work('test.flaky', async () => {
      calls += 1;
      throw new Error('smtp is down');
    });
    const id = await q.send('test.flaky', {}, { retryLimit: 3 });
    await q.drain();
    // One attempt: the retry is not due yet, so drain returns.
    expect(calls).toBe(1);
    const { jobs, total } = await q.list({ name: 'test.flaky', page: 1, pageSize: 10 });
    expect(total).toBe(1);
    expect(jobs[0]).toMatchObject({ id, state: 'retry', error: 'smtp is down', retryLimit: 3 });
    // retryDelay 10 s with back-off: the first retry is due 10 to 20 s later.
    const delay = (jobs[0]?.startAfter.getTime() ?? 0) - Date.now();
    expect(delay).toBeGreaterThan(5_000);
    expect(delay).toBeLessThan(25_000);
    await q.stop();
  });

  it('keeps a job with no retry left as failed, lists it, and retries it on demand', async () => {
    const q = queue();
    let fail = true;
    const ran: string[] = [];
    q.work('test.dead', async (_data, job) => {
      ran.push(job.id);
      if (fail) throw new Error('permanent');
    });
    const id = await q.send('test.dead', { x: 1 }, { retryLimit: 0 });
    await q.drain();
    const failed = await q.list({ state: 'failed', page: 1, pageSize: 50 });
    expect(failed.jobs.map((j) => j.id)).toContain(id);
    expect(failed.jobs.find((j) => j.id === id)).toMatchObject({
      name: 'test.dead',
      error: 'permanent',
      data: { x: 1 },
    });
    expect(await q.counts()).toContainEqual({ name: 'test.dead', state: 'failed', count: 1 });

    expect(await q.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await q.retry('not-an-id')).toBe(false);
    fail = false;
    expect(await q.retry(id ?? '')).toBe(true);
    await q.drain();
    expect(ran).toEqual([id, id]);
    expect(await stateOf(id)).toBe('completed');
    // Only failed jobs can be retried.
    expect(await q.retry(id ?? '')).toBe(false);
    await q.stop();
  });

  it('sends inside a transaction: nothing when it rolls back, the job when it commits', async () => {
    const q = queue();
    const ran: unknown[] = [];
    q.work('test.tx', async (data) => {
      ran.push(data);
    });
    let rolledBackId: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        rolledBackId = await q.send('test.tx', { kept: false }, { tx: tx as unknown as Db });
        expect(rolledBackId).toBeTruthy();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stateOf(rolledBackId)).toBeUndefined();

    const committedId = await database.db.transaction(async (tx) =>
      q.send('test.tx', { kept: true }, { tx: tx as unknown as Db }),
    );
    expect(await stateOf(committedId)).toBe('created');
    await q.drain();
    expect(ran).toEqual([{ kept: true }]);
    await q.stop();
  });

  it('gives back at start the jobs of a worker that is gone (kill -9)', async () => {
    const q = queue();
    const id = await q.send('test.orphan', { n: 7 });
    // What a killed process leaves: the job active, claimed by a worker id nobody holds.
    await database.db.execute(sql`update pgboss.job set state = 'active', started_on = now(),
      output = jsonb_build_object('worker', 'gone-worker') where id = ${id}`);
    const seen: unknown[] = [];
    q.work('test.orphan', async (data) => {
      seen.push(data);
    });
    await q.drain();
    expect(seen).toEqual([{ n: 7 }]);
    expect(await stateOf(id)).toBe('completed');
    await q.stop();
  });

  it('stores a cron schedule (UTC)', async () => {
    const q = queue();
    await q.schedule('test.sweep', '* * * * *');
    const result = await database.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = 'test.sweep'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '* * * * *', timezone: 'UTC' },
    ]);
    await q.stop();
  });

  it('stops within its timeout even when a job never ends, and gives the job back later', async () => {
    const q = queue({ stopTimeoutMs: 300 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    q.work('test.hang', () => {
      started();
      return new Promise<void>(() => undefined);
    });
    const id = await q.send('test.hang', {});
    void q.drain();
    await running;
    const before = Date.now();
    await q.stop();
    expect(Date.now() - before).toBeLessThan(3_000);
    // Still claimed by the stopped worker, whose lock is released: the next queue runs it.
    expect(await stateOf(id)).toBe('active');
    const next = queue();
    const seen: string[] = [];
    next.work('test.hang', async (_data, job) => {
      seen.push(job.id);
    });
    await next.drain();
    expect(seen).toEqual([id]);
    await next.stop();
  });

  it('runs a job of another name while a slow job runs: a mail never waits for a CV import', async () => {
    // The CI run of 2026-12-06 waited more than 20 s for a stage mail queued behind CV imports of
    // up to 4.8 s each, when one loop ran every name's jobs one after the other.
    const q = queue();
    let slowStarted!: () => void;
    const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    q.work('test.slowImport', async () => {
      slowStarted();
      await gate;
      order.push('slow');
    });
    let fastDone!: () => void;
    const fastRan = new Promise<void>((resolve) => (fastDone = resolve));
    q.work('test.quickMail', async () => {
      order.push('fast');
      fastDone();
    });
    await q.send('test.slowImport', {});
    const drained = q.drain();
    await slowRunning;
    // Sent while the slow job holds its lane: it runs now, before the slow job ends.
    await q.send('test.quickMail', {});
    await fastRan;
    expect(order).toEqual(['fast']);
    release();
    await drained;
    expect(order).toEqual(['fast', 'slow']);
    await q.stop();
  });

  it('drain runs the jobs a job queued of another name in its transaction', async () => {
    const q = queue();
    const seen: string[] = [];
    q.work('test.first', async () => {
      seen.push('first');
      await database.db.transaction(async (tx) => {
        await q.send('test.second', {}, { tx: tx as unknown as Db });
      });
    });
    q.work('test.second', async () => {
      seen.push('second');
    });
    await q.send('test.first', {});
    await q.drain();
    expect(seen).toEqual(['first', 'second']);
    await q.stop();
  });

  it('executes pg-boss statements through the connection of a Drizzle database', async () => {
    const executor = executorOf(database.db);
    expect((await executor.executeSql('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    // Several statements without parameters (pg-boss's locked commands).
    expect((await executor.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
  });
});
