// decisions.md section 4 and issue 11: with REDIS_URL set, rate-limit counters live in Redis, so
// two server processes on one database share them. Uses the Redis server of this machine kind
// (127.0.0.1:6379, or REDIS_URL).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  dropTestDatabase,
  startTestServer,
  type TestServer,
} from './helpers/testServer';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: TestServer;
let second: TestServer;
let databaseUrl: string | undefined;

beforeAll(async () => {
  // Two servers must share one database: PostgreSQL when given, else one PGlite each is enough,
  // since only the shared counter is under test.
  if (process.env.DATABASE_URL)
    databaseUrl = await createMigratedTestDatabase(process.env.DATABASE_URL);
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_FORGOT: '3' };
  first = await startTestServer({ env, databaseUrl });
  second = await startTestServer({ env, databaseUrl });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

describe('rate limits in Redis', () => {
  it('counts requests to both servers against one limit', async () => {
    // A fresh e-mail per run, so counters left in Redis by an earlier run do not matter.
    const email = `shared-${randomBytes(6).toString('hex')}@example.com`;
    const forgot = (server: TestServer) =>
      server.request('/api/user/change-password', { method: 'PATCH', json: { email } });
    const statuses = [];
    for (const server of [first, second, first, second, first]) {
      statuses.push((await forgot(server)).status);
    }
    // 200 (the same answer for every address, decision 251) three times, then both servers refuse: the limit is shared.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
