// Issue 46, decisions.md 23 (decisions 247, 248): the job seeker's calls over HTTP on a real
// database (PGlite, or PostgreSQL with DATABASE_URL) and the real SMTP test server:
// recommended jobs (open, not applied to, best fit first, reasons and must-have gaps named, paged),
// the match hint, saved jobs, job alerts and their daily mail (their language, one-click and GET
// unsubscribe). Abuse: a company calling the seeker's calls, one seeker reading or deleting
// another's alerts and saved jobs, a forged unsubscribe token.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobAlerts,
  jobPostings,
  postingFitFeatures,
  seekerMailSettings,
  users,
} from '../src/db/schema';
import { fillFitFeatures } from '../src/features/seekerJobs/fitFeatures';
import { seekerJobsRepository } from '../src/features/seekerJobs/repository';
import { forgetPreparedPostings } from '../src/features/seekerJobs/service';
import { sendJobAlerts } from '../src/features/seekerJobs/alerts';
import { sendJobRecommendations } from '../src/features/seekerJobs/recommendationMail';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  apiCall,
  createCandidate,
  startServerWithSmtp,
  type ApiCallInit,
} from './helpers/candidates';
import type { CaughtMail, TestSmtpServer } from './helpers/smtpServer';
import type { TestServer } from './helpers/testServer';
import { jobPosting } from './security/fixtures';

let stack: Awaited<ReturnType<typeof startServerWithSmtp>>;
let smtp: TestSmtpServer;
let server: TestServer;
let company: TestAccount;
let seeker: TestAccount;
let other: TestAccount;
const jobs: Record<string, string> = {};

const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

async function posting(key: string, overrides: Record<string, unknown>, publish = true) {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: { ...jobPosting, ...overrides },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body._id as string;
  if (publish) {
    const pub = await call(`/api/company/jobs/${id}/status`, {
      method: 'PATCH',
      token: company.token,
      json: { status: 'published' },
    });
    expect(pub.status).toBe(200);
  }
  jobs[key] = id;
  return id;
}

