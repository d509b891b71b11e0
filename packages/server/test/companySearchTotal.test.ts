// decision 092: company search counts matches up to searchTotalCap; beyond it the total is the
// cap and totalIsLowerBound says "more than". Pages past the cap still answer their rows. With free
// text the cap is searchTextTotalCap (decision 105).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchTextOf,
  searchTextTotalCap,
  searchTotalCap,
} from '@talentpool/domain/company/search';
import { demoCandidates } from '../src/seed/candidates';
import { seedCandidates } from '../src/seed/seed';
import { createAccount, type TestAccount } from './helpers/accounts';
import { budgetedOf, statementBudgetMs } from '../src/db/database';
import { json, startTestServer, usingPostgres, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
const seeded = searchTotalCap + 150;
const complete = demoCandidates(seeded).filter((c) => c.dataComplete);

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await server.request(`/api/company/search?${qs}`, { token: company.token });
  expect(res.status).toBe(200);
  return json(res);
}

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedCandidates(server.app.db, seeded, 'not-a-real-hash')).toBe(seeded);
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

// Words of the seeded candidates' texts, by how many complete profiles contain them.
function termCounts() {
  const texts = complete.map((c) => searchTextOf(c));
  const words = new Set(texts.flatMap((text) => text.split(' ')).filter((w) => w.length >= 4));
  return [...words].map((term) => ({
    term,
    matching: texts.filter((text) => text.includes(term)).length,
  }));
}

describe('company/search total', () => {
  it('stops counting at the cap and says so', async () => {
    expect(complete.length).toBeGreaterThan(searchTotalCap);
    const body = await search({ pageSize: 20 });
    expect(body.total).toBe(searchTotalCap);
    expect(body.totalIsLowerBound).toBe(true);
    expect(body.users).toHaveLength(20);
  });

  it('is exact below the cap', async () => {
    const iRes2 = 4;
    const matching = complete.filter((c) => c.isi?.iRes2 === iRes2).length;
    expect(matching).toBeLessThan(searchTotalCap);
    const body = await search({ iRes2 });
    expect(body).toMatchObject({ total: matching, totalIsLowerBound: false });
  });

  it('still serves the pages beyond the cap', async () => {
    const pageSize = 100;
    const last = Math.ceil(complete.length / pageSize);
    const body = await search({ page: last, pageSize });
    expect(body.users).toHaveLength(complete.length - (last - 1) * pageSize);
    expect(body.totalIsLowerBound).toBe(true);
  });

  it('stops counting free-text matches at the smaller cap', async () => {
    const common = termCounts().find((t) => t.matching > searchTextTotalCap);
    expect(common).toBeDefined();
    const body = await search({ q: common?.term ?? '' });
    expect(body).toMatchObject({ total: searchTextTotalCap, totalIsLowerBound: true });
    expect(body.users).toHaveLength(20);
  });

  it('counts free-text matches exactly below that cap', async () => {
    const rare = termCounts().find((t) => t.matching > 0 && t.matching < searchTextTotalCap);
    expect(rare).toBeDefined();
    const body = await search({ q: rare?.term ?? '', pageSize: 100 });
    expect(body).toMatchObject({ total: rare?.matching, totalIsLowerBound: false });
    expect(body.users).toHaveLength(rare?.matching ?? -1);
  });
});

describe.runIf(usingPostgres)('PostgreSQL: a free-text count that runs out of time', () => {
  it('runs budgeted statements on connections that cancel them after the budget', async () => {
    const budgeted = budgetedOf(server.app.db);
    expect(budgeted).toBeDefined();
    await expect(budgeted?.execute(sql`select pg_sleep(0.2)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    await expect(server.app.db.execute(sql`select pg_sleep(0.05)`)).resolves.toBeDefined();
  });

  it('gives way to what the page proves', async () => {
    const term = complete[0]?.generalSkills[0]?.name.toLowerCase() ?? '';
    // A lock on users makes every statement wait: the count gives up after the budget, the page
    // goes on once the lock is released. Sorted by name: a relevance page within the bounded set
    // counts the set it ranks and sends no count of its own (decision 166).
    const locker = new pg.Client({ connectionString: server.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const answer = search({ q: term, sort: 'name' });
      await new Promise((resolve) => setTimeout(resolve, statementBudgetMs * 8));
      await locker.query('commit');
      const body = await answer;
      expect(body.users).toHaveLength(20);
      expect(body).toMatchObject({ total: 20, totalIsLowerBound: true });
    } finally {
      await locker.end();
    }
  });

  it('counts a page past the end again when its budgeted count gave way', async () => {
    // Decision 297: an old link to page 50 of a search with matches; the busy server's 25 ms
    // count gives way, and the empty page alone proved nothing ("no one matches" was said).
    const rare = termCounts().find((t) => t.matching > 20 && t.matching < searchTextTotalCap);
    expect(rare).toBeDefined();
    const locker = new pg.Client({ connectionString: server.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const answer = search({ q: rare?.term ?? '', sort: 'name', page: 50, pageSize: 20 });
      await new Promise((resolve) => setTimeout(resolve, statementBudgetMs * 8));
      await locker.query('commit');
      const body = await answer;
      expect(body.users).toHaveLength(0);
      expect(body).toMatchObject({ total: rare?.matching, totalIsLowerBound: false });
    } finally {
      await locker.end();
    }
  });
});
