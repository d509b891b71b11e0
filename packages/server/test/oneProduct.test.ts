// One product across nodes (issue 43, decisions.md 22, decisions 223 and 224): a shared database
// needs one JWT_SECRET; Redis is optional at start and at run time (the limits fall back to
// in-process counters, never off, said once in the log and by talentpool_redis_up); /metrics
// names the instance that answered.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/serverProcess';
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy';
import {
  createOwnData,
  dataEnvOf,
  removeOwnData,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metricsToken = 'metrics-token-0123456789';
const redisTarget = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

describe.runIf(usingPostgres)('JWT_SECRET on a shared database', () => {
  it('refuses to start with DATABASE_URL and no JWT_SECRET, in one line', async () => {
    const data = await createOwnData('tp-secret-');
    try {
      const run = await startServerProcess({ ...dataEnvOf(data), JWT_SECRET: '' });
      const exit = await run.exit;
      expect(exit.code).toBe(1);
      expect(run.output().trim()).toBe(
        'Configuration error: JWT_SECRET is required with DATABASE_URL: every server process on the database must sign tokens with the same secret (at least 32 characters)',
      );
    } finally {
      await removeOwnData(data);
    }
  }, 60_000);
});

describe('Redis down at start, back, then down at run time', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    proxy = await startTcpProxy(
      { host: redisTarget.hostname, port: Number(redisTarget.port || 6379) },
      { listening: false },
    );
    server = await startTestServer({
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        RATE_LIMIT_FORGOT: '3',
        METRICS_TOKEN: metricsToken,
        INSTANCE_NAME: 'node-a',
      },
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.down();
  });

  const forgot = (email: string) =>
    server.request('/api/user/change-password', { method: 'PATCH', json: { email } });
  const statuses = async (email: string, n: number) => {
    const seen: number[] = [];
    for (let i = 0; i < n; i += 1) seen.push((await forgot(email)).status);
    return seen;
  };
  const metrics = async () =>
    (
      await server.request('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
  const redisUp = async () =>
    /^talentpool_redis_up\{instance="node-a"\} (\d)$/m.exec(await metrics())?.[1];
  const errorsSaying = (words: string) =>
    lines.filter((l) => l.level === 50 && String(l.msg).includes(words));

  it('starts without Redis, says so once, and limits in the process', async () => {
    expect(errorsSaying('unreachable at start')).toHaveLength(1);
    expect(await redisUp()).toBe('0');
    // Every series carries the instance.
    expect(await metrics()).toMatch(/^process_cpu_user_seconds_total\{instance="node-a"\} /m);
    const email = `local-${randomBytes(6).toString('hex')}@example.com`;
    expect(await statuses(email, 5)).toEqual([200, 200, 200, 429, 429]);
  });

  it('shares the counters once Redis answers', async () => {
    await proxy.up();
    for (let i = 0; i < 100 && (await redisUp()) !== '1'; i += 1) await sleep(100);
    expect(await redisUp()).toBe('1');
    expect(lines.some((l) => l.msg === 'Redis reachable again: rate limits are shared again')).toBe(
      true,
    );
    const email = `shared-${randomBytes(6).toString('hex')}@example.com`;
    expect(await statuses(email, 2)).toEqual([200, 200]);
  });

  it('keeps limiting when Redis goes away during the run, and says so once', async () => {
    await proxy.down();
    const email = `down-${randomBytes(6).toString('hex')}@example.com`;
    // Before: every request passed while Redis failed (skipOnError), login limits included.
    expect(await statuses(email, 6)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(errorsSaying('Redis unreachable: rate limits now count in this process')).toHaveLength(
      1,
    );
    expect(await redisUp()).toBe('0');
  });
});
