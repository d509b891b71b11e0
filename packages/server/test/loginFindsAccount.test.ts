// Decision 139 (issue 23): one login form that finds the account. With findAccount, a correct
// password of the other kind of account answers 409 OTHER_ACCOUNT_TYPE, and one that opens both
// kinds 409 CHOOSE_ACCOUNT_TYPE. Without the right password nothing changes: an e-mail held only
// by the other kind answers exactly like an e-mail nobody holds (no account oracle), and without
// findAccount the spec's answers stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_LOGIN: '1000' } });
});

afterAll(async () => {
  await server?.close();
});

function login(segment: 'user' | 'company', body: Record<string, unknown>) {
  return server.request(`/api/${segment}/login`, { method: 'POST', json: body });
}

describe('the one login form (decision 139)', () => {
  it('tells a company member who forgot the company box, once the password is right', async () => {
    const company = await createAccount(server, 'Company');
    const body = { email: company.email, password: company.password };

    const found = await login('user', { ...body, findAccount: true });
    expect(found.status).toBe(409);
    expect(await json(found)).toMatchObject({
      code: 'OTHER_ACCOUNT_TYPE',
      fields: { accountType: 'Company' },
    });
    // The spec's call without the search answers as it always did.
    const plain = await login('user', body);
    expect(plain.status).toBe(404);
    expect((await json(plain)).code).toBe('USER_NOT_FOUND');
    // And the company login itself works.
    expect((await login('company', body)).status).toBe(200);
  });

  it('finds a job seeker who ticked the company box', async () => {
    const user = await createAccount(server, 'User');
    const found = await login('company', {
      email: user.email,
      password: user.password,
      findAccount: true,
    });
    expect(found.status).toBe(409);
    expect(await json(found)).toMatchObject({
      code: 'OTHER_ACCOUNT_TYPE',
      fields: { accountType: 'User' },
    });
  });

  it('is no oracle: a wrong password on an e-mail of the other kind answers like an unknown e-mail', async () => {
    const company = await createAccount(server, 'Company');
    const member = await addMember(server, company, 'recruiter');
    const wrong = await login('user', {
      email: member.email,
      password: 'not-the-password-1',
      findAccount: true,
    });
    const unknown = await login('user', {
      email: 'nobody-here@example.com',
      password: 'not-the-password-1',
      findAccount: true,
    });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('asks which one when one e-mail and password open both kinds', async () => {
    const email = 'both-kinds@example.com';
    await createAccount(server, 'User', { email, password: 'Same-Passw0rd!' });
    await createAccount(server, 'Company', { email, password: 'Same-Passw0rd!' });
    for (const segment of ['user', 'company'] as const) {
      const res = await login(segment, { email, password: 'Same-Passw0rd!', findAccount: true });
      expect(res.status).toBe(409);
      expect((await json(res)).code).toBe('CHOOSE_ACCOUNT_TYPE');
      // The choice is made by calling the chosen kind without the search.
      const chosen = await login(segment, { email, password: 'Same-Passw0rd!' });
      expect(chosen.status).toBe(200);
    }
  });

  it('logs in the kind whose password it is when both kinds have their own', async () => {
    const email = 'two-passwords@example.com';
    await createAccount(server, 'User', { email, password: 'User-Passw0rd!' });
    const company = await createAccount(server, 'Company', {
      email,
      password: 'Company-Passw0rd!',
    });
    const asUser = await login('user', { email, password: 'User-Passw0rd!', findAccount: true });
    expect(asUser.status).toBe(200);
    const companyPassword = await login('user', {
      email,
      password: 'Company-Passw0rd!',
      findAccount: true,
    });
    expect(companyPassword.status).toBe(409);
    expect((await json(companyPassword)).fields).toEqual({ accountType: 'Company' });
    const neither = await login('user', {
      email,
      password: 'Neither-Passw0rd!',
      findAccount: true,
    });
    expect(neither.status).toBe(401);
    expect((await json(neither)).code).toBe('WRONG_PASSWORD');
    expect(company.type).toBe('Company');
  });
});
