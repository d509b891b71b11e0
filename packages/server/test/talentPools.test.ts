// Issue 21, decision 137: talent pools over HTTP (every call, the roles, another company's pool,
// privacy, bad input, invitations to a posting through the single-use job links, arriving at the
// real SMTP test server), and addToPool, the service issue 20's bulk action calls inside its own
// transaction.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  mailVolume,
  oneTimeLinks,
  talentPools,
  users,
  usersProfileCompletedAt,
} from '../src/db/schema';
import type { Db } from '../src/db/database';
import { addToPool } from '../src/features/pools/service';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import {
  apiCall,
  createCandidate,
  randomDigits,
  setDiscoverable as setCandidateDiscoverable,
  startServerWithSmtp,
  type ApiCallInit,
} from './helpers/candidates';
import type { TestSmtpServer } from './helpers/smtpServer';
import type { TestServer } from './helpers/testServer';
import { addToTeam } from './security/roleFixtures';
import { createJob } from './security/fixtures';

let stack: Awaited<ReturnType<typeof startServerWithSmtp>>;
let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let other: TestAccount;

const linksPerHour = 50;
const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

const candidate = (name: string, options?: { discoverable?: boolean; lang?: 'en' | 'ar' }) =>
  createCandidate(server, name, options);
const setDiscoverable = (account: TestAccount, discoverable: boolean) =>
  setCandidateDiscoverable(server, account, discoverable);

