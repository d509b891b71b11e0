// Issue 9: mails go out in the language the person uses now. Login stores the language of the
// request (X-Lang), and the web app's language switch sets it for a logged-in account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, users } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function langOf(table: typeof users | typeof companyMembers, id: string) {
  const [row] = await server.app.db
    .select({ lang: table.lang })
    .from(table)
    .where(eq(table.id, id));
  return row?.lang;
}

function put(path: string, body: unknown, token?: string) {
  return server.request(path, { method: 'PUT', json: body, token });
}

describe('the language of an account’s mails', () => {
  it('follows the language of the login request', async () => {
    const user = await createAccount(server, 'User');
    expect(await langOf(users, user.id)).toBe('en');
    const res = await server.request('/api/user/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
      headers: { 'x-lang': 'ar' },
    });
    expect(res.status).toBe(200);
    expect(await langOf(users, user.id)).toBe('ar');
  });

  it('is set by the language switch of a logged-in user or company', async () => {
    const user = await createAccount(server, 'User');
    const switched = await put('/api/user/language', { lang: 'ar' }, user.token);
    expect(switched.status).toBe(204);
    expect(await switched.text()).toBe('');
    expect(await langOf(users, user.id)).toBe('ar');

    const company = await createAccount(server, 'Company');
    expect((await put('/api/company/language', { lang: 'ar' }, company.token)).status).toBe(204);
    // decision 110: the language is the member's own (each member reads mails in theirs).
    expect(await langOf(companyMembers, company.memberId ?? '')).toBe('ar');
  });

  it('refuses an unknown language, the other account type and anonymous callers', async () => {
    const user = await createAccount(server, 'User');
    const bad = await put('/api/user/language', { lang: 'fr' }, user.token);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const other = await put('/api/company/language', { lang: 'ar' }, user.token);
    expect(other.status).toBe(403);
    expect(await json(other)).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await put('/api/user/language', { lang: 'ar' });
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await langOf(users, user.id)).toBe('en');
  });
});
