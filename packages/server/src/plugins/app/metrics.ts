// GET /metrics in the Prometheus text format (decisions.md 15, decision 118), only with
// METRICS_TOKEN as bearer; without METRICS_TOKEN it answers 404 like any unknown path and nothing
// is measured. Requests are counted by route pattern (never the raw URL, whose ids would make a
// series per resource), the database pool and the job queue are read at scrape time; failed mail
// sends are counted as they happen.
import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type Aggregator,
} from 'prom-client';
import type { Db } from '../../db/database';
import { jobStates, type JobQueue, type JobState } from '../../queue/queue';
import { mailJobName } from './mailer';
import { sendError } from './errors';

/** The label of requests no route matched (the web app's fallback and real 404s). */
const unmatched = '(unmatched)';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Decision 280: a worker of `WORKERS` (scripts/start.mjs) answers /metrics with the whole node's,
 * summed by the primary over every worker (prom-client's AggregatorRegistry); the primary asks
 * each worker's registry (this module's, set below) for its series. Null when this process is
 * not a worker of such a primary.
 */
function nodeMetrics(): Promise<string> | null {
  if (!cluster.isWorker || !process.send || !process.env.WORKER_COUNT) return null;
  const send = process.send.bind(process);
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the node metrics'));
    }, 6_000);
    const onMessage = (message: unknown) => {
      const answer = message as { type?: string; id?: string; text?: string; error?: string };
      if (answer?.type !== 'talentpool:nodeMetrics' || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (typeof answer.text === 'string') resolve(answer.text);
      else reject(new Error(answer.error ?? 'no node metrics'));
    };
    process.on('message', onMessage);
    send({ type: 'talentpool:nodeMetrics', id });
  });
}

