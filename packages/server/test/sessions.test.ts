// Decision 138 (issue 23): sessions that survive a new tab and a browser restart. "Keep me logged
// in" sets a refresh cookie (httpOnly, SameSite=Strict, Secure over HTTPS, path /api/session);
// refreshSession exchanges it for a fresh access token and the next cookie. Each cookie works once
// (a reused one revokes its family); log out, password change, account deletion and member
// removal end it; so do the idle and the absolute limit, read from the app's clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { totpCodeOf } from '../src/lib/totp';
import { manualClock } from '../src/lib/clock';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const day = 24 * 60 * 60_000;
const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { SESSION_IDLE_DAYS: '3', SESSION_MAX_DAYS: '7', RATE_LIMIT_LOGIN: '1000' },
  });
});

afterAll(async () => {
  await server?.close();
});

const segment = (account: TestAccount) => (account.type === 'User' ? 'user' : 'company');

/** The tp_session cookie a response sets: its value and attributes (lower-cased names). */
function sessionCookieOf(res: Response): { value: string; attributes: Record<string, string> } {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('tp_session='));
  if (!line) throw new Error('no tp_session cookie set');
  const [pair, ...rest] = line.split(';').map((part) => part.trim());
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const [name, ...value] = part.split('=');
      return [(name ?? '').toLowerCase(), value.join('=')];
    }),
  );
  return { value: (pair ?? '').slice('tp_session='.length), attributes };
}

async function login(account: TestAccount, extra: Record<string, unknown> = { remember: true }) {
  return server.request(`/api/${segment(account)}/login`, {
    method: 'POST',
    json: { email: account.email, password: account.password, ...extra },
  });
}

/** Logs in with "keep me logged in" and answers the cookie's value. */
async function remembered(account: TestAccount, extra: Record<string, unknown> = {}) {
  const res = await login(account, { remember: true, ...extra });
  expect(res.status).toBe(200);
  return sessionCookieOf(res).value;
}

function refresh(cookie?: string) {
  return server.request('/api/session/refresh', {
    method: 'POST',
    headers: cookie === undefined ? {} : { cookie: `tp_session=${cookie}` },
  });
}

async function expectEnded(cookie: string) {
  const res = await refresh(cookie);
  expect(res.status).toBe(401);
  expect((await json(res)).code).toBe('UNAUTHENTICATED');
  // The browser is told to drop the dead cookie.
  expect(sessionCookieOf(res).attributes['max-age']).toBe('0');
}

