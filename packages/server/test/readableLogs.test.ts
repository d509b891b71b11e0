// Issue 23 (decision 139): logs a person can read. With LOG_FORMAT=pretty (what a terminal gets)
// one readable line per request and each outbox mail's link on its own line; JSON otherwise, and
// then no link. A port in use stops the start with one line.
import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './helpers/serverProcess';
import { startTestServer, type TestServer } from './helpers/testServer';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serverWithLog(format: 'pretty' | 'json') {
  let output = '';
  const server = await startTestServer({
    env: { LOG_FORMAT: format },
    logStream: { write: (line: string) => void (output += line) },
  });
  servers.push(server);
  return { server, output: () => output };
}

async function signUp(server: TestServer, email: string) {
  const res = await server.request('/api/user/signup', {
    method: 'POST',
    json: { email, password: 'Passw0rd!long' },
  });
  expect(res.status).toBe(201);
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('readable logs (decision 139)', () => {
  it('writes one readable line per request and each outbox link on its own line', async () => {
    const { server, output } = await serverWithLog('pretty');
    await (await server.request('/api/questionnaire?lang=en')).arrayBuffer();
    await until(() => output().includes('GET /api/questionnaire'));
    const requestLines = output()
      .split('\n')
      .filter((line) => line.includes('/api/questionnaire'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/INFO.*GET \/api\/questionnaire\?lang=en 200 \d+ ms$/);
    expect(output()).not.toContain('"level"');
    // Fastify's own two lines per request stay off (its LogController): only ours.
    expect(output()).not.toMatch(/incoming request|request completed/);

    await signUp(server, 'pretty-log@example.com');
    await until(() => /\/api\/user\/verify\?token=/.test(output()));
    const linkLines = output()
      .split('\n')
      .filter((line) => line.includes('/api/user/verify?token='));
    expect(linkLines).toHaveLength(1);
    expect(linkLines[0]).toMatch(/http:\/\/\S+\/api\/user\/verify\?token=[\w-]{20,}$/);
  });

  it('stays JSON without a terminal, and never holds a link there', async () => {
    const { server, output } = await serverWithLog('json');
    await (await server.request('/api/health')).arrayBuffer();
    await signUp(server, 'json-log@example.com');
    await until(() => output().includes('mail written to outbox'));
    for (const line of output().trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    expect(output()).not.toMatch(/verify\?token=[\w-]{20,}/);
  });

  it('stops with one line when the port is in use', async () => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-port-'));
    try {
      const server = await startServerProcess({ PORT: String(port), DATA_DIR: dataDir });
      const { code } = await server.exit;
      expect(code).toBe(1);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes(String(port)) || /EADDRINUSE|\s+at /.test(line));
      expect(lines).toEqual([
        `Port ${port} is already in use: stop the other server or set PORT to a free port`,
      ]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
