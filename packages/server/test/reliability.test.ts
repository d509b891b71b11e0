// Faults the server must survive (issue 10, decisions 081 and 082): a client that gives up while
// its request still writes, then a shutdown; a database that is unreachable at start and goes
// away during a run (PostgreSQL, through a TCP proxy the test controls); a PGlite data directory
// that cannot be used, and a PGlite database that is gone.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '@talentpool/domain/messages';
import { companies } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import { logLines, startServerProcess } from './helpers/serverProcess';
import { startTcpProxy } from './helpers/tcpProxy';
import {
  createTestDatabase,
  dropTestDatabase,
  createOwnData,
  json,
  startTestServer,
  usingPostgres,
} from './helpers/testServer';

// Each case starts servers (some as child processes) on two shared cores: a generous limit.
const slow = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = {
  error: errorMessage('SERVICE_UNAVAILABLE', 'en'),
  code: 'SERVICE_UNAVAILABLE',
};

describe('shutdown while a request whose client gave up is still running', () => {
  it(
    'waits for the handler, so its write commits and nothing fails',
    async () => {
      const errors: string[] = [];
      let outcome = 'not run';
      let started = false;
      const first = await startTestServer({
        extend(app) {
          app.addHook('onError', async (_request, _reply, err: FastifyError) => {
            errors.push(err.message);
          });
          // Waits, then writes in a transaction of two statements: the database must still be
          // open, although the client is gone and the server has started closing.
          app.post('/api/test/slow-write', async () => {
            started = true;
            await sleep(400);
            try {
              await app.db.transaction(async (tx) => {
                await tx
                  .insert(companies)
                  .values({ email: 'late@example.com', companyName: 'Late' });
                await sleep(50);
                await tx
                  .update(companies)
                  .set({ companyName: 'Late Ltd' })
                  .where(eq(companies.email, 'late@example.com'));
              });
              outcome = 'committed';
            } catch (err) {
              outcome = (err as Error).message;
              throw err;
            }
            return { done: true };
          });
        },
      });
      // The client sends the request and goes away with a reset (a crashed or killed client):
      // the server's socket closes at once, while the handler is still sleeping.
      const url = new URL(first.url);
      const socket = connect(Number(url.port), url.hostname);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/test/slow-write HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 0\r\n\r\n`,
      );
      while (!started) await sleep(10);
      socket.resetAndDestroy();
      // The server has seen the connection go: nothing holds server.close() any more.
      for (let n = 1; n > 0;) {
        n = await new Promise<number>((resolve) =>
          first.app.server.getConnections((_err, count) => resolve(count)),
        );
        if (n > 0) await sleep(20);
      }
      await first.stop();
      expect(outcome).toBe('committed');
      expect(errors).toEqual([]);

      const again = await startTestServer({
        dataDir: first.config.dataDir,
        databaseUrl: first.config.databaseUrl,
      });
      const rows = await again.app.db
        .select({ name: companies.companyName })
        .from(companies)
        .where(eq(companies.email, 'late@example.com'));
      expect(rows).toEqual([{ name: 'Late Ltd' }]);
      await again.stop();
      await rm(first.config.dataDir, { recursive: true, force: true });
      if (first.config.databaseUrl) await dropTestDatabase(first.config.databaseUrl);
    },
    slow,
  );
});

describe.runIf(!usingPostgres)('PGlite: the database cannot be used', () => {
  it(
    'refuses to start on an unusable DATA_DIR, with one line saying why',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-unusable-'));
      // The database directory is a file: nothing PGlite can open or create.
      await writeFile(path.join(dataDir, 'pglite'), 'not a directory');
      const run = await startServerProcess({ DATA_DIR: dataDir });
      const exit = await run.exit;
      expect(exit.code).toBe(1);
      const lines = run.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Database error: /);
      await rm(dataDir, { recursive: true, force: true });
    },
    slow,
  );

  it(
    'refuses a second server on a DATA_DIR in use, and takes over after a kill -9',
    async () => {
      // A migrated database (the run's template): the lock is the subject, not the migrations.
      const { dataDir } = await createOwnData('tp-locked-');
      const first = await startServerProcess({ DATA_DIR: dataDir });
      await first.waitForHealth();
      // Two PGlite writers on one directory would corrupt it: the second stops at once.
      const second = await startServerProcess({ DATA_DIR: dataDir });
      expect((await second.exit).code).toBe(1);
      expect(second.output().trim()).toMatch(
        /^Database error: the data directory .+ is in use by another TalentPool server \(pid \d+\)$/,
      );
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      // A server killed without a chance to clean up leaves a stale lock: the next one starts.
      first.child.kill('SIGKILL');
      await first.exit;
      const third = await startServerProcess({ DATA_DIR: dataDir });
      await third.waitForHealth();
      third.child.kill('SIGTERM');
      expect((await third.exit).code).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    },
    slow,
  );

  it(
    'answers 503 on health and SERVICE_UNAVAILABLE on calls once the database is gone',
    async () => {
      const server = await startTestServer();
      const account = await createAccount(server, 'User');
      await server.app.database.close();
      const health = await server.request('/api/health');
      expect(health.status).toBe(503);
      expect(await json(health)).toEqual({ status: 'unavailable' });
      for (const [url, init] of [
        [`/api/user/${account.id}`, { token: account.token }],
        ['/api/user', { method: 'PUT', token: account.token, json: completeProfile() }],
      ] as const) {
        const res = await server.request(url, init);
        expect(res.status, url).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await json(res)).toEqual(unavailable);
      }
      await server.close();
    },
    slow,
  );
});

describe.runIf(usingPostgres)('PostgreSQL unreachable at start and during a run', () => {
  it(
    'starts anyway, answers 503, migrates and serves when it comes, survives an outage',
    async () => {
      const base = new URL(process.env.DATABASE_URL ?? '');
      const databaseUrl = await createTestDatabase(base.toString());
      const proxy = await startTcpProxy(
        { host: base.hostname, port: Number(base.port || 5432) },
        { listening: false },
      );
      const viaProxy = new URL(databaseUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-outage-'));
      const run = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: viaProxy.toString(),
        RATE_LIMIT_SIGNUP: '1000',
      });
      const password = 'Passw0rd!long';
      const signUp = (email: string) =>
        fetch(`${run.url}/api/user/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, ConfirmPassword: password }),
        });
      try {
        // 1. No database at start (a fresh one: not even migrated): the server listens anyway.
        const started = Date.now();
        await run.waitForHealth(503);
        const early = await signUp('early@example.com');
        expect(early.status).toBe(503);
        expect(early.headers.get('retry-after')).toBe('5');
        expect(await early.json()).toEqual(unavailable);
        expect((await fetch(`${run.url}/api/version`)).status).toBe(200);

        // 2. The database comes: migrations are applied and it serves, without a restart.
        const upAt = Date.now();
        await proxy.up();
        await run.waitForHealth(200);
        const firstRecovery = Date.now() - upAt;
        expect((await signUp('after-start@example.com')).status).toBe(201);

        // 3. It goes away during the run: health 503, calls a clear 503, nothing else.
        const downAt = Date.now();
        await proxy.down();
        await run.waitForHealth(503);
        const during = await signUp('during@example.com');
        expect(during.status).toBe(503);
        expect(await during.json()).toEqual(unavailable);
        // Held down a while, under calls: every one a clear 503, none a 500, the server stays up.
        await sleep(2_000);
        const burst = await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            const res = await signUp(`burst-${i}@example.com`);
            return { status: res.status, body: (await res.json()) as unknown };
          }),
        );
        expect(burst).toEqual(
          Array.from({ length: 20 }, () => ({ status: 503, body: unavailable })),
        );

        // 4. Back: served again without a restart, and the write made before is there.
        const backAt = Date.now();
        await proxy.up();
        await run.waitForHealth(200);
        process.stdout.write(
          `outage: no database for ${upAt - started} ms at start (served 503), healthy ` +
            `${firstRecovery} ms after it came; down ${backAt - downAt} ms during the run, ` +
            `healthy ${Date.now() - backAt} ms after it came back; no restart\n`,
        );
        expect((await signUp('after-outage@example.com')).status).toBe(201);
        expect((await signUp('after-start@example.com')).status).toBe(409);

        // The log says what happened and holds no 500.
        const lines = logLines(run.output());
        expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
        expect(run.output()).toContain('database unreachable; retrying');
        expect(run.output()).toContain('database reachable; migrations applied');
      } finally {
        run.child.kill('SIGTERM');
        await run.exit;
        await proxy.down();
        await rm(dataDir, { recursive: true, force: true });
        await dropTestDatabase(databaseUrl);
      }
      expect((await run.exit).code).toBe(0);
    },
    slow,
  );
});

