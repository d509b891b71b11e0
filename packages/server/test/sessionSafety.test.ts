// Session safety over real HTTP (issue 18; decisions.md 4 and 14, docs/decisions/112): changing
// the password asks for the current one, ends the other sessions and mails a notice (en and ar,
// caught by a real SMTP server); a reset mails the notice too; deleting an account asks for the
// password and the second factor; new passwords are not common, not the e-mail, not blank, on
// sign-up, reset and change; unknown e-mails cost a password verification; failed logins are
// also limited per address across e-mails.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '@talentpool/domain/account';
import { auditEvents, companies, recoveryCodes, users } from '../src/db/schema';
import { passwordCounters } from '../src/lib/passwords';
import { totpCodeOf } from '../src/lib/totp';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const publicUrl = 'http://talentpool.test:8080';
let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, RATE_LIMIT_LOGIN: '1000' },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const segmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');
const newPassword = 'Fresh-passphrase-93';

function call(
  method: string,
  path: string,
  options: { json?: unknown; token?: string; lang?: string } = {},
) {
  return server.request(`/api/${path}`, {
    method,
    json: options.json,
    token: options.token,
    headers: options.lang ? { 'x-lang': options.lang } : undefined,
  });
}

async function expectError(res: Response, status: number, code: string) {
  const body = await json(res);
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  expect(typeof body.error).toBe('string');
  return body;
}

/** The nth mail (1-based) sent to that address whose subject matches. */
async function mailTo(email: string, subject: string, nth = 1): Promise<CaughtMail> {
  const matching = () => smtp.mails.filter((m) => m.to.includes(email) && m.subject === subject);
  await smtp.waitForMail(() => matching().length >= nth);
  return matching()[nth - 1] as CaughtMail;
}

/** A guarded call of either account type that changes nothing: 204 with a valid token. */
const touch = (account: TestAccount, token = account.token) =>
  call('PUT', `${segmentOf(account.type)}/language`, { token, json: { lang: 'en' } });

const changePassword = (
  token: string,
  currentPassword: string,
  password = newPassword,
  lang?: string,
) =>
  call('POST', 'account/password', {
    token,
    json: { currentPassword, password, ConfirmPassword: password },
    lang,
  });

