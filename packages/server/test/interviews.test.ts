// Issue 19 over real HTTP (decisions.md 12, decision 120): scheduling with iCalendar
// invitations read by a real parser (one UID, rising SEQUENCE, CANCEL, DTSTART = startsAt),
// bad input refused with nothing stored, who may see and do what, self-scheduling booked
// exactly once (also under a real race), kits, scorecards hidden until one's own is in, my
// interviews, the calendar feed, the pipeline card counts and the recommendations' accuracy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { checklistItems } from '@talentpool/domain/checklists/items';
import {
  companies,
  companyMembers,
  interviewOffers,
  interviews,
  interviewKits,
  scorecards,
} from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { createInterviewsRepository } from '../src/features/interviews/repository';
import { createInterviewsService, hashSecret } from '../src/features/interviews/service';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { inviteOf, parseCalendar } from './helpers/calendar';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

const publicUrl = 'https://talentpool.example';
const hour = 3_600_000;
const day = 24 * hour;
const clock = manualClock(new Date());

let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestAccount;
let interviewerA: TestAccount;
let interviewerB: TestAccount;
let interviewerC: TestAccount;
let otherCompany: TestAccount;
let applicant: TestAccount;
let jobId: string;
let applicationId: string;

async function call(
  path: string,
  init: { method?: string; token?: string; json?: unknown; lang?: string } = {},
) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
    headers: init.lang ? { 'x-lang': init.lang } : undefined,
  });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

const later = (ms: number) => new Date(clock.now().getTime() + ms);
/** An ISO instant with a non-UTC offset, as a browser in Riyadh (+03:00) writes it. */
function withOffset(date: Date, offsetHours = 3): string {
  const local = new Date(date.getTime() + offsetHours * hour);
  return `${local.toISOString().slice(0, 19)}+0${offsetHours}:00`;
}

async function mailsTo(address: string, subject: RegExp, atLeast = 1): Promise<CaughtMail[]> {
  await server.app.mailer.drain();
  await smtp.waitForMail(
    () =>
      smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject))
        .length >= atLeast,
  );
  return smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
}

async function rowCount(table: typeof interviews | typeof interviewOffers | typeof scorecards) {
  const [row] = await server.app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function newApplication(lang = 'en'): Promise<{ id: string; user: TestAccount }> {
  const user = await createAccount(server, 'User');
  await server.request('/api/user/language', { method: 'PUT', token: user.token, json: { lang } });
  const saved = await call('/api/user', {
    method: 'PUT',
    token: user.token,
    json: validProfile(`2990101${String(Math.random()).slice(2, 9)}`),
  });
  expect(saved.status).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: user.token });
  expect(applied.status).toBe(201);
  return { id: applied.body._id, user };
}

