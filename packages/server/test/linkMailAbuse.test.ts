// Issue 24: "Any verified company may send mail to any address through single-use links (100 an
// hour each), with a company name it chooses." Over real HTTP and a real SMTP server: the
// invitation names the company as stored, never a name sent with the request, and every link
// mail counts towards the company's MAIL_CAP_PER_COMPANY_PER_DAY (decision 120): over it,
// generateLink and resend answer 429 MAIL_CAP_REACHED, no link is left behind and no mail goes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, oneTimeLinks } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let other: TestAccount;

const cap = 3;
const storedName = 'Acme Recruiting';
const chosenName = 'PayPal Account Security';
let counter = 0;
const newEmail = () => `invitee-${Date.now()}-${++counter}@example.org`;

function generate(account: TestAccount, body: Record<string, unknown>) {
  return server.request('/api/company/generateLink', {
    method: 'POST',
    token: account.token,
    json: body,
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_CAP_PER_COMPANY_PER_DAY: String(cap),
      RATE_LIMIT_LINKS: '1000',
    },
  });
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
  for (const account of [company, other]) {
    await server.app.db
      .update(companies)
      .set({ companyName: storedName })
      .where(eq(companies.id, account.id));
  }
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('link invitations', () => {
  it('name the company as stored, never a name the caller sends', async () => {
    const to = newEmail();
    const res = await generate(company, {
      email: to,
      companyName: chosenName,
      company: { companyName: chosenName },
      name: chosenName,
      from: `${chosenName} <security@paypal.example>`,
    });
    expect(res.status).toBe(200);
    const { url } = await json(res);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(to));
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(chosenName);
      expect(part).not.toContain('paypal');
    }
    expect(`${mail.subject} ${mail.text}`).toContain(storedName);
    // The page the link opens names the stored company too.
    const code = String(url).split('oneTimeLink/')[1];
    const status = await json(await server.request(`/api/company/oneTimeLink/${code}`));
    expect(status.companyName).toBe(storedName);
  });

  it(`stop at ${cap} a day per company: 429 MAIL_CAP_REACHED, no link kept, no mail sent`, async () => {
    // The first test's invitation counted already.
    const sent: string[] = [];
    for (let i = 1; i < cap; i += 1) {
      const to = newEmail();
      expect((await generate(company, { email: to })).status).toBe(200);
      sent.push(to);
    }
    const refused = newEmail();
    const res = await generate(company, { email: refused });
    expect(res.status).toBe(429);
    expect(await json(res)).toMatchObject({ code: 'MAIL_CAP_REACHED' });
    const rows = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.email, refused));
    expect(rows).toEqual([]);

    // Resending an earlier link is a mail on the company's behalf too.
    const [earlier] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.email, sent[0] ?? ''));
    const resend = await server.request(`/api/company/oneTimeLink/${earlier?.id}/resend`, {
      method: 'POST',
      token: company.token,
    });
    expect(resend.status).toBe(429);

    await server.app.mailer.drain();
    expect(smtp.mails.some((m) => m.to.includes(refused))).toBe(false);
    // Another company's day is its own.
    expect((await generate(other, { email: newEmail() })).status).toBe(200);
  });
});