describe.each(['User', 'Company'] as const)('changing the password of a %s account', (type) => {
  it('asks for the current password (401 WRONG_PASSWORD on its field)', async () => {
    const account = await createAccount(server, type);
    const res = await changePassword(account.token, 'Not-the-passw0rd');
    const body = await expectError(res, 401, 'WRONG_PASSWORD');
    expect(body.fields).toEqual({ currentPassword: 'Password is incorrect' });
    // Nothing changed: the token and the password still work.
    expect((await touch(account)).status).toBe(204);
    const login = await call('POST', `${segmentOf(type)}/login`, {
      json: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    await expectError(
      await call('POST', 'account/password', {
        token: account.token,
        json: { currentPassword: '', password: newPassword, ConfirmPassword: 'different-one' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('ends every other session, keeps this one with a fresh token, and mails a notice', async () => {
    const account = await createAccount(server, type);
    // A second session of the same account.
    const other = await json(
      await call('POST', `${segmentOf(type)}/login`, {
        json: { email: account.email, password: account.password },
      }),
    );
    const res = await changePassword(account.token, account.password);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await json(res);
    expect(body.message).toBe(
      'Password is changed successfully. Your other sessions have been logged out.',
    );
    expect(typeof body.token).toBe('string');

    // The old tokens answer 401; the fresh one works.
    await expectError(await touch(account), 401, 'UNAUTHENTICATED');
    await expectError(await touch(account, other.token), 401, 'UNAUTHENTICATED');
    expect((await touch(account, body.token)).status).toBe(204);

    // The old password no longer logs in; the new one does.
    await expectError(
      await call('POST', `${segmentOf(type)}/login`, {
        json: { email: account.email, password: account.password },
      }),
      401,
      'WRONG_PASSWORD',
    );
    expect(
      (
        await call('POST', `${segmentOf(type)}/login`, {
          json: { email: account.email, password: newPassword },
        })
      ).status,
    ).toBe(200);

    const mail = await mailTo(account.email, 'Your TalentPool password was changed');
    expect(mail.text).toContain(account.email);
    expect(mail.text).toContain('If this was not you, reset your password now');
    expect(mail.text.split('\n')).toContain(`${publicUrl}/auth`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).not.toContain(newPassword);
  });

  it('writes the notice in the account’s language (Arabic)', async () => {
    const account = await createAccount(server, type);
    expect(
      (
        await call('PUT', `${segmentOf(type)}/language`, {
          token: account.token,
          json: { lang: 'ar' },
        })
      ).status,
    ).toBe(204);
    // The request's language is English; the mail follows the account's.
    expect((await changePassword(account.token, account.password, newPassword, 'en')).status).toBe(
      200,
    );
    const mail = await mailTo(account.email, 'تم تغيير كلمة المرور في تالنت بول');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('وإذا لم تكن أنت، فأعد تعيين كلمة المرور الآن');
    expect(mail.text).toContain(`${publicUrl}/auth`);
  });

  it('refuses a common password, the e-mail and a blank one (400 on the password field)', async () => {
    const account = await createAccount(server, type);
    const cases: [string, string][] = [
      [
        'password123',
        'This password is one of the most common passwords. Please choose another one.',
      ],
      [
        'QWERTYUIOP',
        'This password is one of the most common passwords. Please choose another one.',
      ],
      [account.email.toUpperCase(), 'Password must not be your email address'],
      [account.email.split('@')[0] ?? '', 'Password must not be your email address'],
      ['          ', 'Password must not be only spaces'],
      ['\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b', 'Password must not be only spaces'],
    ];
    for (const [password, message] of cases) {
      const body = await expectError(
        await changePassword(account.token, account.password, password),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.fields, password).toEqual({ password: message });
    }
    // In Arabic too.
    const arabic = await expectError(
      await changePassword(account.token, account.password, 'password123', 'ar'),
      400,
      'VALIDATION_FAILED',
    );
    expect(arabic.fields.password).toBe(
      'كلمة المرور هذه من أكثر كلمات المرور شيوعًا. يرجى اختيار كلمة أخرى.',
    );
    // Nothing changed.
    expect((await touch(account)).status).toBe(204);
  });
});

describe('changing the password of a member', () => {
  it('is in the company’s audit log, and open to a member held at second-factor set-up', async () => {
    const owner = await createAccount(server, 'Company');
    const recruiter = await addMember(server, owner, 'recruiter');
    await server.app.db
      .update(companies)
      .set({ requireTotp: true })
      .where(eq(companies.id, owner.id));
    expect((await changePassword(recruiter.token, recruiter.password)).status).toBe(200);
    const events = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.id), eq(auditEvents.action, 'password.changed')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorMemberId: recruiter.memberId,
      actorEmail: recruiter.email,
      targetType: 'member',
      targetId: recruiter.memberId,
    });
  });
});

describe('new passwords on sign-up and reset', () => {
  it.each(['user', 'company'] as const)(
    'refuses a common password, the e-mail and a blank one at %s sign-up',
    async (kind) => {
      const email = `Strong.Person.${kind}.${Date.now().toString(36)}@example.com`;
      const cases: [string, string][] = [
        [
          'iloveyou1',
          'This password is one of the most common passwords. Please choose another one.',
        ],
        [email.toLowerCase(), 'Password must not be your email address'],
        ['        ', 'Password must not be only spaces'],
      ];
      for (const [password, message] of cases) {
        const body = await expectError(
          await call('POST', `${kind}/signup`, {
            json: { email, password, ConfirmPassword: password },
          }),
          400,
          'VALIDATION_FAILED',
        );
        expect(body.fields, password).toEqual({ password: message });
      }
      const arabic = await expectError(
        await call('POST', `${kind}/signup`, {
          json: { email, password: email, ConfirmPassword: email },
          lang: 'ar',
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(arabic.fields.password).toBe('يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني');
      // No account was made; a good password signs up.
      expect(
        (
          await call('POST', `${kind}/signup`, {
            json: { email, password: newPassword, ConfirmPassword: newPassword },
          })
        ).status,
      ).toBe(201);
    },
  );

  it.each(['User', 'Company'] as const)(
    'refuses them on a %s reset without spending the link, then mails a notice',
    async (type) => {
      const account = await createAccount(server, type);
      const segment = segmentOf(type);
      expect(
        (await call('PATCH', `${segment}/change-password`, { json: { email: account.email } }))
          .status,
      ).toBe(200);
      const resetMail = await mailTo(account.email, 'Reset your TalentPool password');
      const token = /change-password\/([\w-]+)/.exec(resetMail.text)?.[1] ?? '';
      expect(token).not.toBe('');
      const reset = (password: string) =>
        call('PATCH', `${segment}/reset-password`, {
          token,
          json: { password, ConfirmPassword: password },
        });
      for (const password of ['sunshine1', account.email, ' \u3164 \u3164 \u3164 ']) {
        const body = await expectError(await reset(password), 400, 'VALIDATION_FAILED');
        expect(Object.keys(body.fields)).toEqual(['password']);
      }
      // The link still works once, with an acceptable password.
      expect((await reset(newPassword)).status).toBe(200);
      await expectError(await reset('Another-passphrase-77'), 401, 'UNAUTHENTICATED');
      const notice = await mailTo(account.email, 'Your TalentPool password was changed');
      expect(notice.text).toContain(`${publicUrl}/auth`);
      // The reset ended the old session.
      await expectError(await touch(account), 401, 'UNAUTHENTICATED');
    },
  );
});

describe('deleting an account', () => {
  const remove = (token: string, body?: unknown) =>
    server.request('/api/user', { method: 'DELETE', token, json: body });
  const exists = async (id: string) =>
    (await server.app.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it('asks for the password; nothing is deleted on a refusal', async () => {
    const user = await createAccount(server, 'User');
    await expectError(await remove(user.token), 400, 'VALIDATION_FAILED');
    await expectError(await remove(user.token, {}), 400, 'VALIDATION_FAILED');
    const wrong = await expectError(
      await remove(user.token, { password: 'Not-the-passw0rd' }),
      401,
      'WRONG_PASSWORD',
    );
    expect(wrong.fields).toEqual({ password: 'Password is incorrect' });
    expect(await exists(user.id)).toBe(true);
    expect((await touch(user)).status).toBe(204);
    expect((await remove(user.token, { password: user.password })).status).toBe(204);
    expect(await exists(user.id)).toBe(false);
  });

  it('asks for the second factor where it is on (a code or a recovery code)', async () => {
    const user = await createAccount(server, 'User');
    const { secret } = await json(await call('POST', 'account/totp/start', { token: user.token }));
    const enabled = await call('POST', 'account/totp/enable', {
      token: user.token,
      json: { code: totpCodeOf(secret) },
    });
    const { recoveryCodes: codes } = await json(enabled);
    await expectError(await remove(user.token, { password: user.password }), 401, 'TOTP_REQUIRED');
    await expectError(
      await remove(user.token, { password: user.password, totp: '000000' }),
      401,
      'TOTP_INVALID',
    );
    // The code used to turn it on is spent; the password is asked first.
    await expectError(
      await remove(user.token, { password: user.password, totp: totpCodeOf(secret) }),
      401,
      'TOTP_INVALID',
    );
    await expectError(
      await remove(user.token, { password: 'Not-the-passw0rd', totp: codes[0] }),
      401,
      'WRONG_PASSWORD',
    );
    expect(await exists(user.id)).toBe(true);
    expect((await remove(user.token, { password: user.password, totp: codes[0] })).status).toBe(
      204,
    );
    expect(await exists(user.id)).toBe(false);
    const left = await server.app.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.accountType, 'User'), eq(recoveryCodes.accountId, user.id)));
    expect(left).toEqual([]);
  });
});

describe.each(['User', 'Company'] as const)('changing the login e-mail of a %s account', (type) => {
  const segment = segmentOf(type);
  const changeEmail = (token: string, password: string, email: string) =>
    call('POST', 'account/email', { token, json: { password, email } });
  const follow = (link: string) =>
    fetch(link.replace(publicUrl, server.url), { redirect: 'manual' });
  const linkIn = (mail: CaughtMail) => {
    const link = mail.text.match(/https?:\/\/\S+verify\S+/)?.[0];
    if (!link) throw new Error(`no link in ${mail.subject}`);
    return link;
  };
  const login = (email: string, password: string) =>
    call('POST', `${segment}/login`, { json: { email, password } });

  it('asks for the password, refuses the same or a taken address', async () => {
    const account = await createAccount(server, type);
    const other = await createAccount(server, type);
    const wrong = await expectError(
      await changeEmail(account.token, 'Not-the-passw0rd', `new-${Date.now()}@example.com`),
      401,
      'WRONG_PASSWORD',
    );
    expect(wrong.fields).toEqual({ password: 'Password is incorrect' });
    const same = await expectError(
      await changeEmail(account.token, account.password, account.email.toUpperCase()),
      400,
      'VALIDATION_FAILED',
    );
    expect(same.fields).toEqual({ email: 'This is already your email address' });
    await expectError(
      await changeEmail(account.token, account.password, other.email),
      409,
      'EMAIL_TAKEN',
    );
    await expectError(
      await changeEmail(account.token, account.password, 'not-an-address'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('applies once the new address is confirmed; the old one is told', async () => {
    const account = await createAccount(server, type);
    const first = `first-${type}-${Date.now()}@example.com`;
    const second = `Second-${type}-${Date.now()}@example.com`;
    const res = await changeEmail(account.token, account.password, first);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      message: 'We sent a link to the new address. Your login email changes once you open it.',
    });
    const firstLink = linkIn(await mailTo(first, 'Confirm your new TalentPool email address'));
    // A second request voids the first link.
    expect((await changeEmail(account.token, account.password, second)).status).toBe(200);
    const secondMail = await mailTo(second, 'Confirm your new TalentPool email address');
    expect(secondMail.text).toContain(second);
    const notice = await mailTo(account.email, 'Your TalentPool login email is being changed', 2);
    expect(notice.text).toContain(second);
    // decisions.md 16: the old address can cancel the change.
    expect(notice.text).toContain(`${publicUrl}/api/account/email/cancel?type=${segment}&token=`);
    expect(notice.text).not.toMatch(/verify\?/);

    // Nothing changed yet.
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await follow(firstLink)).headers.get('location')).toBe('/auth?emailChanged=0');
    expect((await login(account.email, account.password)).status).toBe(200);

    const confirmed = await follow(linkIn(secondMail));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/auth?emailChanged=1');
    // Every session ended; the new address logs in, the old one is unknown.
    await expectError(await touch(account), 401, 'UNAUTHENTICATED');
    await expectError(await login(account.email, account.password), 404, 'USER_NOT_FOUND');
    const loggedIn = await login(second.toLowerCase(), account.password);
    expect(loggedIn.status).toBe(200);
    const body = await json(loggedIn);
    const who = type === 'User' ? body.user : body.member;
    expect(who.email).toBe(second);
    // The link works once; a made-up one does nothing.
    expect((await follow(linkIn(secondMail))).headers.get('location')).toBe('/auth?emailChanged=0');
    const madeUp = await server.request(
      `/api/account/email/verify?type=${segment}&token=abc.${Buffer.from(first).toString('base64url')}`,
      { redirect: 'manual' },
    );
    expect(madeUp.headers.get('location')).toBe('/auth?emailChanged=0');
  });
});

describe('login time of unknown e-mails', () => {
  it('verifies a password against a dummy hash for an unknown e-mail, as for a known one', async () => {
    const user = await createAccount(server, 'User');
    const before = { ...passwordCounters };
    await expectError(
      await call('POST', 'user/login', {
        json: { email: `nobody-${Date.now()}@example.com`, password: 'Some-passw0rd-1' },
      }),
      404,
      'USER_NOT_FOUND',
    );
    expect(passwordCounters.verifications - before.verifications).toBe(1);
    expect(passwordCounters.dummyVerifications - before.dummyVerifications).toBe(1);

    const middle = { ...passwordCounters };
    await expectError(
      await call('POST', 'user/login', {
        json: { email: user.email, password: 'Some-passw0rd-1' },
      }),
      401,
      'WRONG_PASSWORD',
    );
    expect(passwordCounters.verifications - middle.verifications).toBe(1);
    expect(passwordCounters.dummyVerifications - middle.dummyVerifications).toBe(0);

    // A company login of an unknown e-mail costs one too.
    const last = { ...passwordCounters };
    await expectError(
      await call('POST', 'company/login', {
        json: { email: `nobody-${Date.now()}@example.com`, password: 'Some-passw0rd-1' },
      }),
      404,
      'USER_NOT_FOUND',
    );
    expect(passwordCounters.dummyVerifications - last.dummyVerifications).toBe(1);
  });
});

describe('failed logins per address', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({
      env: { RATE_LIMIT_LOGIN: '100', RATE_LIMIT_LOGIN_ADDRESS: '4' },
    });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('limits failed logins from one address across e-mails and account types', async () => {
    const user = await createAccount(limited, 'User');
    const login = (kind: string, email: string, password: string) =>
      limited.request(`/api/${kind}/login`, { method: 'POST', json: { email, password } });
    // Successful logins do not count.
    for (let i = 0; i < 5; i += 1) {
      expect((await login('user', user.email, user.password)).status).toBe(200);
    }
    // Four failures, each with another e-mail (unknown or wrong password), both account types.
    expect((await login('user', 'first-unknown@example.com', 'Some-passw0rd-1')).status).toBe(404);
    expect((await login('company', 'second-unknown@example.com', 'Some-passw0rd-1')).status).toBe(
      404,
    );
    expect((await login('user', user.email, 'Not-the-passw0rd')).status).toBe(401);
    expect((await login('company', 'third-unknown@example.com', 'Some-passw0rd-1')).status).toBe(
      404,
    );
    // Then every login from that address is refused, even a right one of a fifth e-mail.
    const blocked = await login('user', user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual({
      error: 'Too many attempts. Please wait and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('company', 'fourth-unknown@example.com', 'x-passw0rd')).status).toBe(429);
  });
});
