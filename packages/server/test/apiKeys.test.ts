// API keys over real HTTP (issue 42, decisions.md 18, decisions 232-235): created by owners and
// admins, the secret shown once and stored hashed, a key acting as its company within its scopes
// through the one policy table, 401 at once after revoke or expiry, its last use, its own rate
// limit, the audit log naming it, and the abuse cases: another company's data, a revoked key, a
// read-only key writing, a recruiter creating keys, a key creating keys.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompanyAction, keyScopeOf } from '@talentpool/domain/members/policy';
import { apiKeys, auditEvents } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob, jobPosting, relaxedLimits } from './security/fixtures';

let server: TestServer;
let owner: TestAccount;
let admin: TestAccount;
let recruiter: TestAccount;
let rival: TestAccount;
let job: { id: string };
let rivalJob: { id: string };

const allScopes = [
  'candidates:read',
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'interviews:read',
  'reports:read',
];

async function createKey(
  by: TestAccount,
  body: { name?: string; scopes: string[]; expiresAt?: string },
): Promise<{ id: string; secret: string; body: Record<string, unknown> }> {
  const res = await server.request('/api/company/api-keys', {
    method: 'POST',
    token: by.token,
    json: { name: 'HR sync', ...body },
  });
  const answer = await json(res);
  if (res.status !== 201) throw new Error(`createApiKey: ${res.status} ${JSON.stringify(answer)}`);
  return { id: answer.apiKey._id, secret: answer.secret, body: answer };
}

beforeAll(async () => {
  server = await startTestServer({ env: { ...relaxedLimits, RATE_LIMIT_API_KEY: '5' } });
  owner = await createAccount(server, 'Company');
  admin = await addMember(server, owner, 'admin');
  recruiter = await addMember(server, owner, 'recruiter');
  rival = await createAccount(server, 'Company');
  job = await createJob(server, owner);
  rivalJob = await createJob(server, rival);
});

afterAll(async () => {
  await server?.close();
});