export default fp<{ token?: string; instance: string }>(
  async (app, { token, instance }) => {
    if (!token) {
      app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) =>
        sendError(reply, request, 'NOT_FOUND'),
      );
      return;
    }
    const expected = sha256(`Bearer ${token}`);
    // One registry per application: tests build several in one process.
    const registry = new Registry();
    // Issue 43 (decision 224): through a balancer each scrape reaches any node; every series
    // says which process answered.
    registry.setDefaultLabels({ instance });
    collectDefaultMetrics({ register: registry });
    if (cluster.isWorker) {
      // Its series, for the primary's sum (decision 280); constructing the aggregator makes this
      // worker answer the primary's requests.
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry();
    }
    /** How the primary sums a gauge over the workers: a value read from the shared database is
     * the same in each (take the first); whether something answers is the worst of them. */
    const first: Aggregator = 'first';
    const worst: Aggregator = 'min';

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    const database = app.database;
    new Gauge({
      name: 'talentpool_database_info',
      help: 'The database in use: kind="pglite" (embedded, no pool) or kind="postgres".',
      labelNames: ['kind'] as const,
      registers: [registry],
      aggregator: first,
      collect() {
        // The first of ours a scrape collects (in order of registration, before any query of the
        // scrape): whether /metrics here or the primary's sum asked (decision 280).
        startScrape();
        this.set({ kind: database.kind }, 1);
      },
    });
    new Gauge({
      name: 'talentpool_database_up',
      help: 'Whether the database answered a trivial query at scrape time (1) or not (0).',
      registers: [registry],
      aggregator: worst,
      async collect() {
        this.set((await database.ping(1_000)) ? 1 : 0);
      },
    });
    // Read before the scrape's own queries (ping, queue) borrow connections from the pool.
    let poolSnapshot = { total: 0, idle: 0, waiting: 0 };
    function startScrape() {
      queueRead = null;
      if (database.poolStats) poolSnapshot = database.poolStats();
    }
    if (database.poolStats) {
      const stats = () => poolSnapshot;
      new Gauge({
        name: 'talentpool_db_pool_connections',
        help: 'PostgreSQL pool connections: state="total" open, state="idle" of them unused.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const s = stats();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
        },
      });
      new Gauge({
        name: 'talentpool_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection.',
        registers: [registry],
        collect() {
          this.set(stats().waiting);
        },
      });
    }

    const backend = app.rateLimitBackend;
    if (backend.redis !== 'none') {
      new Gauge({
        name: 'talentpool_redis_up',
        help: 'Whether Redis (REDIS_URL) answers (1) or not (0): at 0 rate limits count in this process only.',
        registers: [registry],
        aggregator: worst,
        collect() {
          this.set(backend.redis === 'up' ? 1 : 0);
        },
      });
    }

    // Decision 263: what this process heard of other processes' changes (PostgreSQL only).
    if (database.kind === 'postgres' && app.hasDecorator('cacheSignals')) {
      const signals = app.cacheSignals;
      new Counter({
        name: 'talentpool_cache_signals_received_total',
        help: "Changes of other processes this process heard of (LISTEN/NOTIFY) and dropped its job pages' caches for, since start.",
        registers: [registry],
        collect() {
          this.reset();
          this.inc(signals.received);
        },
      });
      new Gauge({
        name: 'talentpool_cache_signals_listening',
        help: 'Whether this process listens for the cache signals of other processes (1) or is reconnecting (0).',
        registers: [registry],
        aggregator: worst,
        collect() {
          this.set(signals.listening ? 1 : 0);
        },
      });
    }

    // The job queue (decision 120), read once per scrape for the gauges below; a database that
    // does not answer leaves them out of the scrape (talentpool_database_up says 0).
    let queueRead: Promise<QueueState | null> | null = null;
    const readQueue = () => (queueRead ??= queueState(app.queue, app.db).catch(() => null));
    // Decision 265 (issue 43): the gauges read from the shared database are the whole
    // deployment's, named talentpool_cluster_*: the same from every process and node (take one,
    // never the sum). Their earlier names (decision 224) stay as aliases for dashboards.
    const clusterGauge = <L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      collect: (gauge: Gauge<L>) => Promise<void>,
    ) => {
      for (const [series, text] of [
        [
          `talentpool_cluster_${name}`,
          `${help} Cluster-wide: read from the shared database, the same on every node (take one, never the sum).`,
        ],
        [
          `talentpool_${name}`,
          `${help} Cluster-wide; the earlier name of talentpool_cluster_${name}.`,
        ],
      ] as const) {
        new Gauge<L>({
          name: series,
          help: text,
          labelNames,
          registers: [registry],
          aggregator: first,
          async collect() {
            await collect(this);
          },
        });
      }
    };
    clusterGauge(
      'queue_jobs',
      'Jobs in the job queue by name (mail.send, ...) and state (created, retry, active, completed, cancelled, failed), at scrape time; completed jobs are archived after 12 hours, failed ones after 30 days.',
      ['name', 'state'] as const,
      async (gauge) => {
        gauge.reset();
        const q = await readQueue();
        if (!q) return;
        const names = new Set([mailJobName, ...q.counts.map((c) => c.name)]);
        for (const name of names) for (const state of jobStates) gauge.set({ name, state }, 0);
        for (const c of q.counts) gauge.set({ name: c.name, state: c.state }, c.count);
      },
    );
    clusterGauge(
      'mail_queue_jobs',
      'Mails in the queue: status="pending" waiting to be sent or retried, status="failed" given up after the last retry (the mails failed).',
      ['status'] as const,
      async (gauge) => {
        gauge.reset();
        const q = await readQueue();
        if (!q) return;
        const mail = (state: JobState) =>
          q.counts.find((c) => c.name === mailJobName && c.state === state)?.count ?? 0;
        gauge.set({ status: 'pending' }, mail('created') + mail('retry'));
        gauge.set({ status: 'failed' }, mail('failed'));
      },
    );
    clusterGauge(
      'mail_queue_oldest_pending_seconds',
      'Age of the oldest pending mail (0 when none is pending).',
      [] as const,
      async (gauge) => {
        gauge.reset();
        const q = await readQueue();
        if (q) gauge.set(q.oldestPendingMailSeconds);
      },
    );
    const mailsFailed = new Counter({
      name: 'talentpool_mails_failed_total',
      help: 'Failed mail sends since start: outcome="retry" will be tried again, outcome="given_up" was the last retry.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    mailsFailed.inc({ outcome: 'retry' }, 0);
    mailsFailed.inc({ outcome: 'given_up' }, 0);
    // The mailer is registered after this plugin.
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('mailer')) return;
      app.mailer.onFailed((final) => mailsFailed.inc({ outcome: final ? 'given_up' : 'retry' }));
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? unmatched,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1_000);
    });

    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      const given = sha256(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, request, 'UNAUTHENTICATED');
      }
      const fromNode = await nodeMetrics()?.catch((err: unknown) => {
        // A worker still starting (or stopping) did not answer: this process's own series.
        request.log.warn({ err }, 'node metrics not summed: answering this process alone');
        return null;
      });
      if (fromNode) {
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(fromNode);
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database', 'queue'] },
);

interface QueueState {
  counts: Awaited<ReturnType<JobQueue['counts']>>;
  oldestPendingMailSeconds: number;
}

async function queueState(queue: JobQueue, db: Db): Promise<QueueState> {
  const counts = await queue.counts();
  // Served by pg-boss's fetch index (name, start_after) WHERE state < 'active'.
  const result = await db.execute<{ oldest: number }>(sql`
    select coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
    from pgboss.job where name = ${mailJobName} and state < 'active'`);
  const rows = (result as unknown as { rows: { oldest: number }[] }).rows;
  return { counts, oldestPendingMailSeconds: Number(rows[0]?.oldest ?? 0) };
}
