// The company's audit log over real HTTP (issue 18; decisions.md 11; decisions 110 and 113):
// listAuditEvents newest first by (at, id), paged, filtered by actor and action, the actor named
// from the member row (null without one), the whole company's log for owners and admins, no one
// else's; permissions per role; and the append-only trigger of migration 0008.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@talentpool/domain/members/schemas';
import { auditEvents, companyMembers } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let admin: TestAccount;
let leaver: TestAccount;
let other: TestAccount;

type Event = typeof auditEvents.$inferSelect;

async function list(account: TestAccount | null, query = '') {
  const res = await server.request(`/api/company/audit${query}`, { token: account?.token });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
  const body: any = await res.json();
  return { status: res.status, body, headers: res.headers };
}

/** The log as the API must order it: newest first, ties of `at` by id, descending. */
function newestFirst(rows: Event[]): Event[] {
  return [...rows].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

async function companyLog(companyId: string): Promise<Event[]> {
  return newestFirst(
    await server.app.db.select().from(auditEvents).where(eq(auditEvents.companyId, companyId)),
  );
}

const ids = (events: { _id: string }[]) => events.map((e) => e._id);

/** Every message of an error and its causes (Drizzle wraps the driver's error). */
function messagesOf(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' / ');
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companyMembers)
    .set({ name: 'Salma Owner' })
    .where(eq(companyMembers.id, owner.memberId ?? ''));
  admin = await addMember(server, owner, 'admin', { name: 'Adel Admin' });
  leaver = await addMember(server, owner, 'recruiter', { name: 'Rana Leaver' });
  other = await createAccount(server, 'Company');

  // 40 events a day ago, one second apart, by three actors and three actions; the last three
  // share one instant (their order is the id's); and one anonymous event (no member).
  const base = Date.now() - 24 * 60 * 60 * 1000;
  const actions: AuditAction[] = ['link.generated', 'posting.published', 'candidate.viewed'];
  const actors = [owner, admin, leaver];
  const rows = Array.from({ length: 40 }, (_, i) => {
    const actor = actors[i % 3] as TestAccount;
    return {
      companyId: owner.id,
      at: new Date(base + Math.min(i, 37) * 1000),
      actorMemberId: actor.memberId ?? null,
      actorEmail: actor.email,
      action: actions[i % 3] as string,
      targetType: 'posting',
      targetId: `target-${i}`,
      details: { i },
    };
  });
  await server.app.db.insert(auditEvents).values(rows);
  await server.app.audit.record({
    companyId: owner.id,
    actorMemberId: null,
    actorEmail: 'someone@example.com',
    action: 'login.failed',
    details: { reason: 'WRONG_PASSWORD' },
  });
  await server.app.audit.record({
    companyId: other.id,
    actorMemberId: other.memberId ?? null,
    action: 'link.generated',
    target: { type: 'link', id: 'other-link' },
  });
  // The recruiter leaves: their events stay, with their name and e-mail.
  const removed = await server.request(`/api/company/members/${leaver.memberId}`, {
    method: 'DELETE',
    token: owner.token,
  });
  expect(removed.status).toBe(204);
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/company/audit (listAuditEvents)', () => {
  it('answers the company’s log newest first, by (at desc, id desc), paged, no-store', async () => {
    const expected = await companyLog(owner.id);
    expect(expected).toHaveLength(42); // 40 + login.failed + member.removed

    const first = await list(owner);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ total: 42, page: 1, pageSize: 20 });
    expect(ids(first.body.events)).toEqual(expected.slice(0, 20).map((e) => e.id));
    expect(first.body.events[0]).toMatchObject({
      action: 'member.removed',
      actor: { _id: owner.memberId, email: owner.email, name: 'Salma Owner' },
      target: { type: 'member', id: leaver.memberId },
    });

    const last = await list(owner, '?page=5&pageSize=10');
    expect(last.body).toMatchObject({ total: 42, page: 5, pageSize: 10 });
    expect(ids(last.body.events)).toEqual(expected.slice(40).map((e) => e.id));
    const everything = await list(owner, '?pageSize=100');
    expect(ids(everything.body.events)).toEqual(expected.map((e) => e.id));
    const beyond = await list(owner, '?page=3&pageSize=100');
    expect(beyond.body).toMatchObject({ events: [], total: 42 });
  });

  it('orders events of the same instant by id, descending', async () => {
    const everything = await list(owner, '?pageSize=100');
    const sameInstant = everything.body.events.filter(
      (e: { details: { i?: number } }) => (e.details.i ?? 0) >= 37,
    );
    expect(sameInstant).toHaveLength(3);
    const sorted = [...ids(sameInstant)].sort().reverse();
    expect(ids(sameInstant)).toEqual(sorted);
  });

  it('shapes each event: actor named from the member (null without one), target, details', async () => {
    const everything = await list(owner, '?pageSize=100');
    const failed = everything.body.events.find(
      (e: { action: string }) => e.action === 'login.failed',
    );
    expect(failed).toEqual({
      _id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      actor: { _id: null, email: 'someone@example.com', name: null },
      action: 'login.failed',
      // Stored without a target (as the CSV export's were): it reads with the company's.
      target: { type: 'company', id: owner.id },
      details: { reason: 'WRONG_PASSWORD' },
    });
    // A removed member's events keep their name and e-mail.
    const byLeaver = everything.body.events.filter(
      (e: { actor: { _id: string | null } }) => e.actor._id === leaver.memberId,
    );
    expect(byLeaver.length).toBeGreaterThan(0);
    expect(byLeaver[0].actor).toEqual({
      _id: leaver.memberId,
      email: leaver.email,
      name: 'Rana Leaver',
    });
    expect(byLeaver[0].target).toEqual({ type: 'posting', id: expect.stringMatching(/^target-/) });
  });

  it('filters by actor, by action, and by both', async () => {
    const expected = await companyLog(owner.id);
    const byAdmin = await list(admin, `?actorId=${admin.memberId}&pageSize=100`);
    expect(byAdmin.status).toBe(200);
    expect(ids(byAdmin.body.events)).toEqual(
      expected.filter((e) => e.actorMemberId === admin.memberId).map((e) => e.id),
    );
    expect(byAdmin.body.total).toBe(13);

    const viewed = await list(owner, '?action=candidate.viewed&pageSize=5&page=2');
    const allViewed = expected.filter((e) => e.action === 'candidate.viewed');
    expect(viewed.body.total).toBe(allViewed.length);
    expect(ids(viewed.body.events)).toEqual(allViewed.slice(5, 10).map((e) => e.id));

    const both = await list(owner, `?actorId=${owner.memberId}&action=link.generated`);
    const expectedBoth = expected.filter(
      (e) => e.actorMemberId === owner.memberId && e.action === 'link.generated',
    );
    expect(both.body.total).toBe(expectedBoth.length);
    expect(ids(both.body.events)).toEqual(expectedBoth.map((e) => e.id));
    expect(expectedBoth.length).toBeGreaterThan(0);

    const none = await list(owner, '?action=totp.enabled');
    expect(none.body).toMatchObject({ events: [], total: 0 });
  });

  it('shows an admin the whole company’s log, and never another company’s', async () => {
    const byAdmin = await list(admin, '?pageSize=100');
    expect(byAdmin.body.total).toBe(42);
    const ofOther = await list(other, '?pageSize=100');
    expect(ofOther.body.total).toBe(1);
    expect(ofOther.body.events[0].target).toEqual({ type: 'link', id: 'other-link' });
    // Another company's member as a filter finds nothing here.
    const foreignActor = await list(owner, `?actorId=${other.memberId}`);
    expect(foreignActor.body.total).toBe(0);
  });

  it('records what the members calls do, with the acting member', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const invited = await server.request('/api/company/members', {
      method: 'POST',
      token: admin.token,
      json: { email, role: 'interviewer' },
    });
    expect(invited.status).toBe(201);
    const page = await list(owner, '?action=member.invited');
    expect(page.body.events[0]).toMatchObject({
      actor: { _id: admin.memberId, email: admin.email, name: 'Adel Admin' },
      target: { type: 'member' },
      details: { email, role: 'interviewer' },
    });
  });

  it('refuses recruiters, hiring managers and interviewers (403), and bad queries (400)', async () => {
    for (const role of ['recruiter', 'hiringManager', 'interviewer'] as const) {
      const member = await addMember(server, owner, role);
      const res = await list(member);
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await list(null)).status).toBe(401);
    for (const query of ['?action=member.eaten', '?pageSize=101', '?page=0', '?actorId=nope']) {
      const res = await list(owner, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('candidates.exported', () => {
  it('names the company as its target (decisions.md 11: every event has one)', async () => {
    const company = await createAccount(server, 'Company');
    const recruiter = await addMember(server, company, 'recruiter');
    const res = await server.request('/api/company/search.csv?iRes2=6', {
      token: recruiter.token,
    });
    expect(res.status).toBe(200);
    const [stored] = (await companyLog(company.id)).filter(
      (e) => e.action === 'candidates.exported',
    );
    expect(stored).toMatchObject({
      actorMemberId: recruiter.memberId,
      targetType: 'company',
      targetId: company.id,
    });
    const page = await list(company, '?action=candidates.exported');
    expect(page.body.total).toBe(1);
    expect(page.body.events[0]).toMatchObject({
      actor: { _id: recruiter.memberId, email: recruiter.email },
      action: 'candidates.exported',
      target: { type: 'company', id: company.id },
      details: { filters: expect.objectContaining({ iRes2: 6 }), rows: expect.any(Number) },
    });
    for (const event of (await list(company, '?pageSize=100')).body.events) {
      expect(event.target, event.action).toEqual({
        type: expect.any(String),
        id: expect.any(String),
      });
    }
  });
});

describe('the append-only trigger', () => {
  it('refuses UPDATE and DELETE on audit_events, even through the application’s own connection', async () => {
    const before = await companyLog(owner.id);
    const event = before[0];
    const id = event?.id ?? '';
    const where = and(eq(auditEvents.companyId, owner.id), eq(auditEvents.id, id));
    const update = server.app.db.update(auditEvents).set({ action: 'member.joined' }).where(where);
    await expect(update.then(() => 'updated').catch(messagesOf)).resolves.toMatch(/append-only/);
    const remove = server.app.db.delete(auditEvents).where(where);
    await expect(remove.then(() => 'deleted').catch(messagesOf)).resolves.toMatch(/append-only/);
    const all = server.app.db.delete(auditEvents);
    await expect(all.then(() => 'deleted').catch(messagesOf)).resolves.toMatch(/append-only/);
    const [after] = await server.app.db.select().from(auditEvents).where(where);
    expect(after).toEqual(event);
    expect(await companyLog(owner.id)).toEqual(before);
  });
});

describe('logins in the audit log', () => {
  it('records a member’s successful and failed logins with the address, a job seeker’s not', async () => {
    const company = await createAccount(server, 'Company');
    const login = (password: string) =>
      server.request('/api/company/login', {
        method: 'POST',
        json: { email: company.email, password },
      });
    expect((await login('Wrong-password#1')).status).toBe(401);
    expect((await login(company.password)).status).toBe(200);
    const log = await companyLog(company.id);
    expect(log.map((e) => e.action)).toEqual(['login.succeeded', 'login.failed']);
    for (const event of log) {
      expect(event).toMatchObject({
        actorMemberId: company.memberId,
        actorEmail: company.email,
        targetType: 'member',
        targetId: company.memberId,
        details: expect.objectContaining({ ip: '127.0.0.1' }),
      });
    }
    expect(log[1]?.details).toMatchObject({ reason: 'WRONG_PASSWORD' });

    const user = await createAccount(server, 'User');
    const before = await server.app.db.select().from(auditEvents);
    const res = await server.request('/api/user/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await server.app.db.select().from(auditEvents)).toHaveLength(before.length);
  });
});

describe('candidate.viewed', () => {
  it('is written for every candidate profile a member opens, in batches', async () => {
    const company = await createAccount(server, 'Company');
    const recruiter = await addMember(server, company, 'recruiter');
    const candidate = await createAccount(server, 'User');
    for (const viewer of [company, recruiter, recruiter]) {
      const res = await server.request(`/api/user/${candidate.id}`, { token: viewer.token });
      expect(res.status).toBe(200);
    }
    // A job seeker's own view is not a company's business.
    expect(
      (await server.request(`/api/user/${candidate.id}`, { token: candidate.token })).status,
    ).toBe(200);
    await server.app.audit.flush();
    const viewed = (await companyLog(company.id)).filter((e) => e.action === 'candidate.viewed');
    expect(viewed.map((e) => e.actorMemberId).sort()).toEqual(
      [company.memberId, recruiter.memberId, recruiter.memberId].sort(),
    );
    for (const event of viewed) {
      expect(event).toMatchObject({ targetType: 'user', targetId: candidate.id });
      expect(event.actorEmail).toMatch(/@example\.com$/);
    }
  });
});
