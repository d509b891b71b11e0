// Issue 23: notifications people expect. An applicant gets an "application received" mail, in
// their own language, with the way to their applications page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';
import { applyToNewJob, jobPosting, validProfile } from './security/fixtures';

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://talentpool.example' },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function applicant(lang: 'en' | 'ar'): Promise<TestAccount> {
  const user = await createAccount(server, 'User');
  const saved = await server.request('/api/user', {
    method: 'PUT',
    token: user.token,
    json: validProfile(`2990101${String(Date.now()).slice(-7)}`),
  });
  expect(saved.status).toBe(200);
  const language = await server.request('/api/user/language', {
    method: 'PUT',
    token: user.token,
    json: { lang },
  });
  expect(language.status).toBe(204);
  return user;
}

describe('application received (issue 23)', () => {
  it('mails the applicant in English with the posting, the company and the link', async () => {
    const company = await createAccount(server, 'Company');
    const user = await applicant('en');
    await applyToNewJob(server, company, user);
    const mail = await smtp.waitForMail((m) => m.to.includes(user.email));
    expect(mail.subject).toBe(`We received your application: ${jobPosting.title}`);
    expect(mail.text).toContain('https://talentpool.example/Profile/Applications');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('writes in Arabic to an applicant who uses Arabic', async () => {
    const company = await createAccount(server, 'Company');
    const user = await applicant('ar');
    await applyToNewJob(server, company, user);
    const mail = await smtp.waitForMail((m) => m.to.includes(user.email));
    expect(mail.subject).toBe(`وصلنا طلبك: ${jobPosting.title}`);
    expect(mail.html).toContain('dir="rtl"');
  });
});