describe('createApiKey, listApiKeys, revokeApiKey (decisions.md 18)', () => {
  it('answers 201 with the key and the secret once; stores only its hash', async () => {
    const res = await server.request('/api/company/api-keys', {
      method: 'POST',
      token: owner.token,
      json: { name: '  HR sync  ', scopes: ['jobs:read', 'jobs:read'] },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(['apiKey', 'secret']);
    expect(body.secret).toMatch(/^tp_[A-Za-z0-9_-]{43}$/);
    expect(body.apiKey).toMatchObject({
      name: 'HR sync',
      scopes: ['jobs:read'],
      prefix: body.secret.slice(0, 12),
      expiresAt: null,
      lastUsedAt: null,
    });
    const [row] = await server.app.db.select().from(apiKeys).where(eq(apiKeys.id, body.apiKey._id));
    expect(row?.secretHash).toBe(createHash('sha256').update(body.secret).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(body.secret);
    // The list never shows the secret again.
    const list = await json(await server.request('/api/company/api-keys', { token: admin.token }));
    expect(list.apiKeys.map((k: { _id: string }) => k._id)).toContain(body.apiKey._id);
    expect(JSON.stringify(list)).not.toContain(body.secret);
  });

  it('refuses unknown scopes, no scope, a past expiry and no name with 400 and fields, storing nothing', async () => {
    const before = (await server.app.db.select().from(apiKeys)).length;
    const cases = [
      { body: { name: 'x', scopes: ['jobs:read', 'admin:everything'] }, field: 'scopes.1' },
      { body: { name: 'x', scopes: [] }, field: 'scopes' },
      {
        body: { name: 'x', scopes: ['jobs:read'], expiresAt: '2001-01-01T00:00:00Z' },
        field: 'expiresAt',
      },
      { body: { name: '', scopes: ['jobs:read'] }, field: 'name' },
    ];
    for (const { body, field } of cases) {
      const res = await server.request('/api/company/api-keys', {
        method: 'POST',
        token: owner.token,
        json: body,
      });
      expect(res.status).toBe(400);
      const answer = await json(res);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.fields)).toContain(field);
    }
    expect((await server.app.db.select().from(apiKeys)).length).toBe(before);
  });

  it('is for owners and admins only: a recruiter, a job seeker and no one get 403/401', async () => {
    const user = await createAccount(server, 'User');
    for (const [token, status] of [
      [recruiter.token, 403],
      [user.token, 403],
      [undefined, 401],
    ] as const) {
      const created = await server.request('/api/company/api-keys', {
        method: 'POST',
        token,
        json: { name: 'x', scopes: ['jobs:read'] },
      });
      expect(created.status).toBe(status);
      const listed = await server.request('/api/company/api-keys', { token });
      expect(listed.status).toBe(status);
    }
  });

  it("cannot revoke another company's key (404) and revokes its own (401 at once after)", async () => {
    const key = await createKey(owner, { scopes: ['jobs:read'] });
    const rivalKey = await createKey(rival, { scopes: ['jobs:read'] });
    const other = await server.request(`/api/company/api-keys/${rivalKey.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(other.status).toBe(404);
    expect((await server.request('/api/company/jobs', { token: rivalKey.secret })).status).toBe(
      200,
    );

    expect((await server.request('/api/company/jobs', { token: key.secret })).status).toBe(200);
    const revoked = await server.request(`/api/company/api-keys/${key.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).apiKey.revokedAt).not.toBeNull();
    const after = await server.request('/api/company/jobs', { token: key.secret });
    expect(after.status).toBe(401);
    expect((await json(after)).code).toBe('UNAUTHENTICATED');
  });
});

describe('a key acts as its company within its scopes (decision 233)', () => {
  it('reads with jobs:read; a write is 403 FORBIDDEN and changes nothing', async () => {
    const key = await createKey(owner, { scopes: ['jobs:read'] });
    const list = await server.request('/api/company/jobs', { token: key.secret });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await json(list))).toContain(job.id);
    const one = await server.request(`/api/company/jobs/${job.id}`, { token: key.secret });
    expect(one.status).toBe(200);

    const write = await server.request(`/api/company/jobs/${job.id}`, {
      method: 'PUT',
      token: key.secret,
      json: { ...jobPosting, title: 'Changed by a read-only key' },
    });
    expect(write.status).toBe(403);
    expect((await json(write)).code).toBe('FORBIDDEN');
    const created = await server.request('/api/company/jobs', {
      method: 'POST',
      token: key.secret,
      json: jobPosting,
    });
    expect(created.status).toBe(403);
    const stored = await json(
      await server.request(`/api/company/jobs/${job.id}`, { token: owner.token }),
    );
    expect(stored.title).toBe(jobPosting.title);
  });

  it('writes with jobs:write, and the audit log names the key', async () => {
    const key = await createKey(owner, { name: 'ATS bridge', scopes: ['jobs:write'] });
    const created = await server.request('/api/company/jobs', {
      method: 'POST',
      token: key.secret,
      json: jobPosting,
    });
    expect(created.status).toBe(201);
    const postingId = String((await json(created))._id);
    const events = await server.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, postingId));
    const made = events.find((e) => e.action === 'posting.created');
    expect(made?.actorMemberId).toBeNull();
    expect(made?.actorEmail).toContain('ATS bridge');
    expect(made?.details).toMatchObject({ apiKey: { _id: key.id, name: 'ATS bridge' } });
    // Its creation is in the log too, by the owner.
    const [createdEvent] = await server.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, key.id));
    expect(createdEvent?.action).toBe('apiKey.created');
    expect(createdEvent?.actorMemberId).toBe(owner.memberId);
  });

  it("never reaches another company's data: 404 or 403", async () => {
    const key = await createKey(owner, { scopes: allScopes });
    const theirs = await server.request(`/api/company/jobs/${rivalJob.id}`, { token: key.secret });
    expect([403, 404]).toContain(theirs.status);
    const applicants = await server.request(`/api/company/jobs/${rivalJob.id}/applicants`, {
      token: key.secret,
    });
    expect([403, 404]).toContain(applicants.status);
    const list = await json(await server.request('/api/company/jobs', { token: key.secret }));
    expect(JSON.stringify(list)).not.toContain(rivalJob.id);
  });

  it('cannot create, list or revoke keys, nor manage members, whatever its scopes', async () => {
    const key = await createKey(owner, { scopes: allScopes });
    const create = await server.request('/api/company/api-keys', {
      method: 'POST',
      token: key.secret,
      json: { name: 'minted', scopes: ['jobs:read'] },
    });
    expect(create.status).toBe(403);
    expect((await server.request('/api/company/api-keys', { token: key.secret })).status).toBe(403);
    const revoke = await server.request(`/api/company/api-keys/${key.id}`, {
      method: 'DELETE',
      token: key.secret,
    });
    expect(revoke.status).toBe(403);
    expect((await server.request('/api/company/members', { token: key.secret })).status).toBe(403);
    // Calls of the member's own account: no company action, so no key.
    expect((await server.request('/api/company/me', { token: key.secret })).status).toBe(403);
    expect(
      (await server.request('/api/company/logout', { method: 'POST', token: key.secret })).status,
    ).not.toBe(200);
  });

  it('answers 401 for an expired key, an unknown key and a malformed one', async () => {
    const key = await createKey(owner, { scopes: ['jobs:read'] });
    await server.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await server.request('/api/company/jobs', { token: key.secret })).status).toBe(401);
    const unknown = `tp_${'x'.repeat(43)}`;
    expect((await server.request('/api/company/jobs', { token: unknown })).status).toBe(401);
    expect((await server.request('/api/company/jobs', { token: 'tp_short' })).status).toBe(401);
  });

  it('keeps the last use, written at most once a minute', async () => {
    const key = await createKey(owner, { scopes: ['jobs:read'] });
    expect((await server.request('/api/company/jobs', { token: key.secret })).status).toBe(200);
    const readLastUse = async () => {
      const list = await json(
        await server.request('/api/company/api-keys', { token: owner.token }),
      );
      return list.apiKeys.find((k: { _id: string }) => k._id === key.id)?.lastUsedAt as
        string | null;
    };
    // The write is not awaited by the request: wait until it shows (no time assertion).
    await expect.poll(readLastUse).not.toBeNull();
    const first = await readLastUse();
    expect((await server.request('/api/company/jobs', { token: key.secret })).status).toBe(200);
    expect(await readLastUse()).toBe(first);
  });

  it('has its own rate limit per key (429 RATE_LIMITED past it)', async () => {
    const key = await createKey(owner, { scopes: ['jobs:read'] });
    const other = await createKey(owner, { scopes: ['jobs:read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await server.request('/api/company/jobs', { token: key.secret })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await server.request('/api/company/jobs', { token: key.secret });
    expect(limited.status).toBe(429);
    expect((await json(limited)).code).toBe('RATE_LIMITED');
    // Another key of the same company, and the members, are not held by it.
    expect((await server.request('/api/company/jobs', { token: other.secret })).status).toBe(200);
    expect((await server.request('/api/company/jobs', { token: owner.token })).status).toBe(200);
  });
});

describe('every company operation against keys (decision 233)', () => {
  it('documents the scope each operation needs, from the policy table', async () => {
    const document = await json(await server.request('/api/openapi.json'));
    expect(document.components.securitySchemes.apiKeyAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    let scoped = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const permission = operation['x-permission'];
        if (typeof permission !== 'string' || !isCompanyAction(permission)) continue;
        const scope = keyScopeOf(permission, method.toUpperCase());
        expect(operation['x-api-key-scope'], `${method} ${path}`).toBe(scope ?? undefined);
        if (scope) {
          scoped += 1;
          expect(operation.security).toContainEqual({ apiKeyAuth: [] });
          expect(String(operation.description)).toContain(scope);
        }
      }
    }
    expect(scoped).toBeGreaterThan(20);
    const ops = Object.values<Record<string, Record<string, unknown>>>(document.paths).flatMap(
      (item) => Object.values(item),
    );
    const byId = (id: string) => ops.find((o) => o.operationId === id);
    expect(byId('listApplicants')?.['x-api-key-scope']).toBe('applications:read');
    expect(byId('moveApplication')?.['x-api-key-scope']).toBe('applications:write');
    expect(byId('listCompanyJobs')?.['x-api-key-scope']).toBe('jobs:read');
    expect(byId('createJob')?.['x-api-key-scope']).toBe('jobs:write');
    expect(byId('listApplicationInterviews')?.['x-api-key-scope']).toBe('interviews:read');
    expect(byId('createApiKey')?.['x-api-key-scope']).toBeUndefined();
  });

  it('refuses with 403 every company operation a key lacks the scope of (all other scopes given)', async () => {
    const document = await json(await server.request('/api/openapi.json'));
    const refusedWrongly: string[] = [];
    let tried = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const permission = operation['x-permission'];
        if (typeof permission !== 'string' || !isCompanyAction(permission)) continue;
        const needed = keyScopeOf(permission, method.toUpperCase());
        const key = await createKey(owner, {
          name: `sweep ${String(operation.operationId)}`,
          scopes: allScopes.filter((s) => s !== needed),
        });
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await server.request(url, {
          method: method.toUpperCase(),
          token: key.secret,
          ...(method === 'get' || method === 'delete' ? {} : { json: {} }),
        });
        tried += 1;
        const body = res.headers.get('content-type')?.includes('json') ? await json(res) : {};
        if (res.status !== 403 || body.code !== 'FORBIDDEN') {
          refusedWrongly.push(`${method} ${path}: ${res.status} ${String(body.code)}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
    expect(refusedWrongly).toEqual([]);
  });
});
