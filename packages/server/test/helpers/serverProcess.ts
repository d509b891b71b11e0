// The real server (src/main.ts, as `npm start` runs it) in a child process, for tests of what only
// a process shows: kill -9 and restart, SIGTERM, a database unreachable at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const mainTs = path.join(import.meta.dirname, '..', '..', 'src', 'main.ts');

/** The JWT secret of the test servers, so tokens made in-process work against the child. */
export const testJwtSecret = 'test-secret-test-secret-test-secret-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once /api/health answers the given status (200 by default). */
  waitForHealth(status?: number): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      JWT_SECRET: testJwtSecret,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    output: () => output,
    exit,
    async waitForHealth(status = 200) {
      for (let i = 0; i < 600; i++) {
        try {
          const res = await fetch(`${url}/api/health`);
          await res.arrayBuffer();
          if (res.status === status) return;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`server exited: ${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not answer health ${status}: ${output}`);
    },
  };
}

/** The log lines of a server process (pino JSON), parsed; other lines are skipped. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
