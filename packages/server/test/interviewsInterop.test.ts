// decisions.md 17 (issue 39, decision 180) over real HTTP and a real SMTP server: a mailed
// invitation opens in ical.js (Thunderbird's parser, reading the embedded VTIMEZONE) at the
// instant the API holds, for zones whose rules the old frozen package had wrong (Cairo's summer
// time of 2027, Amman's all-year +03 since 2022); the ORGANIZER is the member who scheduled it
// (or offered the slots), whoever changes it later; the .ics ends with CRLF; the feed agrees; the
// video link is clickable in the HTML part.
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

const publicUrl = 'https://talentpool.example';
// "Now" is 2026-12-06, so that December 2026 in Amman and July 2027 in Cairo are both to come.
const clock = manualClock(new Date('2026-12-06T08:00:00Z'));

let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestAccount;
let recruiter: TestAccount;
let interviewer: TestAccount;
let applicant: TestAccount;
let applicationId: string;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

const hasCalendar = (mail: CaughtMail) =>
  mail.parsed.attachments.some((a) => /calendar/i.test(a.contentType));

/** The nth mail with a calendar part to the address. */
async function mailTo(address: string, subject: RegExp, nth = 1): Promise<CaughtMail> {
  await server.app.mailer.drain();
  const matching = () =>
    smtp.mails.filter(
      (m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject) && hasCalendar(m),
    );
  await smtp.waitForMail(() => matching().length >= nth);
  return matching()[nth - 1] as CaughtMail;
}

