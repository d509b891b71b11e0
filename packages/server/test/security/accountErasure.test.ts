// Issue 38 finding 9 (decision 215): what a job seeker's deletion and data export reach. Deleting
// the account left its address and the 48 answers in the single-use link rows companies had sent
// to it; over HTTP, as the person and the companies would.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLinks } from '../../src/db/schema';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall } from '../helpers/candidates';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { answers, relaxedLimits } from './fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ...relaxedLimits } });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A company's single-use link to the address, answered: the link's id. */
async function answeredLink(company: TestAccount, email: string): Promise<string> {
  const generated = await apiCall(server, '/api/company/generateLink', {
    method: 'POST',
    token: company.token,
    json: { email },
  });
  expect(generated.status, generated.text).toBe(200);
  const code = String(generated.body.url).split('oneTimeLink/')[1];
  const answered = await apiCall(server, '/api/company/oneTimeLink', {
    method: 'POST',
    json: { code, result: answers(2) },
  });
  expect(answered.status, answered.text).toBe(200);
  const [row] = await server.app.db
    .select({ id: oneTimeLinks.id })
    .from(oneTimeLinks)
    .where(
      sql`${oneTimeLinks.companyId} = ${company.id} and lower(${oneTimeLinks.email}) = lower(${email})`,
    );
  if (!row) throw new Error('link not stored');
  return row.id;
}

const listedEmails = async (company: TestAccount) => {
  const list = await apiCall(server, '/api/company/allOneTimeUsers?pageSize=100', {
    token: company.token,
  });
  expect(list.status).toBe(200);
  return (list.body.oneTimeUsers as Array<{ email: string }>).map((r) => r.email.toLowerCase());
};

describe("deleting a job seeker's account", () => {
  it("leaves neither their address nor their answers in any company's link rows", async () => {
    const person = await createAccount(server, 'User');
    const [first, rival] = [
      await createAccount(server, 'Company'),
      await createAccount(server, 'Company'),
    ];
    const ownLink = await answeredLink(first, person.email);
    // Another company wrote the address in other letters: the same person.
    const rivalLink = await answeredLink(rival, person.email.toUpperCase());
    const otherLink = await answeredLink(first, `someone-else-${Date.now()}@example.com`);
    expect(await listedEmails(first)).toContain(person.email.toLowerCase());

    const deleted = await server.request('/api/user', {
      method: 'DELETE',
      token: person.token,
      json: { password: person.password },
    });
    expect(deleted.status).toBe(204);

    expect(await listedEmails(first)).not.toContain(person.email.toLowerCase());
    expect(await listedEmails(rival)).not.toContain(person.email.toLowerCase());
    for (const id of [ownLink, rivalLink]) {
      const [row] = await server.app.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.id, id));
      expect(row?.email).toMatch(/@anonymised\.invalid$/);
      expect(row?.answers).toBeNull();
      expect(row?.anonymisedAt).not.toBeNull();
    }
    // Someone else's link is left alone.
    const [other] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(eq(oneTimeLinks.id, otherLink));
    expect(other?.answers).toHaveLength(48);
    expect(other?.anonymisedAt).toBeNull();
  }, 60_000);
});
