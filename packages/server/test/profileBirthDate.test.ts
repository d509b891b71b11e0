// Issue 24: "a birth date in the future is accepted and nothing tests it". PUT /api/user takes a
// birth date only if it is a day that exists, on or after 1900-01-01 and not after today; else
// 400 VALIDATION_FAILED naming dateOfBirth, in the language asked, and the profile stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@talentpool/domain/messages';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let user: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  user = await createAccount(server, 'User');
  const res = await server.request('/api/user', {
    method: 'PUT',
    token: user.token,
    json: completeProfile(),
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('PUT /api/user: the birth date', () => {
  it('refuses a future, an absurdly old and a non-existent day, and keeps the stored one', async () => {
    const before = await (
      await server.request(`/api/user/${user.id}`, { token: user.token })
    ).text();
    for (const [dateOfBirth, key] of [
      [inDays(2), 'profile.birthDateInvalid'],
      ['2999-01-01', 'profile.birthDateInvalid'],
      ['1899-12-31', 'profile.birthDateInvalid'],
      ['2001-02-31', 'profile.dateInvalid'],
    ] as const) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await server.request('/api/user', {
          method: 'PUT',
          token: user.token,
          headers: { 'x-lang': lang },
          json: completeProfile({ dateOfBirth }),
        });
        expect(res.status, dateOfBirth).toBe(400);
        expect(await res.json(), dateOfBirth).toEqual({
          code: 'VALIDATION_FAILED',
          error: messages[lang]['error.VALIDATION_FAILED'],
          fields: { dateOfBirth: messages[lang][key] },
        });
      }
    }
    const after = await (
      await server.request(`/api/user/${user.id}`, { token: user.token })
    ).text();
    expect(after).toBe(before);
  });

  // A fresh user each: once a profile is complete its birth date is read-only.
  it('takes a birth date of yesterday and of 1900-01-01', async () => {
    for (const dateOfBirth of [inDays(-1), '1900-01-01']) {
      const newcomer = await createAccount(server, 'User');
      const res = await server.request('/api/user', {
        method: 'PUT',
        token: newcomer.token,
        json: completeProfile({ dateOfBirth }),
      });
      expect(res.status, dateOfBirth).toBe(200);
      const stored = await json(
        await server.request(`/api/user/${newcomer.id}`, { token: newcomer.token }),
      );
      expect(String(stored.dateOfBirth).slice(0, 10)).toBe(dateOfBirth);
    }
  });
});
