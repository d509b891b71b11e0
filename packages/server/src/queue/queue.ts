// The job queue (decisions.md 15, decisions 120 and 121): pg-boss 10 over our own connection, on
// PGlite and PostgreSQL alike. pg-boss stores, retries with back-off, expires, archives and
// schedules (cron) the jobs; the jobs of this process are run by loops of ours (fetch, run,
// complete or fail), one a job name, so that drain() can run every due job now and know when none
// is left, so that a job claimed by a process that died (kill -9) is given back at once instead of
// after its expiry, and so that a slow job of one name (a CV import of several seconds) never holds
// the jobs of another (a mail the recruiter's move just queued).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientConfig } from 'pg';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable, type Db } from '../db/database';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export const jobStates: readonly JobState[] = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
];

export interface QueueJob {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  /** The last failure's message (while retrying, or once failed); null otherwise. */
  error: string | null;
  createdAt: Date;
  /** When it is (or was) due. */
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * A job's handler. Besides decision 120's id and retryCount it is told the job's retryLimit, so
 * that it knows a failure is the last one (retryCount >= retryLimit).
 */
export type JobHandler = (
  data: unknown,
  job: { id: string; retryCount: number; retryLimit: number },
) => Promise<void>;

/** The interface the rest of the server uses (decision 120). */
export interface JobQueue {
  /** Stores a job; inside `tx` it commits or rolls back with the caller's transaction. */
  send(
    name: string,
    data: object,
    options?: { startAfter?: Date; singletonKey?: string; retryLimit?: number; tx?: Db },
  ): Promise<string | null>;
  /**
   * Stores many jobs of one name in one statement (a daily mail run: issue 46, decision 277);
   * inside `tx` they commit or roll back with the caller's transaction, as `send`'s.
   */
  sendMany(
    name: string,
    data: readonly object[],
    options?: { retryLimit?: number; tx?: Db },
  ): Promise<void>;
  /**
   * Registers the handler of a job name (at plugin registration, before listen). `once`: the job
   * does something that must never happen twice (a mail): its start is recorded before the
   * handler runs, and a job found started by a process that is gone is failed, not run again.
   */
  work(name: string, handler: JobHandler, options?: WorkOptions): void;
  /** A recurring job (cron, UTC), e.g. the interview reminder sweep every minute. */
  schedule(name: string, cron: string): Promise<void>;
  /** Tests and shutdown: runs every due job now, until none is left. */
  drain(): Promise<void>;
  list(filter: {
    name?: string;
    state?: JobState;
    page: number;
    pageSize: number;
  }): Promise<{ jobs: QueueJob[]; total: number }>;
  retry(id: string): Promise<boolean>;
  counts(): Promise<Array<{ name: string; state: JobState; count: number }>>;
  stop(): Promise<void>;
}

export interface WorkOptions {
  /** At most once (issue 43): see JobQueue.work. */
  once?: boolean;
}

/**
 * The error a `once` job is failed with when the process that ran it died before its outcome was
 * recorded: it may have been done, so it is not done again by itself; an operator's retry runs it.
 */
export const interruptedMessage =
  'interrupted while running: it may have been done (a mail may have been sent), so it is not run again by itself; retry it to run it again';

/** pg-boss's schema; created by migration 0009 (decision 121). */
export const queueSchema = 'pgboss';
const internalPrefix = '__pgboss__';

/** Defaults of a queue created on first use (mail.send has its own, in migration 0009). */
const queueDefaults = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 };

/** What pg-boss needs of a connection: text with $n parameters in, rows out. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface ClientLike {
  query(text: string, values?: unknown[]): Promise<unknown>;
  /** PGlite (and its transactions): several statements in one call, without parameters. */
  exec?(text: string): Promise<Array<{ rows: Record<string, unknown>[] }>>;
}

/**
 * The connection under a Drizzle database or transaction: node-postgres' pool (or the pooled
 * client of a transaction) or the PGlite instance (or its transaction). A job sent through a
 * transaction's connection commits or rolls back with it; on PGlite, a query outside the open
 * transaction would even wait for it for ever.
 */
