// issue 6: the demo data set. Idempotent (a second run adds nothing), verified demo accounts that
// really log in with the printed passwords, and ISI results that are scoreIsi of the stored answers.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { companies, companyMembers, isiAttempts, jobTeamMembers, users } from '../src/db/schema';
import { demoAccounts, seedDemo } from '../src/seed/seed';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function counts() {
  const db = server.app.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(companies);
  const [a] = await db.select({ n: count() }).from(isiAttempts);
  return { users: Number(u?.n), companies: Number(c?.n), attempts: Number(a?.n) };
}

describe('demo seed', () => {
  it('creates the demo accounts and candidates once, however often it runs', async () => {
    const lines: string[] = [];
    const first = await seedDemo(server.app.db, { users: 40, log: (l) => lines.push(l) });
    expect(first).toEqual({
      candidatesRequested: 40,
      candidatesAdded: 40,
      userCreated: true,
      companyCreated: true,
    });
    expect(lines.join('\n')).toContain(
      `${demoAccounts.company.email} / ${demoAccounts.company.password}`,
    );
    expect(lines.join('\n')).toContain(
      `${demoAccounts.user.email} / ${demoAccounts.user.password}`,
    );
    // Issue 23: plainly how many were added and how many are complete (every 20th is not).
    expect(lines).toContain(
      'Added 40 demo candidates. 38 of the 40 demo candidates have a complete profile; only those appear in the company search.',
    );
    const after = await counts();
    expect(after).toMatchObject({ users: 41, companies: 1 });

    const second = await seedDemo(server.app.db, { users: 40 });
    expect(second).toMatchObject({ candidatesAdded: 0, userCreated: false, companyCreated: false });
    expect(await counts()).toEqual(after);

    // A larger run adds only the new candidates.
    const third = await seedDemo(server.app.db, { users: 45 });
    expect(third.candidatesAdded).toBe(5);
    expect((await counts()).users).toBe(46);
  });

  it('lets the demo accounts log in with the printed passwords', async () => {
    const company = await server.request('/api/company/login', {
      method: 'POST',
      json: { email: demoAccounts.company.email, password: demoAccounts.company.password },
    });
    expect(company.status).toBe(200);
    const { token, company: holder } = await json(company);
    const profile = await json(await server.request(`/api/company/${holder._id}`, { token }));
    expect(profile).toMatchObject({ dataComplete: true, country: 'Egypt' });

    const user = await server.request('/api/user/login', {
      method: 'POST',
      json: { email: demoAccounts.user.email, password: demoAccounts.user.password },
    });
    expect(user.status).toBe(200);
  });

  it('gives the demo company a member of every role, each logging in to the same company', async () => {
    const owner = await json(
      await server.request('/api/company/login', {
        method: 'POST',
        json: { email: demoAccounts.company.email, password: demoAccounts.company.password },
      }),
    );
    expect(owner.member.role).toBe('owner');
    for (const member of demoAccounts.team) {
      const res = await server.request('/api/company/login', {
        method: 'POST',
        json: { email: member.email, password: demoAccounts.teamPassword },
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.company._id).toBe(owner.company._id);
      expect(body.member).toMatchObject({
        email: member.email,
        name: member.name,
        role: member.role,
      });
    }
    // The hiring manager works on the team of one posting.
    const [manager] = await server.app.db
      .select({ jobId: jobTeamMembers.jobId })
      .from(jobTeamMembers)
      .innerJoin(companyMembers, eq(companyMembers.id, jobTeamMembers.memberId))
      .where(eq(companyMembers.role, 'hiringManager'));
    expect(manager?.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores complete candidates whose ISI result is the score of their answers', async () => {
    const rows = await server.app.db
      .select({
        answers: isiAttempts.answers,
        iRes1: users.iRes1,
        iRes2: users.iRes2,
        flt: users.flt,
        blp: users.blp,
        searchText: users.searchText,
        name: users.name,
      })
      .from(isiAttempts)
      .innerJoin(users, eq(users.id, isiAttempts.userId));
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const result = scoreIsi(row.answers);
      expect(row).toMatchObject({
        iRes1: result.iRes1,
        iRes2: result.iRes2,
        flt: result.flt,
        blp: result.blp,
      });
      expect(row.searchText).toContain((row.name ?? '').toLowerCase());
    }
  });
});