async function createPool(owner: TestAccount, name: string): Promise<string> {
  const res = await call('/api/company/talent-pools', {
    method: 'POST',
    token: owner.token,
    json: { name },
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body._id);
}

async function add(owner: TestAccount, poolId: string, userIds: string[], note?: string) {
  return call(`/api/company/talent-pools/${poolId}/entries`, {
    method: 'POST',
    token: owner.token,
    json: { userIds, ...(note === undefined ? {} : { note }) },
  });
}

const entriesOf = (owner: TestAccount, poolId: string, query = '') =>
  call(`/api/company/talent-pools/${poolId}/entries${query}`, { token: owner.token });

beforeAll(async () => {
  stack = await startServerWithSmtp({ env: { RATE_LIMIT_LINKS: String(linksPerHour) } });
  ({ server, smtp } = stack);
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
});

afterAll(async () => {
  await stack?.close();
});

describe('pools (create, list, rename, delete)', () => {
  it('creates, lists by name with sizes and paging, renames and deletes a pool', async () => {
    const owner = await createAccount(server, 'Company');
    const b = await createPool(owner, '  Backend  ');
    const a = await createPool(owner, 'Analysts');
    const page1 = await call('/api/company/talent-pools?pageSize=1', { token: owner.token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.body.pools).toEqual([
      expect.objectContaining({
        _id: a,
        name: 'Analysts',
        count: 0,
        by: expect.objectContaining({ _id: owner.memberId }),
      }),
    ]);
    const page2 = await call('/api/company/talent-pools?page=2&pageSize=1', { token: owner.token });
    expect(page2.body.pools.map((p: { name: string }) => p.name)).toEqual(['Backend']);

    const renamed = await call(`/api/company/talent-pools/${b}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'Backend engineers' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: b, name: 'Backend engineers' });

    const removed = await call(`/api/company/talent-pools/${a}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await entriesOf(owner, a)).status).toBe(404);
    const after = await call('/api/company/talent-pools', { token: owner.token });
    expect(after.body.total).toBe(1);
  });

  it('refuses a name the company already uses, whatever its case, and bad names, storing nothing', async () => {
    const owner = await createAccount(server, 'Company');
    const id = await createPool(owner, 'Designers');
    const again = await call('/api/company/talent-pools', {
      method: 'POST',
      token: owner.token,
      json: { name: 'DESIGNERS' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: expect.any(String) },
    });
    const writers = await createPool(owner, 'Writers');
    const clash = await call(`/api/company/talent-pools/${writers}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'designers' },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.fields).toHaveProperty('name');
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 7 }]) {
      const bad = await call('/api/company/talent-pools', {
        method: 'POST',
        token: owner.token,
        json: body,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    const list = await call('/api/company/talent-pools', { token: owner.token });
    expect(list.body.pools.map((p: { _id: string }) => p._id).sort()).toEqual([id, writers].sort());
    // The same name in another company is its own pool.
    expect(await createPool(other, 'Designers')).toBeTruthy();
  });

  it('answers 400 for ids that are not uuids and 404 for another company’s pool, changing nothing', async () => {
    const mine = await createPool(company, 'Mine only');
    const user = await candidate('Pool Owned');
    expect((await add(company, mine, [user.id], 'keep')).status).toBe(200);
    const bad = await call('/api/company/talent-pools/not-a-uuid/entries', {
      token: company.token,
    });
    expect(bad.status).toBe(400);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/company/talent-pools/${mine}/entries`],
      ['PUT', `/api/company/talent-pools/${mine}`, { name: 'Taken over' }],
      ['DELETE', `/api/company/talent-pools/${mine}`],
      ['POST', `/api/company/talent-pools/${mine}/entries`, { userIds: [user.id] }],
      ['PATCH', `/api/company/talent-pools/${mine}/entries/${user.id}`, { note: 'theirs' }],
      ['DELETE', `/api/company/talent-pools/${mine}/entries/${user.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(path, { method, token: other.token, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const still = await entriesOf(company, mine);
    expect(still.body.pool.name).toBe('Mine only');
    expect(still.body.entries).toEqual([
      expect.objectContaining({ userId: user.id, note: 'keep' }),
    ]);
    const theirs = await call(`/api/company/talent-pools?userId=${user.id}`, {
      token: other.token,
    });
    expect(theirs.body.pools.filter((p: { contains: boolean }) => p.contains)).toEqual([]);
  });
});

describe('entries (add, list, note, remove)', () => {
  it('adds candidates with a note and who added them, pages them newest first, edits the note, removes one', async () => {
    const poolId = await createPool(company, 'Data people');
    const recruiter = await addMember(server, company, 'recruiter', { name: 'Rana Recruiter' });
    const [a, b, c] = await Promise.all([
      candidate('Entry Alpha'),
      candidate('Entry Beta'),
      candidate('Entry Gamma'),
    ]);
    const first = await add(company, poolId, [a.id], 'Strong SQL');
    expect(first.body).toEqual({ added: [a.id], already: [], skipped: [] });
    const second = await add(recruiter, poolId, [b.id, c.id, a.id]);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ added: [b.id, c.id], already: [a.id], skipped: [] });

    const page = await entriesOf(company, poolId, '?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2, pool: { count: 3 } });
    expect(page.body.entries).toHaveLength(2);
    const all = await entriesOf(company, poolId, '?pageSize=100');
    const byId = new Map(
      (all.body.entries as Array<{ userId: string }>).map((e) => [e.userId, e] as const),
    );
    expect(byId.get(a.id)).toMatchObject({
      note: 'Strong SQL',
      hidden: false,
      candidate: { _id: a.id, name: 'Entry Alpha', jobPosition: 'Data Management' },
      by: { _id: company.memberId },
    });
    expect(byId.get(b.id)).toMatchObject({ note: '', by: { name: 'Rana Recruiter' } });
    const page2 = await entriesOf(company, poolId, '?page=2&pageSize=2');
    expect(page2.body.entries).toHaveLength(1);

    const noted = await call(`/api/company/talent-pools/${poolId}/entries/${b.id}`, {
      method: 'PATCH',
      token: company.token,
      json: { note: '  Call back in March  ' },
    });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ userId: b.id, note: 'Call back in March' });

    const contains = await call(`/api/company/talent-pools?userId=${b.id}`, {
      token: company.token,
    });
    expect(contains.body.pools.find((p: { _id: string }) => p._id === poolId)).toMatchObject({
      contains: true,
      count: 3,
    });

    const removed = await call(`/api/company/talent-pools/${poolId}/entries/${b.id}`, {
      method: 'DELETE',
      token: company.token,
    });
    expect(removed.status).toBe(204);
    const again = await call(`/api/company/talent-pools/${poolId}/entries/${b.id}`, {
      method: 'DELETE',
      token: company.token,
    });
    expect(again.status).toBe(404);
    const after = await entriesOf(company, poolId);
    expect(after.body.total).toBe(2);
    expect(after.body.entries.map((e: { userId: string }) => e.userId)).not.toContain(b.id);
  });

  it('refuses bad input with 400 in the error shape and keeps what was stored', async () => {
    const poolId = await createPool(company, 'Strict');
    const a = await candidate('Entry Strict');
    await add(company, poolId, [a.id], 'first note');
    const bodies = [
      {},
      { userIds: [] },
      { userIds: ['nope'] },
      { userIds: Array.from({ length: 101 }, () => a.id) },
      { userIds: [a.id], note: 'x'.repeat(1001) },
      { userIds: [a.id], note: 5 },
    ];
    for (const body of bodies) {
      const res = await call(`/api/company/talent-pools/${poolId}/entries`, {
        method: 'POST',
        token: company.token,
        json: body,
      });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error', 'fields']);
    }
    for (const body of [{}, { note: 'y'.repeat(1001) }, { note: 'bad\u0000' }]) {
      const res = await call(`/api/company/talent-pools/${poolId}/entries/${a.id}`, {
        method: 'PATCH',
        token: company.token,
        json: body,
      });
      expect(res.status).toBe(400);
    }
    const unknownEntry = await call(
      `/api/company/talent-pools/${poolId}/entries/00000000-0000-4000-8000-000000000009`,
      { method: 'PATCH', token: company.token, json: { note: 'who?' } },
    );
    expect(unknownEntry.status).toBe(404);
    const still = await entriesOf(company, poolId);
    expect(still.body.entries).toEqual([
      expect.objectContaining({ userId: a.id, note: 'first note' }),
    ]);
  });
});

describe('roles', () => {
  it('lets every role that searches use pools, and refuses interviewers with 403', async () => {
    const manager = await addMember(server, company, 'hiringManager');
    const interviewer = await addMember(server, company, 'interviewer');
    const poolId = await createPool(manager, `Manager's pool ${randomDigits(4)}`);
    const a = await candidate('Role Alpha');
    expect((await add(manager, poolId, [a.id])).status).toBe(200);
    const refused = [
      await call('/api/company/talent-pools', { token: interviewer.token }),
      await call('/api/company/talent-pools', {
        method: 'POST',
        token: interviewer.token,
        json: { name: 'Nope' },
      }),
      await entriesOf(interviewer, poolId),
      await add(interviewer, poolId, [a.id]),
      await call(`/api/company/talent-pools/${poolId}`, {
        method: 'DELETE',
        token: interviewer.token,
      }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const user = await candidate('Role User');
    expect((await call('/api/company/talent-pools', { token: user.token })).status).toBe(403);
    expect((await call('/api/company/talent-pools', {})).status).toBe(401);
  });
});

describe('privacy (decisions.md 13, decision 128)', () => {
  it('shows no contact details, hides a candidate who stops being discoverable but keeps the note', async () => {
    const poolId = await createPool(company, 'Private ones');
    const a = await candidate('Privacy Alpha');
    expect((await add(company, poolId, [a.id], 'met at the fair')).body.added).toEqual([a.id]);
    const visible = await entriesOf(company, poolId);
    for (const field of ['mobileNO', 'address', 'dateOfBirth', 'wemail', 'nationalID']) {
      expect(visible.text).not.toContain(`"${field}"`);
    }
    expect(visible.text).not.toContain('1001234567');
    expect(visible.text).not.toContain('Nile Street');

    await setDiscoverable(a, false);
    const hidden = await entriesOf(company, poolId);
    expect(hidden.body.entries).toEqual([
      expect.objectContaining({
        userId: a.id,
        hidden: true,
        candidate: null,
        note: 'met at the fair',
      }),
    ]);
    expect(hidden.text).not.toContain('Privacy Alpha');
    // Not added anew elsewhere either.
    const otherPool = await createPool(company, 'Second look');
    expect((await add(company, otherPool, [a.id])).body).toEqual({
      added: [],
      already: [],
      skipped: [{ userId: a.id, reason: 'hidden' }],
    });
    await setDiscoverable(a, true);
    expect((await entriesOf(company, poolId)).body.entries[0]).toMatchObject({
      hidden: false,
      candidate: { name: 'Privacy Alpha' },
    });
  });

  it('lets a company keep its own applicant who is not discoverable (from the pipeline)', async () => {
    const a = await candidate('Privacy Applicant', { discoverable: false });
    const job = await createJob(server, company);
    const applied = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: a.token });
    expect(applied.status).toBe(201);
    const poolId = await createPool(company, 'From the pipeline');
    expect((await add(company, poolId, [a.id])).body.added).toEqual([a.id]);
    const entries = await entriesOf(company, poolId);
    expect(entries.body.entries[0]).toMatchObject({
      hidden: false,
      candidate: { name: 'Privacy Applicant' },
    });
    // Another company, to which the candidate never applied, cannot add them.
    const theirs = await createPool(other, 'Poachers');
    expect((await add(other, theirs, [a.id])).body.skipped).toEqual([
      { userId: a.id, reason: 'hidden' },
    ]);
  });
});

/** Links of the company to that posting, by e-mail. */
async function linksTo(companyId: string, jobId: string): Promise<string[]> {
  const rows = await server.app.db
    .select({ email: oneTimeLinks.email })
    .from(oneTimeLinks)
    .where(sql`${oneTimeLinks.companyId} = ${companyId} and ${oneTimeLinks.jobId} = ${jobId}`);
  return rows.map((r) => r.email).sort();
}

describe('inviteTalentPool', () => {
  it('invites each candidate once in their language, and says who was skipped and why', async () => {
    const job = await createJob(server, company);
    const poolId = await createPool(company, 'Invite me');
    const fresh = await candidate('Invite Fresh', { lang: 'ar' });
    const applied = await candidate('Invite Applied');
    const invited = await candidate('Invite Invited');
    const gone = await candidate('Invite Gone');
    expect(
      (await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: applied.token })).status,
    ).toBe(201);
    const earlier = await call(`/api/company/jobs/${job.id}/invite`, {
      method: 'POST',
      token: company.token,
      json: { email: invited.email },
    });
    expect(earlier.status).toBe(201);
    expect(
      (await add(company, poolId, [fresh.id, applied.id, invited.id, gone.id])).body.added,
    ).toHaveLength(4);
    await setDiscoverable(gone, false);

    const res = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: company.token,
      json: { jobId: job.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.invited).toEqual([fresh.id]);
    expect(res.body.skipped).toEqual(
      expect.arrayContaining([
        { userId: applied.id, reason: 'alreadyApplied' },
        { userId: invited.id, reason: 'alreadyInvited' },
        { userId: gone.id, reason: 'hidden' },
      ]),
    );
    expect(res.body.skipped).toHaveLength(3);
    expect(await linksTo(company.id, job.id)).toEqual([fresh.email, invited.email].sort());

    // The mail arrives, in the candidate's language (Arabic), and invites them to apply with
    // their account on the posting's page (decision 173): no guest questionnaire link.
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(fresh.email));
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain(`/jobs/${job.id}`);
    expect(mail.text).toContain('Invite Fresh');
    expect(mail.text).not.toContain('/identification');
    expect(mail.text).not.toContain('لا تحتاج إلى حساب');

    // Again: nobody is invited twice.
    const again = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: company.token,
      json: { jobId: job.id },
    });
    expect(again.body.invited).toEqual([]);
    expect(again.body.skipped).toEqual(
      expect.arrayContaining([{ userId: fresh.id, reason: 'alreadyInvited' }]),
    );
    expect(smtp.mails.filter((m) => m.to.includes(fresh.email))).toHaveLength(1);

    // Applying with the account afterwards: their own application, from the invitation, whose
    // row is used; a second apply stays refused.
    const applied2 = await call(`/api/jobs/${job.id}/apply`, {
      method: 'POST',
      token: fresh.token,
    });
    expect(applied2.status, applied2.text).toBe(201);
    const [application] = await server.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, fresh.id)));
    expect(application).toMatchObject({ userId: fresh.id, guestEmail: null, source: 'invitation' });
    const [row] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(and(eq(oneTimeLinks.jobId, job.id), eq(oneTimeLinks.email, fresh.email)));
    expect(row?.usedAt).not.toBeNull();
    const twice = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: fresh.token });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_APPLIED');
    // Someone who applied without an invitation keeps the source they came with.
    const [board] = await server.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, applied.id)));
    expect(board?.source).toBe('board');
    // A guest invitation typed by e-mail (inviteToJob) stays a guest link: applying with the
    // account does not use it.
    const own = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: invited.token });
    expect(own.status).toBe(201);
    const [guestLink] = await server.app.db
      .select()
      .from(oneTimeLinks)
      .where(and(eq(oneTimeLinks.jobId, job.id), eq(oneTimeLinks.email, invited.email)));
    expect(guestLink?.usedAt).toBeNull();
    const [ownRow] = await server.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.userId, invited.id)));
    expect(ownRow?.source).toBe('board');
  });

  it('invites an English job seeker to apply with their account, not as a guest', async () => {
    const job = await createJob(server, company);
    const poolId = await createPool(company, 'Invite in English');
    const person = await candidate('Invite English', { lang: 'en' });
    await add(company, poolId, [person.id]);
    const res = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: company.token,
      json: { jobId: job.id },
    });
    expect(res.body.invited).toEqual([person.id]);
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(person.email));
    expect(mail.subject).toContain('invites you to apply');
    expect(mail.text).toContain(`/jobs/${job.id}`);
    expect(mail.text).toContain('apply with your account');
    expect(mail.html).toContain(`/jobs/${job.id}`);
    expect(mail.text).not.toContain('/identification');
    expect(mail.text).not.toMatch(/do not need an account/i);
  });

  it('refuses a posting that is not published (409), not the company’s (404), or not the manager’s team (403)', async () => {
    const poolId = await createPool(company, 'Refusals');
    const a = await candidate('Invite Refused');
    await add(company, poolId, [a.id]);
    const draft = await createJob(server, company, false);
    const closed = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: company.token,
      json: { jobId: draft.id },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('JOB_CLOSED');
    const theirs = await createJob(server, other);
    const foreign = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: company.token,
      json: { jobId: theirs.id },
    });
    expect(foreign.status).toBe(404);
    const job = await createJob(server, company);
    const manager = await addMember(server, company, 'hiringManager');
    const off = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: manager.token,
      json: { jobId: job.id },
    });
    expect(off.status).toBe(403);
    for (const body of [{}, { jobId: 'x' }]) {
      const bad = await call(`/api/company/talent-pools/${poolId}/invite`, {
        method: 'POST',
        token: company.token,
        json: body,
      });
      expect(bad.status).toBe(400);
    }
    expect(await linksTo(company.id, draft.id)).toEqual([]);
    expect(await linksTo(company.id, job.id)).toEqual([]);
    // On the team, the manager invites.
    await addToTeam(server, job.id, manager);
    const on = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: manager.token,
      json: { jobId: job.id },
    });
    expect(on.status).toBe(200);
    expect(on.body.invited).toEqual([a.id]);
  });

  it('stops at the company’s mails of the day and its links of the hour, saying so', async () => {
    const capped = await createAccount(server, 'Company');
    const job = await createJob(server, capped);
    const poolId = await createPool(capped, 'Big pool');
    const people = await Promise.all([1, 2, 3].map((i) => candidate(`Invite Cap ${i}`)));
    await add(
      capped,
      poolId,
      people.map((p) => p.id),
    );
    // Its links of the hour: all but one used already (RATE_LIMIT_LINKS = linksPerHour).
    await server.app.db.insert(oneTimeLinks).values(
      Array.from({ length: linksPerHour - 1 }, (_, i) => ({
        companyId: capped.id,
        email: `used-${i}@example.com`,
        codeHash: createHash('sha256')
          .update(`capped-${i}-${randomDigits(6)}`)
          .digest('hex'),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const limited = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: capped.token,
      json: { jobId: job.id },
    });
    expect(limited.status).toBe(200);
    expect(limited.body.invited).toHaveLength(1);
    expect(limited.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'rateLimited',
      'rateLimited',
    ]);

    // Its mails of the day used up (decision 120): the others are skipped, nothing stored.
    await server.app.db.delete(oneTimeLinks).where(sql`${oneTimeLinks.email} like 'used-%'`);
    await server.app.db
      .insert(mailVolume)
      .values({ companyId: capped.id, day: sql`(now() at time zone 'utc')::date`, count: 500 })
      .onConflictDoUpdate({ target: [mailVolume.companyId, mailVolume.day], set: { count: 500 } });
    const capReached = await call(`/api/company/talent-pools/${poolId}/invite`, {
      method: 'POST',
      token: capped.token,
      json: { jobId: job.id },
    });
    expect(capReached.status).toBe(200);
    expect(capReached.body.invited).toEqual([]);
    expect(capReached.body.skipped.map((s: { reason: string }) => s.reason).sort()).toEqual([
      'alreadyInvited',
      'mailCapReached',
      'mailCapReached',
    ]);
    expect(await linksTo(capped.id, job.id)).toHaveLength(1);
  });
});

