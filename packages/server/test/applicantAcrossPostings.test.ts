// The same person across a company's postings over real HTTP (issue 37, decision 270): an
// application's detail lists the same person's applications to the company's other postings,
// matched on the account, the e-mail (any case, a guest's or an account's) or the phone, each
// with its posting and stage; only postings the reader may see (a hiring manager: their teams');
// never another company's. PGlite, or PostgreSQL with DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, users } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { guestApplicationBody, uploadGuestCv } from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let manager: TestAccount;
let rival: TestAccount;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read by field
  return { status: res.status, body: (await json(res)) as any };
}

async function postingOf(account: TestAccount, title: string): Promise<string> {
  const made = await call('/api/company/jobs', {
    method: 'POST',
    token: account.token,
    json: {
      title,
      description: 'Work.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(made.status).toBe(201);
  const id = made.body._id as string;
  const published = await call(`/api/company/jobs/${id}/status`, {
    method: 'PATCH',
    token: account.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return id;
}

async function guest(jobId: string, email: string, phone: string): Promise<string> {
  const cvId = await uploadGuestCv(server, jobId);
  const res = await call(`/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: { ...guestApplicationBody(cvId, email), phone },
  });
  expect(res.status).toBe(201);
  return res.body.applicationId as string;
}

async function accountApplication(userId: string, jobId: string, appliedAt: Date) {
  const [row] = await server.app.db
    .insert(applications)
    .values({ jobId, userId, appliedAt })
    .returning({ id: applications.id });
  return row?.id ?? '';
}

/** The account's application to a posting. */
async function applicationOf(jobId: string): Promise<string> {
  const [row] = await server.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)));
  if (!row) throw new Error('no application of the account on that posting');
  return row.id;
}

const others = async (id: string, token: string) => {
  const res = await call(`/api/company/applications/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.otherApplications as { _id: string; jobId: string; matchedOn: string }[];
};

const tag = randomBytes(4).toString('hex');
let first: string;
let second: string;
let third: string;
let elsewhere: string;
let userEmail: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  [owner, rival] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  manager = await addMember(server, owner, 'hiringManager');
  // The hiring manager's own posting (its team holds them); the owner's two others.
  first = await postingOf(manager, `Planner ${tag}`);
  second = await postingOf(owner, `Buyer ${tag}`);
  third = await postingOf(owner, `Analyst ${tag}`);
  elsewhere = await postingOf(rival, `Rival ${tag}`);
  userEmail = `mona-${tag}@example.com`;
  const [user] = await server.app.db
    .insert(users)
    .values({ email: userEmail, passwordHash: 'x', name: 'Mona Across' })
    .returning({ id: users.id });
  userId = user?.id ?? '';
});

afterAll(async () => {
  await server?.close();
});

describe("an application's other postings", () => {
  it('lists the same account, e-mail and phone on the other postings, newest first', async () => {
    const day = 86_400_000;
    const onFirst = await accountApplication(userId, first, new Date(Date.now() - 3 * day));
    const onSecond = await accountApplication(userId, second, new Date(Date.now() - 2 * day));
    await accountApplication(userId, elsewhere, new Date(Date.now() - day));
    // The same person as a guest on the third posting, her address in capitals.
    const onThird = await guest(third, userEmail.toUpperCase(), '+20 111 000 1111');

    const seen = await others(onFirst, owner.token);
    expect(seen.map((o) => [o._id, o.jobId, o.matchedOn])).toEqual([
      [onThird, third, 'email'],
      [onSecond, second, 'account'],
    ]);
    expect(seen[1]).toMatchObject({
      jobTitle: `Buyer ${tag}`,
      stage: 'applied',
      stageName: { en: 'Applied' },
    });
    // Seen from the guest's side too.
    expect((await others(onThird, owner.token)).map((o) => o._id).sort()).toEqual(
      [onFirst, onSecond].sort(),
    );
  });

  it('matches a guest by phone on another posting', async () => {
    const a = await guest(second, `one-${tag}@example.com`, '+20 122 333 4444');
    const b = await guest(third, `two-${tag}@example.com`, '+201223334444');
    expect((await others(a, owner.token)).map((o) => [o._id, o.matchedOn])).toEqual([[b, 'phone']]);
  });

  it("shows a hiring manager only their teams' postings, and never another company's", async () => {
    const onFirst = await applicationOf(first);
    // The manager is on the first posting's team only: the owner's postings stay out.
    expect(await others(onFirst, manager.token)).toEqual([]);
    // The rival company reads none of it.
    expect(
      (await call(`/api/company/applications/${onFirst}`, { token: rival.token })).status,
    ).toBe(404);
    const onRival = await applicationOf(elsewhere);
    expect(await others(onRival, rival.token)).toEqual([]);
  });
});
