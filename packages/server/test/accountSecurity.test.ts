// getAccountSecurity over real HTTP (decisions.md 11 and 14, docs/decisions/112): the logged-in
// account's own security for the Security page, for job seekers and company members alike: the
// login e-mail, whether the second factor is on, how many recovery codes are left (a recovery-code
// login spends one), and a pending change of e-mail. A member the company holds at second-factor
// set-up may read it; anonymous callers may not. Never cached.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '@talentpool/domain/account';
import { accountSecuritySchema } from '@talentpool/domain/accounts/schemas';
import { companies } from '../src/db/schema';
import { totpCodeOf } from '../src/lib/totp';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '1000' } });
});

afterAll(async () => {
  await server?.close();
});

const segmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');

function call(path: string, token: string | undefined, body?: unknown, method = 'POST') {
  return server.request(`/api/${path}`, { method, token, json: body });
}

/** GET account/security: 200, no-store, the domain's shape; answers the body. */
async function security(token: string) {
  const res = await call('account/security', token, undefined, 'GET');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('no-store');
  const body = await json(res);
  expect(accountSecuritySchema.strict().safeParse(body).success).toBe(true);
  return body;
}

async function turnOn(account: TestAccount) {
  const { secret } = await json(await call('account/totp/start', account.token));
  const enable = await call('account/totp/enable', account.token, { code: totpCodeOf(secret) });
  expect(enable.status).toBe(200);
  return (await json(enable)).recoveryCodes as string[];
}

describe.each(['User', 'Company'] as const)('the security of a %s account', (type) => {
  it('counts the recovery codes left: 10 once on, 9 after a recovery-code login, 0 off', async () => {
    const account = await createAccount(server, type);
    expect(await security(account.token)).toEqual({
      email: account.email,
      totpEnabled: false,
      recoveryCodesLeft: 0,
      pendingEmail: null,
    });

    // Started but not on: still off, no codes.
    expect((await call('account/totp/start', account.token)).status).toBe(200);
    expect(await security(account.token)).toMatchObject({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });

    const codes = await turnOn(account);
    expect(await security(account.token)).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });

    const loggedIn = await call(`${segmentOf(type)}/login`, undefined, {
      email: account.email,
      password: account.password,
      totp: codes[3],
    });
    expect(loggedIn.status).toBe(200);
    const { token } = await json(loggedIn);
    // The same count from the old session and the new one.
    expect((await security(account.token)).recoveryCodesLeft).toBe(9);
    expect((await security(token)).recoveryCodesLeft).toBe(9);

    // A wrong code spends nothing.
    const wrong = await call(`${segmentOf(type)}/login`, undefined, {
      email: account.email,
      password: account.password,
      totp: 'zzzzz-zzzzz',
    });
    expect(wrong.status).toBe(401);
    expect((await security(token)).recoveryCodesLeft).toBe(9);

    // Off with another recovery code: no codes are left, and it says off.
    expect((await call('account/totp/disable', token, { code: codes[5] })).status).toBe(204);
    expect(await security(token)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
  });

  it('keeps the login e-mail until a change is confirmed', async () => {
    const account = await createAccount(server, type);
    const next = `moved-${Date.now()}@example.com`;
    const asked = await call('account/email', account.token, {
      password: account.password,
      email: next,
    });
    expect(asked.status).toBe(200);
    // The address is only inside the mailed link (its hash is stored): not named here.
    expect(await security(account.token)).toMatchObject({
      email: account.email,
      pendingEmail: null,
    });
  });
});

describe('who may read it', () => {
  it('answers a member the company holds at second-factor set-up', async () => {
    const owner = await createAccount(server, 'Company');
    const recruiter = await addMember(server, owner, 'recruiter');
    await server.app.db
      .update(companies)
      .set({ requireTotp: true })
      .where(eq(companies.id, owner.id));
    const loggedIn = await call('company/login', undefined, {
      email: recruiter.email,
      password: recruiter.password,
    });
    const { token, member } = await json(loggedIn);
    expect(member).toMatchObject({ totpSetupRequired: true });
    // Held: a company call with a permission is refused, this one answers.
    expect((await call('company/search', token, undefined, 'GET')).status).toBe(403);
    expect(await security(token)).toEqual({
      email: recruiter.email,
      totpEnabled: false,
      recoveryCodesLeft: 0,
      pendingEmail: null,
    });
  });

  it('refuses anonymous callers and ended sessions with 401', async () => {
    const anonymous = await call('account/security', undefined, undefined, 'GET');
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).code).toBe('UNAUTHENTICATED');

    const account = await createAccount(server, 'User');
    expect((await call('user/logout', account.token)).status).toBe(200);
    const ended = await call('account/security', account.token, undefined, 'GET');
    expect(ended.status).toBe(401);
    expect((await json(ended)).code).toBe('UNAUTHENTICATED');
  });

  it('is in the OpenAPI document as getAccountSecurity', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    expect(doc.paths['/api/account/security'].get.operationId).toBe('getAccountSecurity');
  });
});
