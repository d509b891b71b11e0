// Scale-out (issue 11): `WORKERS=2 npm start` runs two server processes behind one port
// (node:cluster) on one PostgreSQL database and one Redis. Every request goes over a new
// connection, so the primary hands them to both processes in turn; which process served a
// request is read from its log line (pid and our x-request-id). Shown: both processes serve, a
// token signed by one works on the other, the login rate limit counts across both (Redis), and a
// profile saved through one is read through the other. /metrics counts both processes (decision
// 280): whichever answers the scrape, the primary sums the two.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { completeProfile } from '../helpers/profileFixture';
import { freePort, logLines, testJwtSecret } from '../helpers/serverProcess';
import { createTestDatabase, dropTestDatabase, startTestServer } from '../helpers/testServer';
import { relaxedLimits } from '../security/fixtures';

const startScript = path.join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'start.mjs');
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const loginLimit = 4;
const metricsToken = 'cluster-metrics-token-0123456789';

let databaseUrl: string;
let webDir: string;
let port: number;
let primary: ChildProcess;
let output = '';
let user: TestAccount;

beforeAll(async () => {
  databaseUrl = await createTestDatabase(baseUrl);
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-cluster-web-'));
  // A built web app is not the subject here: a stub keeps the start script from building one.
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TalentPool</title>');
  // The account is made in-process on the same database (migrated here, before the cluster).
  const setup = await startTestServer({ databaseUrl, dataDir: webDir });
  user = await createAccount(setup, 'User');
  await setup.stop();

  port = await freePort();
  primary = spawn(process.execPath, [startScript], {
    env: {
      PATH: process.env.PATH,
      WORKERS: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: testJwtSecret,
      WEB_DIST: webDir,
      DATA_DIR: webDir,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: metricsToken,
      INSTANCE_NAME: 'node-c',
      ...relaxedLimits,
      RATE_LIMIT_LOGIN: String(loginLimit),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 1200 && running().size < 2; i++) {
    if (primary.exitCode !== null) throw new Error(`cluster exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(running().size).toBe(2);
});

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    const exited = new Promise((resolve) => primary.on('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  await rm(webDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

/** The pids of the server processes that said they are running. */
function running(): Set<number> {
  return new Set(
    logLines(output)
      .filter((l) => l.msg === 'TalentPool is running')
      .map((l) => Number(l.pid)),
  );
}

/** The pid of the process that logged the request with this id. */
function servedBy(requestId: string): number | undefined {
  const line = logLines(output).find(
    (l) =>
      l.msg === 'incoming request' &&
      (l.req as { reqId?: string } | undefined)?.reqId === requestId,
  );
  return line ? Number(line.pid) : undefined;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  pid: number | undefined;
}

/** One request on a new TCP connection (no keep-alive), with its own x-request-id. */
async function call(
  method: string,
  requestPath: string,
  options: { token?: string; json?: unknown; text?: (text: string) => void } = {},
): Promise<Answer> {
  const id = `cluster-${randomBytes(6).toString('hex')}`;
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: requestPath,
          agent: false,
          headers: {
            'x-request-id': id,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
  // pino writes asynchronously: wait for the log line of this request.
  let pid = servedBy(id);
  for (let i = 0; i < 100 && pid === undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    pid = servedBy(id);
  }
  if (options.text) {
    options.text(text);
    return { status, body: {}, pid };
  }
  return { status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, pid };
}

describe('two server processes behind one port (WORKERS=2)', () => {
  it('both processes serve requests, and a token from one works on the other', async () => {
    const login = await call('POST', '/api/user/login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    const reads = [];
    for (let i = 0; i < 6; i++) reads.push(await call('GET', `/api/user/${user.id}`, { token }));
    for (const read of reads) expect(read.status).toBe(200);
    const pids = new Set(reads.map((r) => r.pid));
    expect(pids).toEqual(running());
    // The token was signed by the process that answered the login; the other accepted it.
    expect(reads.some((r) => r.pid !== login.pid)).toBe(true);
  });

  it('counts the login rate limit across both processes (Redis)', async () => {
    const email = `cluster-${randomBytes(5).toString('hex')}@example.com`;
    const attempts: Answer[] = [];
    for (let i = 0; i < loginLimit * 2; i++) {
      attempts.push(
        await call('POST', '/api/user/login', { json: { email, password: 'Wrong-passw0rd' } }),
      );
    }
    expect(new Set(attempts.map((a) => a.pid))).toEqual(running());
    // Each process saw only about half the attempts: per-process counters would refuse none.
    // (An unknown e-mail answers 404 until the limit, then 429.)
    expect(attempts.map((a) => a.status === 429)).toEqual([
      ...Array<boolean>(loginLimit).fill(false),
      ...Array<boolean>(loginLimit).fill(true),
    ]);
  });

  it('reads through one process what was written through the other', async () => {
    const name = `Cluster Person ${randomBytes(3).toString('hex')}`;
    const write = await call('PUT', '/api/user', {
      token: user.token,
      json: completeProfile({ name }),
    });
    expect(write.status).toBe(200);
    const reads = [];
    for (let i = 0; i < 4; i++) {
      reads.push(await call('GET', `/api/user/${user.id}`, { token: user.token }));
    }
    for (const read of reads) expect(read.body.name).toBe(name);
    expect(reads.some((r) => r.pid !== write.pid)).toBe(true);
  });

  it('answers /metrics for both processes, summed, whichever process takes the scrape', async () => {
    const reads: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      reads.push(await call('GET', `/api/user/${user.id}`, { token: user.token }));
    }
    expect(new Set(reads.map((r) => r.pid))).toEqual(running());
    for (let i = 0; i < 4; i++) {
      let text = '';
      const scrape = await call('GET', '/metrics', {
        token: metricsToken,
        text: (body) => (text = body),
      });
      expect(scrape.status).toBe(200);
      expect(text).toMatch(/^talentpool_node_processes\{instance="node-c"\} 2$/m);
      // One series per label set for the node (not one per process), counting both processes'
      // requests (the earlier tests' reads too): more than either process alone served.
      const live = text
        .split('\n')
        .filter((line) =>
          /^http_requests_total\{.*route="\/api\/user\/:id".*status_code="200"/.test(line),
        );
      expect(live).toHaveLength(1);
      expect(live[0]).toContain('instance="node-c"');
      expect(Number(live[0]?.split(' ').pop())).toBeGreaterThanOrEqual(reads.length);
      // A gauge read from the shared database is taken once, not added up.
      expect(text).toMatch(/^talentpool_database_up\{instance="node-c"\} 1$/m);
    }
  });
});
