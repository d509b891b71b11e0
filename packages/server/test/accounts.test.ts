// The account life cycle over real HTTP (issue 3; decisions.md sections 3 and 4): sign-up with a
// verification mail caught by a real SMTP server, verification, login, forgot/reset password and
// log out, for users and companies, with every account row of the error table.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, companies, companyMembers, users } from '../src/db/schema';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const publicUrl = 'http://talentpool.test:8080';
let server: TestServer;
let smtp: TestSmtpServer;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Kind = 'user' | 'company';
const password = 'Passw0rd!long';

function uniqueEmail(kind: Kind): string {
  counter += 1;
  return `${kind}-${counter}-${Date.now().toString(36)}@example.com`;
}

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

/** The nth mail (1-based) sent to that address, waiting for it if it has not arrived yet. */
async function mailTo(email: string, nth = 1): Promise<CaughtMail> {
  const sentTo = () => smtp.mails.filter((m) => m.to.includes(email));
  await smtp.waitForMail(() => sentTo().length >= nth);
  return sentTo()[nth - 1] as CaughtMail;
}

function linkIn(mail: CaughtMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in ${mail.subject}`);
  return link;
}

/** Follows a mail link against the test server (the mail's links are built on PUBLIC_URL). */
function follow(link: string) {
  return fetch(link.replace(publicUrl, server.url), { redirect: 'manual' });
}

async function signup(kind: Kind, email: string, lang?: string) {
  const res = await call('POST', `${kind}/signup`, {
    json: { email, password, ConfirmPassword: password },
    lang,
  });
  expect(res.status).toBe(201);
  return json(res);
}

async function verifiedAccount(kind: Kind) {
  const email = uniqueEmail(kind);
  await signup(kind, email);
  const res = await follow(linkIn(await mailTo(email)));
  expect(res.headers.get('location')).toBe('/auth?verified=1');
  return email;
}

async function login(kind: Kind, email: string, pass = password) {
  return call('POST', `${kind}/login`, { json: { email, password: pass } });
}

describe.each(['user', 'company'] as const)('%s accounts', (kind) => {
  const holder = kind === 'user' ? 'user' : 'company';

  it('signs up (201), mails a verification link on PUBLIC_URL, verifies once, then logs in', async () => {
    const email = uniqueEmail(kind);
    const body = await signup(kind, email);
    expect(body).toEqual({
      message: 'An email has been sent to you: open it to verify your account.',
    });

    await expectError(await login(kind, email), 403, 'EMAIL_NOT_VERIFIED');

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Verify your TalentPool account');
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${publicUrl}/api/${kind}/verify\\?token=[\\w-]{40,}$`));
    expect(mail.html).toContain(`href="${link}"`);

    // Only a hash of the token is stored.
    const token = new URL(link).searchParams.get('token') ?? '';
    const stored = await server.app.db.select().from(authTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const first = await follow(link);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/auth?verified=1');
    const again = await follow(link);
    expect(again.headers.get('location')).toBe('/auth?verified=0');

    const res = await login(kind, email.toUpperCase());
    expect(res.status).toBe(200);
    const session = await json(res);
    // decisions.md 11: a company login also names the member, the company's first: its owner.
    const keys = kind === 'user' ? [holder, 'token'] : [holder, 'member', 'token'];
    expect(Object.keys(session).sort()).toEqual(keys.sort());
    expect(session[holder]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      dataComplete: false,
    });
    if (kind === 'company') {
      expect(session.member).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        name: null,
        role: 'owner',
        totpEnabled: false,
        totpSetupRequired: false,
      });
      expect(session.member._id).not.toBe(session.company._id);
    }
    expect((await call('POST', `${kind}/logout`, { token: session.token })).status).toBe(200);
  });

  it('answers 409 EMAIL_TAKEN for an e-mail already registered, in any letter case', async () => {
    const email = uniqueEmail(kind);
    await signup(kind, email);
    const res = await call('POST', `${kind}/signup`, {
      json: { email: email.toUpperCase(), password, ConfirmPassword: password },
    });
    const body = await expectError(res, 409, 'EMAIL_TAKEN');
    expect(body.error).toBe('User Already Exists');
  });

  it('gives one 201 and only 409s to concurrent sign-ups with one e-mail', async () => {
    const email = uniqueEmail(kind);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `${kind}/signup`, { json: { email, password, ConfirmPassword: password } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const table = kind === 'user' ? users : companies;
    const rows = await server.app.db.select().from(table).where(eq(table.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers login errors: 404 USER_NOT_FOUND, 401 WRONG_PASSWORD, 400 for an empty form', async () => {
    const email = await verifiedAccount(kind);
    const missing = await expectError(await login(kind, uniqueEmail(kind)), 404, 'USER_NOT_FOUND');
    expect(missing.error).toBe("User Doesn't Exist");
    const wrong = await expectError(
      await login(kind, email, 'not-the-password'),
      401,
      'WRONG_PASSWORD',
    );
    expect(wrong.error).toBe('Password is incorrect');

    const empty = await expectError(
      await call('POST', `${kind}/login`, { json: {} }),
      400,
      'VALIDATION_FAILED',
    );
    expect(empty.fields).toEqual({
      email: 'Email field is required',
      password: 'Password field is required',
    });
    const invalid = await expectError(
      await call('POST', `${kind}/login`, { json: { email: 'nope', password: '' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.fields).toEqual({
      email: 'Invalid email address',
      password: 'Password field is required',
    });
  });

  it('says 403 EMAIL_NOT_VERIFIED only to the owner of the password, and mails a fresh link', async () => {
    const email = uniqueEmail(kind);
    await signup(kind, email);
    await mailTo(email);
    // Wrong password first: the state of the account stays hidden.
    await expectError(await login(kind, email, 'not-the-password'), 401, 'WRONG_PASSWORD');
    const body = await expectError(await login(kind, email), 403, 'EMAIL_NOT_VERIFIED');
    expect(body.error).toBe(
      'Email is not verified: open your email to complete the verification step.',
    );
    // The first link is recent, so no second mail yet; once it is older, a new one is sent.
    await server.app.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(authTokens.purpose, 'verify'));
    await expectError(await login(kind, email), 403, 'EMAIL_NOT_VERIFIED');
    const second = await mailTo(email, 2);
    expect((await follow(linkIn(second))).headers.get('location')).toBe('/auth?verified=1');
    expect((await login(kind, email)).status).toBe(200);
  });

  it('validates sign-up with the spec messages', async () => {
    const empty = await expectError(
      await call('POST', `${kind}/signup`, {
        json: { email: '', password: '', ConfirmPassword: '' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(empty.fields).toEqual({
      email: 'Email field is required',
      password: 'Password field is required',
    });
    const mismatch = await expectError(
      await call('POST', `${kind}/signup`, {
        json: { email: 'x@example.com', password: 'short', ConfirmPassword: 'other' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(mismatch.fields).toEqual({
      password: 'Password must be at least 8 characters',
      ConfirmPassword: 'Both passwords need to be the same',
    });
  });

  it('resets a forgotten password once: old sessions end, the old password stops working', async () => {
    const email = await verifiedAccount(kind);
    const session = await json(await login(kind, email));

    // Decision 251: an unknown address gets the very answer a known one gets (and no mail).
    const sentAnswer = {
      message:
        'If an account uses this e-mail, a link to choose a new password is on its way. Check your inbox.',
    };
    const missing = await call('PATCH', `${kind}/change-password`, {
      json: { email: uniqueEmail(kind) },
    });
    expect({ status: missing.status, body: await json(missing) }).toEqual({
      status: 200,
      body: sentAnswer,
    });

    const res = await call('PATCH', `${kind}/change-password`, { json: { email } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(sentAnswer);
    const mail = await mailTo(email, 2);
    expect(mail.subject).toBe('Reset your TalentPool password');
    const link = linkIn(mail);
    const match = new RegExp(
      `^${publicUrl}/auth/change-password/([\\w-]{40,})\\?type=${kind}$`,
    ).exec(link);
    expect(match).not.toBeNull();
    const resetToken = match?.[1] ?? '';

    const newPassword = 'An0ther-passphrase';
    const body = { password: newPassword, ConfirmPassword: newPassword };
    // Bad input does not use the token up.
    await expectError(
      await call('PATCH', `${kind}/reset-password`, {
        json: { password: newPassword, ConfirmPassword: 'different' },
        token: resetToken,
      }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await call('PATCH', `${kind}/reset-password`, { json: body }),
      401,
      'UNAUTHENTICATED',
    );
    await expectError(
      await call('PATCH', `${kind}/reset-password`, { json: body, token: 'made-up-token' }),
      401,
      'UNAUTHENTICATED',
    );
    // A reset token of the other account type does not work here.
    const other = kind === 'user' ? 'company' : 'user';
    await expectError(
      await call('PATCH', `${other}/reset-password`, { json: body, token: resetToken }),
      401,
      'UNAUTHENTICATED',
    );

    const ok = await call('PATCH', `${kind}/reset-password`, { json: body, token: resetToken });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ message: 'Password is changed successfully' });

    await expectError(
      await call('PATCH', `${kind}/reset-password`, { json: body, token: resetToken }),
      401,
      'UNAUTHENTICATED',
    );
    // The login token from before the reset no longer works.
    await expectError(
      await call('POST', `${kind}/logout`, { token: session.token }),
      401,
      'UNAUTHENTICATED',
    );
    await expectError(await login(kind, email), 401, 'WRONG_PASSWORD');
    expect((await login(kind, email, newPassword)).status).toBe(200);
  });

  it('refuses an expired reset token and an expired verification token', async () => {
    const email = await verifiedAccount(kind);
    await call('PATCH', `${kind}/change-password`, { json: { email } });
    const resetToken = /change-password\/([\w-]+)/.exec(linkIn(await mailTo(email, 2)))?.[1];
    await server.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.purpose, 'reset'));
    await expectError(
      await call('PATCH', `${kind}/reset-password`, {
        json: { password: 'Brand-new-pass1', ConfirmPassword: 'Brand-new-pass1' },
        token: resetToken,
      }),
      401,
      'UNAUTHENTICATED',
    );

    const fresh = uniqueEmail(kind);
    await signup(kind, fresh);
    const link = linkIn(await mailTo(fresh));
    const table = kind === 'user' ? users : companyMembers;
    const [row] = await server.app.db.select().from(table).where(eq(table.email, fresh));
    await server.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.purpose, 'verify'), eq(authTokens.accountId, row?.id ?? '')));
    expect((await follow(link)).headers.get('location')).toBe('/auth?verified=0');
    await expectError(await login(kind, fresh), 403, 'EMAIL_NOT_VERIFIED');
  });

  it('logs out: the token and every older token of the account stop working', async () => {
    const email = await verifiedAccount(kind);
    const first = await json(await login(kind, email));
    const second = await json(await login(kind, email));
    await expectError(await call('POST', `${kind}/logout`), 401, 'UNAUTHENTICATED');
    const res = await call('POST', `${kind}/logout`, { token: second.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: 'You are logged out.' });
    await expectError(
      await call('POST', `${kind}/logout`, { token: first.token }),
      401,
      'UNAUTHENTICATED',
    );
    await expectError(
      await call('POST', `${kind}/logout`, { token: second.token }),
      401,
      'UNAUTHENTICATED',
    );
    // Logging in again gives a working token.
    const again = await json(await login(kind, email));
    expect((await call('POST', `${kind}/logout`, { token: again.token })).status).toBe(200);
  });
});

describe('user and company accounts are separate', () => {
  it('lets one e-mail hold a user and a company account; tokens do not cross', async () => {
    const email = uniqueEmail('user');
    await signup('user', email);
    await signup('company', email);
    const [userMail, companyMail] = await Promise.all([mailTo(email, 1), mailTo(email, 2)]);
    const links = [linkIn(userMail), linkIn(companyMail)];
    const userLink = links.find((l) => l.includes('/api/user/verify')) ?? '';
    const companyLink = links.find((l) => l.includes('/api/company/verify')) ?? '';
    // A user's verification token does not verify the company account.
    const crossed = companyLink.replace('/api/company/', '/api/user/');
    expect((await follow(crossed)).headers.get('location')).toBe('/auth?verified=0');
    expect((await follow(userLink)).headers.get('location')).toBe('/auth?verified=1');
    expect((await login('user', email)).status).toBe(200);
    await expectError(await login('company', email), 403, 'EMAIL_NOT_VERIFIED');
    expect((await follow(companyLink)).headers.get('location')).toBe('/auth?verified=1');
    const company = await json(await login('company', email));
    await expectError(
      await call('POST', 'user/logout', { token: company.token }),
      403,
      'FORBIDDEN',
    );
  });

  it('answers verification without or with a made-up token by redirecting to verified=0', async () => {
    for (const path of ['/api/user/verify', '/api/company/verify?token=nope']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth?verified=0');
    }
  });
});

describe('single use under concurrency', () => {
  it('verifies once when one link is opened five times at once', async () => {
    const email = uniqueEmail('user');
    await signup('user', email);
    const link = linkIn(await mailTo(email));
    const answers = await Promise.all(Array.from({ length: 5 }, () => follow(link)));
    const locations = answers.map((r) => r.headers.get('location')).sort();
    expect(locations).toEqual([
      '/auth?verified=0',
      '/auth?verified=0',
      '/auth?verified=0',
      '/auth?verified=0',
      '/auth?verified=1',
    ]);
  });

  it('changes the password once when one reset token is sent three times at once', async () => {
    const email = await verifiedAccount('company');
    await call('PATCH', 'company/change-password', { json: { email } });
    const token = /change-password\/([\w-]+)/.exec(linkIn(await mailTo(email, 2)))?.[1];
    const answers = await Promise.all(
      ['First-new-pass-1', 'Second-new-pass-2', 'Third-new-pass-3'].map((p) =>
        call('PATCH', 'company/reset-password', {
          json: { password: p, ConfirmPassword: p },
          token,
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });
});

describe('languages', () => {
  it('mails in Arabic to a person who signed up in Arabic, and in English otherwise', async () => {
    const arabic = uniqueEmail('user');
    const english = uniqueEmail('user');
    const arBody = await signup('user', arabic, 'ar');
    expect(arBody.message).toBe('تم إرسال بريد إلكتروني إليك: افتحه لتفعيل حسابك.');
    await signup('user', english, 'en');
    const arMail = await mailTo(arabic);
    expect(arMail.subject).toBe('فعّل حسابك في تالنت بول');
    expect(arMail.text).toContain('افتح هذا الرابط لتفعيل حسابك');
    expect(arMail.html).toContain('dir="rtl"');
    expect(linkIn(arMail)).toMatch(/\/api\/user\/verify\?token=/);
    const enMail = await mailTo(english);
    expect(enMail.subject).toBe('Verify your TalentPool account');
    expect(enMail.html).toContain('dir="ltr"');
    const [row] = await server.app.db.select().from(users).where(eq(users.email, arabic));
    expect(row?.lang).toBe('ar');

    await call('PATCH', 'user/change-password', { json: { email: english }, lang: 'ar' });
    const reset = await mailTo(english, 2);
    expect(reset.subject).toBe('إعادة تعيين كلمة المرور في تالنت بول');
  });

  it('answers validation and account errors in Arabic', async () => {
    const res = await call('POST', 'user/login', { json: { email: 'x' }, lang: 'ar' });
    const body = await expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual({
      email: 'عنوان البريد الإلكتروني غير صالح',
      password: 'حقل كلمة المرور مطلوب',
    });
    const missing = await expectError(
      await call('POST', 'user/login', {
        json: { email: uniqueEmail('user'), password },
        lang: 'ar',
      }),
      404,
      'USER_NOT_FOUND',
    );
    expect(missing.error).toBe('المستخدم غير موجود');
  });
});
