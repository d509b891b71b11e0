// What the log may hold (issue 24, decisions.md 14, docs/decisions/115): never passwords, tokens,
// links with secrets, national IDs or SQL parameter values. A failed query is logged with its SQL
// text and the PostgreSQL code, not Drizzle's "params:" nor the driver's cause; the outbox logs
// that a mail was written, not its links; a client that gives up is a client abort, not "database
// unavailable".
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from './helpers/serverProcess';
import { startTestServer, type TestServer } from './helpers/testServer';

const nationalId = '29912319876543';
const resetToken = 'rEsEtToKeN-s3cr3t-0123456789abcdef';
let output = '';
let server: TestServer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first log line since `from` (an offset in the output) that passes the test. */
async function waitForLog(test: (line: Record<string, unknown>) => boolean, from = 0) {
  for (let i = 0; i < 100; i += 1) {
    const found = logLines(output.slice(from)).find(test);
    if (found) return found;
    await sleep(50);
  }
  throw new Error(`no such log line in:\n${output}`);
}

beforeAll(async () => {
  server = await startTestServer({
    logStream: { write: (line: string) => void (output += line) },
    extend(app) {
      // A real failing query whose parameter is a national ID: out of range for an integer.
      app.post('/api/test/bad-query', async () => {
        await app.db.execute(sql`select ${nationalId}::int as n`);
        return { ok: true };
      });
      // The shape of a lost connection as Drizzle reports it: the SQL, its parameters, the cause.
      app.post('/api/test/lost-connection', async () => {
        const cause = Object.assign(new Error('Connection terminated unexpectedly'), {
          code: 'ECONNRESET',
        });
        throw new DrizzleQueryError(
          'select * from users where national_id = $1',
          [nationalId],
          cause,
        );
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the log holds no SQL parameters (decisions.md 14)', () => {
  it('a failed query: 500, logged with its SQL text and PostgreSQL code, not its parameters', async () => {
    const res = await server.request('/api/test/bad-query', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(nationalId);
    const line = await waitForLog((l) => l.msg === 'unhandled error');
    expect(output).not.toContain(nationalId);
    expect(output).not.toContain('params:');
    const err = line.err as Record<string, unknown>;
    expect(err.query).toMatch(/select \$1::int as n/);
    expect(err.dbCode).toBe('22003'); // numeric_value_out_of_range
  });

  it('a lost connection: 503, logged without the parameters either', async () => {
    const res = await server.request('/api/test/lost-connection', { method: 'POST' });
    expect(res.status).toBe(503);
    const line = await waitForLog((l) => l.msg === 'database unavailable');
    expect(JSON.stringify(line)).toContain('national_id = $1');
    expect(output).not.toContain(nationalId);
    expect(output).not.toContain('params:');
  });
});

describe('the outbox logs no live links (decisions.md 14)', () => {
  it('logs that a mail was written, its file and the recipient domain, not the link', async () => {
    await server.app.mailer.enqueue({
      to: 'reset-person@example.org',
      subject: 'Reset your password',
      text: `Open http://localhost:3000/change-password/${resetToken} or http://localhost:3000/api/user/verify?token=${resetToken}`,
      html: `<a href="http://localhost:3000/change-password/${resetToken}">reset</a>`,
    });
    await server.app.mailer.drain();
    const line = await waitForLog((l) => l.msg === 'mail written to outbox');
    expect(line).toMatchObject({ toDomain: 'example.org', subject: 'Reset your password' });
    expect(String(line.file)).toMatch(/\.eml$/);
    expect(output).not.toContain(resetToken);
    expect(output).not.toContain('reset-person@');
  });
});

describe('a client that gives up is not a database fault', () => {
  it('logs a body cut off by the client as a client abort at info, not "database unavailable"', async () => {
    const from = output.length;
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":"a@example.com",',
    );
    await sleep(100);
    socket.destroy();
    const line = await waitForLog(
      (l) => l.msg === 'client aborted the request' || l.msg === 'database unavailable',
      from,
    );
    expect(line.msg).toBe('client aborted the request');
    expect(line.level).toBe(30);
    await sleep(100);
    expect(output.slice(from)).not.toContain('database unavailable');
  });
});
