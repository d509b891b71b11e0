// GET user/{id} sends the JSON that the database builds from the shared field table (decision
// 106) instead of serializing toUser's object. Both must say the same thing, field for field, on
// PGlite and PostgreSQL alike: for an empty and a complete profile, for the owner and a company,
// with text that JSON must escape.
import { eq } from 'drizzle-orm';
import { responseQuality } from '@talentpool/domain/isi/responseQuality';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@talentpool/domain/profile/schema';
import { users } from '../src/db/schema';
import { toUser } from '../src/features/profile/service';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

async function rowOf(id: string) {
  const [row] = await server.app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}

async function view(id: string, token: string) {
  const res = await server.request(`/api/user/${id}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return json(res);
}

describe('GET user/{id}: the JSON built by the database', () => {
  it('equals the serialized toUser object for an empty profile', async () => {
    const user = await createAccount(server, 'User');
    const row = await rowOf(user.id);
    expect(await view(user.id, user.token)).toStrictEqual(userSchema.parse(toUser(row, 'owner')));
    // Decision 135: a company also sees the response quality of the current result (none yet).
    expect(await view(user.id, company.token)).toStrictEqual(
      userSchema.parse({ ...toUser(row, 'company'), isiFlags: null }),
    );
  });

  it('equals it for a complete profile with an ISI result, escapes included; nationalID only for the owner', async () => {
    const user = await createAccount(server, 'User');
    const saved = await server.request('/api/user', {
      method: 'PUT',
      token: user.token,
      json: completeProfile({
        longTermGoals: 'Lead a "data" team \\ قيادة فريق <b>',
        Motivation: 'Line one\nline two\ttab 🚀',
      }),
    });
    expect(saved.status).toBe(200);
    const tested = await server.request('/api/company/test', {
      method: 'POST',
      token: user.token,
      json: { result: Array.from({ length: 48 }, (_, i) => (i % 5) + 1) },
    });
    expect(tested.status).toBeLessThan(300);

    const row = await rowOf(user.id);
    expect(row.iRes1).not.toBeNull();
    const asOwner = await view(user.id, user.token);
    expect(asOwner).toStrictEqual(userSchema.parse(toUser(row, 'owner')));
    expect(asOwner.nationalID).toBe('29801011234567');
    expect(asOwner.longTermGoals).toBe('Lead a "data" team \\ قيادة فريق <b>');
    expect(asOwner.dateOfBirth).toBe('1998-01-01');
    expect(asOwner.job[0].jobtitle).toBe('Data Analyst');

    const asCompany = await view(user.id, company.token);
    expect(asCompany).toStrictEqual(
      userSchema.parse({
        ...toUser(row, 'company'),
        isiFlags: responseQuality(Array.from({ length: 48 }, (_, i) => (i % 5) + 1)).flags,
      }),
    );
    expect(asOwner).not.toHaveProperty('isiFlags');
    expect(asCompany).not.toHaveProperty('nationalID');
    expect(asCompany.Motivation).toBe('Line one\nline two\ttab 🚀');
  });
});
