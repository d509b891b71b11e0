// Decision 129 (issue 23): the verification mail sent again. Unknown, verified and unverified
// e-mails get the same answer no sooner than the floor; only the unverified account gets a fresh
// mail, in its own language, whose link verifies it while the older link no longer does; the
// per-e-mail limit answers 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendAnswerFloorMs } from '../src/features/accounts/service';
import { createAccount } from './helpers/accounts';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
const password = 'Passw0rd!long';
const perEmail = 3;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_FORGOT: String(perEmail), RATE_LIMIT_SIGNUP: '1000' },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const linkOf = (mail: CaughtMail, segment: string) => {
  const found = new RegExp(`/api/${segment}/verify\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!found) throw new Error(`no verification link in: ${mail.text}`);
  return found;
};

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

async function follow(link: string): Promise<string | null> {
  const res = await fetch(`${server.url}${link}`, { redirect: 'manual' });
  return res.headers.get('location');
}

async function resend(segment: string, email: string, lang = 'en') {
  const started = performance.now();
  const res = await server.request(`/api/${segment}/verify/resend`, {
    method: 'POST',
    headers: { 'x-lang': lang },
    json: { email },
  });
  return {
    status: res.status,
    body: (await res.json()) as unknown,
    ms: performance.now() - started,
  };
}

describe.each([
  ['User', 'user'],
  ['Company', 'company'],
] as const)('%s: POST /api/%s/verify/resend', (type, segment) => {
  it('answers unknown, verified and unverified e-mails alike; only the unverified gets a mail, in its language, and only the new link verifies', async () => {
    const unverified = `resend-${segment}-unverified@example.com`;
    const signup = await server.request(`/api/${segment}/signup`, {
      method: 'POST',
      headers: { 'x-lang': 'ar' },
      json: { email: unverified, password, ConfirmPassword: password },
    });
    expect(signup.status).toBe(201);
    const first = await smtp.waitForMail((mail) => mail.to.includes(unverified));
    const oldLink = linkOf(first, segment);
    const verified = await createAccount(server, type);

    // Asked in English: the mail still follows the account's language (Arabic, from sign-up).
    const answers = await Promise.all([
      resend(segment, unverified),
      resend(segment, verified.email),
      resend(segment, `resend-${segment}-nobody@example.com`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0]?.body);
      expect(answer.ms).toBeGreaterThanOrEqual(resendAnswerFloorMs - 5);
    }
    expect(answers[0]?.body).toEqual({
      message: expect.stringContaining('If this e-mail belongs to an account') as unknown,
    });

    const fresh = await smtp.waitForMail((mail) => mail.to.includes(unverified) && mail !== first);
    expect(fresh.subject).toBe('فعّل حسابك في تالنت بول');
    await server.app.mailer.drain();
    expect(mailsTo(unverified)).toHaveLength(2);
    expect(mailsTo(verified.email)).toHaveLength(0);

    const newLink = linkOf(fresh, segment);
    expect(newLink).not.toBe(oldLink);
    expect(await follow(oldLink)).toBe('/auth?verified=0');
    expect(await follow(newLink)).toBe('/auth?verified=1');
    const login = await server.request(`/api/${segment}/login`, {
      method: 'POST',
      json: { email: unverified, password },
    });
    expect(login.status).toBe(200);

    // Verified now: a further resend answers the same and sends nothing.
    const after = await resend(segment, unverified);
    expect(after.status).toBe(202);
    await server.app.mailer.drain();
    expect(mailsTo(unverified)).toHaveLength(2);
  });

  it('limits resends per e-mail with 429 RATE_LIMITED, also for an unknown e-mail', async () => {
    const email = `resend-${segment}-limit@example.com`;
    for (let i = 0; i < perEmail; i += 1) {
      expect((await resend(segment, email)).status).toBe(202);
    }
    const refused = await resend(segment, email);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    // Another e-mail from the same address is still served.
    expect((await resend(segment, `resend-${segment}-other@example.com`)).status).toBe(202);
  });

  it('refuses an invalid e-mail with 400 VALIDATION_FAILED', async () => {
    const res = await resend(segment, 'not-an-email\u0000');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the limit per address', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_SIGNUP: '2' } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 once one address has asked for too many e-mails, across account types', async () => {
    const ask = (segment: string, email: string) =>
      limited.request(`/api/${segment}/verify/resend`, { method: 'POST', json: { email } });
    expect((await ask('user', 'address-1@example.com')).status).toBe(202);
    expect((await ask('company', 'address-2@example.com')).status).toBe(202);
    const refused = await ask('user', 'address-3@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
