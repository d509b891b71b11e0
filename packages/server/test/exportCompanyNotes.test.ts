// Decision 153: the user's own data export (GET /api/user/export, decision 023) holds what
// companies wrote about them (GDPR article 15): a company's notes on them as a candidate
// (decision 146) and on their applications (decision 100), each with the company's name, the
// posting of an application's note and the date; never the member who wrote it, never another
// person's notes. Decision 160: the same for the scorecards interviewers wrote about them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validCompany, validProfile } from './security/fixtures';

let server: TestServer;
let acme: TestAccount;
let nile: TestAccount;
let person: TestAccount;
let stranger: TestAccount;

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await server.request(path, { method, token, json: body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = await startTestServer();
  [acme, nile, person, stranger] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
    createAccount(server, 'User'),
  ]);
  await call('PUT', '/api/company', acme.token, validCompany);
  await call('PUT', '/api/company', nile.token, { ...validCompany, companyName: 'Nile Logistics' });
  await call('PUT', '/api/user', person.token, {
    ...validProfile('29901011234567'),
    name: 'Mona Exported',
  });
  await call('PUT', '/api/user', stranger.token, {
    ...validProfile('29901017654321'),
    name: 'Someone Else',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the own data export and what companies wrote', () => {
  it('lists the notes of every company about the user, with company and date, not the writer', async () => {
    // Acme notes the candidate from search; Nile notes the application to its posting.
    await call('POST', `/api/company/candidates/${person.id}/notes`, acme.token, {
      text: 'Strong negotiator, call in March',
    });
    await call('POST', `/api/company/candidates/${stranger.id}/notes`, acme.token, {
      text: 'About someone else',
    });
    const job = await call('POST', '/api/company/jobs', nile.token, {
      ...jobPosting,
      title: 'Route planner',
    });
    await call('PATCH', `/api/company/jobs/${job._id}/status`, nile.token, { status: 'published' });
    const application = await call('POST', `/api/jobs/${job._id}/apply`, person.token);
    await call('POST', `/api/company/applications/${application._id}/notes`, nile.token, {
      text: 'Knows the Delta roads',
    });

    const res = await server.request('/api/user/export', { token: person.token });
    expect(res.status).toBe(200);
    const data = await json(res);
    expect(data.companyNotes).toEqual([
      {
        company: { _id: acme.id, name: validCompany.companyName },
        about: 'candidate',
        jobTitle: null,
        text: 'Strong negotiator, call in March',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        company: { _id: nile.id, name: 'Nile Logistics' },
        about: 'application',
        jobTitle: 'Route planner',
        text: 'Knows the Delta roads',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // Who at the company wrote it is the member's data, not the user's.
    const raw = JSON.stringify(data.companyNotes);
    expect(raw).not.toContain(acme.email);
    expect(raw).not.toContain(nile.email);

    // The other person's export holds only the note about them.
    const theirs = await json(await server.request('/api/user/export', { token: stranger.token }));
    expect(theirs.companyNotes.map((n: { text: string }) => n.text)).toEqual([
      'About someone else',
    ]);
  });

  it("lists the scorecards of interviews for the user's applications, not the interviewer, not anyone else's", async () => {
    const job = await call('POST', '/api/company/jobs', nile.token, {
      ...jobPosting,
      title: 'Depot supervisor',
    });
    await call('PATCH', `/api/company/jobs/${job._id}/status`, nile.token, { status: 'published' });
    const mine = await call('POST', `/api/jobs/${job._id}/apply`, person.token);
    const theirs = await call('POST', `/api/jobs/${job._id}/apply`, stranger.token);
    const { attributes } = await call(
      'GET',
      `/api/company/jobs/${job._id}/interview-kit`,
      nile.token,
    );
    // A whole minute: the interview keeps its time to the second.
    const startsAt = new Date(
      Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 86_400_000,
    ).toISOString();
    const interview = async (applicationId: string) =>
      (
        await call('POST', `/api/company/applications/${applicationId}/interviews`, nile.token, {
          startsAt,
          durationMinutes: 45,
          timeZone: 'Africa/Cairo',
          interviewerIds: [nile.memberId],
        })
      ).interview._id as string;
    const [myInterview, theirInterview] = [await interview(mine._id), await interview(theirs._id)];
    const ratings = (score: number) =>
      (attributes as string[]).map((attribute) => ({ attribute, score }));
    await call('PUT', `/api/company/interviews/${myInterview}/scorecard`, nile.token, {
      ratings: ratings(3),
      recommendation: 'yes',
      notes: 'Calm with angry drivers',
    });
    await call('PUT', `/api/company/interviews/${theirInterview}/scorecard`, nile.token, {
      ratings: ratings(1),
      recommendation: 'strongNo',
      notes: 'Scorecard about someone else',
    });

    const data = await json(await server.request('/api/user/export', { token: person.token }));
    expect(data.scorecards).toEqual([
      {
        company: { _id: nile.id, name: 'Nile Logistics' },
        jobTitle: 'Depot supervisor',
        interviewStartsAt: startsAt,
        ratings: ratings(3),
        recommendation: 'yes',
        notes: 'Calm with angry drivers',
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(attributes.length).toBeGreaterThan(0);
    // Neither the interviewer's address, name nor member id: that is the member's data.
    const raw = JSON.stringify(data.scorecards);
    expect(raw).not.toContain(nile.email);
    expect(raw).not.toContain(nile.memberId);
    expect(raw).not.toContain('Test owner');
    expect(raw).not.toContain('someone else');

    const other = await json(await server.request('/api/user/export', { token: stranger.token }));
    expect(other.scorecards.map((c: { notes: string }) => c.notes)).toEqual([
      'Scorecard about someone else',
    ]);
  });
});
