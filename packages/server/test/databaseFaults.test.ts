// Surviving the database (issue 43, decisions.md 22, decision 221), on a real PostgreSQL: a
// statement that waits too long, a transaction left idle, a cut network and backends terminated
// (pg_terminate_backend) while the job queue sends a mail. Every request answers 503
// SERVICE_UNAVAILABLE in bounded time, the process lives, and a mail is never sent twice.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@talentpool/domain/messages';
import { interruptedMessage } from '../src/queue/queue';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTcpProxy } from './helpers/tcpProxy';
import {
  createTestDatabase,
  dropTestDatabase,
  json,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';

const slow = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = {
  error: errorMessage('SERVICE_UNAVAILABLE', 'en'),
  code: 'SERVICE_UNAVAILABLE',
};
const password = 'Passw0rd!long';
const signUp = (server: TestServer, email: string) =>
  server.request('/api/user/signup', {
    method: 'POST',
    json: { email, password, ConfirmPassword: password },
  });

/** A connection to the server's maintenance database (not the test's, which it may lock out). */
async function adminOf(databaseUrl: string): Promise<pg.Client> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

const nameOf = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);

describe.runIf(usingPostgres)('PostgreSQL time-outs: a request never hangs', () => {
  it(
    'a statement waiting past DB_STATEMENT_TIMEOUT_MS answers 503, and the server serves after',
    async () => {
      const server = await startTestServer({ env: { DB_STATEMENT_TIMEOUT_MS: '1000' } });
      const locker = new pg.Client({ connectionString: server.config.databaseUrl });
      await locker.connect();
      try {
        // Another session holds the table: the sign-up's statements wait for it.
        await locker.query('begin');
        await locker.query('lock table users in access exclusive mode');
        const release = setTimeout(() => void locker.query('rollback'), 8_000);
        const started = Date.now();
        const res = await signUp(server, 'waits@example.com');
        const took = Date.now() - started;
        clearTimeout(release);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await json(res)).toEqual(unavailable);
        expect(took).toBeLessThan(5_000);
        await locker.query('rollback');
        expect((await signUp(server, 'after@example.com')).status).toBe(201);
      } finally {
        await locker.end();
        await server.close();
      }
    },
    slow,
  );

  it(
    'a transaction left idle past DB_IDLE_IN_TRANSACTION_TIMEOUT_MS is ended: 503, the process lives',
    async () => {
      const server = await startTestServer({
        env: { DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '300' },
        extend(app) {
          app.post('/api/test/idle-transaction', async () => {
            await app.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              // Work outside the database while the transaction holds its locks.
              await sleep(1_500);
              await tx.execute(sql`select 1`);
            });
            return { done: true };
          });
        },
      });
      try {
        const res = await server.request('/api/test/idle-transaction', { method: 'POST' });
        expect(res.status).toBe(503);
        expect(await json(res)).toEqual(unavailable);
        expect((await server.request('/api/health')).status).toBe(200);
        expect((await signUp(server, 'idle-after@example.com')).status).toBe(201);
      } finally {
        await server.close();
      }
    },
    slow,
  );

  it(
    'a cut network (no answer, no reset) answers 503 after the statement time-out, then recovers',
    async () => {
      const base = new URL(process.env.DATABASE_URL ?? '');
      const databaseUrl = await createTestDatabase(base.toString());
      const proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
      const viaProxy = new URL(databaseUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const server = await startTestServer({
        databaseUrl: viaProxy.toString(),
        env: { DB_STATEMENT_TIMEOUT_MS: '1000', DB_CONNECT_TIMEOUT_MS: '1000' },
      });
      try {
        expect((await signUp(server, 'before@example.com')).status).toBe(201);
        proxy.freeze();
        const started = Date.now();
        const res = await signUp(server, 'cut@example.com');
        const took = Date.now() - started;
        expect(res.status).toBe(503);
        expect(await json(res)).toEqual(unavailable);
        // The server's 1 s cannot reach us: the client gives up 5 s after it.
        expect(took).toBeLessThan(10_000);
        // A new connection that never completes its handshake: the connect time-out.
        const health = await server.request('/api/health');
        expect(health.status).toBe(503);
        proxy.thaw();
        await proxy.down();
        await proxy.up();
        expect((await signUp(server, 'back@example.com')).status).toBe(201);
      } finally {
        await server.close();
        await proxy.down();
        await dropTestDatabase(databaseUrl);
      }
    },
    slow,
  );
});

