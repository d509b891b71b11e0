// Bulk actions over real HTTP (issue 20, decision 130): bulkApplications and listApplicantIds.
// The whole request is refused (404, nothing done) when an id is unknown or another company's;
// otherwise each application is done or listed as failed with its code (FORBIDDEN outside a
// hiring manager's team, STAGE_NOT_FOUND, VALIDATION_FAILED for a hired stage), with a history
// event and an audit row per moved application. PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { defaultStages, type StageDefinition } from '@talentpool/domain/process/stages';
import {
  applicationEvents,
  applicationMails,
  applications,
  auditEvents,
  talentPoolEntries,
  talentPools,
  users,
} from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let manager: TestAccount;
let interviewer: TestAccount;
let other: TestAccount;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, body: isJson ? await json(res) : await res.text() };
}

async function createPosting(account: TestAccount, title: string) {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: account.token,
    json: {
      title,
      description: 'Bulk work.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(created.status).toBe(201);
  return created.body as { _id: string };
}

let seq = 0;
async function seedApplicants(jobId: string, n: number, stage = 'applied'): Promise<string[]> {
  const made = await server.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `bulk-${(seq += 1)}-${Date.now()}@example.com`,
        passwordHash: 'x',
        name: `Bulk ${seq}`,
        // Findable by any company (talent pools keep only candidates a company may see).
        dataComplete: true,
      })),
    )
    .returning({ id: users.id });
  const rows = await server.app.db
    .insert(applications)
    .values(made.map((u) => ({ jobId, userId: u.id, stage })))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

async function stagesOf(ids: string[]) {
  const rows = await server.app.db
    .select({ id: applications.id, stage: applications.stage })
    .from(applications)
    .where(inArray(applications.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.stage);
}

// Without mails unless a test asks for them (decision 147 made mails the default): these tests
// are about the batch itself.
const bulk = (body: Record<string, unknown>, token = owner.token) =>
  call('/api/company/applications/bulk', {
    method: 'POST',
    token,
    json: { notify: false, ...body },
  });

let reasonId: string;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  [manager, interviewer] = await Promise.all([
    addMember(server, owner, 'hiringManager'),
    addMember(server, owner, 'interviewer'),
  ]);
  const reasons = await call('/api/company/reject-reasons', { token: owner.token });
  reasonId = reasons.body.reasons[0]._id;
});

afterAll(async () => {
  await server?.close();
});

