// The daily mail cap of a company (decision 120): every mail sent on its behalf (questionnaire
// links, member invitations, stage mails) counts towards MAIL_CAP_PER_COMPANY_PER_DAY; above it
// the call answers 429 MAIL_CAP_REACHED and stores nothing, while other companies go on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ env: { MAIL_CAP_PER_COMPANY_PER_DAY: '2' } });
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
});
afterAll(async () => server.close());

const generate = (account: TestAccount, email: string, lang = 'en') =>
  server.request('/api/company/generateLink', {
    method: 'POST',
    token: account.token,
    headers: { 'x-lang': lang },
    json: { email },
  });

async function mailsTo(address: string): Promise<number> {
  const result = await server.app.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${address}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function volume(account: TestAccount): Promise<number | undefined> {
  const result = await server.app.db.execute(
    sql`select count from mail_volume where company_id = ${account.id}`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
}

describe('MAIL_CAP_PER_COMPANY_PER_DAY', () => {
  it('refuses the mail over the cap with 429 MAIL_CAP_REACHED and stores nothing', async () => {
    expect((await generate(company, 'cap-1@example.com')).status).toBe(200);
    expect((await generate(company, 'cap-2@example.com')).status).toBe(200);
    expect(await volume(company)).toBe(2);

    const refused = await generate(company, 'cap-3@example.com');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      code: 'MAIL_CAP_REACHED',
      error: expect.stringMatching(/today/),
    });
    // No mail, no link (it would hold the address), and the count did not move.
    expect(await mailsTo('cap-3@example.com')).toBe(0);
    expect(await mailsTo('cap-1@example.com')).toBe(1);
    expect(await volume(company)).toBe(2);
    const list = await json(
      await server.request('/api/company/allOneTimeUsers', { token: company.token }),
    );
    expect(list.total).toBe(2);

    // In Arabic too, and a member invitation counts the same.
    const arabic = await generate(company, 'cap-4@example.com', 'ar');
    expect(arabic.status).toBe(429);
    expect((await json(arabic)).error).toMatch(/[\u0600-\u06FF]/);
    const invited = await server.request('/api/company/members', {
      method: 'POST',
      token: company.token,
      json: { email: 'cap-member@example.com', role: 'recruiter' },
    });
    expect(invited.status).toBe(429);
    expect((await json(invited)).code).toBe('MAIL_CAP_REACHED');
    expect(await mailsTo('cap-member@example.com')).toBe(0);
  });

  it('counts per company: another company still sends', async () => {
    expect((await generate(other, 'other-1@example.com')).status).toBe(200);
    expect(await volume(other)).toBe(1);
    expect(await mailsTo('other-1@example.com')).toBe(1);
  });

  it('counts each mail once when requests race for the last one', async () => {
    const racer = await createAccount(server, 'Company');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => generate(racer, `race-${n}@example.com`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await volume(racer)).toBe(2);
  });
});
