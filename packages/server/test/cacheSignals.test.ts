// Cache invalidation across processes (issue 43, decision 263), on PostgreSQL: a second server
// process (src/main.ts, as `npm start` runs it) keeps the job feeds and the board in memory; a
// company renamed or a posting closed through the first is shown by the second at its next
// request after it heard the change (LISTEN/NOTIFY), not 5 seconds or 5 minutes later. PGlite is
// one process: nothing to tell, and this file does not run there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeCompany } from './helpers/companyFixture';
import { startServerProcess, type ServerProcess } from './helpers/serverProcess';
import { startTestServer, usingPostgres, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

const metricsToken = 'cache-signals-metrics-token';

let a: TestServer;
let b: ServerProcess;
let company: TestAccount;
let jobId: string;

/** B's count of changes heard from other processes (talentpool_cache_signals_received_total). */
async function heardByB(): Promise<number> {
  const res = await fetch(`${b.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await res.text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('talentpool_cache_signals_received_total'));
  return Number(line?.split(' ').pop() ?? Number.NaN);
}

/** B's gauge talentpool_cache_signals_listening. */
async function listeningB(): Promise<number> {
  const res = await fetch(`${b.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith('talentpool_cache_signals_listening'));
  return Number(line?.split(' ').pop() ?? Number.NaN);
}

/** Resolves once B heard more than `before` changes (the test's time-out bounds the wait). */
async function untilHeard(before: number): Promise<void> {
  while ((await heardByB()) <= before) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function feedOfB(): Promise<string> {
  const res = await fetch(`${b.url}/jobs/feed.rss`);
  expect(res.status).toBe(200);
  return res.text();
}

describe.runIf(usingPostgres)(
  'cache signals between processes (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      a = await startTestServer();
      company = await createAccount(a, 'Company');
      const saved = await a.request('/api/company', {
        method: 'PUT',
        token: company.token,
        json: completeCompany({ companyName: 'Old Name Trading' }),
      });
      expect(saved.status).toBe(200);
      jobId = (await createJob(a, company)).id;
      b = await startServerProcess({
        DATABASE_URL: a.config.databaseUrl ?? '',
        DATA_DIR: `${a.config.dataDir}-b`,
        METRICS_TOKEN: metricsToken,
        LOG_LEVEL: 'warn',
      });
      await b.waitForHealth();
    }, 180_000);

    afterAll(async () => {
      b?.child.kill('SIGTERM');
      await b?.exit;
      await a?.close();
    });

    it("shows a company's new name in the other process's feed once it heard of it", async () => {
      // B builds its feed now, so that its own recheck against the database (every 5 s) is not due.
      expect(await feedOfB()).toContain('Old Name Trading');
      const before = await heardByB();
      expect(before).toBe(0);
      const started = performance.now();
      const renamed = await a.request('/api/company', {
        method: 'PUT',
        token: company.token,
        json: completeCompany({ companyName: 'New Name Trading' }),
      });
      expect(renamed.status).toBe(200);
      await untilHeard(before);
      const feed = await feedOfB();
      const tookMs = performance.now() - started;
      expect(feed).toContain('New Name Trading');
      expect(feed).not.toContain('Old Name Trading');
      console.info(`cache signals: B served the renamed company ${tookMs.toFixed(0)} ms after PUT`);
    });

    it('listens again after its connection was ended (a database restart), and counts itself told', async () => {
      const before = await heardByB();
      await a.app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'talentpool-cache-signals' and datname = current_database()`);
      // B lost its listener (and so did A): it reconnects and drops its caches (what was said
      // meanwhile is lost).
      await untilHeard(before);
      expect(await listeningB()).toBe(1);
      const heard = await heardByB();
      const renamed = await a.request('/api/company', {
        method: 'PUT',
        token: company.token,
        json: completeCompany({ companyName: 'Third Name Trading' }),
      });
      expect(renamed.status).toBe(200);
      await untilHeard(heard);
      expect(await feedOfB()).toContain('Third Name Trading');
    });

    it('drops a closed posting from the other process once it heard of it', async () => {
      expect(await feedOfB()).toContain(jobId);
      const before = await heardByB();
      const closed = await a.request(`/api/company/jobs/${jobId}/status`, {
        method: 'PATCH',
        token: company.token,
        json: { status: 'closed' },
      });
      expect(closed.status).toBe(200);
      await untilHeard(before);
      expect(await feedOfB()).not.toContain(jobId);
    });
  },
);
