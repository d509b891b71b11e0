// Issue 24: answer headers (no-store on every authenticated answer, Permissions-Policy), the
// TRUST_PROXY hop count, the API docs setting, 401 before 400 for anonymous calls, and the spec's
// sign-up payload without ConfirmPassword (decisions.md sections 3, 4 and 14).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../src/db/schema';
import { hashToken } from '../../src/features/accounts/service';
import { createAccount } from '../helpers/accounts';
import { json, startTestServer, type TestServer } from '../helpers/testServer';
import {
  answers,
  applyToNewJob,
  createPrincipals,
  newEmail,
  relaxedLimits,
  validProfile,
  type Principals,
} from './fixtures';

let server: TestServer;
let p: Principals;

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  p = await createPrincipals(server);
});

afterAll(async () => {
  await server?.close();
});

const someId = '00000000-0000-4000-8000-000000000000';

describe('Cache-Control: no-store on every authenticated answer (decisions.md 14)', () => {
  it('is on the representative reads: search, applications, ISI history, company, postings', async () => {
    const taken = await server.request('/api/company/test', {
      method: 'POST',
      token: p.userA.token,
      json: { result: answers(2) },
    });
    expect(taken.status).toBe(200);
    const saved = await server.request('/api/user', {
      method: 'PUT',
      token: p.userA.token,
      json: validProfile(),
    });
    expect(saved.status).toBe(200);
    const application = await applyToNewJob(server, p.companyX, p.userA);
    const reads: [string, string][] = [
      ['/api/company/search?pageSize=5', p.companyX.token],
      ['/api/user/applications', p.userA.token],
      ['/api/user/isi/history', p.userA.token],
      [`/api/company/${p.companyX.id}`, p.companyX.token],
      ['/api/company/jobs', p.companyX.token],
      [`/api/company/jobs/${application.jobId}`, p.companyX.token],
      [`/api/jobs/${application.jobId}`, p.userA.token],
      ['/api/jobs', p.userA.token],
    ];
    for (const [path, token] of reads) {
      const res = await server.request(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is on every GET of the OpenAPI document that takes a token, whatever its answer', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    const paths = doc.paths as Record<string, Record<string, { security?: unknown[] }>>;
    const guarded = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method === 'get' && (op.security?.length ?? 0) > 0)
        .map(() => path),
    );
    expect(guarded.length).toBeGreaterThan(15);
    const missing: string[] = [];
    for (const path of guarded) {
      const url = `/api${path.replace(/^\/api/, '')}`.replace(/\{[^}]+\}/g, someId);
      for (const token of [p.userA.token, p.companyX.token]) {
        const res = await server.request(url, { token, redirect: 'manual' });
        await res.arrayBuffer();
        const value = res.headers.get('cache-control') ?? '';
        if (!/no-store/.test(value)) missing.push(`${path} ${res.status} "${value}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is on a refusal of a bad token too, and not forced on anonymous public reads', async () => {
    const refused = await server.request('/api/user/applications', { token: p.expired });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const open = await server.request('/api/questionnaire');
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('Permissions-Policy', () => {
  it('turns off the browser features the web app does not use, on every answer', async () => {
    for (const [path, token] of [
      ['/api/health', undefined],
      ['/api/nowhere', undefined],
      ['/api/user/applications', p.userA.token],
      ['/', undefined],
    ] as const) {
      const res = await server.request(path, { token });
      await res.arrayBuffer();
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, `${path}: ${feature}`).toContain(`${feature}=()`);
      }
    }
  });
});

describe('anonymous calls are refused with 401 before their body is looked at', () => {
  it.each([
    ['POST', '/api/company/test', { result: 'nope' }],
    ['PUT', '/api/user', { name: 1 }],
    ['POST', `/api/jobs/not-a-uuid/apply`, undefined],
    ['PUT', '/api/user/language', { lang: 'xx' }],
    ['PATCH', '/api/user/reset-password', { password: 1 }],
    ['PATCH', '/api/company/reset-password', {}],
  ] as const)('%s %s', async (method, path, body) => {
    const res = await server.request(path, { method, json: body });
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(401);
    expect(answer).toEqual({ code: 'UNAUTHENTICATED', error: expect.any(String) });
  });
});

describe('sign-up and reset take the spec payloads (decisions.md 3)', () => {
  it.each(['user', 'company'])('%s/signup takes {email, password}', async (kind) => {
    const res = await server.request(`/api/${kind}/signup`, {
      method: 'POST',
      json: { email: newEmail(kind), password: 'Quiet-harbour-71' },
    });
    expect(res.status, JSON.stringify(await json(res))).toBe(201);
  });

  it.each(['user', 'company'])(
    '%s/signup still refuses a ConfirmPassword that differs',
    async (kind) => {
      const res = await server.request(`/api/${kind}/signup`, {
        method: 'POST',
        json: {
          email: newEmail(kind),
          password: 'Quiet-harbour-71',
          ConfirmPassword: 'other-one-7',
        },
      });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { ConfirmPassword: expect.any(String) },
      });
    },
  );

  it('user/reset-password takes {password} alone, and refuses a differing ConfirmPassword', async () => {
    const account = await createAccount(server, 'User');
    const resetToken = randomBytes(24).toString('base64url');
    await server.app.db.insert(authTokens).values({
      accountType: 'User',
      accountId: account.id,
      purpose: 'reset',
      tokenHash: hashToken(resetToken),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const differ = await server.request('/api/user/reset-password', {
      method: 'PATCH',
      token: resetToken,
      json: { password: 'Brand-new-pass1', ConfirmPassword: 'Brand-new-pass2' },
    });
    expect(differ.status).toBe(400);
    const ok = await server.request('/api/user/reset-password', {
      method: 'PATCH',
      token: resetToken,
      json: { password: 'Brand-new-pass1' },
    });
    expect(ok.status, JSON.stringify(await json(ok))).toBe(200);
  });
});

describe('TRUST_PROXY=1 trusts one hop of X-Forwarded-For (decisions.md 14)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      env: { ...relaxedLimits, TRUST_PROXY: '1', RATE_LIMIT_LOGIN_ADDRESS: '3' },
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  const failedLogin = (forwardedFor: string) =>
    proxied.request('/api/user/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor },
      json: { email: newEmail('nobody'), password: 'wrong-password' },
    });

  it('counts failed logins by the hop our proxy added, whatever the client put before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await failedLogin(`10.9.${i}.${i + 1}, 203.0.113.${i + 7}, 198.51.100.4`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    // Another real client (another last hop) is not held by it.
    const other = await failedLogin('10.9.0.1, 198.51.100.5');
    expect(other.status).toBe(404);
  });

  it('knows the same client address for the audit and the limits (request.ip = last hop)', async () => {
    const seen: string[] = [];
    const probe = await startTestServer({
      env: { TRUST_PROXY: '1' },
      extend(app) {
        app.get('/api/test/ip', async (request) => {
          seen.push(request.ip);
          return { ip: request.ip };
        });
      },
    });
    try {
      const res = await probe.request('/api/test/ip', {
        headers: { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.9' },
      });
      expect(await json(res)).toEqual({ ip: '198.51.100.9' });
    } finally {
      await probe.close();
    }
    expect(seen).toEqual(['198.51.100.9']);
  });
});

describe('API_DOCS', () => {
  it('serves the docs page when on (the default outside production)', async () => {
    const res = await server.request('/api/docs', { redirect: 'manual' });
    await res.arrayBuffer();
    expect([200, 302]).toContain(res.status);
  });

  it('serves no docs page when off; the OpenAPI document stays public', async () => {
    const off = await startTestServer({ env: { API_DOCS: 'off' } });
    try {
      for (const path of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
        const res = await off.request(path, { redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status, path).toBe(404);
      }
      const doc = await off.request('/api/openapi.json');
      expect(doc.status).toBe(200);
      expect((await json(doc)).openapi).toMatch(/^3\./);
    } finally {
      await off.close();
    }
  });
});