describe.runIf(usingPostgres)('backends terminated while the queue sends a mail', () => {
  let smtp: TestSmtpServer;
  let admin: pg.Client;
  /** The database whose backends the next mail's arrival terminates (and locks out). */
  let target: string | undefined;
  let lockedOut: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    admin = await adminOf(process.env.DATABASE_URL ?? '');
    smtp = await startSmtpServer({
      // Between the mail reaching the server and its acceptance: every connection of the
      // database ends (57P01) and no new one is allowed, so the queue cannot record the send.
      async beforeAccept() {
        const name = target;
        if (!name) return;
        target = undefined;
        lockedOut = (async () => {
          await admin.query(`alter database ${name} allow_connections false`);
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [name],
          );
        })();
        await lockedOut;
      },
    });
  });

  afterAll(async () => {
    await smtp.close();
    await admin.end();
  });

  async function jobsOf(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; message: string | null }>(
        `select state::text as state, output->>'message' as message from pgboss.job
          where name = 'mail.send'`,
      );
      return rows;
    } finally {
      await client.end();
    }
  }

  async function allowConnections(databaseUrl: string) {
    await lockedOut;
    await admin.query(`alter database ${nameOf(databaseUrl)} allow_connections true`);
  }

  it(
    'the process lives, records the send once the database is back, and never sends it again',
    async () => {
      const server = await startTestServer({ env: { SMTP_URL: smtp.url } });
      const databaseUrl = server.config.databaseUrl ?? '';
      try {
        target = nameOf(databaseUrl);
        expect((await signUp(server, 'once@example.com')).status).toBe(201);
        await smtp.waitForMail((m) => m.to.includes('once@example.com'));
        // Meanwhile requests answer 503, not 500, and the process is alive.
        await sleep(500);
        const during = await signUp(server, 'during@example.com');
        expect(during.status).toBe(503);
        await allowConnections(databaseUrl);
        // The queue's next rounds record the send: completed, not active until a restart.
        let jobs = await jobsOf(databaseUrl);
        for (let i = 0; i < 100 && jobs.some((j) => j.state !== 'completed'); i += 1) {
          await sleep(200);
          jobs = await jobsOf(databaseUrl);
        }
        expect(jobs).toEqual([{ state: 'completed', message: null }]);
        await server.app.queue.drain();
        expect(smtp.mails.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
      } finally {
        await allowConnections(databaseUrl);
        await server.close();
      }
    },
    slow,
  );

  it(
    'a process that dies after the send leaves the mail failed for an operator, not sent twice',
    async () => {
      const base = process.env.DATABASE_URL ?? '';
      const databaseUrl = await createTestDatabase(base);
      const first = await startTestServer({ databaseUrl, env: { SMTP_URL: smtp.url } });
      try {
        target = nameOf(databaseUrl);
        expect((await signUp(first, 'crash@example.com')).status).toBe(201);
        await smtp.waitForMail((m) => m.to.includes('crash@example.com'));
        // The process goes while the database is unreachable: nothing could record the send.
        await first.stop();
        await allowConnections(databaseUrl);
        expect(await jobsOf(databaseUrl)).toEqual([{ state: 'active', message: null }]);
        // The next process gives back the jobs of the one that is gone: this one may have been
        // sent, so it is failed with the reason, visible to operators, and not sent again.
        const second = await startTestServer({ databaseUrl, env: { SMTP_URL: smtp.url } });
        await second.app.queue.drain();
        await sleep(500);
        await second.app.queue.drain();
        expect(await jobsOf(databaseUrl)).toEqual([
          { state: 'failed', message: interruptedMessage },
        ]);
        expect(smtp.mails.filter((m) => m.to.includes('crash@example.com'))).toHaveLength(1);
        await second.stop();
      } finally {
        await allowConnections(databaseUrl);
        await dropTestDatabase(databaseUrl);
      }
    },
    slow,
  );
});
