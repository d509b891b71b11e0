// Reminders 24 hours before an interview (decisions.md 12, decision 120) with a controllable
// clock: not before the window, exactly one per person in it, none on a second sweep, none
// after a restart on the same data (PGlite directory or PostgreSQL database), again for an
// interview moved to a new time, never for a cancelled one. The sweep runs as the queue's job.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { sendDueReminders } from '../src/features/interviews/reminders';
import { reminderJob } from '../src/features/interviews/routes';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import {
  createMigratedTestDatabase,
  dropTestDatabase,
  json,
  startTestServer,
  type TestServer,
} from './helpers/testServer';
import { validProfile } from './security/fixtures';

const hour = 3_600_000;
const clock = manualClock(new Date());
let smtp: TestSmtpServer;
let server: TestServer;
let dataDir: string;
let databaseUrl: string | undefined;
let owner: TestAccount;
let interviewerA: TestAccount;
let interviewerB: TestAccount;
let applicant: TestAccount;
let applicationId: string;

const start = () =>
  startTestServer({
    env: { SMTP_URL: smtp.url },
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    clock,
  });

async function call(p: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(p, { method: init.method ?? 'GET', ...init });
  return { status: res.status, body: await json(res) };
}

/** Reminder mails sent so far, by recipient. */
async function reminders(): Promise<string[]> {
  await server.app.mailer.drain();
  // Let the SMTP server parse what was just sent.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return smtp.mails
    .filter((m) => /^(Tomorrow:|غدًا:)/.test(m.subject))
    .flatMap((m) => m.to)
    .sort();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-reminders-'));
  if (process.env.DATABASE_URL)
    databaseUrl = await createMigratedTestDatabase(process.env.DATABASE_URL);
  server = await start();
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Reminder Co' })
    .where(eq(companies.id, owner.id));
  interviewerA = await addMember(server, owner, 'interviewer', { name: 'Amal' });
  interviewerB = await addMember(server, owner, 'interviewer', { name: 'Badr' });
  applicant = await createAccount(server, 'User');
  const posting = await call('/api/company/jobs', {
    method: 'POST',
    token: owner.token,
    json: {
      title: 'Night planner',
      description: 'Plans the night shifts.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      minEducation: 'Faculty degree',
      minExperience: '6-10 years',
      requirement: { kind: 'jobmatch', items: [7] },
    },
  });
  expect(posting.body).toMatchObject({ title: 'Night planner' });
  await call(`/api/company/jobs/${posting.body._id}/status`, {
    method: 'PATCH',
    token: owner.token,
    json: { status: 'published' },
  });
  const saved = await call('/api/user', {
    method: 'PUT',
    token: applicant.token,
    json: validProfile('29901011234567'),
  });
  expect(saved.body).toMatchObject({});
  expect(saved.status).toBe(200);
  const applied = await call(`/api/jobs/${posting.body._id}/apply`, {
    method: 'POST',
    token: applicant.token,
  });
  expect(applied.body).toMatchObject({ stage: 'applied' });
  applicationId = applied.body._id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

const schedule = (startsAt: Date) =>
  call(`/api/company/applications/${applicationId}/interviews`, {
    method: 'POST',
    token: owner.token,
    json: {
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      timeZone: 'Europe/London',
      interviewerIds: [interviewerA.memberId, interviewerB.memberId],
    },
  });

describe('interview reminders', () => {
  let interviewId: string;
  const everyone = () => [applicant.email, interviewerA.email, interviewerB.email].sort();

  it('sends nothing 25 hours before', async () => {
    const made = await schedule(new Date(clock.now().getTime() + 25 * hour));
    expect(made.status).toBe(201);
    interviewId = made.body.interview._id;
    expect(await sendDueReminders(server.app, clock.now())).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('sends exactly one per person once within 24 hours, none on a second sweep', async () => {
    clock.advance(2 * hour);
    expect(await sendDueReminders(server.app, clock.now())).toBe(1);
    expect(await reminders()).toEqual(everyone());
    expect(await sendDueReminders(server.app, clock.now())).toBe(0);
    // The queue's job runs the same sweep.
    await server.app.queue.send(reminderJob, {});
    await server.app.queue.drain();
    expect(await reminders()).toEqual(everyone());
  });

  it('sends none again after a restart on the same data', async () => {
    await server.stop();
    server = await start();
    clock.advance(10 * 60_000);
    expect(await sendDueReminders(server.app, clock.now())).toBe(0);
    await server.app.queue.send(reminderJob, {});
    await server.app.queue.drain();
    expect(await reminders()).toEqual(everyone());
  });

  it('reminds again for a new time, never for a cancelled interview', async () => {
    const moved = await call(`/api/company/interviews/${interviewId}`, {
      method: 'PATCH',
      token: owner.token,
      json: { startsAt: new Date(clock.now().getTime() + 20 * hour).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(await sendDueReminders(server.app, clock.now())).toBe(1);
    expect(await reminders()).toEqual([...everyone(), ...everyone()].sort());

    const other = await schedule(new Date(clock.now().getTime() + 30 * hour));
    expect(other.status).toBe(201);
    const cancelled = await call(`/api/company/interviews/${other.body.interview._id}/cancel`, {
      method: 'POST',
      token: owner.token,
      json: {},
    });
    expect(cancelled.status).toBe(200);
    clock.advance(8 * hour);
    expect(await sendDueReminders(server.app, clock.now())).toBe(0);
    expect(await reminders()).toEqual([...everyone(), ...everyone()].sort());
  });
});