const header = (mail: CaughtMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

beforeAll(async () => {
  stack = await startServerWithSmtp();
  ({ server, smtp } = stack);
  company = await createAccount(server, 'Company');
  seeker = await createCandidate(server, 'Salma Seeker');
  other = await createCandidate(server, 'Omar Other');
  // The seeker: Transportation, 2-5 years, Faculty degree, skills PostgreSQL and Teamwork (the
  // shared fixture); reads Arabic mails.
  await server.app.db.update(users).set({ lang: 'ar' }).where(eq(users.id, seeker.id));
  // A close fit: their field, their level, asks for PostgreSQL.
  await posting('close', {
    title: 'Route data planner',
    description: 'Plans routes with PostgreSQL.',
  });
  // A posting asking more experience than the profile shows (a must-have gap).
  await posting('senior', {
    title: 'Senior fleet planner',
    minExperience: '>10 years',
    description: 'Leads the fleet planning.',
  });
  // Another field.
  await posting('far', {
    title: 'Pastry chef',
    field: 'Food industry',
    minEducation: null,
    minExperience: null,
    description: 'Bakes for our hotel.',
  });
  await posting('draft', { title: 'Draft planner' }, false);
  await posting('applied', { title: 'Applied planner' });
  const applied = await call(`/api/jobs/${jobs.applied}/apply`, {
    method: 'POST',
    token: seeker.token,
  });
  expect(applied.status).toBe(201);
});

afterAll(async () => {
  await stack?.close();
});

describe('listRecommendedJobs', () => {
  it('lists open postings not applied to, best fit first, with reasons and gaps named', async () => {
    const res = await call('/api/user/recommendedJobs?pageSize=50', { token: seeker.token });
    expect(res.status, res.text).toBe(200);
    const ids = (res.body.jobs as { job: { _id: string } }[]).map((j) => j.job._id);
    expect(ids).toContain(jobs.close);
    expect(ids).not.toContain(jobs.draft);
    expect(ids).not.toContain(jobs.applied);
    const byId = new Map(
      (
        res.body.jobs as {
          job: { _id: string };
          fit: number;
          passes: boolean;
          missing: string[];
          reasons: string[];
        }[]
      ).map((j) => [j.job._id, j]),
    );
    const close = byId.get(jobs.close ?? '');
    const senior = byId.get(jobs.senior ?? '');
    const far = byId.get(jobs.far ?? '');
    expect(close?.passes).toBe(true);
    expect(close?.reasons.join(' ')).toMatch(/PostgreSQL/);
    expect(senior?.passes).toBe(false);
    expect(senior?.missing.join(' ')).toMatch(
      /asks >10 years of experience; your profile says 2-5 years/,
    );
    // Must-haves first, then the fit.
    expect(ids.indexOf(jobs.close ?? '')).toBeLessThan(ids.indexOf(jobs.senior ?? ''));
    expect(ids.indexOf(jobs.close ?? '')).toBeLessThan(ids.indexOf(jobs.far ?? ''));
    expect((close?.fit ?? 0) > (far?.fit ?? 0)).toBe(true);
  });

  it('pages, and speaks the caller’s language', async () => {
    const first = await call('/api/user/recommendedJobs?pageSize=1', { token: seeker.token });
    const second = await call('/api/user/recommendedJobs?pageSize=1&page=2', {
      token: seeker.token,
    });
    expect(first.body.jobs).toHaveLength(1);
    expect(second.body.jobs[0].job._id).not.toBe(first.body.jobs[0].job._id);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const res = await server.request('/api/user/recommendedJobs?pageSize=50', {
      token: seeker.token,
      headers: { 'x-lang': 'ar' },
    });
    const body = (await res.json()) as { jobs: { job: { _id: string }; missing: string[] }[] };
    const senior = body.jobs.find((j) => j.job._id === jobs.senior);
    expect(senior?.missing.join(' ')).toMatch(/أكثر من 10 سنوات/);
  });

  it('refuses a company and a stranger, and bad paging', async () => {
    expect((await call('/api/user/recommendedJobs', { token: company.token })).status).toBe(403);
    expect((await call('/api/user/recommendedJobs')).status).toBe(401);
    expect(
      (await call('/api/user/recommendedJobs?pageSize=500', { token: seeker.token })).status,
    ).toBe(400);
  });
});

describe('the postings’ fit features (decision 277)', () => {
  it('keeps each posting’s skills for its version and scores from them; honours its own must-haves', async () => {
    const id = await posting('kube', {
      title: 'Cluster route planner',
      description: 'Plans routes with PostgreSQL.',
    });
    const settings = await call(`/api/company/jobs/${id}/fit-settings`, {
      method: 'PUT',
      token: company.token,
      json: { mustHaves: { skills: ['Kubernetes'] } },
    });
    expect(settings.status, settings.text).toBe(200);
    const recommended = async () => {
      const res = await call('/api/user/recommendedJobs?pageSize=50', { token: seeker.token });
      expect(res.status, res.text).toBe(200);
      return (
        res.body.jobs as { job: { _id: string }; fit: number; passes: boolean; missing: string[] }[]
      ).find((j) => j.job._id === id);
    };
    // The posting's own must-have counts (it was left out before: the defaults were scored).
    const first = await recommended();
    expect(first?.passes).toBe(false);
    expect(first?.missing.join(' ')).toContain('Kubernetes');
    // Read once and kept for this version of the posting.
    const [job] = await server.app.db.select().from(jobPostings).where(eq(jobPostings.id, id));
    const kept = async () =>
      (
        await server.app.db
          .select()
          .from(postingFitFeatures)
          .where(eq(postingFitFeatures.jobId, id))
      )[0];
    expect((await kept())?.postingUpdatedAt.getTime()).toBe(job?.updatedAt.getTime());
    expect((await kept())?.skills).toEqual(['Kubernetes', 'PostgreSQL']);
    // Kept skills are what the score reads: the text is not read again.
    await server.app.db
      .update(postingFitFeatures)
      // Teamwork is a skill of the seeker's that the text does not name.
      .set({ skills: ['Kubernetes', 'PostgreSQL', 'Teamwork'] })
      .where(eq(postingFitFeatures.jobId, id));
    forgetPreparedPostings();
    const fromKept = await recommended();
    expect(fromKept?.fit).toBeGreaterThan(first?.fit ?? 100);
    // Skills kept for an older version are read again from the text, and replaced.
    await server.app.db
      .update(postingFitFeatures)
      .set({ postingUpdatedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(postingFitFeatures.jobId, id));
    forgetPreparedPostings();
    expect((await recommended())?.fit).toBe(first?.fit);
    expect((await kept())?.skills).toEqual(['Kubernetes', 'PostgreSQL']);
    expect((await kept())?.postingUpdatedAt.getTime()).toBe(job?.updatedAt.getTime());
    // The background fill keeps every candidate posting's skills, also of a posting whose update
    // time has microseconds (PostgreSQL's now(); JavaScript dates hold milliseconds).
    await server.app.db.execute(sql`update job_postings set updated_at = now() where id = ${id}`);
    await server.app.db.delete(postingFitFeatures);
    const filled = await fillFitFeatures(seekerJobsRepository(server.app.db));
    expect(filled).toBeGreaterThanOrEqual(4);
    expect((await kept())?.skills).toEqual(['Kubernetes', 'PostgreSQL']);
    expect(await fillFitFeatures(seekerJobsRepository(server.app.db))).toBe(0);
    // Closed again so that the mails below are not about it.
    await server.app.db.update(jobPostings).set({ status: 'closed' }).where(eq(jobPostings.id, id));
  });
});

describe('getJobMatch (the hint before applying)', () => {
  it('says what fits and what is missing, and whether the seeker applied', async () => {
    const senior = await call(`/api/jobs/${jobs.senior}/match`, { token: seeker.token });
    expect(senior.status).toBe(200);
    expect(senior.body).toMatchObject({ jobId: jobs.senior, applied: false, passes: false });
    expect(senior.body.missing[0]).toMatch(/experience/i);
    const applied = await call(`/api/jobs/${jobs.applied}/match`, { token: seeker.token });
    expect(applied.body.applied).toBe(true);
    expect((await call(`/api/jobs/${jobs.draft}/match`, { token: seeker.token })).status).toBe(404);
    expect((await call(`/api/jobs/${jobs.close}/match`, { token: company.token })).status).toBe(
      403,
    );
  });
});

describe('saved jobs', () => {
  it('are saved once, listed newest first, and removed; another seeker sees none of them', async () => {
    expect(
      (await call(`/api/user/savedJobs/${jobs.close}`, { method: 'POST', token: seeker.token }))
        .status,
    ).toBe(201);
    expect(
      (await call(`/api/user/savedJobs/${jobs.close}`, { method: 'POST', token: seeker.token }))
        .status,
    ).toBe(200);
    expect(
      (await call(`/api/user/savedJobs/${jobs.far}`, { method: 'POST', token: seeker.token }))
        .status,
    ).toBe(201);
    const list = await call('/api/user/savedJobs', { token: seeker.token });
    expect(list.status).toBe(200);
    expect(list.body.jobs.map((j: { job: { _id: string } }) => j.job._id)).toEqual([
      jobs.far,
      jobs.close,
    ]);
    expect(list.body.total).toBe(2);
    const theirs = await call('/api/user/savedJobs', { token: other.token });
    expect(theirs.body.jobs).toEqual([]);
    expect(
      (await call(`/api/user/savedJobs/${jobs.far}`, { method: 'DELETE', token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(`/api/user/savedJobs/${jobs.far}`, { method: 'DELETE', token: seeker.token }))
        .status,
    ).toBe(204);
    expect(
      (await call(`/api/user/savedJobs/${jobs.draft}`, { method: 'POST', token: seeker.token }))
        .status,
    ).toBe(404);
    expect((await call('/api/user/savedJobs', { token: company.token })).status).toBe(403);
  });
});

describe('job alerts', () => {
  let alertId: string;

  it('are created with optional filters and checked; bad input stores nothing', async () => {
    const created = await call('/api/user/jobAlerts', {
      method: 'POST',
      token: seeker.token,
      json: { q: 'planner', field: 'Transportation', country: 'EG' },
    });
    expect(created.status, created.text).toBe(201);
    alertId = created.body.alert._id;
    expect(created.body.alert).toMatchObject({
      q: 'planner',
      field: 'Transportation',
      country: 'EG',
      city: null,
    });
    for (const bad of [
      { country: 'Egypt' },
      { field: 'Nope' },
      { workplace: 'moon' },
      { extra: 1 },
    ]) {
      const res = await call('/api/user/jobAlerts', {
        method: 'POST',
        token: seeker.token,
        json: bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const list = await call('/api/user/jobAlerts', { token: seeker.token });
    expect(list.body.alerts).toHaveLength(1);
  });

  it('belong to their seeker: another seeker neither lists nor deletes them, a company is refused', async () => {
    expect((await call('/api/user/jobAlerts', { token: other.token })).body.alerts).toEqual([]);
    expect(
      (await call(`/api/user/jobAlerts/${alertId}`, { method: 'DELETE', token: other.token }))
        .status,
    ).toBe(404);
    expect((await call('/api/user/jobAlerts', { token: company.token })).status).toBe(403);
    expect(
      (await call('/api/user/jobAlerts', { method: 'POST', token: company.token, json: {} }))
        .status,
    ).toBe(403);
  });

  it('mail the day’s new matching postings once, in the seeker’s language, with one-click unsubscribe', async () => {
    // The postings were published today: the run of tomorrow covers today.
    await server.app.db.update(jobAlerts).set({ sentUntil: new Date(Date.now() - 2 * 86_400_000) });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const run = await sendJobAlerts(server.app, tomorrow);
    await server.app.mailer.drain();
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    const mail = smtp.mails.find(
      (m) => m.to.includes(seeker.email) && (header(m, 'List-Id') ?? '').includes('job-alerts'),
    );
    expect(mail, 'the seeker gets an alert mail').toBeTruthy();
    const m = mail as CaughtMail;
    expect(m.subject).toMatch(/وظ/);
    expect(m.text).toContain('Route data planner');
    expect(m.text).not.toContain('Pastry chef');
    expect(m.text).not.toContain('Draft planner');
    expect(header(m, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Never twice for the same day.
    const again = await sendJobAlerts(server.app, tomorrow);
    expect(again.mailed).toBe(0);

    // The GET address leads to the page; it never unsubscribes.
    const address = (header(m, 'List-Unsubscribe') ?? '').slice(1, -1);
    const path = new URL(address).pathname + new URL(address).search;
    const opened = await server.request(path, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/job-alerts\/unsubscribe\?token=/);
    expect((await call('/api/user/jobAlerts', { token: seeker.token })).body.alerts).toHaveLength(
      1,
    );
    // A forged token: 404, nothing deleted.
    const forged = await server.request(
      path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(404);
    const res = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await call('/api/user/jobAlerts', { token: seeker.token })).body.alerts).toEqual([]);
  });

  it('are deleted by their seeker', async () => {
    const created = await call('/api/user/jobAlerts', {
      method: 'POST',
      token: seeker.token,
      json: {},
    });
    expect(created.status).toBe(201);
    const id = created.body.alert._id;
    expect(
      (await call(`/api/user/jobAlerts/${id}`, { method: 'DELETE', token: seeker.token })).status,
    ).toBe(204);
    const [row] = await server.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
    expect(row).toBeUndefined();
    // A closed posting is not recommended.
    await server.app.db
      .update(jobPostings)
      .set({ status: 'closed' })
      .where(eq(jobPostings.id, jobs.far ?? ''));
    const rec = await call('/api/user/recommendedJobs?pageSize=50', { token: seeker.token });
    expect(rec.body.jobs.map((j: { job: { _id: string } }) => j.job._id)).not.toContain(jobs.far);
  });
});

describe('My applications (listUserApplications)', () => {
  it('carry the next interview and offer withdraw only while it can matter; the server refuses it after', async () => {
    const applicationId = (
      await call('/api/user/applications', { token: seeker.token })
    ).body.applications.find((a: { jobId: string }) => a.jobId === jobs.applied)._id as string;
    // Whole minutes: the server keeps interviews to the minute.
    const startsAt = new Date(
      Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000,
    ).toISOString();
    const scheduled = await call(`/api/company/applications/${applicationId}/interviews`, {
      method: 'POST',
      token: company.token,
      json: {
        startsAt,
        durationMinutes: 45,
        timeZone: 'Africa/Cairo',
        location: 'Nile Tower, floor 3',
        videoUrl: 'https://meet.example.com/abc',
        interviewerIds: [company.memberId],
      },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const mine = await call('/api/user/applications', { token: seeker.token });
    const item = mine.body.applications.find((a: { _id: string }) => a._id === applicationId);
    expect(item.nextInterview).toEqual({
      startsAt: new Date(startsAt).toISOString(),
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      location: 'Nile Tower, floor 3',
      videoUrl: 'https://meet.example.com/abc',
    });
    expect(item.canWithdraw).toBe(true);
    expect(item.stageName.ar).toBeTruthy();
    // Another seeker never sees it.
    const theirs = await call('/api/user/applications', { token: other.token });
    expect(JSON.stringify(theirs.body)).not.toContain(applicationId);

    const hired = await call(`/api/company/applications/${applicationId}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'hired' },
    });
    expect(hired.status, hired.text).toBe(200);
    const after = await call('/api/user/applications', { token: seeker.token });
    expect(
      after.body.applications.find((a: { _id: string }) => a._id === applicationId).canWithdraw,
    ).toBe(false);
    const refused = await call(`/api/user/applications/${applicationId}`, {
      method: 'DELETE',
      token: seeker.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('APPLICATION_DECIDED');
    const still = await call('/api/user/applications', { token: seeker.token });
    expect(still.body.applications.map((a: { _id: string }) => a._id)).toContain(applicationId);
  });
});

describe('the weekly mail of recommended jobs (decision 278)', () => {
  it('mails the week’s best fits once, in each seeker’s language, with one-click unsubscribe', async () => {
    // The postings were published today: the run of tomorrow covers the seven days before it.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const run = await sendJobRecommendations(server.app, tomorrow);
    await server.app.mailer.drain();
    expect(run.mailed).toBeGreaterThanOrEqual(2);
    const weekly = (email: string) =>
      smtp.mails.filter(
        (m) => m.to.includes(email) && (header(m, 'List-Id') ?? '').includes('job-recommendations'),
      );
    // Arabic, for the seeker who reads Arabic.
    const [ar] = weekly(seeker.email);
    expect(ar, 'the Arabic seeker gets the weekly mail').toBeTruthy();
    const mail = ar as CaughtMail;
    expect(mail.subject).toMatch(
      /^وظيفة مقترحة لك هذا الأسبوع$|^وظائف مقترحة لك هذا الأسبوع \(\d+\)$/,
    );
    expect(mail.text).toContain('Route data planner');
    expect(mail.text).toContain('التوافق');
    expect(mail.text).toContain('تالنت بول');
    expect(mail.text).not.toContain('TalentPool');
    // Never a posting whose must-have they miss, one they applied to, or a draft.
    expect(mail.text).not.toContain('Senior fleet planner');
    expect(mail.text).not.toContain('Applied planner');
    expect(mail.text).not.toContain('Draft planner');
    expect(mail.text).toContain(`/jobs/${jobs.close}?lang=ar`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.html).toContain('dir="rtl"');
    // English, for the one who reads English.
    const [en] = weekly(other.email);
    expect(en, 'the English seeker gets the weekly mail').toBeTruthy();
    expect((en as CaughtMail).subject).toMatch(
      /^A job recommended for you this week$|^\d+ jobs recommended for you this week$/,
    );
    expect((en as CaughtMail).text).toContain('Route data planner');
    expect((en as CaughtMail).text).toMatch(/fit \d+ of 100/);
    expect((en as CaughtMail).text).toContain('TalentPool');
    // Never twice in a week, whatever runs again.
    const again = await sendJobRecommendations(server.app, tomorrow);
    expect(again.mailed).toBe(0);
    expect(weekly(seeker.email)).toHaveLength(1);

    // The GET address leads to the page asking for the click; it changes nothing.
    const address = (header(mail, 'List-Unsubscribe') ?? '').slice(1, -1);
    const path = new URL(address).pathname + new URL(address).search;
    const opened = await server.request(path, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      /^\/job-alerts\/unsubscribe\?token=[^&]+&list=recommendations$/,
    );
    const mine = await call('/api/user/notifications', { token: seeker.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({ recommendations: true });
    // A forged token: 404, nothing changed.
    const forged = await server.request(
      path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(404);
    expect((await call('/api/user/notifications', { token: seeker.token })).body).toEqual({
      recommendations: true,
    });
    // One click in the mail client turns it off; the text's link says where it is.
    expect(mail.text).toContain('/job-alerts/unsubscribe?token=');
    const res = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await call('/api/user/notifications', { token: seeker.token })).body).toEqual({
      recommendations: false,
    });
    const [stored] = await server.app.db
      .select()
      .from(seekerMailSettings)
      .where(eq(seekerMailSettings.userId, seeker.id));
    expect(stored?.recommendations).toBe(false);
  });

  it('respects the choice made on the jobs page, and refuses others', async () => {
    const off = await call('/api/user/notifications', {
      method: 'PUT',
      token: other.token,
      json: { recommendations: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ recommendations: false });
    // A week later, with the earlier week forgotten: neither seeker (both off) is mailed.
    await server.app.db.update(seekerMailSettings).set({ recommendationsSentUntil: null });
    const before = smtp.mails.length;
    const run = await sendJobRecommendations(server.app, new Date(Date.now() + 86_400_000));
    await server.app.mailer.drain();
    const mailedTo = smtp.mails.slice(before).flatMap((m) => m.to);
    expect(mailedTo).not.toContain(seeker.email);
    expect(mailedTo).not.toContain(other.email);
    expect(run.seekers).toBe(0);
    // On again: mailed again.
    const on = await call('/api/user/notifications', {
      method: 'PUT',
      token: other.token,
      json: { recommendations: true },
    });
    expect(on.body).toEqual({ recommendations: true });
    const back = await sendJobRecommendations(server.app, new Date(Date.now() + 86_400_000));
    await server.app.mailer.drain();
    expect(back.mailed).toBe(1);
    // Abuse: a company, no login, bad input.
    expect((await call('/api/user/notifications', { token: company.token })).status).toBe(403);
    expect((await call('/api/user/notifications')).status).toBe(401);
    const bad = await call('/api/user/notifications', {
      method: 'PUT',
      token: other.token,
      json: { recommendations: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const extra = await call('/api/user/notifications', {
      method: 'PUT',
      token: other.token,
      json: { recommendations: true, userId: seeker.id },
    });
    expect(extra.status).toBe(400);
    expect((await call('/api/user/notifications', { token: seeker.token })).body).toEqual({
      recommendations: false,
    });
  });
});
