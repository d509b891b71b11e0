// Issue 38 finding 9 (decisions.md 11 and 16, decision 214): a member the company holds until they
// set up the second factor read their interviews and calendar feed, and feeds kept answering after
// an operator disabled the company. Over HTTP: the member's own interview calls, the calendar feed
// a calendar app reads with its secret URL alone, and the job feed of one company.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall } from '../helpers/candidates';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { applyToNewJob, relaxedLimits, validProfile } from './fixtures';

const publicUrl = 'https://talentpool.example';
const operatorEmail = 'ops-held@example.com';
let server: TestServer;
let operator: TestAccount;

beforeAll(async () => {
  server = await startTestServer({
    env: { ...relaxedLimits, PUBLIC_URL: publicUrl, ADMIN_EMAILS: operatorEmail },
  });
  operator = await createAccount(server, 'User', { email: operatorEmail });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A company with an interviewer on one scheduled interview, and the interviewer's feed path. */
async function companyWithInterview() {
  const owner = await createAccount(server, 'Company');
  const interviewer = await addMember(server, owner, 'interviewer');
  const seeker = await createAccount(server, 'User');
  const saved = await apiCall(server, '/api/user', {
    method: 'PUT',
    token: seeker.token,
    json: validProfile(`2990101${String(Date.now()).slice(-7)}`),
  });
  expect(saved.status, saved.text).toBe(200);
  const application = await applyToNewJob(server, owner, seeker);
  const scheduled = await apiCall(
    server,
    `/api/company/applications/${application.id}/interviews`,
    {
      method: 'POST',
      token: owner.token,
      json: {
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        durationMinutes: 30,
        timeZone: 'Africa/Cairo',
        location: 'Head office',
        interviewerIds: [interviewer.memberId],
      },
    },
  );
  expect(scheduled.status, scheduled.text).toBe(201);
  const feed = await apiCall(server, '/api/company/calendar-feed', { token: interviewer.token });
  expect(feed.status, feed.text).toBe(200);
  const feedPath = String(feed.body.url).slice(publicUrl.length);
  return { owner, interviewer, feedPath };
}

const requireSecondFactor = (companyId: string, on: boolean) =>
  server.app.db.update(companies).set({ requireTotp: on }).where(eq(companies.id, companyId));

describe('a member held at second-factor set-up', () => {
  it('reads neither their interviews nor their feed until the factor is set up', async () => {
    const { owner, interviewer, feedPath } = await companyWithInterview();
    const mine = await apiCall(server, '/api/company/interviews/mine', {
      token: interviewer.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect((await server.request(feedPath)).status).toBe(200);

    await requireSecondFactor(owner.id, true);
    // "Who am I" still answers: the web app needs it to show the set-up.
    expect((await apiCall(server, '/api/company/me', { token: interviewer.token })).status).toBe(
      200,
    );
    const held = await apiCall(server, '/api/company/interviews/mine', {
      token: interviewer.token,
    });
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('FORBIDDEN');
    for (const method of ['GET', 'POST']) {
      const url = await apiCall(server, '/api/company/calendar-feed', {
        method,
        token: interviewer.token,
      });
      expect(url.status, method).toBe(403);
    }
    const feed = await server.request(feedPath);
    expect(feed.status).toBe(404);
    expect(await feed.text()).not.toContain('BEGIN:VEVENT');

    // Once the company no longer holds them (or they set the factor up), both answer again.
    await requireSecondFactor(owner.id, false);
    expect((await server.request(feedPath)).status).toBe(200);
  }, 60_000);
});

describe('a company an operator disabled', () => {
  it("its members' calendar feeds and its job feed answer as unknown ones", async () => {
    const { owner, feedPath } = await companyWithInterview();
    const rss = `/jobs/feed.rss?company=${owner.id}`;
    expect((await server.request(rss)).status).toBe(200);
    const disabled = await apiCall(server, `/api/operator/accounts/company/${owner.id}/disable`, {
      method: 'POST',
      token: operator.token,
      json: { reason: 'Phishing reports' },
    });
    expect(disabled.status, disabled.text).toBe(200);
    const feed = await server.request(feedPath);
    expect(feed.status).toBe(404);
    expect(await feed.text()).not.toContain('BEGIN:VEVENT');
    expect((await server.request(rss)).status).toBe(404);
    expect((await server.request(`/jobs/feed.xml?company=${owner.id}`)).status).toBe(404);

    const enabled = await apiCall(server, `/api/operator/accounts/company/${owner.id}/enable`, {
      method: 'POST',
      token: operator.token,
      json: { reason: 'Cleared' },
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await server.request(feedPath)).status).toBe(200);
  }, 60_000);
});