const schedule = (id: string, body: Record<string, unknown>, token = owner.token) =>
  call(`/api/company/applications/${id}/interviews`, { method: 'POST', token, json: body });

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, RATE_LIMIT_ONE_TIME: '1000' },
    clock,
  });
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Interviews' })
    .where(eq(companies.id, owner.id));
  [interviewerA, interviewerB, interviewerC, otherCompany] = await Promise.all([
    addMember(server, owner, 'interviewer', { name: 'Amal Interviewer' }),
    addMember(server, owner, 'interviewer', { name: 'Badr Interviewer' }),
    addMember(server, owner, 'interviewer', { name: 'Carim Interviewer' }),
    createAccount(server, 'Company'),
  ]);
  // Badr reads Arabic: his mails come in Arabic.
  await server.app.db
    .update(companyMembers)
    .set({ lang: 'ar' })
    .where(eq(companyMembers.id, interviewerB.memberId ?? ''));
  const posting = await call('/api/company/jobs', {
    method: 'POST',
    token: owner.token,
    json: {
      title: 'Operations planner',
      description: 'Plans the weekly schedule of three warehouses.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      minEducation: 'Faculty degree',
      minExperience: '6-10 years',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(posting.status).toBe(201);
  jobId = posting.body._id;
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: owner.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  const first = await newApplication();
  applicationId = first.id;
  applicant = first.user;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('scheduling, changing and cancelling an interview', () => {
  let interviewId: string;
  let uid: string;
  const startsAt = () => later(3 * day);

  it('schedules and invites the applicant and each interviewer with one calendar event', async () => {
    const at = startsAt();
    const res = await schedule(applicationId, {
      startsAt: withOffset(at),
      durationMinutes: 45,
      timeZone: 'Asia/Riyadh',
      location: 'Head office, room 2',
      videoUrl: 'https://meet.example.com/abc',
      interviewerIds: [interviewerA.memberId, interviewerB.memberId],
    });
    expect(res.status).toBe(201);
    const interview = res.body.interview;
    interviewId = interview._id;
    expect(interview).toMatchObject({
      applicationId,
      jobId,
      startsAt: at.toISOString().replace(/\.\d+Z$/, '.000Z'),
      durationMinutes: 45,
      timeZone: 'Asia/Riyadh',
      location: 'Head office, room 2',
      videoUrl: 'https://meet.example.com/abc',
      status: 'scheduled',
      sequence: 0,
      job: { _id: jobId, title: 'Operations planner' },
    });
    expect(interview.startsAt).toMatch(/Z$/);
    expect(Date.parse(interview.endsAt) - Date.parse(interview.startsAt)).toBe(45 * 60_000);
    expect(interview.interviewers.map((p: { name: string }) => p.name)).toEqual([
      'Amal Interviewer',
      'Badr Interviewer',
    ]);

    const [toApplicant] = await mailsTo(applicant.email, /Interview: Operations planner/);
    const [toA] = await mailsTo(interviewerA.email, /Interview: Operations planner/);
    // Badr's in Arabic.
    const [toB] = await mailsTo(interviewerB.email, /مقابلة: Operations planner/);
    const invites = [toApplicant, toA, toB].map((mail) => inviteOf(mail as CaughtMail));
    for (const invite of invites) {
      expect(invite.method).toBe('REQUEST');
      expect(invite.sequence).toBe(0);
      expect(invite.start.getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(invite.tzid).toBe('Asia/Riyadh');
      // The member who scheduled it, whose mailbox gets the replies (decisions.md 17).
      expect(invite.organizer.toLowerCase()).toBe(`mailto:${owner.email.toLowerCase()}`);
      expect(invite.attendees.sort()).toEqual(
        [applicant.email, interviewerA.email, interviewerB.email]
          .map((e) => e.toLowerCase())
          .sort(),
      );
    }
    uid = invites[0]?.uid ?? '';
    expect(uid).toMatch(/@talentpool$/);
    expect(new Set(invites.map((i) => i.uid)).size).toBe(1);
  });

  it('moves it: same UID, SEQUENCE 1; an interviewer taken off gets CANCEL, a new one REQUEST', async () => {
    const moved = later(4 * day);
    const res = await call(`/api/company/interviews/${interviewId}`, {
      method: 'PATCH',
      token: owner.token,
      json: {
        startsAt: moved.toISOString(),
        interviewerIds: [interviewerA.memberId, interviewerC.memberId],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.interview.sequence).toBe(1);
    expect(res.body.interview.interviewers.map((p: { _id: string }) => p._id)).toEqual([
      interviewerA.memberId,
      interviewerC.memberId,
    ]);
    const [change] = await mailsTo(applicant.email, /Interview moved/);
    const [toC] = await mailsTo(interviewerC.email, /Interview: Operations planner/);
    const [offB] = await mailsTo(interviewerB.email, /أُلغيت المقابلة/);
    const changeInvite = inviteOf(change as CaughtMail);
    expect(changeInvite).toMatchObject({ uid, sequence: 1, method: 'REQUEST' });
    expect(changeInvite.start.getTime()).toBe(Math.floor(moved.getTime() / 1000) * 1000);
    expect(inviteOf(toC as CaughtMail)).toMatchObject({ uid, sequence: 1, method: 'REQUEST' });
    const cancelB = inviteOf(offB as CaughtMail);
    expect(cancelB).toMatchObject({ uid, sequence: 1, method: 'CANCEL' });
    expect(cancelB.attendees).toEqual([interviewerB.email.toLowerCase()]);
  });

  it('an unchanged PATCH changes nothing (no new sequence)', async () => {
    const res = await call(`/api/company/interviews/${interviewId}`, {
      method: 'PATCH',
      token: owner.token,
      json: { timeZone: 'Asia/Riyadh' },
    });
    expect(res.status).toBe(200);
    expect(res.body.interview.sequence).toBe(1);
  });

  it('cancels it: METHOD:CANCEL with a higher SEQUENCE to everyone', async () => {
    const res = await call(`/api/company/interviews/${interviewId}/cancel`, {
      method: 'POST',
      token: owner.token,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    for (const person of [applicant, interviewerA, interviewerC]) {
      const [mail] = await mailsTo(person.email, /Interview cancelled/);
      const invite = inviteOf(mail as CaughtMail);
      expect(invite).toMatchObject({ uid, sequence: 2, method: 'CANCEL' });
    }
    const again = await call(`/api/company/interviews/${interviewId}`, {
      method: 'PATCH',
      token: owner.token,
      json: { durationMinutes: 30 },
    });
    expect(again.status).toBe(400);
    expect(again.body.fields).toHaveProperty('status');
  });

  it('lists the application interviews, times in UTC', async () => {
    const res = await call(`/api/company/applications/${applicationId}/interviews`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.interviews).toHaveLength(1);
    expect(res.body.interviews[0]).toMatchObject({ _id: interviewId, status: 'cancelled' });
    expect(res.body.offers).toEqual([]);
  });
});

describe('bad input is refused with 400 and nothing stored', () => {
  const valid = () => ({
    startsAt: later(2 * day).toISOString(),
    durationMinutes: 60,
    timeZone: 'Europe/Berlin',
    interviewerIds: [interviewerA.memberId],
  });

  it.each([
    ['a time in the past', { startsAt: new Date(Date.now() - hour).toISOString() }, 'startsAt'],
    ['a time without an offset', { startsAt: '2030-01-01T10:00:00' }, 'startsAt'],
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a zone spelled wrongly', { timeZone: 'europe/berlin' }, 'timeZone'],
    ['a duration under 15', { durationMinutes: 10 }, 'durationMinutes'],
    ['a duration over 480', { durationMinutes: 481 }, 'durationMinutes'],
    ['a negative duration (end before start)', { durationMinutes: -30 }, 'durationMinutes'],
    ['no interviewer', { interviewerIds: [] }, 'interviewerIds'],
    ['a video link that is no web address', { videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
  ])('%s', async (_name, change, field) => {
    const before = await rowCount(interviews);
    const res = await schedule(applicationId, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields ?? {}).join(' ')).toContain(field);
    expect(await rowCount(interviews)).toBe(before);
  });

  it('an interviewer of another company, or a removed member', async () => {
    const removed = await addMember(server, owner, 'interviewer');
    await server.app.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(eq(companyMembers.id, removed.memberId ?? ''));
    const before = await rowCount(interviews);
    for (const id of [otherCompany.memberId, removed.memberId]) {
      const res = await schedule(applicationId, { ...valid(), interviewerIds: [id] });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('interviewerIds');
    }
    expect(await rowCount(interviews)).toBe(before);
  });

  it('answers errors in Arabic too', async () => {
    const res = await call(`/api/company/applications/${applicationId}/interviews`, {
      method: 'POST',
      token: owner.token,
      lang: 'ar',
      json: { ...valid(), timeZone: 'Nowhere/Land' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.timeZone).toBe('اختر منطقة زمنية معروفة.');
  });
});

describe('who may see and do what', () => {
  it('another company gets 404, a job seeker 403, an interviewer 403 on scheduling', async () => {
    const body = {
      startsAt: later(2 * day).toISOString(),
      durationMinutes: 30,
      timeZone: 'UTC',
      interviewerIds: [otherCompany.memberId],
    };
    expect((await schedule(applicationId, body, otherCompany.token)).status).toBe(404);
    expect((await schedule(applicationId, body, applicant.token)).status).toBe(403);
    expect((await schedule(applicationId, body, interviewerA.token)).status).toBe(403);
  });

  it('an interviewer sees an application only while on one of its (not cancelled) interviews', async () => {
    const { id } = await newApplication();
    const view = () => call(`/api/company/applications/${id}`, { token: interviewerC.token });
    expect((await view()).status).toBe(403);
    const made = await schedule(id, {
      startsAt: later(5 * day).toISOString(),
      durationMinutes: 30,
      timeZone: 'UTC',
      interviewerIds: [interviewerC.memberId],
    });
    expect(made.status).toBe(201);
    expect((await view()).status).toBe(200);
    expect(
      (await call(`/api/company/applications/${id}/interviews`, { token: interviewerC.token }))
        .status,
    ).toBe(200);
    // Not on the first application's interviews (C's was cancelled).
    expect(
      (await call(`/api/company/applications/${applicationId}`, { token: interviewerC.token }))
        .status,
    ).toBe(403);
    await call(`/api/company/interviews/${made.body.interview._id}/cancel`, {
      method: 'POST',
      token: owner.token,
      json: {},
    });
    expect((await view()).status).toBe(403);
  });
});

describe('self-scheduling', () => {
  let offerApp: string;
  let offerUser: TestAccount;
  let code: string;
  const slot = (ms: number, durationMinutes = 30) => ({
    startsAt: later(ms).toISOString(),
    durationMinutes,
  });

  it('refuses empty, overlapping and past slot lists, storing nothing', async () => {
    ({ id: offerApp, user: offerUser } = await newApplication('ar'));
    const base = { timeZone: 'Africa/Cairo', interviewerIds: [interviewerA.memberId] };
    const before = await rowCount(interviewOffers);
    for (const slots of [
      [],
      [slot(2 * day, 60), slot(2 * day + 30 * 60_000)],
      [slot(-hour)],
      Array.from({ length: 11 }, (_, i) => slot((i + 2) * day)),
    ]) {
      const res = await call(`/api/company/applications/${offerApp}/interview-offers`, {
        method: 'POST',
        token: owner.token,
        json: { ...base, slots },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields).join(' ')).toContain('slots');
    }
    expect(await rowCount(interviewOffers)).toBe(before);
  });

  it('offers three slots and mails the applicant a single-use link in their language', async () => {
    const res = await call(`/api/company/applications/${offerApp}/interview-offers`, {
      method: 'POST',
      token: owner.token,
      json: {
        slots: [slot(3 * day), slot(2 * day), slot(4 * day)],
        timeZone: 'Africa/Cairo',
        interviewerIds: [interviewerA.memberId, interviewerB.memberId],
        videoUrl: 'https://meet.example.com/xyz',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.offer.slots).toHaveLength(3);
    expect(Date.parse(res.body.offer.expiresAt) - clock.now().getTime()).toBe(14 * day);
    const [mail] = await mailsTo(offerUser.email, /اختر موعد مقابلتك/);
    const link = new RegExp(`${publicUrl}/schedule/([\\w-]+)`).exec(mail?.text ?? '');
    code = link?.[1] ?? '';
    expect(code.length).toBeGreaterThan(20);
    // Only its hash is stored.
    const stored = await server.app.db.select().from(interviewOffers);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('shows the offered times without login', async () => {
    const res = await call(`/api/schedule/${code}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: { name: 'Acme Interviews' },
      job: { title: 'Operations planner' },
      timeZone: 'Africa/Cairo',
      videoUrl: 'https://meet.example.com/xyz',
    });
    expect(res.body.slots).toHaveLength(3);
    expect((await call('/api/schedule/unknown-code-1234567890')).status).toBe(404);
  });

  it('refuses a time that was not offered, storing nothing', async () => {
    const before = await rowCount(interviews);
    const res = await call(`/api/schedule/${code}`, {
      method: 'POST',
      json: { startsAt: later(5 * day).toISOString() },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('startsAt');
    expect(await rowCount(interviews)).toBe(before);
  });

  it('40 bookings at once: exactly one 200, the others 409 LINK_USED, one interview', async () => {
    const slots = (await call(`/api/schedule/${code}`)).body.slots as Array<{ startsAt: string }>;
    const before = await rowCount(interviews);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(`/api/schedule/${code}`, {
          method: 'POST',
          json: { startsAt: slots[i % 3]?.startsAt },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('LINK_USED');
    expect(await rowCount(interviews)).toBe(before + 1);
    const booked = results.find((r) => r.status === 200)?.body.interview;
    expect(booked.interviewers).toHaveLength(2);
    const [invite] = await mailsTo(offerUser.email, /مقابلة: Operations planner/);
    expect(inviteOf(invite as CaughtMail).start.toISOString()).toBe(booked.startsAt);
    expect((await call(`/api/schedule/${code}`)).body.code).toBe('LINK_USED');
    const listed = await call(`/api/company/applications/${offerApp}/interviews`, {
      token: owner.token,
    });
    expect(listed.body.offers[0].usedAt).not.toBeNull();
    // Issue 44: the offer row names the interview it booked (a missing await on that update
    // left it null, and nothing read it).
    const [offerRow] = await server.app.db
      .select({ interviewId: interviewOffers.interviewId })
      .from(interviewOffers)
      .where(eq(interviewOffers.codeHash, hashSecret(code)));
    expect(offerRow?.interviewId).toBe(booked._id);
  });

  it('a link past 14 days answers 410 LINK_EXPIRED', async () => {
    const res = await call(`/api/company/applications/${offerApp}/interview-offers`, {
      method: 'POST',
      token: owner.token,
      json: { slots: [slot(20 * day)], timeZone: 'UTC', interviewerIds: [interviewerA.memberId] },
    });
    expect(res.status).toBe(201);
    const mails = await mailsTo(offerUser.email, /اختر موعد مقابلتك/, 2);
    const fresh = /\/schedule\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    clock.advance(15 * day);
    try {
      const got = await call(`/api/schedule/${fresh}`);
      expect(got.status).toBe(410);
      expect(got.body.code).toBe('LINK_EXPIRED');
      const booked = await call(`/api/schedule/${fresh}`, {
        method: 'POST',
        json: { startsAt: res.body.offer.slots[0].startsAt },
      });
      expect(booked.status).toBe(410);
    } finally {
      clock.advance(-15 * day);
    }
  });

  it('only one of many bookings that all found the link open wins (a real race)', async () => {
    // Over HTTP on PGlite the 40 requests above are served one query at a time. Here every
    // booking has read the offer as open before any claims it (a barrier holds each read until
    // all have read), on PGlite as on PostgreSQL: only the conditional UPDATE (used_at is null)
    // inside the booking's transaction keeps the others from booking too.
    const { id } = await newApplication();
    const real = createInterviewsRepository(server.app.db);
    const raceCode = 'race-code-0123456789abcdef';
    const offer = await real.insertOffer(server.app.db, {
      applicationId: id,
      companyId: owner.id,
      codeHash: hashSecret(raceCode),
      slots: [
        {
          startsAt: new Date(Math.floor(later(6 * day).getTime() / 1000) * 1000).toISOString(),
          durationMinutes: 30,
        },
      ],
      timeZone: 'UTC',
      interviewerIds: [interviewerA.memberId ?? ''],
      expiresAt: later(14 * day),
    });
    const racers = 5;
    const arrived: Array<() => void> = [];
    let reads = 0;
    const racing: typeof real = {
      ...real,
      async offerByCodeHash(hash) {
        const row = await real.offerByCodeHash(hash);
        reads += 1;
        if (reads <= racers) {
          await new Promise<void>((resolve) => {
            arrived.push(resolve);
            if (arrived.length === racers) for (const release of arrived) release();
          });
        }
        return row;
      },
    };
    const service = createInterviewsService({
      repository: racing,
      enqueue: (message, options) => server.app.mailer.enqueue(message, options),
      runInTransaction: (work) => server.app.db.transaction(work),
      clock,
      publicUrl,
      feedSecret: 'test',
      log: server.app.log,
    });
    const before = await rowCount(interviews);
    const results = await Promise.allSettled(
      Array.from({ length: racers }, () => service.book(raceCode, offer.slots[0]?.startsAt ?? '')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { code?: string }).code)).toEqual(
      Array(racers - 1).fill('LINK_USED'),
    );
    expect(await rowCount(interviews)).toBe(before + 1);
  });
});

describe('kits and scorecards', () => {
  let interviewId: string;
  let kit: string[];

  it('a posting kit defaults to its requirement items in the company language, and can be set', async () => {
    const got = await call(`/api/company/jobs/${jobId}/interview-kit`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      attributes: [0, 7, 12].map((i) => checklistItems.jobmatch[i]?.label.en),
      isDefault: true,
      // Issue 37 (decision 269): each default attribute in both languages.
      labels: [0, 7, 12].map((i) => checklistItems.jobmatch[i]?.label),
    });
    for (const attributes of [[], ['a', 'A'], ['x'.repeat(81)], Array(21).fill('y')]) {
      const bad = await call(`/api/company/jobs/${jobId}/interview-kit`, {
        method: 'PUT',
        token: owner.token,
        json: { attributes },
      });
      expect(bad.status).toBe(400);
    }
    expect(
      (
        await call(`/api/company/jobs/${jobId}/interview-kit`, {
          method: 'PUT',
          token: interviewerA.token,
          json: { attributes: ['Planning'] },
        })
      ).status,
    ).toBe(403);
    // A translation per attribute or none, each in the other language (decision 269); a list
    // of another length is refused and nothing stored.
    const uneven = await call(`/api/company/jobs/${jobId}/interview-kit`, {
      method: 'PUT',
      token: owner.token,
      json: { attributes: ['Planning', 'Calm'], translations: ['التخطيط'] },
    });
    expect(uneven.status).toBe(400);
    expect(Object.keys(uneven.body.fields)).toEqual(['translations']);
    kit = ['Route planning', 'Stakeholder updates', 'Calm under pressure'];
    const set = await call(`/api/company/jobs/${jobId}/interview-kit`, {
      method: 'PUT',
      token: owner.token,
      json: { attributes: kit, translations: ['التخطيط', '', null] },
    });
    expect(set.body).toEqual({
      attributes: kit,
      isDefault: false,
      labels: [
        { en: 'Route planning', ar: 'التخطيط' },
        { en: 'Stakeholder updates', ar: 'Stakeholder updates' },
        { en: 'Calm under pressure', ar: 'Calm under pressure' },
      ],
    });
    const [stored] = await server.app.db
      .select({ translations: interviewKits.translations })
      .from(interviewKits)
      .where(eq(interviewKits.jobId, jobId));
    expect(stored?.translations).toEqual(['التخطيط', null, null]);
  });

  it('an interviewer reads the kit of a posting they interview for, not of others', async () => {
    // C's interviews of this posting were all cancelled: 403.
    expect(
      (await call(`/api/company/jobs/${jobId}/interview-kit`, { token: interviewerC.token }))
        .status,
    ).toBe(403);
    const made = await schedule(applicationId, {
      startsAt: later(2 * day).toISOString(),
      durationMinutes: 60,
      timeZone: 'Europe/Berlin',
      interviewerIds: [interviewerA.memberId, interviewerB.memberId],
    });
    expect(made.status).toBe(201);
    interviewId = made.body.interview._id;
    const got = await call(`/api/company/jobs/${jobId}/interview-kit`, {
      token: interviewerA.token,
    });
    expect(got.body.attributes).toEqual(kit);
  });

  const submit = (token: string, body: unknown) =>
    call(`/api/company/interviews/${interviewId}/scorecard`, { method: 'PUT', token, json: body });
  const card = (score: number, recommendation: string) => ({
    ratings: kit.map((attribute) => ({ attribute, score })),
    recommendation,
    notes: 'Clear thinker.',
  });

  it('refuses scores out of range, attributes not in the kit and members not on the interview', async () => {
    const before = await rowCount(scorecards);
    for (const body of [
      card(5, 'yes'),
      card(0, 'yes'),
      { ...card(3, 'yes'), recommendation: 'maybe' },
      { ratings: [{ attribute: 'Juggling', score: 3 }], recommendation: 'yes', notes: '' },
    ]) {
      const res = await submit(interviewerA.token, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    // C is not on this interview; the owner is not either.
    expect((await submit(interviewerC.token, card(3, 'yes'))).status).toBe(403);
    expect((await submit(owner.token, card(3, 'yes'))).status).toBe(403);
    expect((await submit(otherCompany.token, card(3, 'yes'))).status).toBe(404);
    expect(await rowCount(scorecards)).toBe(before);
  });

  it("keeps the others' scorecards hidden from an interviewer until theirs is in", async () => {
    const list = (token: string) =>
      call(`/api/company/applications/${applicationId}/scorecards`, { token });
    const first = await submit(interviewerA.token, card(4, 'strongYes'));
    expect(first.status).toBe(201);
    expect(first.body.scorecard).toMatchObject({
      interviewId,
      recommendation: 'strongYes',
      interviewer: { _id: interviewerA.memberId, name: 'Amal Interviewer' },
    });
    const changed = await submit(interviewerA.token, card(3, 'yes'));
    expect(changed.status).toBe(200);

    const hiddenForB = await list(interviewerB.token);
    expect(hiddenForB.status).toBe(200);
    expect(hiddenForB.body).toMatchObject({ scorecards: [], hidden: true });
    expect(hiddenForB.body.summary).toMatchObject({ submitted: 1, expected: 2 });
    expect(JSON.stringify(hiddenForB.body)).not.toContain('Clear thinker');

    const seenByA = await list(interviewerA.token);
    expect(seenByA.body.hidden).toBe(false);
    expect(seenByA.body.scorecards).toHaveLength(1);

    expect((await submit(interviewerB.token, card(1, 'no'))).status).toBe(201);
    const all = await list(interviewerB.token);
    expect(all.body.hidden).toBe(false);
    expect(all.body.scorecards).toHaveLength(2);
    expect(all.body.summary).toMatchObject({
      submitted: 2,
      expected: 2,
      average: 2,
      recommendations: { strongNo: 0, no: 1, yes: 1, strongYes: 0 },
    });
    expect(all.body.summary.attributes).toEqual(
      kit.map((attribute) => ({
        attribute,
        average: 2,
        label: { en: attribute, ar: attribute === 'Route planning' ? 'التخطيط' : attribute },
      })),
    );
    // The owner (not an interviewer of it) sees everything; C, not on it, is refused.
    expect((await list(owner.token)).body.scorecards).toHaveLength(2);
    expect((await list(interviewerC.token)).status).toBe(403);
  });

  // Issue 44: with the status check dropped a scorecard was stored for a cancelled interview.
  it('refuses a scorecard for a cancelled interview, storing nothing', async () => {
    const { id } = await newApplication();
    const made = await schedule(id, {
      startsAt: later(3 * day).toISOString(),
      durationMinutes: 30,
      timeZone: 'UTC',
      interviewerIds: [interviewerA.memberId],
    });
    expect(made.status).toBe(201);
    const cancelled = await call(`/api/company/interviews/${made.body.interview._id}/cancel`, {
      method: 'POST',
      token: owner.token,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const before = await rowCount(scorecards);
    const res = await call(`/api/company/interviews/${made.body.interview._id}/scorecard`, {
      method: 'PUT',
      token: interviewerA.token,
      json: card(3, 'yes'),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty('status');
    expect(await rowCount(scorecards)).toBe(before);
  });

  it('the pipeline card shows the next interview and how many scorecards are in', async () => {
    const res = await call(`/api/company/jobs/${jobId}/applicants`, { token: owner.token });
    expect(res.status).toBe(200);
    const mine = res.body.applicants.find((a: { _id: string }) => a._id === applicationId);
    expect(mine.interviews).toEqual({
      next: expect.stringMatching(/Z$/),
      scorecards: { submitted: 2, expected: 2 },
    });
    const other = res.body.applicants.find((a: { _id: string }) => a._id !== applicationId);
    expect(other.interviews.scorecards).toMatchObject({ submitted: 0 });
  });

  it("the company accuracy reports the recommendations' figure beside the ranking's", async () => {
    for (const stage of ['hired']) {
      const moved = await call(`/api/company/applications/${applicationId}/stage`, {
        method: 'PATCH',
        token: owner.token,
        json: { stage, notify: false },
      });
      expect(moved.status).toBe(200);
    }
    const outcome = await call(`/api/company/applications/${applicationId}/outcome`, {
      method: 'PUT',
      token: owner.token,
      json: { outcome: 'unsuccessful' },
    });
    expect(outcome.status).toBe(200);
    const res = await call('/api/company/accuracy', { token: owner.token });
    expect(res.status).toBe(200);
    // Mean of yes (3) and no (2) is 2.5: predicted to succeed, but it did not.
    expect(res.body.recommendations).toEqual({
      accuracy: null,
      sampleSize: 1,
      correct: 0,
      interval: { low: 0, high: 79.3 },
      minimumSample: 30,
    });
    expect(res.body).toHaveProperty('sampleSize');
  });
});

describe('my interviews and the calendar feed', () => {
  it('lists the upcoming interviews of the member, soonest first, and the past ones', async () => {
    const res = await call('/api/company/interviews/mine?scope=upcoming', {
      token: interviewerA.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    const starts = res.body.interviews.map((i: { startsAt: string }) => i.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(res.body.interviews.every((i: { status: string }) => i.status === 'scheduled')).toBe(
      true,
    );
    const past = await call('/api/company/interviews/mine?scope=past', {
      token: interviewerA.token,
    });
    expect(past.body).toMatchObject({ interviews: [], total: 0, page: 1 });
    // A member with no interviews.
    const none = await call('/api/company/interviews/mine', { token: owner.token });
    expect(none.body.total).toBe(0);
  });

  it('gives a private feed URL, the same on each call, that a calendar reads; renewing voids it', async () => {
    const first = await call('/api/company/calendar-feed', { token: interviewerA.token });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${publicUrl}/api/calendar/[\\w-]+\\.ics$`));
    const again = await call('/api/company/calendar-feed', { token: interviewerA.token });
    expect(again.body.url).toBe(first.body.url);
    const feedPath = (url: string) => url.slice(publicUrl.length);
    const feed = await call(feedPath(first.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = parseCalendar(feed.body as string);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]?.method).toBeNull();
    // Each scheduled interview is a CONFIRMED event at its start. The feed keeps a cancelled one
    // as CANCELLED, and an earlier test's cancelled interview may start at the same minute: the
    // first event at that start was it in one CI run on PostgreSQL (2026-12-07).
    const mine = await call('/api/company/interviews/mine', { token: interviewerA.token });
    expect(mine.body.interviews.length).toBeGreaterThanOrEqual(1);
    const confirmedStarts = events
      .filter((e) => e.status === 'CONFIRMED')
      .map((e) => e.start.toISOString());
    for (const interview of mine.body.interviews) {
      expect(confirmedStarts).toContain(interview.startsAt);
    }
    const renewed = await call('/api/company/calendar-feed', {
      method: 'POST',
      token: interviewerA.token,
    });
    expect(renewed.body.url).not.toBe(first.body.url);
    expect((await call(feedPath(first.body.url))).status).toBe(404);
    expect((await call(feedPath(renewed.body.url))).status).toBe(200);
    expect((await call('/api/calendar/not-a-real-token-0123456789.ics')).status).toBe(404);
  });
});
