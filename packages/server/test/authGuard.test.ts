// Login tokens and the guards every protected route uses (decisions.md sections 4 and 5).
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf } from '../src/plugins/app/auth';
import { createAccount, revokeTokens, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let user: TestAccount;
let company: TestAccount;

beforeAll(async () => {
  server = await startTestServer({
    extend(app) {
      app.get('/api/test/user-only', { preHandler: app.guard('User') }, async (request) => ({
        account: accountOf(request),
      }));
      app.get('/api/test/company-only', { preHandler: app.guard('Company') }, async () => ({
        ok: true,
      }));
      app.get('/api/test/any', { preHandler: app.guard() }, async (request) => ({
        account: accountOf(request),
      }));
    },
  });
  user = await createAccount(server, 'User');
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

async function status(path: string, token?: string) {
  const res = await server.request(path, { token });
  const body = await json(res);
  if (res.status >= 400) expect(Object.keys(body).sort()).toEqual(['code', 'error']);
  return { status: res.status, body };
}

describe('guards', () => {
  it('lets the right account type in and names the account', async () => {
    const res = await status('/api/test/user-only', user.token);
    expect(res).toEqual({ status: 200, body: { account: { type: 'User', id: user.id } } });
    expect((await status('/api/test/company-only', company.token)).status).toBe(200);
    expect((await status('/api/test/any', company.token)).body.account.type).toBe('Company');
  });

  it('answers 401 UNAUTHENTICATED without a token or with a malformed header', async () => {
    expect(await status('/api/test/any')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    const res = await server.request('/api/test/any', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });

  it('answers 403 FORBIDDEN to the wrong account type', async () => {
    expect(await status('/api/test/company-only', user.token)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await status('/api/test/user-only', company.token)).status).toBe(403);
  });

  it('rejects a tampered, wrongly signed, unsigned or expired token with 401', async () => {
    const [head, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, typ: 'Company' })).toString('base64url');
    expect((await status('/api/test/any', `${head}.${forged}.${signature}`)).status).toBe(401);

    const wrongKey = await new SignJWT({ typ: 'User', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await status('/api/test/any', wrongKey)).status).toBe(401);

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await status('/api/test/any', none)).status).toBe(401);

    const expired = await new SignJWT({ typ: 'User', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    expect((await status('/api/test/any', expired)).status).toBe(401);
  });

  it('rejects the same token spelled another way: padding, + or / (issue 24)', async () => {
    const [head, payload, signature = ''] = user.token.split('.');
    const standard = (s: string) => s.replace(/-/g, '+').replace(/_/g, '/');
    const respelled = [
      `${user.token}=`,
      `${head}.${payload}.${standard(signature)}`,
      `${head}.${payload}.${signature}${'='.repeat((4 - (signature.length % 4)) % 4) || '=='}`,
    ];
    // Most signatures hold a - or _, not all: a spelling equal to the token is not a respelling.
    for (const token of respelled.filter((t) => t !== user.token)) {
      expect((await status('/api/test/any', token)).status, token).toBe(401);
    }
    expect((await status('/api/test/any', user.token)).status).toBe(200);
  });

  it('rejects every older token once the token version is raised (log out, password change)', async () => {
    const other = await createAccount(server, 'User');
    expect((await status('/api/test/any', other.token)).status).toBe(200);
    await revokeTokens(server, other);
    expect((await status('/api/test/any', other.token)).status).toBe(401);
  });
});
