// The second factor over real HTTP (issue 18; decisions.md 11, decision 110, docs/decisions/112):
// startTotp, enableTotp and disableTotp for job seekers and company members alike; login asks for
// the code once it is on, a code (or a recovery code) logs in once; a company that requires the
// second factor holds a member without one at set-up, where only the TOTP calls (and the like)
// answer. Codes are computed with lib/totp's totpCodeOf, a standard RFC 6238 computation.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '@talentpool/domain/account';
import { auditEvents, companies, companyMembers, recoveryCodes, users } from '../src/db/schema';
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

afterEach(() => {
  vi.useRealTimers();
});

const segmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');
const signInIdOf = (account: TestAccount) =>
  account.type === 'User' ? account.id : (account.memberId ?? '');

function call(path: string, token: string | undefined, body?: unknown, method = 'POST') {
  return server.request(`/api/${path}`, { method, token, json: body });
}

async function expectError(res: Response, status: number, code: string) {
  const body = await json(res);
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  expect(typeof body.error).toBe('string');
  return body;
}

function login(account: TestAccount, totp?: string) {
  return call(`${segmentOf(account.type)}/login`, undefined, {
    email: account.email,
    password: account.password,
    ...(totp === undefined ? {} : { totp }),
  });
}

/** The sign-in row's second-factor columns (the user, or the member). */
async function totpColumns(account: TestAccount) {
  const table = account.type === 'User' ? users : companyMembers;
  const [row] = await server.app.db
    .select({
      secret: table.totpSecret,
      enabledAt: table.totpEnabledAt,
      lastStep: table.totpLastStep,
    })
    .from(table)
    .where(eq(table.id, signInIdOf(account)));
  return row;
}

async function recoveryRows(account: TestAccount) {
  return server.app.db
    .select()
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.accountType, account.type),
        eq(recoveryCodes.accountId, signInIdOf(account)),
      ),
    );
}

/** Starts and enables the second factor; answers the secret and the recovery codes. */
async function turnOn(account: TestAccount, token = account.token) {
  const start = await call('account/totp/start', token);
  expect(start.status).toBe(200);
  const { secret } = await json(start);
  const enable = await call('account/totp/enable', token, { code: totpCodeOf(secret) });
  expect(enable.status).toBe(200);
  const { recoveryCodes: codes } = await json(enable);
  return { secret: secret as string, codes: codes as string[] };
}