describe.runIf(usingPostgres)('PostgreSQL ends a connection that a transaction holds', () => {
  it(
    'answers 503 for that request and the process lives on (issue 43: 57P01 killed every node)',
    async () => {
      // A backend terminated by an operator, a restart or a fast stop sends 57P01 and closes the
      // socket of a client the pool has lent out: node-postgres then emits 'error' on that
      // client, and with no listener the process died ("Unhandled 'error' event").
      let reportPid: (pid: number) => void = () => undefined;
      const pidSeen = new Promise<number>((resolve) => (reportPid = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const server = await startTestServer({
        extend(app) {
          app.post('/api/test/held-transaction', async () => {
            await app.db.transaction(async (tx) => {
              const result = await tx.execute(sql`select pg_backend_pid() as pid`);
              const [row] = (result as unknown as { rows: { pid: number }[] }).rows;
              reportPid(Number(row?.pid));
              await released;
              await tx.execute(sql`select 1`);
            });
            return { done: true };
          });
        },
      });
      const admin = new pg.Client({ connectionString: server.config.databaseUrl });
      await admin.connect();
      try {
        const answer = server.request('/api/test/held-transaction', { method: 'POST' });
        const pid = await pidSeen;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The backend is gone once pg_stat_activity no longer lists it; the client has read the
        // 57P01 notice by the time its next statement runs.
        for (;;) {
          const left = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          if (left.rowCount === 0) break;
        }
        release();
        const res = await answer;
        expect(res.status).toBe(503);
        expect(await json(res)).toEqual(unavailable);
        // The process is still here and serves with a fresh connection.
        expect((await server.request('/api/health')).status).toBe(200);
        expect((await server.request('/api/questionnaire?lang=en')).status).toBe(200);
      } finally {
        await admin.end();
        await server.close();
      }
    },
    slow,
  );
});
