// Issue 38 finding 9 (decision 215): what a job seeker's deletion and data export reach. Deleting
// the account left its address and the 48 answers in the single-use link rows companies had sent
// to it, and the export lacked the talent pools, interviews and mails about the person; over HTTP,
// as the person and the companies would.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLinks } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall } from '../helpers/candidates';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { answers, applyToNewJob, relaxedLimits, validProfile } from './fixtures';

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

describe("a job seeker's data export", () => {
  it('holds the pools they are in (with the note), their interviews and the mails about them', async () => {
    const person = await createAccount(server, 'User');
    const saved = await apiCall(server, '/api/user', {
      method: 'PUT',
      token: person.token,
      json: validProfile(`2990101${String(Date.now()).slice(-7)}`),
    });
    expect(saved.status, saved.text).toBe(200);
    const company = await createAccount(server, 'Company');
    const pool = await apiCall(server, '/api/company/talent-pools', {
      method: 'POST',
      token: company.token,
      json: { name: 'Night shift, maybe' },
    });
    expect(pool.status, pool.text).toBe(201);
    const added = await apiCall(server, `/api/company/talent-pools/${pool.body._id}/entries`, {
      method: 'POST',
      token: company.token,
      json: { userIds: [person.id], note: 'Asked for more pay than the range' },
    });
    expect(added.status, added.text).toBe(200);
    const application = await applyToNewJob(server, company, person);
    const interviewer = await addMember(server, company, 'interviewer');
    const scheduled = await apiCall(
      server,
      `/api/company/applications/${application.id}/interviews`,
      {
        method: 'POST',
        token: company.token,
        json: {
          startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          durationMinutes: 45,
          timeZone: 'Africa/Cairo',
          location: 'Room 4',
          interviewerIds: [interviewer.memberId],
        },
      },
    );
    expect(scheduled.status, scheduled.text).toBe(201);

    const exported = await apiCall(server, '/api/user/export', { token: person.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.talentPools).toEqual([
      expect.objectContaining({
        company: expect.objectContaining({ _id: company.id }),
        pool: 'Night shift, maybe',
        note: 'Asked for more pay than the range',
      }),
    ]);
    expect(exported.body.interviews).toEqual([
      expect.objectContaining({ durationMinutes: 45, location: 'Room 4', status: 'scheduled' }),
    ]);
    const keys = (exported.body.mails as Array<{ templateKey: string }>).map((m) => m.templateKey);
    expect(keys).toContain('applicationReceived');
    expect(keys).toContain('interviewInvitation');
    // No member is named in what the person gets.
    expect(exported.text).not.toContain(interviewer.email);

    // Another job seeker's export holds none of it.
    const other = await createAccount(server, 'User');
    const theirs = await apiCall(server, '/api/user/export', { token: other.token });
    expect(theirs.body).toMatchObject({ talentPools: [], interviews: [], mails: [] });
  }, 60_000);
});