async function poolOf(owner: TestAccount, name: string): Promise<string> {
  const [row] = await server.app.db
    .insert(talentPools)
    .values({ companyId: owner.id, name, createdByMemberId: owner.memberId ?? null })
    .returning({ id: talentPools.id });
  if (!row) throw new Error('no pool');
  return row.id;
}

describe('addToPool (the service of the bulk action)', () => {
  it('adds visible candidates once, reports those already there, unknown or hidden, in order', async () => {
    const poolId = await poolOf(company, 'Backend (service)');
    const a = await candidate('Pool Alpha');
    const b = await candidate('Pool Beta');
    const hidden = await candidate('Pool Hidden', { discoverable: false });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const input = {
      companyId: company.id,
      poolId,
      memberId: company.memberId ?? '',
      userIds: [b.id, unknown, a.id, hidden.id, a.id],
      note: '  strong SQL  ',
    };
    const first = await server.app.db.transaction((tx) => addToPool(tx as unknown as Db, input));
    expect(first).toEqual({
      added: [b.id, a.id],
      already: [],
      skipped: [
        { userId: unknown, reason: 'notFound' },
        { userId: hidden.id, reason: 'hidden' },
      ],
    });
    const again = await server.app.db.transaction((tx) =>
      addToPool(tx as unknown as Db, { ...input, userIds: [a.id, b.id] }),
    );
    expect(again).toEqual({ added: [], already: [a.id, b.id], skipped: [] });
    const entries = await entriesOf(company, poolId);
    expect(entries.body.entries[0].note).toBe('strong SQL');
  });

  it('refuses another company’s pool with NOT_FOUND and adds nothing', async () => {
    const poolId = await poolOf(other, 'Theirs (service)');
    const a = await candidate('Pool Gamma');
    await expect(
      server.app.db.transaction((tx) =>
        addToPool(tx as unknown as Db, {
          companyId: company.id,
          poolId,
          memberId: company.memberId ?? '',
          userIds: [a.id],
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await entriesOf(other, poolId)).body.total).toBe(0);
  });

  it('stamps profile_completed_at when a profile becomes complete (the alerts’ window)', async () => {
    const a = await candidate('Pool Delta');
    const [row] = await server.app.db
      .select({
        complete: users.dataComplete,
        stamped: sql<boolean>`${usersProfileCompletedAt} is not null`,
      })
      .from(users)
      .where(eq(users.id, a.id));
    expect(row).toEqual({ complete: true, stamped: true });
  });
});