export function executorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { session: { client: ClientLike } }).session.client;
  return {
    async executeSql(text, values) {
      // pg-boss sends its locked commands (BEGIN; ...; COMMIT) as one text without parameters:
      // PGlite's query() takes one statement only, exec() takes several.
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = (await client.query(text, values)) as
        { rows: Record<string, unknown>[] } | Array<{ rows: Record<string, unknown>[] }>;
      // node-postgres answers several statements with one result each.
      return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface QueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** False while a PostgreSQL server unreachable at start has not answered (decision 082). */
  isReady?: () => boolean;
  /** How often the loop looks for due jobs (ms). */
  pollMs?: number;
  /** Jobs claimed per fetch and name. */
  batchSize?: number;
  /** stop() waits this long for the running job before giving up on it (decisions.md 15). */
  stopTimeoutMs?: number;
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const { db, log } = options;
  const executor = executorOf(db);
  const batchSize = options.batchSize ?? 10;
  const workerId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  /** The names whose jobs run at most once (WorkOptions.once). */
  const onceNames = new Set<string>();
  const knownQueues = new Set<string>();
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: queueSchema,
    // The schema is in migration 0009: start only reads its version, and a later pg-boss that
    // needs a newer schema migrates it (under pg-boss's own advisory lock).
    migrate: true,
    supervise: true,
    schedule: true,
    // Failed jobs stay visible (list, operator console) for 30 days before being archived.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  });
  boss.on('error', (err: Error) => {
    if (stopped) return;
    if (isDatabaseUnavailable(err)) log.warn({ err }, 'job queue: database unavailable');
    else log.error({ err }, 'job queue: pg-boss failed');
  });

  let started: Promise<void> | null = null;
  /** The loop of each job name that runs now (its lane); a name without one is idle. */
  const lanes = new Map<string, Promise<void>>();
  /** Names kicked while their lane ran: the lane looks again before it ends. */
  const kickedAgain = new Set<string>();
  /** Jobs whose handler this process ran, for drain() to know whether a pass did anything. */
  let ranTotal = 0;
  let stopped = false;
  /**
   * Jobs of this process between fetch and a recorded outcome (issue 43). `claimed`: fetched, its
   * handler not started (given back when the round fails or the queue stops); `running`: its
   * handler runs; `done`: the handler ended but complete() or fail() did not reach the database
   * (a lost connection): recorded at the next round instead of leaving the job active until a
   * restart runs it a second time.
   */
  const claimed = new Map<
    string,
    { name: string; phase: 'claimed' | 'running' | 'done'; failure?: string }
  >();

  /**
   * Issue 43 (decision 266): when pg-boss last looked at the schedules, by any process of the
   * deployment (pgboss.version.cron_on, at most 30 s old while one runs), read before this
   * process's pg-boss looks again. Null on a database no pg-boss ever ran on.
   */
  let lastCronAt: Date | null = null;

  function start(): Promise<void> {
    if (started) return started;
    started = (async () => {
      await ensureLock();
      const { rows: version } = await executor.executeSql(
        `SELECT cron_on FROM ${queueSchema}.version LIMIT 1`,
      );
      const cronOn = version[0]?.cron_on;
      lastCronAt = cronOn ? new Date(cronOn as string | Date) : null;
      await boss.start();
      // The queues this process works are created now, outside any caller's transaction: a queue
      // first created inside concurrent transactions (a send in the transaction that stores what
      // the job is about) deadlocked on PostgreSQL (decision 142's import; migration 0023 had to
      // create the CV queues itself).
      for (const name of handlers.keys()) await ensureQueue(name);
      await recoverOrphans();
    })().catch((err: unknown) => {
      started = null;
      throw err;
    });
    return started;
  }

  async function ensureQueue(name: string, via: SqlExecutor = executor): Promise<void> {
    if (knownQueues.has(name)) return;
    await via.executeSql(`SELECT ${queueSchema}.create_queue($1, $2)`, [
      name,
      { policy: 'standard', ...queueDefaults },
    ]);
    // Inside a caller's transaction the queue exists only once it commits: create it again next time.
    if (via === executor) knownQueues.add(name);
  }

  /**
   * Jobs left active by a process that is gone (kill -9, a crash) are due again now: dated a
   * second back, since pg-boss fetches start_after < now() and PGlite can answer the same instant
   * to the next statement (the kill -9 unit test missed the job about one run in six). A process
   * marks the jobs it claims with its worker id and holds an advisory lock on that id for its
   * life (PostgreSQL releases it when the connection dies); on PGlite the data directory lock
   * already means every other worker id is gone.
   */
  /**
   * Issue 43 (decision 266): the last tick of `cron` passed while no process of the deployment
   * was looking (every node down), and pg-boss, which sends a tick only within 60 s of it, will
   * not send it now: sent once here. Under an advisory lock, and only when no job of that name
   * was created since the tick, so that nodes starting together send it once between them. Ticks
   * before the last one are not run (one run does what several would).
   */
  async function catchUp(name: string, cron: string): Promise<void> {
    if (!lastCronAt) return;
    const now = Date.now();
    const tick = cronParser.parseExpression(cron, { tz: 'UTC', currentDate: new Date(now) }).prev();
    const tickAt = tick.getTime();
    if (now - tickAt < 60_000 || lastCronAt.getTime() >= tickAt) return;
    const sent = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const via = executorOf(tx);
      await via.executeSql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `talentpool.queue.catch-up.${name}`,
      ]);
      const { rows } = await via.executeSql(
        `SELECT (EXISTS (SELECT 1 FROM ${queueSchema}.job WHERE name = $1 AND created_on >= $2)
          OR EXISTS (SELECT 1 FROM ${queueSchema}.archive WHERE name = $1 AND created_on >= $2))
          AS done`,
        [name, new Date(tickAt).toISOString()],
      );
      if (rows[0]?.done) return false;
      await jobQueue.send(name, { missedTick: new Date(tickAt).toISOString() }, { tx });
      return true;
    });
    if (sent) {
      log.warn(
        { job: name, tick: new Date(tickAt).toISOString(), lastCronAt: lastCronAt.toISOString() },
        'a scheduled tick was missed while no server ran: running it once now',
      );
    }
  }

  let recoveredAt = 0;
  async function recoverOrphans(): Promise<void> {
    recoveredAt = Date.now();
    const { rows } = await executor.executeSql(
      `SELECT DISTINCT output->>'worker' AS worker FROM ${queueSchema}.job
        WHERE state = 'active' AND output ? 'worker' AND output->>'worker' <> $1`,
      [workerId],
    );
    for (const row of rows) {
      const worker = String(row.worker);
      const dead = await executor.executeSql(
        `SELECT CASE WHEN pg_try_advisory_lock(hashtext($1)) THEN pg_advisory_unlock(hashtext($1))
          ELSE false END AS dead`,
        [`talentpool.queue.${worker}`],
      );
      if (!dead.rows[0]?.dead) continue;
      // A `once` job its worker had started (a mail that may have gone) is failed, never run
      // again by itself: a mail sent twice is a defect (issue 43); an operator may retry it.
      const interrupted = await executor.executeSql(
        `UPDATE ${queueSchema}.job SET state = 'failed', completed_on = now(),
          output = jsonb_build_object('message', $2::text)
        WHERE state = 'active' AND output->>'worker' = $1 AND output ? 'started'
        RETURNING id, name`,
        [worker, interruptedMessage],
      );
      for (const row of interrupted.rows) {
        log.error(
          { worker, jobId: row.id, name: row.name },
          'job queue: a job that runs once was interrupted; failed, not run again',
        );
      }
      const given = await executor.executeSql(
        `UPDATE ${queueSchema}.job SET state = CASE WHEN retry_count < retry_limit
            THEN 'retry'::${queueSchema}.job_state ELSE 'failed'::${queueSchema}.job_state END,
          start_after = now() - interval '1 second',
          completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
          output = jsonb_build_object('message', 'the worker stopped while running it')
        WHERE state = 'active' AND output->>'worker' = $1 RETURNING id`,
        [worker],
      );
      if (given.rows.length > 0) {
        log.warn(
          { worker, jobs: given.rows.length },
          'job queue: jobs of a stopped worker are due again',
        );
      }
    }
  }

  /** PostgreSQL: the connection that holds this worker's advisory lock, for the process's life. */
  let lock: { release(): Promise<void> } | null = null;
  async function ensureLock(): Promise<void> {
    if (lock || stopped) return;
    const client = (db as unknown as { session: { client: object } }).session.client;
    // PGlite: one process per data directory, nothing to hold.
    if (!('totalCount' in client)) return;
    // A connection of its own, outside the pool: a pool's end() waits for every connection it
    // lent, and this one is held for the process's life.
    const { default: pg } = await import('pg');
    const connection = new pg.Client((client as unknown as { options: ClientConfig }).options);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await connection.end().catch(() => undefined);
    };
    await connection.connect().catch(async (err: unknown) => {
      await release();
      throw err;
    });
    // A lost connection loses the lock: the next run takes it again (and meanwhile another
    // process may give this worker's running jobs out again: at-least-once).
    const held = { release };
    connection.on('error', (err: Error) => {
      log.warn({ err }, 'job queue: the worker lock connection failed');
      if (lock === held) lock = null;
      void release();
    });
    try {
      await connection.query('SELECT pg_advisory_lock(hashtext($1))', [
        `talentpool.queue.${workerId}`,
      ]);
    } catch (err) {
      await release();
      throw err;
    }
    lock = held;
  }

  async function runJob(name: string, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const handler = handlers.get(name);
    const entry = claimed.get(job.id);
    if (!handler || !entry) return;
    if (onceNames.has(name)) {
      // Recorded (committed) before the handler runs: a process that finds it started after this
      // one died knows it may have been done (recoverOrphans). Throws when the database is gone:
      // the handler has not run, and the job is given back.
      const marked = await executor.executeSql(
        `UPDATE ${queueSchema}.job SET output = output || jsonb_build_object('started', now())
          WHERE name = $1 AND id = $2 AND state = 'active' AND output->>'worker' = $3 RETURNING id`,
        [name, job.id, workerId],
      );
      if (marked.rows.length === 0) {
        // No longer ours (given out again by another process meanwhile).
        claimed.delete(job.id);
        return;
      }
    }
    entry.phase = 'running';
    try {
      await handler(job.data, {
        id: job.id,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
      entry.phase = 'done';
    } catch (err) {
      entry.phase = 'done';
      entry.failure = err instanceof Error ? err.message : String(err);
      const logged = { jobId: job.id, name, retryCount: job.retryCount, reason: entry.failure };
      if (job.retryCount >= job.retryLimit) log.error(logged, 'job failed; no retry left');
      else log.warn(logged, 'job failed; will retry');
    }
    await settle(job.id);
  }

  /** Records the outcome of a job whose handler ended; kept for the next round when it cannot. */
  async function settle(id: string): Promise<void> {
    const entry = claimed.get(id);
    if (entry?.phase !== 'done') return;
    if (entry.failure === undefined) await boss.complete(entry.name, id);
    else await boss.fail(entry.name, id, { message: entry.failure });
    claimed.delete(id);
  }

  /**
   * After a round that failed (the database went away) and before the next: outcomes not yet
   * recorded are recorded, and jobs fetched but not started are due again at once (their start
   * mark, if its answer was lost, removed: they certainly did not run).
   */
  async function settleOwn(
    which: (name: string) => boolean,
    giveBack: (name: string) => boolean = which,
  ): Promise<void> {
    const notStarted: string[] = [];
    for (const [id, entry] of claimed) {
      if (!which(entry.name)) continue;
      if (entry.phase === 'done') await settle(id);
      else if (entry.phase === 'claimed' && giveBack(entry.name)) notStarted.push(id);
    }
    if (notStarted.length === 0) return;
    await executor.executeSql(
      `UPDATE ${queueSchema}.job SET state = 'retry', start_after = now() - interval '1 second',
        output = NULL WHERE id = ANY($1::uuid[]) AND state = 'active'`,
      [notStarted],
    );
    for (const id of notStarted) claimed.delete(id);
  }

  /** One fetch of a name's due jobs, run one by one; answers how many it ran. */
  async function runBatch(name: string): Promise<number> {
    const jobs = await boss.fetch<unknown>(name, { batchSize, includeMetadata: true });
    if (jobs.length === 0) return 0;
    for (const job of jobs) claimed.set(job.id, { name, phase: 'claimed' });
    await executor.executeSql(
      `UPDATE ${queueSchema}.job SET output = jsonb_build_object('worker', $3::text)
        WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [name, jobs.map((j) => j.id), workerId],
    );
    let ran = 0;
    for (const job of jobs) {
      if (stopped) break;
      await runJob(name, job);
      ran += 1;
      ranTotal += 1;
    }
    return ran;
  }

  /**
   * What every lane needs before it fetches: pg-boss started, the worker lock held, the jobs of
   * dead processes given back (PostgreSQL: another process may have died since; looked at again
   * every minute). Shared by the lanes that start together.
   */
  let preparing: Promise<void> | null = null;
  function prepare(): Promise<void> {
    preparing ??= (async () => {
      await start();
      await ensureLock();
      if (Date.now() - recoveredAt > 60_000) await recoverOrphans();
    })().finally(() => {
      preparing = null;
    });
    return preparing;
  }

  /** A name's lane: its due jobs until none is left; answers how many it ran. */
  async function laneLoop(name: string): Promise<number> {
    await prepare();
    // A round of this name that failed (the database went away) left outcomes to record.
    await settleOwn((n) => n === name);
    let ran = 0;
    do {
      kickedAgain.delete(name);
      for (;;) {
        if (stopped) break;
        const batch = await runBatch(name);
        if (batch === 0) break;
        ran += batch;
      }
    } while (kickedAgain.has(name) && !stopped);
    return ran;
  }

  function kickLane(name: string): Promise<void> {
    if (stopped || (options.isReady && !options.isReady())) return Promise.resolve();
    const current = lanes.get(name);
    if (current) {
      kickedAgain.add(name);
      return current;
    }
    const lane = laneLoop(name)
      .then((ran) => {
        // A job may have queued jobs of other names in its transaction (no kick then): they are
        // looked for now, as the single loop's next round did, not at the next poll.
        if (ran > 0) for (const other of handlers.keys()) if (other !== name) void kickLane(other);
      })
      .catch((err: unknown) =>
        isDatabaseUnavailable(err)
          ? log.warn({ err, name }, 'job queue: database unavailable')
          : log.error({ err, name }, 'job queue: worker failed'),
      )
      .finally(() => {
        lanes.delete(name);
      });
    lanes.set(name, lane);
    return lane;
  }

  function kick(): Promise<void> {
    return Promise.all([...handlers.keys()].map(kickLane)).then(() => undefined);
  }

  /** Until no lane runs (each lane's promise settles; never rejects). */
  async function idle(): Promise<void> {
    while (lanes.size > 0) await Promise.all([...lanes.values()]);
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 2_000);
  timer.unref();

  async function rows(text: string, values: unknown[] = []) {
    if (!options.isReady || options.isReady()) await start();
    return (await executor.executeSql(text, values)).rows;
  }

  const jobQueue: JobQueue = {
    async send(name, data, sendOptions = {}) {
      const via = sendOptions.tx ? executorOf(sendOptions.tx) : executor;
      await ensureQueue(name, via);
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.retryLimit !== undefined ? { retryLimit: sendOptions.retryLimit } : {}),
        db: via as PgBoss.Db,
      });
      // A job outside a transaction is there now; one inside is found by the next poll.
      if (!sendOptions.tx && handlers.has(name)) setImmediate(() => void kick());
      return id;
    },
    async sendMany(name, items, sendOptions = {}) {
      if (items.length === 0) return;
      const via = sendOptions.tx ? executorOf(sendOptions.tx) : executor;
      await ensureQueue(name, via);
      const { retryLimit } = sendOptions;
      await boss.insert(
        items.map((data) => ({ name, data, ...(retryLimit !== undefined ? { retryLimit } : {}) })),
        { db: via as PgBoss.Db },
      );
      if (!sendOptions.tx && handlers.has(name)) setImmediate(() => void kick());
    },
    work(name, handler, workOptions = {}) {
      if (handlers.has(name)) throw new Error(`job queue: ${name} already has a handler`);
      handlers.set(name, handler);
      if (workOptions.once) onceNames.add(name);
    },
    async schedule(name, cron) {
      await start();
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
      await catchUp(name, cron);
    },
    async drain() {
      // Until a pass over every name runs nothing: a job may queue jobs of another name.
      for (;;) {
        const before = ranTotal;
        await kick();
        await idle();
        if (ranTotal === before || stopped) return;
      }
    },
    async list({ name, state, page, pageSize }) {
      const values: unknown[] = [internalPrefix];
      let where = `left(name, ${internalPrefix.length}) <> $1`;
      if (name) {
        values.push(name);
        where += ` AND name = $${values.length}`;
      }
      if (state) {
        values.push(state);
        where += ` AND state = $${values.length}::${queueSchema}.job_state`;
      }
      const [count] = await rows(
        `SELECT count(*)::int AS total FROM ${queueSchema}.job WHERE ${where}`,
        values,
      );
      const found = await rows(
        `SELECT id, name, state::text AS state, data, retry_count, retry_limit, output,
            created_on, start_after, started_on, completed_on
          FROM ${queueSchema}.job WHERE ${where}
          ORDER BY created_on DESC, id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, pageSize, (page - 1) * pageSize],
      );
      return {
        total: Number(count?.total ?? 0),
        jobs: found.map((r) => {
          const jobState = r.state as JobState;
          const output = r.output as { message?: unknown } | null;
          return {
            id: String(r.id),
            name: String(r.name),
            state: jobState,
            data: r.data,
            retryCount: Number(r.retry_count),
            retryLimit: Number(r.retry_limit),
            error:
              (jobState === 'retry' || jobState === 'failed') && typeof output?.message === 'string'
                ? output.message
                : null,
            createdAt: new Date(r.created_on as string),
            startAfter: new Date(r.start_after as string),
            startedAt: r.started_on ? new Date(r.started_on as string) : null,
            completedAt: r.completed_on ? new Date(r.completed_on as string) : null,
          };
        }),
      };
    },
    async retry(id) {
      if (!uuidPattern.test(id)) return false;
      const [job] = await rows(
        `SELECT name FROM ${queueSchema}.job WHERE id = $1 AND state = 'failed'`,
        [id],
      );
      if (!job) return false;
      // A failed job is due again now, with one more attempt (pg-boss's retry()).
      const result = (await boss.retry(String(job.name), id)) as unknown as { affected: number };
      if (result.affected > 0) void kick();
      return result.affected > 0;
    },
    async counts() {
      const found = await rows(
        `SELECT name, state::text AS state, count(*)::int AS count FROM ${queueSchema}.job
          WHERE left(name, ${internalPrefix.length}) <> $1 GROUP BY name, state ORDER BY name, state`,
        [internalPrefix],
      );
      return found.map((r) => ({
        name: String(r.name),
        state: r.state as JobState,
        count: Number(r.count),
      }));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      // The running job gets a bounded time to finish: shutdown always ends (decisions.md 15).
      // A job still running after it stays claimed by this worker id and is given back by the
      // next start, once this process is gone.
      let timeout: NodeJS.Timeout | undefined;
      if (lanes.size > 0) {
        await Promise.race([
          idle(),
          new Promise<void>((resolve) => {
            timeout = setTimeout(resolve, options.stopTimeoutMs ?? 5_000);
          }),
        ]);
        clearTimeout(timeout);
      }
      // A start still under way finishes first, so that pg-boss's timers are cleared.
      if (started) await Promise.race([started.catch(() => undefined), delay(2_000)]);
      try {
        // Outcomes not yet recorded, and (once the loop has ended) jobs fetched but not started:
        // due again at once for the next worker. A job whose handler still runs stays claimed by
        // this worker id.
        if (claimed.size > 0)
          await settleOwn(
            () => true,
            (name) => !lanes.has(name),
          );
        if (started) await boss.stop({ graceful: false, close: false, wait: true });
      } catch (err) {
        log.warn({ err }, 'job queue: stopping');
      }
      await lock?.release();
      lock = null;
    },
  };
  return jobQueue;
}
