// decisions.md section 4: rate limits on failed logins (per e-mail and address), sign-ups (per
// address) and forgot-password (per e-mail), answered with 429 RATE_LIMITED in the error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let user: TestAccount;

beforeAll(async () => {
  server = await startTestServer({
    // TRUST_PROXY: a test names the address of a request (x-forwarded-for) to vary it.
    env: {
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_SIGNUP: '2',
      RATE_LIMIT_FORGOT: '2',
      TRUST_PROXY: '1',
    },
  });
  user = await createAccount(server, 'User');
});

afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown, method = 'POST', address?: string) =>
  server.request(`/api/${path}`, {
    method,
    json: body,
    headers: address ? { 'x-forwarded-for': address } : undefined,
  });

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const body = await json(res);
  expect(body).toEqual({
    error: 'Too many attempts. Please wait and try again.',
    code: 'RATE_LIMITED',
  });
}

describe('rate limits', () => {
  it('blocks logins to an e-mail after too many failures, even with the right password', async () => {
    // Successful logins do not count.
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post('user/login', { email: user.email, password: user.password })).status,
      ).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('user/login', { email: user.email, password: 'wrong-password' })).status,
      ).toBe(401);
    }
    const blocked = await post('user/login', { email: user.email, password: user.password });
    await expectRateLimited(blocked);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other e-mails from the same address are not affected.
    const other = await createAccount(server, 'User');
    expect(
      (await post('user/login', { email: other.email, password: other.password })).status,
    ).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const body = (n: number) => ({
      email: `signup-limit-${n}@example.com`,
      password: 'Passw0rd!long',
      ConfirmPassword: 'Passw0rd!long',
    });
    expect((await post('company/signup', body(1))).status).toBe(201);
    expect((await post('company/signup', body(2))).status).toBe(201);
    await expectRateLimited(await post('company/signup', body(3)));
  });

  // Issue 44: each try from another address, so that a limit keyed by the address alone would
  // not answer (the test sent them all from one before).
  it('limits forgot-password mails per e-mail, across addresses', async () => {
    const target = await createAccount(server, 'Company');
    for (let i = 0; i < 2; i += 1) {
      const res = await post(
        'company/change-password',
        { email: target.email },
        'PATCH',
        `198.51.100.${i + 1}`,
      );
      expect(res.status).toBe(200);
    }
    await expectRateLimited(
      await post(
        'company/change-password',
        { email: target.email.toUpperCase() },
        'PATCH',
        '198.51.100.3',
      ),
    );
    const other = await createAccount(server, 'Company');
    expect((await post('company/change-password', { email: other.email }, 'PATCH')).status).toBe(
      200,
    );
  });
});

describe('OpenAPI', () => {
  it('documents every account call', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    for (const kind of ['user', 'company']) {
      expect(doc.paths[`/api/${kind}/signup`]?.post).toBeDefined();
      expect(doc.paths[`/api/${kind}/login`]?.post).toBeDefined();
      expect(doc.paths[`/api/${kind}/verify`]?.get).toBeDefined();
      expect(doc.paths[`/api/${kind}/change-password`]?.patch).toBeDefined();
      expect(doc.paths[`/api/${kind}/reset-password`]?.patch).toBeDefined();
      expect(doc.paths[`/api/${kind}/logout`]?.post).toBeDefined();
    }
  });
});