describe('bulkApplications: move and reject', () => {
  it('moves many at once, each with its history event and audit row', async () => {
    const posting = await createPosting(owner, 'Bulk move');
    const ids = await seedApplicants(posting._id, 30);
    const [already] = await seedApplicants(posting._id, 1, 'interview');
    const all = [...ids, already ?? ''];
    const res = await bulk({ ids: all, action: 'move', stage: 'interview' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: all, failed: [] });
    expect(new Set(await stagesOf(all))).toEqual(new Set(['interview']));
    const events = await server.app.db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, all));
    // One event per application moved; none for the one already there.
    expect(events).toHaveLength(30);
    expect(events[0]).toMatchObject({
      fromStage: 'applied',
      toStage: 'interview',
      byMemberId: owner.memberId,
      byCompanyId: owner.id,
      reasonId: null,
    });
    const audit = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.moved'), inArray(auditEvents.targetId, all)));
    expect(audit).toHaveLength(30);
    expect(audit[0]).toMatchObject({ actorMemberId: owner.memberId, actorEmail: owner.email });
    expect(audit[0]?.details).toMatchObject({ from: 'applied', to: 'interview', bulk: true });
    const detail = await call(`/api/company/applications/${ids[0]}`, { token: owner.token });
    expect(detail.body.history.at(-1)).toMatchObject({
      from: 'applied',
      to: 'interview',
      by: { _id: owner.memberId },
    });
  });

  it('rejects with a reason into each posting’s rejected stage, shown in the history', async () => {
    const a = await createPosting(owner, 'Bulk reject A');
    const b = await createPosting(owner, 'Bulk reject B');
    const own: StageDefinition[] = [
      { key: 'new', name: { en: 'New', ar: 'جديد' }, kind: 'active' },
      { key: 'won', name: { en: 'Won', ar: 'مقبول' }, kind: 'hired' },
      { key: 'notNow', name: { en: 'Not now', ar: 'ليس الآن' }, kind: 'rejected' },
    ];
    expect(
      (
        await call(`/api/company/jobs/${b._id}/stages`, {
          method: 'PUT',
          token: owner.token,
          json: { stages: own },
        })
      ).status,
    ).toBe(200);
    const ids = [...(await seedApplicants(a._id, 3)), ...(await seedApplicants(b._id, 2, 'new'))];
    const without = await bulk({ ids, action: 'reject' });
    expect(without.status).toBe(400);
    expect(without.body.fields).toHaveProperty('reasonId');
    const foreignReason = (await call('/api/company/reject-reasons', { token: other.token })).body
      .reasons[0]._id;
    const wrong = await bulk({ ids, action: 'reject', reasonId: foreignReason });
    expect(wrong.status).toBe(400);
    expect(await stagesOf(ids)).toEqual(['applied', 'applied', 'applied', 'new', 'new']);
    const done = await bulk({ ids, action: 'reject', reasonId });
    expect(done.body).toEqual({ done: ids, failed: [] });
    expect(await stagesOf(ids)).toEqual(['rejected', 'rejected', 'rejected', 'notNow', 'notNow']);
    const detail = await call(`/api/company/applications/${ids[4]}`, { token: owner.token });
    expect(detail.body.history.at(-1)).toMatchObject({
      from: 'new',
      to: 'notNow',
      reason: { _id: reasonId },
    });
    // A move to a rejected stage needs the reason too.
    const [c] = await seedApplicants(a._id, 1);
    const moveWithout = await bulk({ ids: [c], action: 'move', stage: 'rejected' });
    expect(moveWithout.status).toBe(400);
    expect(moveWithout.body.fields).toHaveProperty('reasonId');
  });

  it('lists per application what failed: a stage not in its list, a hired stage', async () => {
    const a = await createPosting(owner, 'Mixed lists A');
    const b = await createPosting(owner, 'Mixed lists B');
    await call(`/api/company/jobs/${b._id}/stages`, {
      method: 'PUT',
      token: owner.token,
      json: { stages: defaultStages.filter((s) => s.key !== 'offer') },
    });
    const [inA] = await seedApplicants(a._id, 1);
    const [inB] = await seedApplicants(b._id, 1);
    const res = await bulk({ ids: [inA, inB], action: 'move', stage: 'offer' });
    expect(res.body).toEqual({ done: [inA], failed: [{ id: inB, code: 'STAGE_NOT_FOUND' }] });
    const hired = await bulk({ ids: [inA], action: 'move', stage: 'hired' });
    expect(hired.body).toEqual({ done: [], failed: [{ id: inA, code: 'VALIDATION_FAILED' }] });
    expect(await stagesOf([inA ?? '', inB ?? ''])).toEqual(['offer', 'applied']);
  });

  it('refuses the whole request when one id is another company’s or unknown: nothing done', async () => {
    const mine = await createPosting(owner, 'Mine');
    const theirs = await createPosting(other, 'Theirs');
    const ids = await seedApplicants(mine._id, 3);
    const [foreign] = await seedApplicants(theirs._id, 1);
    for (const extra of [foreign, '00000000-0000-4000-8000-000000000000']) {
      const res = await bulk({ ids: [...ids, extra], action: 'move', stage: 'screening' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await stagesOf([...ids, foreign ?? ''])).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    // The other company cannot act on ours either.
    const theirsAct = await bulk({ ids, action: 'move', stage: 'screening' }, other.token);
    expect(theirsAct.status).toBe(404);
  });

  it('refuses bad bodies: 501 ids, none, no stage, an unknown action', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const many = await bulk({
      ids: Array.from({ length: 501 }, () => id),
      action: 'move',
      stage: 'x',
    });
    expect(many.status).toBe(400);
    expect(many.body.fields).toHaveProperty('ids');
    expect((await bulk({ ids: [], action: 'move', stage: 'x' })).status).toBe(400);
    expect((await bulk({ ids: [id], action: 'move' })).body.fields).toHaveProperty('stage');
    expect((await bulk({ ids: [id], action: 'archive' })).status).toBe(400);
    expect((await bulk({ ids: ['nope'], action: 'move', stage: 'x' })).status).toBe(400);
  });

  it('accepts 500 ids in one request', async () => {
    const posting = await createPosting(owner, 'Five hundred');
    const ids = await seedApplicants(posting._id, 500);
    const res = await bulk({ ids, action: 'move', stage: 'screening' });
    expect(res.status).toBe(200);
    expect(res.body.done).toHaveLength(500);
    const [count] = await server.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, posting._id), eq(applications.stage, 'applied')))
      .limit(1);
    expect(count).toBeUndefined();
  });

  it('checks each posting’s team for a hiring manager; an interviewer may not', async () => {
    const theirs = await createPosting(owner, 'Not the manager’s');
    const ours = await createPosting(manager, 'The manager’s');
    const [a] = await seedApplicants(theirs._id, 1);
    const [b] = await seedApplicants(ours._id, 1);
    const res = await bulk({ ids: [a, b], action: 'move', stage: 'screening' }, manager.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: [b], failed: [{ id: a, code: 'FORBIDDEN' }] });
    expect(await stagesOf([a ?? '', b ?? ''])).toEqual(['applied', 'screening']);
    const refused = await bulk({ ids: [b], action: 'move', stage: 'interview' }, interviewer.token);
    expect(refused.status).toBe(403);
  });

  it('moves with a mail to each applicant, and counts the mails', async () => {
    const posting = await createPosting(owner, 'Bulk notify');
    const ids = await seedApplicants(posting._id, 3);
    const res = await bulk({ ids, action: 'move', stage: 'interview', notify: true });
    expect(res.body).toEqual({ done: ids, failed: [] });
    const events = await server.app.db
      .select({ notified: applicationEvents.notified })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids));
    expect(events.map((e) => e.notified)).toEqual([true, true, true]);
    // Each mail is the company's stage-change template, in the application's mail log.
    const mails = await server.app.db
      .select()
      .from(applicationMails)
      .where(inArray(applicationMails.applicationId, ids));
    expect(mails).toHaveLength(3);
    expect(mails[0]).toMatchObject({ templateKey: 'stageChange', byMemberId: owner.memberId });
  });

  it('rejects with the rejection template, naming the reason', async () => {
    const posting = await createPosting(owner, 'Bulk reject with mail');
    const ids = await seedApplicants(posting._id, 2);
    const res = await bulk({ ids, action: 'reject', reasonId, notify: true });
    expect(res.body).toEqual({ done: ids, failed: [] });
    const mails = await server.app.db
      .select({ templateKey: applicationMails.templateKey })
      .from(applicationMails)
      .where(inArray(applicationMails.applicationId, ids));
    expect(mails.map((m) => m.templateKey)).toEqual(['rejection', 'rejection']);
  });
});