/** Moves the clock (of this process: the server's too) on by whole 30-second steps. */
function laterBy(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe.each(['User', 'Company'] as const)('second factor of a %s account', (type) => {
  it('starts with a new secret that is not on yet; a second start replaces it', async () => {
    const account = await createAccount(server, type);
    const res = await call('account/totp/start', account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const first = await json(res);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(first.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/TalentPool:${account.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'TalentPool',
      secret: first.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(await totpColumns(account)).toMatchObject({ secret: first.secret, enabledAt: null });
    // Not on yet: login needs no code.
    expect((await login(account)).status).toBe(200);

    const second = await json(await call('account/totp/start', account.token));
    expect(second.secret).not.toBe(first.secret);
    expect((await totpColumns(account))?.secret).toBe(second.secret);
    // A code of the replaced secret does not turn it on.
    await expectError(
      await call('account/totp/enable', account.token, { code: totpCodeOf(first.secret) }),
      401,
      'TOTP_INVALID',
    );
  });

  it('turns on with a current code, answers 10 recovery codes kept only as hashes', async () => {
    const account = await createAccount(server, type);
    // Nothing started: 403.
    await expectError(
      await call('account/totp/enable', account.token, { code: '123456' }),
      403,
      'FORBIDDEN',
    );
    const { secret } = await json(await call('account/totp/start', account.token));
    await expectError(
      await call('account/totp/enable', account.token, { code: 'abcdef' }),
      400,
      'VALIDATION_FAILED',
    );
    const wrong = totpCodeOf(secret, Date.now() + 5 * 60_000);
    const refused = await expectError(
      await call('account/totp/enable', account.token, { code: wrong }),
      401,
      'TOTP_INVALID',
    );
    expect(refused.fields).toEqual({ code: 'That code is wrong or was already used.' });
    expect((await totpColumns(account))?.enabledAt).toBeNull();

    const code = totpCodeOf(secret);
    const res = await call('account/totp/enable', account.token, { code });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { recoveryCodes: codes } = await json(res);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const columns = await totpColumns(account);
    expect(columns?.enabledAt).toBeInstanceOf(Date);
    // The step of the code is stored as used (the check may run one step later).
    const step = Math.floor(Date.now() / 30_000);
    expect([step - 1, step]).toContain(columns?.lastStep);
    const stored = await recoveryRows(account);
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c: string) => c.replace('-', ''))).not.toContain(row.codeHash);
    }
    // On: a new start or enable is refused until it is turned off.
    await expectError(await call('account/totp/start', account.token), 403, 'FORBIDDEN');
    await expectError(await call('account/totp/enable', account.token, { code }), 403, 'FORBIDDEN');
    // The code that turned it on cannot log in: its step is used.
    await expectError(await login(account, code), 401, 'TOTP_INVALID');
  });

  it('asks for the code at login; a code logs in once; a recovery code works once', async () => {
    const account = await createAccount(server, type);
    const { secret, codes } = await turnOn(account);

    await expectError(await login(account), 401, 'TOTP_REQUIRED');
    await expectError(await login(account, '000000'), 401, 'TOTP_INVALID');
    // The wrong password is still WRONG_PASSWORD, whatever the code.
    const wrongPassword = await call(`${segmentOf(type)}/login`, undefined, {
      email: account.email,
      password: 'Not-the-passw0rd',
      totp: '000000',
    });
    await expectError(wrongPassword, 401, 'WRONG_PASSWORD');

    // The next step's code (accepted one step either side of now).
    const next = totpCodeOf(secret, Date.now() + 30_000);
    const ok = await login(account, next);
    expect(ok.status).toBe(200);
    const body = await json(ok);
    expect(typeof body.token).toBe('string');
    if (type === 'Company') {
      expect(body.member).toMatchObject({ totpEnabled: true, totpSetupRequired: false });
    }
    // The same code again, and an older one: refused.
    await expectError(await login(account, next), 401, 'TOTP_INVALID');
    await expectError(await login(account, totpCodeOf(secret)), 401, 'TOTP_INVALID');

    // A recovery code, in any letter case, with or without its dash: once.
    const recovery = codes[3] ?? '';
    expect((await login(account, recovery.toUpperCase())).status).toBe(200);
    await expectError(await login(account, recovery.replace('-', '')), 401, 'TOTP_INVALID');
    const used = (await recoveryRows(account)).filter((row) => row.usedAt !== null);
    expect(used).toHaveLength(1);
  });

  it('turns off with a current code (or a recovery code); then login needs none', async () => {
    const account = await createAccount(server, type);
    // Off: disabling is refused.
    await expectError(
      await call('account/totp/disable', account.token, { code: '123456' }),
      403,
      'FORBIDDEN',
    );
    const { secret, codes } = await turnOn(account);
    await expectError(
      await call('account/totp/disable', account.token, { code: '000000' }),
      401,
      'TOTP_INVALID',
    );
    await expectError(
      await call('account/totp/disable', account.token, {}),
      400,
      'VALIDATION_FAILED',
    );
    // A minute later, a current code turns it off.
    laterBy(60_000);
    const off = await call('account/totp/disable', account.token, { code: totpCodeOf(secret) });
    expect(off.status).toBe(204);
    expect(await totpColumns(account)).toEqual({ secret: null, enabledAt: null, lastStep: null });
    expect(await recoveryRows(account)).toEqual([]);
    expect((await login(account)).status).toBe(200);

    // On again: the old recovery codes went with the old secret; a new one turns it off (a lost
    // phone).
    const again = await turnOn(account);
    await expectError(
      await call('account/totp/disable', account.token, { code: codes[1] }),
      401,
      'TOTP_INVALID',
    );
    expect(
      (await call('account/totp/disable', account.token, { code: again.codes[0] })).status,
    ).toBe(204);
    expect((await login(account)).status).toBe(200);
  });

  it('turns on once when the same code is sent twice at once', async () => {
    const account = await createAccount(server, type);
    const { secret } = await json(await call('account/totp/start', account.token));
    const code = totpCodeOf(secret);
    const answers = await Promise.all([
      call('account/totp/enable', account.token, { code }),
      call('account/totp/enable', account.token, { code }),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    expect(await recoveryRows(account)).toHaveLength(10);
  });

  it('needs a login token', async () => {
    for (const path of ['account/totp/start', 'account/totp/enable', 'account/totp/disable']) {
      await expectError(await call(path, undefined, { code: '123456' }), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('audit log of a member’s second factor', () => {
  it('records totp.enabled and totp.disabled for members', async () => {
    const owner = await createAccount(server, 'Company');
    const { codes } = await turnOn(owner);
    expect((await call('account/totp/disable', owner.token, { code: codes[0] })).status).toBe(204);
    const events = await server.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, owner.id));
    const actions = events.map((e) => e.action);
    expect(actions).toContain('totp.enabled');
    expect(actions).toContain('totp.disabled');
    for (const event of events.filter((e) => e.action.startsWith('totp.'))) {
      expect(event).toMatchObject({
        actorMemberId: owner.memberId,
        actorEmail: owner.email,
        targetType: 'member',
        targetId: owner.memberId,
      });
    }
  });
});

describe('a company that requires the second factor', () => {
  it('holds a member without one at set-up: only the TOTP calls answer until it is on', async () => {
    const owner = await createAccount(server, 'Company');
    const recruiter = await addMember(server, owner, 'recruiter');
    await server.app.db
      .update(companies)
      .set({ requireTotp: true })
      .where(eq(companies.id, owner.id));

    const loggedIn = await login(recruiter);
    expect(loggedIn.status).toBe(200);
    const { token, member } = await json(loggedIn);
    expect(member).toMatchObject({ totpEnabled: false, totpSetupRequired: true });

    // Company calls: refused (one that reads the member with its data, one behind the guard).
    await expectError(await call('company/search', token, undefined, 'GET'), 403, 'FORBIDDEN');
    await expectError(
      await call('company/descriptionCards', token, undefined, 'GET'),
      403,
      'FORBIDDEN',
    );

    // The three TOTP calls answer.
    const start = await call('account/totp/start', token);
    expect(start.status).toBe(200);
    const { secret } = await json(start);
    const enable = await call('account/totp/enable', token, { code: totpCodeOf(secret) });
    expect(enable.status).toBe(200);
    const { recoveryCodes: codes } = await json(enable);

    // On: the same token reaches the company calls.
    expect((await call('company/search', token, undefined, 'GET')).status).toBe(200);
    expect((await call('company/descriptionCards', token, undefined, 'GET')).status).toBe(200);

    // Off again (a recovery code): held at set-up again, and disabling answered too.
    const off = await call('account/totp/disable', token, { code: codes[0] });
    expect(off.status).toBe(204);
    await expectError(await call('company/search', token, undefined, 'GET'), 403, 'FORBIDDEN');
    const restart = await call('account/totp/start', token);
    expect(restart.status).toBe(200);

    // A member who has it on is not held.
    const admin = await addMember(server, owner, 'admin');
    await turnOn(admin);
    expect((await call('company/search', admin.token, undefined, 'GET')).status).toBe(200);
  });
});
