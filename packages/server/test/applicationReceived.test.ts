// Issue 23: notifications people expect. An applicant gets an "application received" mail, in
// their own language, with the way to their applications page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';
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
    expect(mail.subject).toBe(`استلمنا طلبك: ${jobPosting.title}`);
    expect(mail.html).toContain('dir="rtl"');
  });
});

// Decision 155: the mail is the company's "application received" template, in the applicant's
// language, checked at save like every template, and kept in the application's mail log.
describe('application received as a company template (decision 155)', () => {
  it('sends the company’s own text in each applicant’s language and logs it', async () => {
    const company = await createAccount(server, 'Company');
    const save = (lang: 'en' | 'ar', subject: string, body: string) =>
      server.request(`/api/company/mail-templates/applicationReceived/${lang}`, {
        method: 'PUT',
        token: company.token,
        json: { subject, body },
      });
    // A placeholder the mail cannot fill is refused, like any template's.
    const refused = await save('en', 'Thanks {{candidate.name}}', 'On {{interview.when}}');
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields.body).toContain('{{interview.when}}');
    expect(
      (
        await save(
          'en',
          'Thanks, {{candidate.name}}: {{job.title}}',
          'Dear {{candidate.name}},\n\n{{company.name}} will read it within a week.\nTrack it: {{link}}',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await save(
          'ar',
          'شكرًا {{candidate.name}}: {{job.title}}',
          'سنقرأ طلبك خلال أسبوع.\n{{link}}',
        )
      ).status,
    ).toBe(200);

    const en = await applicant('en');
    const ar = await applicant('ar');
    const enApp = await applyToNewJob(server, company, en);
    const arApp = await applyToNewJob(server, company, ar);

    const enMail = await smtp.waitForMail((m) => m.to.includes(en.email));
    // The applicant's name filled in (whatever the account holds), never a placeholder left.
    expect(enMail.subject).toMatch(new RegExp(`^Thanks, [^{}]+: ${jobPosting.title}$`));
    expect(enMail.text).toContain('will read it within a week.');
    expect(enMail.text).toContain('Track it: https://talentpool.example/Profile/Applications');
    expect(enMail.text).not.toContain('We received');
    const arMail = await smtp.waitForMail((m) => m.to.includes(ar.email));
    expect(arMail.subject).toMatch(new RegExp(`^شكرًا [^{}]+: ${jobPosting.title}$`));
    expect(arMail.text).toContain('سنقرأ طلبك خلال أسبوع.');
    expect(arMail.html).toContain('dir="rtl"');

    for (const [app, lang, subject] of [
      [enApp, 'en', enMail.subject],
      [arApp, 'ar', arMail.subject],
    ] as const) {
      await server.app.mailer.drain();
      const log = await json(
        await server.request(`/api/company/applications/${app.id}/mails`, {
          token: company.token,
        }),
      );
      expect(log.mails).toEqual([
        expect.objectContaining({
          templateKey: 'applicationReceived',
          lang,
          subject,
          status: expect.stringMatching(/^(queued|sent)$/),
        }),
      ]);
    }
  });
});
