// Cursor paging for integrations (issue 42, decision 235): an outside script with an API key
// reads a posting's applications page by page while applications keep arriving, and gets every
// one exactly once; postings page the same way; page/pageSize answers stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob, relaxedLimits, validProfile } from './security/fixtures';

let server: TestServer;
let owner: TestAccount;
let secret: string;
let job: { id: string };
let users: TestAccount[];

async function apply(user: TestAccount): Promise<string> {
  const res = await server.request(`/api/jobs/${job.id}/apply`, {
    method: 'POST',
    token: user.token,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${JSON.stringify(body)}`);
  return String(body._id);
}

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  owner = await createAccount(server, 'Company');
  job = await createJob(server, owner);
  users = await Promise.all(Array.from({ length: 30 }, () => createAccount(server, 'User')));
  // Applying needs a complete profile.
  await Promise.all(
    users.map(async (user, i) => {
      const res = await server.request('/api/user', {
        method: 'PUT',
        token: user.token,
        json: validProfile(`2990101${String(1000000 + i)}`),
      });
      if (res.status !== 200) throw new Error(`profile: ${res.status} ${await res.text()}`);
    }),
  );
  const res = await server.request('/api/company/api-keys', {
    method: 'POST',
    token: owner.token,
    json: { name: 'Reader', scopes: ['applications:read', 'jobs:read'] },
  });
  secret = (await json(res)).secret;
});

afterAll(async () => {
  await server?.close();
});

describe('cursor paging (decision 235)', () => {
  it("reads a posting's applications page by page while they arrive: each exactly once", async () => {
    const applied: string[] = [];
    for (const user of users.slice(0, 10)) applied.push(await apply(user));
    const waiting = users.slice(10);
    const read: string[] = [];
    let cursor = '';
    let pages = 0;
    for (;;) {
      // Two applications arrive while this page is read.
      const arriving = waiting.splice(0, 2).map(apply);
      const res = await server.request(
        `/api/company/jobs/${job.id}/applicants?pageSize=3&cursor=${cursor}`,
        { token: secret },
      );
      expect(res.status).toBe(200);
      const page = await json(res);
      applied.push(...(await Promise.all(arriving)));
      read.push(...page.applicants.map((a: { _id: string }) => a._id));
      expect(typeof page.nextCursor).toBe('string');
      cursor = page.nextCursor;
      pages += 1;
      if (!page.hasMore && waiting.length === 0) {
        // Arrivals after this page: one more read from the same cursor takes them.
        const rest = await json(
          await server.request(
            `/api/company/jobs/${job.id}/applicants?pageSize=100&cursor=${cursor}`,
            { token: secret },
          ),
        );
        read.push(...rest.applicants.map((a: { _id: string }) => a._id));
        expect(rest.hasMore).toBe(false);
        break;
      }
      expect(pages).toBeLessThan(100);
    }
    expect(new Set(read).size).toBe(read.length);
    expect([...read].sort()).toEqual([...applied].sort());
    expect(read.length).toBe(30);
  });

  it('keeps each card as the ranked page has it (rank among all applicants)', async () => {
    const ranked = await json(
      await server.request(`/api/company/jobs/${job.id}/applicants?pageSize=100`, {
        token: owner.token,
      }),
    );
    expect(ranked.nextCursor).toBeUndefined();
    const byCursor = await json(
      await server.request(`/api/company/jobs/${job.id}/applicants?pageSize=100&cursor=`, {
        token: secret,
      }),
    );
    const rankOf = new Map(
      ranked.applicants.map((a: { _id: string; rank: number }) => [a._id, a.rank]),
    );
    expect(byCursor.applicants).toHaveLength(ranked.applicants.length);
    for (const card of byCursor.applicants) expect(card.rank).toBe(rankOf.get(card._id));
    const times = byCursor.applicants.map((a: { appliedAt: string }) => a.appliedAt);
    expect(times).toEqual([...times].sort());
  });

  it('pages postings by cursor, oldest first, and refuses a cursor it did not give', async () => {
    for (let i = 0; i < 4; i += 1) await createJob(server, owner, false);
    const all = await json(
      await server.request('/api/company/jobs?pageSize=100', { token: owner.token }),
    );
    const read: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 20; guard += 1) {
      const page = await json(
        await server.request(`/api/company/jobs?pageSize=2&cursor=${cursor}`, { token: secret }),
      );
      read.push(...page.postings.map((p: { _id: string }) => p._id));
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(read).toEqual(all.postings.map((p: { _id: string }) => p._id).reverse());
    for (const bad of ['not-a-cursor', Buffer.from('1.x').toString('base64url')]) {
      const res = await server.request(`/api/company/jobs?cursor=${bad}`, { token: secret });
      expect(res.status).toBe(400);
      expect(Object.keys((await json(res)).fields)).toEqual(['cursor']);
    }
  });

  it("pages the company's interviews by cursor with interviews:read, the member's view filtered", async () => {
    const interviewer = await addMember(server, owner, 'interviewer');
    const other = await addMember(server, owner, 'interviewer');
    const listed = await json(
      await server.request(`/api/company/jobs/${job.id}/applicants?pageSize=10`, {
        token: owner.token,
      }),
    );
    const scheduled: string[] = [];
    for (const [i, applicant] of listed.applicants.slice(0, 5).entries()) {
      const res = await server.request(`/api/company/applications/${applicant._id}/interviews`, {
        method: 'POST',
        token: owner.token,
        json: {
          startsAt: new Date(Date.now() + (i + 2) * 86_400_000).toISOString(),
          durationMinutes: 45,
          timeZone: 'Africa/Cairo',
          interviewerIds: [i < 2 ? interviewer.memberId : other.memberId],
        },
      });
      expect(res.status).toBe(201);
      scheduled.push(String((await json(res)).interview._id));
    }
    const created = await server.request('/api/company/api-keys', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Interviews', scopes: ['interviews:read'] },
    });
    const key = String((await json(created)).secret);
    const read: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 10; guard += 1) {
      const res = await server.request(`/api/company/interviews?pageSize=2&cursor=${cursor}`, {
        token: key,
      });
      expect(res.status).toBe(200);
      const page = await json(res);
      read.push(...page.interviews.map((iv: { _id: string }) => iv._id));
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    expect(read).toEqual(scheduled);
    // Without interviews:read the same key-holder's other key is refused.
    expect(
      (await server.request('/api/company/interviews?cursor=', { token: secret })).status,
    ).toBe(403);
    // An interviewer sees only the interviews they are on.
    const theirs = await json(
      await server.request('/api/company/interviews', { token: interviewer.token }),
    );
    expect(theirs.interviews.map((iv: { _id: string }) => iv._id)).toEqual(scheduled.slice(0, 2));
    expect(theirs.total).toBe(2);
  });
});
