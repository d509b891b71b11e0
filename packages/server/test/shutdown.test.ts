// Shutdown always ends (decisions.md section 15, decision 117): after SIGTERM the real server
// process exits within 20 seconds even when nobody reads its standard output any more. Before
// decision 117 pino wrote synchronously and, once the pipe was full, the main thread slept in
// `Atomics.wait` retrying the write for ever: no request was answered, and neither the graceful
// shutdown nor its 15 s forced exit could run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, testJwtSecret } from './helpers/serverProcess';
import { createOwnData, removeOwnData } from './helpers/testServer';

const mainTs = path.join(import.meta.dirname, '..', 'src', 'main.ts');
const exitLimitMs = 20_000;
let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  ({ dataDir, databaseUrl } = await createOwnData('tp-shutdown-'));
});

afterAll(() => removeOwnData({ dataDir, databaseUrl }));

/**
 * Starts src/main.ts with its output on pipes the test never reads ('stalled': the reader is
 * alive but stuck, so the pipe fills) or closes at once ('closed': the reader is gone, writes get
 * EPIPE), makes it log a lot, sends SIGTERM and measures how long it takes to exit.
 */
async function shutDownWithOutput(reader: 'stalled' | 'closed') {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      PATH: process.env.PATH,
      // Every request writes several lines: the pipe (a few hundred KiB) fills quickly.
      LOG_LEVEL: 'trace',
      JWT_SECRET: testJwtSecret,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  if (reader === 'closed') {
    child.stdout.destroy();
    child.stderr.destroy();
  } else {
    // Not flowing and never read: Node takes one buffer's worth, then the pipe stays full.
    child.stdout.pause();
    child.stderr.pause();
  }
  try {
    let healthy = false;
    for (let i = 0; i < 600 && !healthy; i++) {
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        healthy = res.status === 200;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || child.signalCode !== null) break;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);

    // Far more output than a pipe holds: 1000 requests with long URLs, some of them refused (a warning each).
    let answered = 0;
    for (let batch = 0; batch < 50; batch++) {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${url}/api/${i % 2 ? 'health' : 'no-such-route'}?padding=${'x'.repeat(1000)}`, {
            signal: AbortSignal.timeout(1_000),
          }).then((res) => res.arrayBuffer()),
        ),
      );
      answered += results.filter((result) => result.status === 'fulfilled').length;
    }

    const signalled = Date.now();
    child.kill('SIGTERM');
    const outcome = await Promise.race([
      exit,
      new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), exitLimitMs),
      ),
    ]);
    return { outcome, elapsedMs: Date.now() - signalled, answered };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
  }
}

describe('shutdown when nobody reads the output', () => {
  it('exits within 20 s after SIGTERM although the output pipe is full and never read', async () => {
    const { outcome, elapsedMs, answered } = await shutDownWithOutput('stalled');
    expect(outcome).not.toBe('still running');
    expect(elapsedMs).toBeLessThan(exitLimitMs);
    // Logging never blocks the event loop: requests are answered while the pipe is full.
    expect(answered).toBe(1000);
  }, 120_000);

  it('exits within 20 s after SIGTERM when the reader of the output has gone', async () => {
    const { outcome, elapsedMs, answered } = await shutDownWithOutput('closed');
    expect(outcome).not.toBe('still running');
    expect(elapsedMs).toBeLessThan(exitLimitMs);
    expect(answered).toBe(1000);
  }, 120_000);
});