describe('keep me logged in (decision 138)', () => {
  it('sets an httpOnly, SameSite=Strict cookie for /api/session only, lasting the idle limit; none without the choice', async () => {
    const user = await createAccount(server, 'User');
    const res = await login(user);
    expect(res.status).toBe(200);
    const { value, attributes } = sessionCookieOf(res);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite).toBe('Strict');
    expect(attributes.path).toBe('/api/session');
    expect(attributes['max-age']).toBe(String((3 * day) / 1000));
    // Served over plain HTTP (PUBLIC_URL http://...): not Secure, or the browser would drop it.
    expect(attributes).not.toHaveProperty('secure');

    const plain = await login(user, {});
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://talentpool.example' } });
    try {
      const user = await createAccount(https, 'User');
      const res = await https.request('/api/user/login', {
        method: 'POST',
        json: { email: user.email, password: user.password, remember: true },
      });
      expect(res.status).toBe(200);
      expect(sessionCookieOf(res).attributes).toHaveProperty('secure');
    } finally {
      await https.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const user = await createAccount(server, 'User');
    const cookie = await remembered(user);
    const rows = await server.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(cookie);
  });

  it('answers 204 without a cookie: nothing to resume', async () => {
    const res = await refresh();
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('exchanges the cookie for a working access token and a new cookie, once', async () => {
    const user = await createAccount(server, 'User');
    const first = await remembered(user);
    const res = await refresh(first);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(body).toMatchObject({ type: 'User', totpEnabled: false, user: { _id: user.id } });
    const second = sessionCookieOf(res).value;
    expect(second).not.toBe(first);
    // The access token works like a login's.
    const profile = await server.request(`/api/user/${user.id}`, { token: body.token });
    expect(profile.status).toBe(200);
    // The next cookie works, and the one after it.
    const again = await refresh(second);
    expect(again.status).toBe(200);
    expect((await refresh(sessionCookieOf(again).value)).status).toBe(200);
  });

  it('revokes the whole family when a used cookie comes back (a copy is in other hands)', async () => {
    const user = await createAccount(server, 'User');
    const stolen = await remembered(user);
    const res = await refresh(stolen);
    const current = sessionCookieOf(res).value;
    await expectEnded(stolen);
    // The owner's current cookie ends too: whoever holds a copy is out.
    await expectEnded(current);
    // Another login of the same account (another device) is not touched.
    const other = await remembered(user);
    expect((await refresh(other)).status).toBe(200);
  });

  it('ends with log out', async () => {
    const user = await createAccount(server, 'User');
    const cookie = await remembered(user);
    const out = await server.request('/api/user/logout', { method: 'POST', token: user.token });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out).attributes['max-age']).toBe('0');
    await expectEnded(cookie);
  });

  it('ends with a password change', async () => {
    const user = await createAccount(server, 'User');
    const cookie = await remembered(user);
    const changed = await server.request('/api/account/password', {
      method: 'POST',
      token: user.token,
      json: {
        currentPassword: user.password,
        password: 'An0ther-Passw0rd!',
        ConfirmPassword: 'An0ther-Passw0rd!',
      },
    });
    expect(changed.status).toBe(200);
    await expectEnded(cookie);
  });

  it('ends when the account is deleted', async () => {
    const user = await createAccount(server, 'User');
    const cookie = await remembered(user);
    const deleted = await server.request('/api/user', {
      method: 'DELETE',
      token: user.token,
      json: { password: user.password },
    });
    expect(deleted.status).toBe(204);
    await expectEnded(cookie);
  });

  it('ends when the member is removed from the company', async () => {
    const owner = await createAccount(server, 'Company');
    const recruiter = await addMember(server, owner, 'recruiter');
    const cookie = await remembered(recruiter);
    const removed = await server.request(`/api/company/members/${recruiter.memberId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    await expectEnded(cookie);
  });

  it('ends after the idle limit without use, by the app’s clock', async () => {
    const user = await createAccount(server, 'User');
    const cookie = await remembered(user);
    clock.advance(3 * day - 1000);
    const used = await refresh(cookie);
    expect(used.status).toBe(200);
    const next = sessionCookieOf(used).value;
    // Used just before the limit: the next one has its own three days.
    clock.advance(3 * day);
    await expectEnded(next);
  });

  it('ends at the absolute limit however often it is used', async () => {
    const user = await createAccount(server, 'User');
    let cookie = await remembered(user);
    for (let days = 0; days < 6; days += 2) {
      clock.advance(2 * day);
      const res = await refresh(cookie);
      expect(res.status).toBe(200);
      cookie = sessionCookieOf(res).value;
    }
    // Used on day 6, its idle limit would be day 9, but the login's seven days end on day 7.
    clock.advance(1.5 * day);
    await expectEnded(cookie);
  });

  it('resumes a company member with the member, after a login that passed the second factor', async () => {
    const owner = await createAccount(server, 'Company');
    const start = await server.request('/api/account/totp/start', {
      method: 'POST',
      token: owner.token,
    });
    const { secret } = await json(start);
    const enable = await server.request('/api/account/totp/enable', {
      method: 'POST',
      token: owner.token,
      json: { code: totpCodeOf(secret) },
    });
    const { recoveryCodes } = await json(enable);
    // Without the second factor: no session, no cookie.
    const asked = await login(owner);
    expect(asked.status).toBe(401);
    expect((await json(asked)).code).toBe('TOTP_REQUIRED');
    expect(asked.headers.getSetCookie()).toEqual([]);

    const cookie = await remembered(owner, { totp: recoveryCodes[0] });
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      type: 'Company',
      totpEnabled: true,
      company: { _id: owner.id },
      member: { _id: owner.memberId, role: 'owner' },
    });
    const me = await server.request('/api/company/me', { token: body.token });
    expect(me.status).toBe(200);
  });

  it('refuses a made-up cookie with 401 and clears it', async () => {
    await expectEnded('A'.repeat(43));
  });
});