/** The calendar part exactly as sent, and its one event as ical.js reads it. */
function calendarOf(mail: CaughtMail) {
  const part = mail.parsed.attachments.find((a) => /calendar/i.test(a.contentType));
  if (!part) throw new Error(`mail "${mail.subject}" has no calendar part`);
  const text = part.content.toString('utf8');
  // The calendar's own VTIMEZONE, never ical.js's global registry.
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer');
  return {
    text,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
    organizer: String(organizer?.getFirstValue() ?? '').toLowerCase(),
    organizerName: organizer?.getParameter('cn') ?? null,
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, RATE_LIMIT_ONE_TIME: '1000' },
    clock,
  });
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Nile Logistics' })
    .where(eq(companies.id, owner.id));
  recruiter = await addMember(server, owner, 'recruiter', { name: 'Rana Recruiter' });
  interviewer = await addMember(server, owner, 'interviewer', { name: 'Ibrahim Interviewer' });
  const posting = await call('/api/company/jobs', {
    method: 'POST',
    token: owner.token,
    json: {
      title: 'Fleet planner',
      description: 'Plans the routes of forty trucks.',
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
  const jobId = posting.body._id as string;
  expect(
    (
      await call(`/api/company/jobs/${jobId}/status`, {
        method: 'PATCH',
        token: owner.token,
        json: { status: 'published' },
      })
    ).status,
  ).toBe(200);
  applicant = await createAccount(server, 'User');
  expect(
    (await call('/api/user', { method: 'PUT', token: applicant.token, json: validProfile() }))
      .status,
  ).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: applicant.token,
  });
  expect(applied.status).toBe(201);
  applicationId = applied.body._id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('a mailed invitation in other calendars', () => {
  let cairoId: string;

  it('opens in ical.js at 07:00Z for 10:00 in Cairo on 2027-07-15, organized by the scheduling member, ending with CRLF', async () => {
    const res = await call(`/api/company/applications/${applicationId}/interviews`, {
      method: 'POST',
      token: recruiter.token,
      json: {
        startsAt: '2027-07-15T10:00:00+03:00',
        durationMinutes: 60,
        timeZone: 'Africa/Cairo',
        videoUrl: 'https://meet.example.com/nile-7?pwd=1&x=2',
        interviewerIds: [interviewer.memberId],
      },
    });
    expect(res.status).toBe(201);
    cairoId = res.body.interview._id;
    for (const address of [applicant.email, interviewer.email]) {
      const mail = await mailTo(address, /Fleet planner/);
      // The video link is a link to click in the HTML part (decisions.md 17).
      expect(mail.html).toMatch(
        /<a href="https:\/\/meet\.example\.com\/nile-7\?pwd=1&amp;x=2"[^>]*>/,
      );
      const calendar = calendarOf(mail);
      expect(calendar.start).toBe('2027-07-15T07:00:00.000Z');
      expect(calendar.end).toBe('2027-07-15T08:00:00.000Z');
      expect(calendar.tzid).toBe('Africa/Cairo');
      // Replies reach the person who scheduled it, never the no-reply sender.
      expect(calendar.organizer).toBe(`mailto:${recruiter.email.toLowerCase()}`);
      expect(calendar.organizerName).toBe('Rana Recruiter');
      expect(calendar.text).not.toContain(server.config.mailFrom.replace(/.*<|>.*/g, ''));
      expect(calendar.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    }
  });

  it('keeps the scheduling member as ORGANIZER when another member changes the time', async () => {
    const res = await call(`/api/company/interviews/${cairoId}`, {
      method: 'PATCH',
      token: owner.token,
      json: { startsAt: '2027-07-15T11:00:00+03:00' },
    });
    expect(res.status).toBe(200);
    const calendar = calendarOf(await mailTo(applicant.email, /Fleet planner/, 2));
    expect(calendar.start).toBe('2027-07-15T08:00:00.000Z');
    expect(calendar.organizer).toBe(`mailto:${recruiter.email.toLowerCase()}`);
  });

  it('opens at 07:00Z for 10:00 in Amman in December 2026 (+03 all year)', async () => {
    const res = await call(`/api/company/applications/${applicationId}/interviews`, {
      method: 'POST',
      token: owner.token,
      json: {
        startsAt: '2026-12-20T10:00:00+03:00',
        durationMinutes: 30,
        timeZone: 'Asia/Amman',
        interviewerIds: [interviewer.memberId],
      },
    });
    expect(res.status).toBe(201);
    // The interviewer's third calendar mail: the Cairo invitation, its change, this one.
    const calendar = calendarOf(await mailTo(interviewer.email, /Fleet planner/, 3));
    expect(calendar.tzid).toBe('Asia/Amman');
    expect(calendar.start).toBe('2026-12-20T07:00:00.000Z');
    expect(calendar.organizer).toBe(`mailto:${owner.email.toLowerCase()}`);
  });

  it('names the member who offered the slots as ORGANIZER of a booked slot, and the feed agrees', async () => {
    const offered = await call(`/api/company/applications/${applicationId}/interview-offers`, {
      method: 'POST',
      token: recruiter.token,
      json: {
        slots: [{ startsAt: '2027-07-20T14:00:00+03:00', durationMinutes: 45 }],
        timeZone: 'Africa/Cairo',
        interviewerIds: [interviewer.memberId],
      },
    });
    expect(offered.status).toBe(201);
    await server.app.mailer.drain();
    const code = smtp.mails
      .filter((m) => m.to.includes(applicant.email.toLowerCase()))
      .map((m) => new RegExp(`${publicUrl}/schedule/([\\w-]+)`).exec(m.text)?.[1])
      .find(Boolean);
    expect(code).toBeTruthy();
    const booked = await call(`/api/schedule/${code}`, {
      method: 'POST',
      json: { startsAt: '2027-07-20T11:00:00.000Z' },
    });
    expect(booked.status).toBe(200);
    await server.app.mailer.drain();
    const invitation = smtp.mails
      .filter((m) => m.to.includes(interviewer.email.toLowerCase()) && hasCalendar(m))
      .map(calendarOf)
      .find((c) => c.start === '2027-07-20T11:00:00.000Z');
    expect(invitation?.tzid).toBe('Africa/Cairo');
    expect(invitation?.organizer).toBe(`mailto:${recruiter.email.toLowerCase()}`);

    const feedUrl = (await call('/api/company/calendar-feed', { token: interviewer.token })).body
      .url as string;
    const feed = await call(feedUrl.slice(publicUrl.length));
    expect(feed.status).toBe(200);
    const text = feed.body as string;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => ({
        start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
        organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
      }));
    expect(events).toEqual(
      expect.arrayContaining([
        { start: '2027-07-15T08:00:00.000Z', organizer: `mailto:${recruiter.email.toLowerCase()}` },
        { start: '2026-12-20T07:00:00.000Z', organizer: `mailto:${owner.email.toLowerCase()}` },
        { start: '2027-07-20T11:00:00.000Z', organizer: `mailto:${recruiter.email.toLowerCase()}` },
      ]),
    );
  });
});
