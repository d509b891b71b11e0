// The server as `npm start` runs it, in its own process: configuration errors stop the start with
// one line, data survives a restart, and SIGTERM shuts down cleanly (decisions.md section 2).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { createOwnData, removeOwnData, startTestServer } from './helpers/testServer';

const mainTs = path.join(import.meta.dirname, '..', 'src', 'main.ts');
let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  ({ dataDir, databaseUrl } = await createOwnData('tp-process-'));
});

afterAll(() => removeOwnData({ dataDir, databaseUrl }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startMain(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      JWT_SECRET: 'process-test-secret-process-test-secret-01',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(url: string, run: Run): Promise<Response> {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy: ${run.output()}`);
}

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Configuration error: PORT must be between 0 and 65535/],
    [
      { SMTP_URL: 'http://mail' },
      /^Configuration error: SMTP_URL must be a URL starting with smtp:/,
    ],
    [{ JWT_SECRET: 'short' }, /^Configuration error: JWT_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL must be one of/],
  ])('refuses %o with a one-line reason', async (env, reason) => {
    const run = startMain({ DATA_DIR: dataDir, ...env });
    expect(await run.exit).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(reason);
  });
});

describe('restart and shutdown', () => {
  it('keeps stored data across restarts and exits cleanly on SIGTERM', async () => {
    // Write through the application, then stop it.
    const first = await startTestServer({ dataDir, databaseUrl });
    await first.app.db
      .insert(companies)
      .values({ email: 'keep@example.com', companyName: 'Kept Ltd' });
    await first.stop();

    // The real server process starts on the same data, answers, and shuts down on SIGTERM.
    const port = await freePort();
    const run = startMain({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    const health = await waitForHealth(`http://127.0.0.1:${port}`, run);
    expect(await health.json()).toEqual({ status: 'ok' });
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('shut down cleanly');

    // The database was closed cleanly: it opens again and the row is still there.
    const again = await startTestServer({ dataDir, databaseUrl });
    const rows = await again.app.db
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.email, 'keep@example.com'));
    expect(rows).toEqual([{ name: 'Kept Ltd' }]);
    await again.stop();
  });
});