describe('bulkApplications: e-mail and pools', () => {
  it('adds the applicants to a talent pool of the company', async () => {
    const posting = await createPosting(owner, 'To the pool');
    const ids = await seedApplicants(posting._id, 2);
    const [pool] = await server.app.db
      .insert(talentPools)
      .values({ companyId: owner.id, name: 'Bulk pool', createdByMemberId: owner.memberId })
      .returning({ id: talentPools.id });
    const res = await bulk({ ids, action: 'pool', poolId: pool?.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: ids, failed: [] });
    const entries = await server.app.db
      .select()
      .from(talentPoolEntries)
      .where(eq(talentPoolEntries.poolId, pool?.id ?? ''));
    expect(entries).toHaveLength(2);
    // Another company's pool: not found.
    const [theirs] = await server.app.db
      .insert(talentPools)
      .values({ companyId: other.id, name: 'Theirs', createdByMemberId: other.memberId })
      .returning({ id: talentPools.id });
    expect((await bulk({ ids, action: 'pool', poolId: theirs?.id })).status).toBe(404);
  });

  it('sends a template mail to each applicant, kept in the mail log, stages unchanged', async () => {
    const posting = await createPosting(owner, 'Mail');
    const ids = await seedApplicants(posting._id, 2);
    const res = await bulk({ ids, action: 'email', templateKey: 'offer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: ids, failed: [] });
    const mails = await server.app.db
      .select()
      .from(applicationMails)
      .where(inArray(applicationMails.applicationId, ids));
    expect(mails.map((m) => m.templateKey)).toEqual(['offer', 'offer']);
    expect(await stagesOf(ids)).toEqual(['applied', 'applied']);
    const unknown = await bulk({ ids, action: 'email', templateKey: 'newsletter' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('templateKey');
  });

  it('fails the applications over the day’s mail cap alone, and moves none of them', async () => {
    const capped = await startTestServer({ env: { MAIL_CAP_PER_COMPANY_PER_DAY: '2' } });
    try {
      const company = await createAccount(capped, 'Company');
      const made = await capped.request('/api/company/jobs', {
        method: 'POST',
        token: company.token,
        json: {
          title: 'Capped',
          description: 'Capped mails.',
          workplace: 'remote',
          country: '',
          city: '',
          field: 'Architecture and Construction',
          requirement: { kind: 'jobmatch', items: [7, 12, 0] },
        },
      });
      const jobId = (await json(made))._id as string;
      const people = await capped.app.db
        .insert(users)
        .values(
          [1, 2, 3].map((n) => ({
            email: `capped-${n}-${Date.now()}@example.com`,
            passwordHash: 'x',
          })),
        )
        .returning({ id: users.id });
      const ids = (
        await capped.app.db
          .insert(applications)
          .values(people.map((p) => ({ jobId, userId: p.id })))
          .returning({ id: applications.id })
      ).map((r) => r.id);
      const res = await capped.request('/api/company/applications/bulk', {
        method: 'POST',
        token: company.token,
        json: { ids, action: 'move', stage: 'screening', notify: true },
      });
      const body = await json(res);
      expect(body.done).toEqual(ids.slice(0, 2));
      expect(body.failed).toEqual([{ id: ids[2], code: 'MAIL_CAP_REACHED' }]);
      const rows = await capped.app.db
        .select({ id: applications.id, stage: applications.stage })
        .from(applications)
        .where(inArray(applications.id, ids));
      const stageOf = (id: string | undefined) => rows.find((r) => r.id === id)?.stage;
      expect(ids.map(stageOf)).toEqual(['screening', 'screening', 'applied']);
    } finally {
      await capped.close();
    }
  });
});

describe('listApplicantIds', () => {
  it('answers every id of a posting (of a stage), for select all', async () => {
    const posting = await createPosting(owner, 'Select all');
    const applied = await seedApplicants(posting._id, 4);
    const screening = await seedApplicants(posting._id, 2, 'screening');
    const all = await call(`/api/company/jobs/${posting._id}/applicant-ids`, {
      token: owner.token,
    });
    expect(all.status).toBe(200);
    expect(new Set(all.body.ids)).toEqual(new Set([...applied, ...screening]));
    const some = await call(`/api/company/jobs/${posting._id}/applicant-ids?stage=screening`, {
      token: owner.token,
    });
    expect(new Set(some.body.ids)).toEqual(new Set(screening));
    expect(
      (await call(`/api/company/jobs/${posting._id}/applicant-ids`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(`/api/company/jobs/${posting._id}/applicant-ids`, { token: manager.token }))
        .status,
    ).toBe(403);
  });
});
