// Data retention (issue 24, decision 124, decisions.md 15): the company's period over HTTP
// (getRetentionPolicy, setRetentionPolicy: security.manage, 6..120 months, audited) and the
// sweep that anonymises rejected applicants and single-use link respondents quiet for longer,
// run with a chosen "now": old rejected data anonymised, recent or hired kept, other companies
// kept, nothing twice on a second run, one audit entry per company with the counts. On PGlite
// and, with DATABASE_URL, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applicationNotes,
  applications,
  interviews,
  scorecards,
  auditEvents,
  companies,
  jobPostings,
  oneTimeLinks,
  users,
} from '../src/db/schema';
import { createRetentionRepository } from '../src/features/retention/repository';
import { createRetentionService } from '../src/features/retention/service';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  body: any;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; lang?: string } = {},
): Promise<Answer> {
  const res = await server.request(path, {
    method,
    token: options.token,
    json: options.json,
    headers: options.lang ? { 'x-lang': options.lang } : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** `months` calendar months before `from`. */
function monthsBefore(from: Date, months: number): Date {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

const sweep = (now: Date) =>
  createRetentionService({ repository: createRetentionRepository(server.app.db) }).sweep(now);

async function retentionEvents(companyId: string) {
  return server.app.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'retention.anonymised')),
    );
}

async function posting(company: TestAccount): Promise<string> {
  const [row] = await server.app.db
    .insert(jobPostings)
    .values({
      companyId: company.id,
      status: 'published',
      title: 'Data analyst',
      description: 'Analyses data.',
      workplace: 'onsite',
      field: 'it',
      requirementSource: { kind: 'findboss', items: [1] },
      requirementProfile: { '4': 1, '5': 0, '6': 0, '7': 0 },
      publishedAt: new Date(),
    })
    .returning({ id: jobPostings.id });
  if (!row) throw new Error('no posting');
  return row.id;
}

const answers48 = Array.from({ length: 48 }, (_, i) => (i % 4) + 1);

async function link(
  company: TestAccount,
  at: Date,
  options: { jobId?: string; used?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const email = `outside-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await server.app.db
    .insert(oneTimeLinks)
    .values({
      companyId: company.id,
      email,
      codeHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      usedAt: options.used === false ? null : new Date(at.getTime() + 60_000),
      answers: options.used === false ? null : answers48,
      iRes1: 2,
      iRes2: 5,
      flp: 10,
      frp: 12,
      brp: 8,
      blp: 6,
      jobId: options.jobId ?? null,
      createdAt: at,
    })
    .returning({ id: oneTimeLinks.id });
  if (!row) throw new Error('no link');
  return { id: row.id, email };
}

/**
 * An application moved through applied → `stage` at `at` (events and stage time), with a note
 * written at `noteAt` (default: `at`).
 */
async function application(
  company: TestAccount,
  jobId: string,
  applicant: { userId: string } | { linkId: string; guestEmail: string },
  stage: string,
  at: Date,
  noteAt: Date = at,
): Promise<string> {
  const [row] = await server.app.db
    .insert(applications)
    .values({
      jobId,
      ...('userId' in applicant
        ? { userId: applicant.userId }
        : { oneTimeLinkId: applicant.linkId, guestEmail: applicant.guestEmail }),
      stage,
      appliedAt: at,
      stageChangedAt: at,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  await server.app.db.insert(applicationEvents).values([
    { applicationId: row.id, fromStage: null, toStage: 'applied', at },
    {
      applicationId: row.id,
      fromStage: 'applied',
      toStage: stage,
      at,
      byMemberId: company.memberId,
    },
  ]);
  await server.app.db.insert(applicationNotes).values({
    applicationId: row.id,
    companyId: company.id,
    memberId: company.memberId,
    text: 'Strong SQL, lives in Amman, mobile 0790000000',
    createdAt: noteAt,
  });
  return row.id;
}

/**
 * An interview of the application at `at`, with one scorecard written then (issue 19), or at
 * `scorecardAt`; with `scorecardAt` null, none (answers the interview's id then).
 */
async function interviewOf(
  company: TestAccount,
  jobId: string,
  applicationId: string,
  at: Date,
  scorecardAt: Date | null = at,
): Promise<string> {
  const [row] = await server.app.db
    .insert(interviews)
    .values({
      applicationId,
      jobId,
      companyId: company.id,
      startsAt: at,
      durationMinutes: 45,
      timeZone: 'Asia/Amman',
      uid: randomBytes(12).toString('hex'),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: interviews.id });
  if (!row || !company.memberId) throw new Error('no interview');
  if (!scorecardAt) return row.id;
  const [card] = await server.app.db
    .insert(scorecards)
    .values({
      interviewId: row.id,
      memberId: company.memberId,
      ratings: [{ attribute: 'SQL', score: 3 }],
      recommendation: 'yes',
      notes: 'Said she is pregnant and moving to Dubai',
      submittedAt: scorecardAt,
      updatedAt: scorecardAt,
    })
    .returning({ id: scorecards.id });
  if (!card) throw new Error('no scorecard');
  return card.id;
}
const scorecardRow = async (id: string) =>
  (await server.app.db.select().from(scorecards).where(eq(scorecards.id, id)))[0];

const applicationRow = async (id: string) =>
  (await server.app.db.select().from(applications).where(eq(applications.id, id)))[0];
const notesOf = (id: string) =>
  server.app.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
const eventsOf = (id: string) =>
  server.app.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
const linkRow = async (id: string) =>
  (await server.app.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('getRetentionPolicy / setRetentionPolicy', () => {
  it('answers 24 months by default, stores a change, audits it once and keeps it per company', async () => {
    const owner = await createAccount(server, 'Company');
    const other = await createAccount(server, 'Company');
    expect(await call('GET', '/api/company/retention', { token: owner.token })).toMatchObject({
      status: 200,
      body: { months: 24 },
    });

    const saved = await call('PUT', '/api/company/retention', {
      token: owner.token,
      json: { months: 36 },
    });
    expect(saved).toMatchObject({ status: 200, body: { months: 36 } });
    const [stored] = await server.app.db
      .select({ months: companies.retentionMonths })
      .from(companies)
      .where(eq(companies.id, owner.id));
    expect(stored?.months).toBe(36);
    expect((await call('GET', '/api/company/retention', { token: owner.token })).body).toEqual({
      months: 36,
    });
    // Another company keeps its own.
    expect((await call('GET', '/api/company/retention', { token: other.token })).body).toEqual({
      months: 24,
    });

    // The same value again changes nothing and is not audited.
    await call('PUT', '/api/company/retention', { token: owner.token, json: { months: 36 } });
    const changes = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.id), eq(auditEvents.action, 'retention.changed')));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actorMemberId: owner.memberId,
      actorEmail: owner.email,
      targetType: 'company',
      targetId: owner.id,
      details: { from: 24, to: 36 },
    });
  });

  it('takes 6 and 120, refuses 5, 121, a fraction and a text with 400 naming months, in both languages', async () => {
    const owner = await createAccount(server, 'Company');
    for (const months of [6, 120]) {
      expect(
        await call('PUT', '/api/company/retention', { token: owner.token, json: { months } }),
      ).toMatchObject({ status: 200, body: { months } });
    }
    for (const months of [5, 121, 12.5, '24', null]) {
      const answer = await call('PUT', '/api/company/retention', {
        token: owner.token,
        json: { months },
      });
      expect(answer.status, String(months)).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { months: expect.any(String) },
      });
    }
    const en = await call('PUT', '/api/company/retention', {
      token: owner.token,
      json: { months: 200 },
    });
    expect(en.body.fields.months).toBe('Choose between 6 and 120 months.');
    const ar = await call('PUT', '/api/company/retention', {
      token: owner.token,
      json: { months: 200 },
      lang: 'ar',
    });
    expect(ar.body.fields.months).toBe('اختر بين 6 و120 شهرًا.');
    // Nothing refused was stored.
    expect((await call('GET', '/api/company/retention', { token: owner.token })).body).toEqual({
      months: 120,
    });
  });

  it('is for owners and admins (security.manage): others 403, anonymous 401', async () => {
    const owner = await createAccount(server, 'Company');
    const admin = await addMember(server, owner, 'admin');
    expect(
      await call('PUT', '/api/company/retention', { token: admin.token, json: { months: 12 } }),
    ).toMatchObject({ status: 200, body: { months: 12 } });
    for (const role of ['recruiter', 'hiringManager', 'interviewer'] as const) {
      const member = await addMember(server, owner, role);
      expect((await call('GET', '/api/company/retention', { token: member.token })).status).toBe(
        403,
      );
      expect(
        (
          await call('PUT', '/api/company/retention', {
            token: member.token,
            json: { months: 60 },
          })
        ).status,
      ).toBe(403);
    }
    const user = await createAccount(server, 'User');
    expect((await call('GET', '/api/company/retention', { token: user.token })).status).toBe(403);
    expect((await call('GET', '/api/company/retention')).status).toBe(401);
    expect((await call('PUT', '/api/company/retention', { json: { months: 60 } })).status).toBe(
      401,
    );
    expect((await call('GET', '/api/company/retention', { token: owner.token })).body).toEqual({
      months: 12,
    });
  });
});

describe('the retention sweep', () => {
  it('anonymises old rejected applications and link respondents only, once, and audits the counts', async () => {
    const now = new Date();
    const old = monthsBefore(now, 30);
    const recent = monthsBefore(now, 2);

    const company = await createAccount(server, 'Company');
    const jobId = await posting(company);
    const seeker = await createAccount(server, 'User');
    await server.app.db.update(users).set({ name: 'Rania Haddad' }).where(eq(users.id, seeker.id));

    // To be anonymised: a job seeker's and a guest's rejected application, 30 months quiet,
    // and the answers of a link that never led to an application.
    const oldUser = await application(company, jobId, { userId: seeker.id }, 'rejected', old);
    const guestLink = await link(company, old, { jobId });
    const oldGuest = await application(
      company,
      jobId,
      { linkId: guestLink.id, guestEmail: guestLink.email },
      'rejected',
      old,
    );
    const oldScorecard = await interviewOf(company, jobId, oldUser, old);
    const plainLink = await link(company, old);
    const unusedOldLink = await link(company, old, { used: false });

    // Kept: rejected recently; rejected long ago but noted recently; hired long ago; a
    // guest's application still in progress; a recent link.
    const other1 = await createAccount(server, 'User');
    const other2 = await createAccount(server, 'User');
    const other3 = await createAccount(server, 'User');
    const recentRejected = await application(
      company,
      jobId,
      { userId: other1.id },
      'rejected',
      recent,
    );
    const notedRecently = await application(
      company,
      jobId,
      { userId: other2.id },
      'rejected',
      old,
      recent,
    );
    const hired = await application(company, jobId, { userId: other3.id }, 'hired', old);
    // Rejected long ago, but interviewed recently (an interview is activity too).
    const other4 = await createAccount(server, 'User');
    const interviewedRecently = await application(
      company,
      jobId,
      { userId: other4.id },
      'rejected',
      old,
    );
    const recentScorecard = await interviewOf(company, jobId, interviewedRecently, recent);
    // Issue 44: each kind of activity on its own (the interview above comes with a scorecard of
    // the same date, so either alone kept it): an interview held recently that no one has scored
    // yet, and a scorecard written recently about an interview held long ago.
    const other5 = await createAccount(server, 'User');
    const unscoredInterview = await application(
      company,
      jobId,
      { userId: other5.id },
      'rejected',
      old,
    );
    await interviewOf(company, jobId, unscoredInterview, recent, null);
    const other6 = await createAccount(server, 'User');
    const scoredLate = await application(company, jobId, { userId: other6.id }, 'rejected', old);
    await interviewOf(company, jobId, scoredLate, old, recent);
    const inProgressLink = await link(company, old, { jobId });
    const inProgress = await application(
      company,
      jobId,
      { linkId: inProgressLink.id, guestEmail: inProgressLink.email },
      'screening',
      old,
    );
    const recentLink = await link(company, recent);

    // Another company that keeps 120 months: its 30-month-old rejection stays.
    const patient = await createAccount(server, 'Company');
    await call('PUT', '/api/company/retention', { token: patient.token, json: { months: 120 } });
    const patientJob = await posting(patient);
    const patientApp = await application(
      patient,
      patientJob,
      { userId: seeker.id },
      'rejected',
      old,
    );
    const patientLink = await link(patient, old);

    const first = await sweep(now);
    const mine = first.companies.find((c) => c.companyId === company.id);
    expect(mine).toEqual({
      companyId: company.id,
      months: 24,
      userApplications: 1,
      guestApplications: 1,
      notes: 2,
      scorecardNotes: 1,
      links: 3,
    });
    expect(first.companies.find((c) => c.companyId === patient.id)).toBeUndefined();

    // The job seeker's application no longer names them; its history and stage stay.
    const anonymisedUser = await applicationRow(oldUser);
    expect(anonymisedUser).toMatchObject({
      userId: null,
      guestEmail: null,
      stage: 'rejected',
      anonymisedAt: now,
    });
    expect((await notesOf(oldUser)).map((n) => n.text)).toEqual(['']);
    expect(await eventsOf(oldUser)).toHaveLength(2);
    // What the interviewer wrote goes; the ratings and recommendation stay for the statistics.
    expect(await scorecardRow(oldScorecard)).toMatchObject({
      notes: '',
      recommendation: 'yes',
      ratings: [{ attribute: 'SQL', score: 3 }],
    });
    expect(await applicationRow(interviewedRecently)).toMatchObject({
      userId: other4.id,
      anonymisedAt: null,
    });
    expect((await scorecardRow(recentScorecard))?.notes).toMatch(/^Said she/);
    expect(await applicationRow(unscoredInterview)).toMatchObject({
      userId: other5.id,
      anonymisedAt: null,
    });
    expect(await applicationRow(scoredLate)).toMatchObject({
      userId: other6.id,
      anonymisedAt: null,
    });
    // The job seeker's own account is theirs: untouched.
    const [account] = await server.app.db.select().from(users).where(eq(users.id, seeker.id));
    expect(account).toMatchObject({ email: seeker.email, name: 'Rania Haddad' });

    // The guest: no address on the application, the link's address and answers replaced; the
    // scores stay for the statistics (fit of the posting), no longer tied to anyone.
    expect(await applicationRow(oldGuest)).toMatchObject({
      guestEmail: null,
      oneTimeLinkId: guestLink.id,
      anonymisedAt: now,
    });
    for (const id of [guestLink.id, plainLink.id, unusedOldLink.id]) {
      const row = await linkRow(id);
      expect(row?.email).toBe(`anonymised-${id}@anonymised.invalid`);
      expect(row?.answers).toBeNull();
      expect(row?.anonymisedAt).toEqual(now);
    }
    expect(await linkRow(guestLink.id)).toMatchObject({ iRes1: 2, iRes2: 5, flp: 10 });

    // What is kept is untouched.
    for (const [id, userId] of [
      [recentRejected, other1.id],
      [notedRecently, other2.id],
      [hired, other3.id],
    ] as const) {
      expect(await applicationRow(id)).toMatchObject({ userId, anonymisedAt: null });
      expect((await notesOf(id))[0]?.text).toMatch(/^Strong SQL/);
    }
    expect(await applicationRow(inProgress)).toMatchObject({
      guestEmail: inProgressLink.email,
      anonymisedAt: null,
    });
    for (const kept of [inProgressLink, recentLink, patientLink]) {
      expect(await linkRow(kept.id)).toMatchObject({ email: kept.email, anonymisedAt: null });
    }
    expect(await applicationRow(patientApp)).toMatchObject({
      userId: seeker.id,
      anonymisedAt: null,
    });

    // One audit entry, with the counts and no personal data.
    const events = await retentionEvents(company.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorMemberId: null,
      targetType: 'company',
      targetId: company.id,
      details: {
        userApplications: 1,
        guestApplications: 1,
        notes: 2,
        scorecardNotes: 1,
        links: 3,
        retentionMonths: 24,
      },
    });
    expect(JSON.stringify(events[0]?.details)).not.toContain('@example.com');
    expect(await retentionEvents(patient.id)).toHaveLength(0);

    // Over HTTP the company sees the posting's statistics but not the person (the ranked list
    // shows the rejected when asked, issue 40).
    const listed = await call(
      'GET',
      `/api/company/jobs/${jobId}/applicants?pageSize=100&rejected=true`,
      {
        token: company.token,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(9);
    const anonymisedItem = listed.body.applicants.find((a: { _id: string }) => a._id === oldUser);
    expect(anonymisedItem).toMatchObject({ stage: 'rejected', applicant: { kind: 'guest' } });
    expect(JSON.stringify(anonymisedItem)).not.toContain('Rania');
    const detail = await call('GET', `/api/company/applications/${oldUser}`, {
      token: company.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.history).toHaveLength(2);
    expect(JSON.stringify(detail.body)).not.toMatch(/Rania|Amman/);
    expect(JSON.stringify(detail.body)).not.toContain(seeker.email);

    // A second run (even later) finds nothing more: no change, no new entry.
    const second = await sweep(new Date(now.getTime() + 86_400_000));
    expect(second.companies.find((c) => c.companyId === company.id)).toBeUndefined();
    expect(await retentionEvents(company.id)).toHaveLength(1);
    expect((await applicationRow(oldUser))?.anonymisedAt).toEqual(now);
  });

  it('measures from the chosen "now" and the company’s own months', async () => {
    const now = new Date();
    const company = await createAccount(server, 'Company');
    const jobId = await posting(company);
    const seeker = await createAccount(server, 'User');
    const rejectedAt = monthsBefore(now, 20);
    const id = await application(company, jobId, { userId: seeker.id }, 'rejected', rejectedAt);

    // 20 months quiet: kept under the default 24 months.
    await sweep(now);
    expect((await applicationRow(id))?.userId).toBe(seeker.id);
    // Five months later it is 25 months quiet.
    const later = new Date(now);
    later.setUTCMonth(later.getUTCMonth() + 5);
    await sweep(later);
    expect((await applicationRow(id))?.userId).toBeNull();

    // A company that keeps 6 months: 7 months quiet is enough.
    const brief = await createAccount(server, 'Company');
    await call('PUT', '/api/company/retention', { token: brief.token, json: { months: 6 } });
    const briefJob = await posting(brief);
    const briefApp = await application(
      brief,
      briefJob,
      { userId: seeker.id },
      'rejected',
      monthsBefore(now, 7),
    );
    const kept = await application(
      brief,
      briefJob,
      { userId: (await createAccount(server, 'User')).id },
      'rejected',
      monthsBefore(now, 5),
    );
    await sweep(now);
    expect((await applicationRow(briefApp))?.userId).toBeNull();
    expect((await applicationRow(kept))?.anonymisedAt).toBeNull();
    expect((await retentionEvents(brief.id))[0]?.details).toMatchObject({
      userApplications: 1,
      retentionMonths: 6,
    });
  });

  it('anonymises a company’s own rejected-kind stages, and no other stage of its list', async () => {
    const now = new Date();
    const company = await createAccount(server, 'Company');
    const jobId = await posting(company);
    // The posting's own list (decision 130): its rejected stage is not called `rejected`, and it
    // has an active stage whose key is.
    await server.app.db
      .update(jobPostings)
      .set({
        stages: [
          { key: 'applied', name: { en: 'Applied', ar: 'تقدّم' }, kind: 'active' },
          { key: 'rejected', name: { en: 'On hold', ar: 'معلّق' }, kind: 'active' },
          { key: 'declined', name: { en: 'Declined', ar: 'مرفوض' }, kind: 'rejected' },
          { key: 'notNow', name: { en: 'Not now', ar: 'ليس الآن' }, kind: 'rejected' },
          { key: 'hired', name: { en: 'Hired', ar: 'تم التوظيف' }, kind: 'hired' },
        ],
      })
      .where(eq(jobPostings.id, jobId));
    const longAgo = monthsBefore(now, 25);
    const person = async () => ({ userId: (await createAccount(server, 'User')).id });
    const declined = await application(company, jobId, await person(), 'declined', longAgo);
    const notNow = await application(company, jobId, await person(), 'notNow', longAgo);
    const onHold = await application(company, jobId, await person(), 'rejected', longAgo);
    const recent = await application(
      company,
      jobId,
      await person(),
      'declined',
      monthsBefore(now, 3),
    );

    await sweep(now);
    expect(await applicationRow(declined)).toMatchObject({ userId: null, stage: 'declined' });
    expect(await applicationRow(notNow)).toMatchObject({ userId: null, stage: 'notNow' });
    expect((await applicationRow(onHold))?.anonymisedAt).toBeNull();
    expect((await applicationRow(recent))?.anonymisedAt).toBeNull();
    expect((await notesOf(declined))[0]?.text).toBe('');
    expect((await retentionEvents(company.id))[0]?.details).toMatchObject({
      userApplications: 2,
    });
  });

  it('runs as the daily retention.sweep job on the queue', async () => {
    // Scheduled once the server is ready, every day at 03:17 UTC.
    const scheduled = (await server.app.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = 'retention.sweep'`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(scheduled.rows).toEqual([{ cron: '17 3 * * *', timezone: 'UTC' }]);

    const company = await createAccount(server, 'Company');
    const jobId = await posting(company);
    const seeker = await createAccount(server, 'User');
    const id = await application(
      company,
      jobId,
      { userId: seeker.id },
      'rejected',
      monthsBefore(new Date(), 25),
    );
    const old = await link(company, monthsBefore(new Date(), 25));

    await server.app.queue.send('retention.sweep', {});
    await server.app.queue.drain();

    expect(await applicationRow(id)).toMatchObject({ userId: null });
    expect((await linkRow(old.id))?.email).toBe(`anonymised-${old.id}@anonymised.invalid`);
    expect((await retentionEvents(company.id))[0]?.details).toMatchObject({
      userApplications: 1,
      links: 1,
    });
    const { jobs } = await server.app.queue.list({
      name: 'retention.sweep',
      state: 'completed',
      page: 1,
      pageSize: 10,
    });
    expect(jobs.length).toBeGreaterThan(0);
  });
});
