// The shared plumbing over real HTTP: health, the error shape, security headers, OpenAPI, request
// ids and the SPA fallback (decisions.md sections 2 and 3).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@talentpool/domain/errors';
import { users } from '../src/db/schema';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>app shell</title>');
  await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({
    env: { WEB_DIST: webDir },
    extend(app) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              name: z.string().min(3, 'Name field is required'),
              nested: z.object({ count: z.number().int() }),
            }),
          },
        },
        async (request) => request.body,
      );
      typed.get('/api/test/conflict', async () => {
        throw new DomainError('EMAIL_TAKEN', 'error.EMAIL_TAKEN');
      });
      typed.get('/api/test/fields', async () => {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          pic: 'error.UNSUPPORTED_FILE',
        });
      });
      typed.get('/api/test/crash', async () => {
        throw new Error('secret internal detail: password=hunter2');
      });
      typed.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: true };
      });
    },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok' });
  });
});

describe('error shape', () => {
  it('answers an unknown API path with 404 NOT_FOUND', async () => {
    const res = await server.request('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers invalid input with 400 VALIDATION_FAILED and the failing fields', async () => {
    const res = await server.request('/api/test/echo', {
      method: 'POST',
      json: { name: 'ab', nested: { count: 'x' } },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.error).toBe('string');
    expect(body.fields).toMatchObject({ name: 'Name field is required' });
    expect(Object.keys(body.fields)).toContain('nested.count');
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const res = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413 FILE_TOO_LARGE', async () => {
    const res = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), nested: { count: 1 } }),
    });
    expect(res.status).toBe(413);
    expect((await json(res)).code).toBe('FILE_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await server.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(res.status).toBe(415);
    expect((await json(res)).code).toBe('UNSUPPORTED_FILE');
  });

  it('maps a domain error to its status and translates it by the request language', async () => {
    const en = await server.request('/api/test/conflict');
    expect(en.status).toBe(409);
    expect(await json(en)).toEqual({ error: 'User Already Exists', code: 'EMAIL_TAKEN' });
    const ar = await server.request('/api/test/conflict', { headers: { 'x-lang': 'ar' } });
    expect((await json(ar)).error).toBe('المستخدم موجود بالفعل');
  });

  it('translates the field messages of a domain error', async () => {
    const res = await server.request('/api/test/fields', { headers: { 'x-lang': 'ar' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      error: 'بعض الحقول تحتاج إلى مراجعتك.',
      code: 'VALIDATION_FAILED',
      fields: { pic: 'هذا النوع من الملفات غير مقبول.' },
    });
  });

  it('hides internals of a 5xx and still gives the request id', async () => {
    const res = await server.request('/api/test/crash', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ error: 'Oops, something went wrong', code: 'INTERNAL' });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });
});

describe('headers', () => {
  it('sends a Content-Security-Policy without inline script, and other security headers', async () => {
    const res = await server.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    // helmet's headers, worked out once at start (docs/performance.md), on answers and refusals.
    for (const answer of [res, await server.request('/api/no-such-route')]) {
      expect(answer.headers.get('content-security-policy')).toBe(csp);
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('x-xss-protection')).toBe('0');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('keeps CORS closed to other origins', async () => {
    const res = await server.request('/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas', async () => {
    const res = await server.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/test/echo'].post.requestBody).toBeDefined();
  });

  it('serves a docs page', async () => {
    const res = await server.request('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});

describe('web app', () => {
  it('serves index.html for any app route (SPA fallback)', async () => {
    for (const route of ['/', '/Company/Profile', '/viewProfile/123', '/q']) {
      const res = await server.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('app shell');
    }
  });

  it('serves fingerprinted assets with a long cache, and 404 for a missing one', async () => {
    const asset = await server.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await server.request('/assets/missing.js');
    expect(missing.status).toBe(404);
  });
});

describe('graceful shutdown', () => {
  it('lets a running request finish when the server closes, then closes the database', async () => {
    // The request is inside its handler when the close starts (not merely sent: on a loaded
    // machine a fixed wait let the close come first, and the request was refused).
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const other = await startTestServer({
      extend(app) {
        // Waits, then still needs the database: the shutdown must not close it underneath.
        app.get('/api/test/slow', async () => {
          arrived();
          await new Promise((resolve) => setTimeout(resolve, 500));
          const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(users);
          return { done: true, users: row?.count };
        });
      },
    });
    const pending = other.request('/api/test/slow');
    await inHandler;
    const closing = other.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ done: true, users: 0 });
    await closing;
    expect(await other.app.database.ping(500)).toBe(false);
  });

  it('answers health with 503 when the database is gone', async () => {
    const other = await startTestServer();
    await other.app.database.close();
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ status: 'unavailable' });
    await other.close();
  });
});
