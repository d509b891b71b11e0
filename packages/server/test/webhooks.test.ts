// Webhooks (issue 42, decisions.md 18, decisions 236 and 237) over real HTTP, on PGlite and
// PostgreSQL. The oracle for what we send is other people's software: a local receiver verifies
// every delivery with the Standard Webhooks reference library (standardwebhooks' Webhook.verify),
// and one delivery also by hand, per the specification's text (HMAC-SHA256 over
// "{id}.{timestamp}.{body}" keyed by the base64-decoded secret).
import { createHmac } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, webhookDeliveries, webhooks } from '../src/db/schema';
import { emit } from '../src/lib/events';
import type { Db } from '../src/db/database';
import { webhookDispatcherOf } from '../src/features/webhooks/public';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver';
import { createJob, validProfile } from './security/fixtures';

let server: TestServer;
let receiver: WebhookReceiver;
let smtp: TestSmtpServer;
let owner: TestAccount;
let rival: TestAccount;
let recruiter: TestAccount;

const allEvents = [
  'application.created',
  'application.stageChanged',
  'application.hired',
  'application.rejected',
  'interview.scheduled',
  'interview.cancelled',
  'scorecard.submitted',
  'offer.accepted',
  'offer.declined',
  'posting.published',
  'posting.closed',
];

async function call(path: string, init: Parameters<TestServer['request']>[1] = {}) {
  const res = await server.request(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A webhook of the owner's company to a path of the receiver, its secret given to the receiver. */
async function createHook(path: string, events = allEvents, extra: Record<string, unknown> = {}) {
  const res = await call('/api/company/webhooks', {
    method: 'POST',
    token: owner.token,
    json: { url: `${receiver.url}${path}`, events, ...extra },
  });
  expect(res.status).toBe(201);
  receiver.secretFor(path, res.body.secret);
  return res.body as { webhook: { _id: string }; secret: string };
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const drain = () => must(webhookDispatcherOf(server.app.server)).drain();

async function deliveriesOf(id: string, token = owner.token) {
  return call(`/api/company/webhooks/${id}/deliveries`, { token });
}

const deliveryCount = async () =>
  (await server.app.db.select({ n: count() }).from(webhookDeliveries))[0]?.n ?? 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { WEBHOOK_ALLOW_PRIVATE: '1', SMTP_URL: smtp.url, RATE_LIMIT_ONE_TIME: '1000' },
  });
  owner = await createAccount(server, 'Company');
  rival = await createAccount(server, 'Company');
  recruiter = await addMember(server, owner, 'recruiter');
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
  await smtp?.close();
});

describe('createWebhook', () => {
  it('answers the webhook and a whsec_ secret shown once, and lists it without the secret', async () => {
    const res = await call('/api/company/webhooks', {
      method: 'POST',
      token: owner.token,
      json: { url: `${receiver.url}/listed`, events: ['posting.published'], description: 'HR' },
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(res.body.secret.slice(6), 'base64')).toHaveLength(32);
    expect(res.body.webhook).toMatchObject({
      url: `${receiver.url}/listed`,
      events: ['posting.published'],
      status: 'active',
    });
    const list = await call('/api/company/webhooks', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: { _id: string }) => w._id)).toContain(res.body.webhook._id);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret.slice(6));
  });

  it('refuses unknown events, no events and a URL that is not one with 400, storing nothing', async () => {
    const [before] = await server.app.db.select({ n: count() }).from(webhooks);
    for (const body of [
      { url: `${receiver.url}/x`, events: ['application.exploded'] },
      { url: `${receiver.url}/x`, events: [] },
      { url: 'ftp://example.com/hook', events: ['posting.closed'] },
      { url: 'not a url', events: ['posting.closed'] },
    ]) {
      const res = await call('/api/company/webhooks', {
        method: 'POST',
        token: owner.token,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await call('/api/company/webhooks', {
      method: 'POST',
      token: owner.token,
      json: { url: `${receiver.url}/x`, events: ['posting.closed', 'application.exploded'] },
    });
    expect(unknown.body.fields).toHaveProperty('events.1');
    const [after] = await server.app.db.select({ n: count() }).from(webhooks);
    expect(after?.n).toBe(before?.n);
  });

  it('is for owners and admins: a recruiter is refused 403', async () => {
    const res = await call('/api/company/webhooks', {
      method: 'POST',
      token: recruiter.token,
      json: { url: `${receiver.url}/x`, events: ['posting.closed'] },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe("a day's work arrives signed", () => {
  it('sends every event of the contract, each verified by the standardwebhooks library', async () => {
    const hook = await createHook('/day');
    const admin = await addMember(server, owner, 'admin');
    // Postings: published, then (another) closed.
    const job = await createJob(server, owner);
    const closing = await createJob(server, owner);
    expect(
      (
        await call(`/api/company/jobs/${closing.id}/status`, {
          method: 'PATCH',
          token: owner.token,
          json: { status: 'closed' },
        })
      ).status,
    ).toBe(200);
    // Two applicants.
    const apply = async () => {
      const user = await createAccount(server, 'User');
      const saved = await call('/api/user', {
        method: 'PUT',
        token: user.token,
        json: validProfile(`2990101${String(Math.random()).slice(2, 9)}`),
      });
      expect(saved.status).toBe(200);
      const res = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: user.token });
      expect(res.status).toBe(201);
      return String(res.body._id);
    };
    const hired = await apply();
    const rejected = await apply();
    const move = (id: string, body: Record<string, unknown>) =>
      call(`/api/company/applications/${id}/stage`, {
        method: 'PATCH',
        token: admin.token,
        json: { notify: false, ...body },
      });
    expect((await move(hired, { stage: 'screening' })).status).toBe(200);
    // An interview with a scorecard, another cancelled.
    const schedule = () =>
      call(`/api/company/applications/${hired}/interviews`, {
        method: 'POST',
        token: owner.token,
        json: {
          startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          durationMinutes: 45,
          timeZone: 'Africa/Cairo',
          interviewerIds: [owner.memberId],
        },
      });
    const first = await schedule();
    expect(first.status).toBe(201);
    const second = await schedule();
    expect(
      (
        await call(`/api/company/interviews/${second.body.interview._id}/cancel`, {
          method: 'POST',
          token: owner.token,
          json: {},
        })
      ).status,
    ).toBe(200);
    const kit = await call(`/api/company/jobs/${job.id}/interview-kit`, { token: owner.token });
    const scorecard = await call(`/api/company/interviews/${first.body.interview._id}/scorecard`, {
      method: 'PUT',
      token: owner.token,
      json: {
        ratings: (kit.body.attributes as string[]).map((attribute) => ({ attribute, score: 3 })),
        recommendation: 'yes',
        notes: 'Clear thinker.',
      },
    });
    expect([200, 201]).toContain(scorecard.status);
    expect((await move(hired, { stage: 'hired' })).status).toBe(200);
    const reasons = await call('/api/company/reject-reasons', { token: owner.token });
    expect(
      (await move(rejected, { stage: 'rejected', reasonId: reasons.body.reasons[0]._id })).status,
    ).toBe(200);
    // Offers are the offers module's (issue 41): its events, emitted in a transaction.
    await server.app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await emit(db, 'offer.accepted', {
        companyId: owner.id,
        offerId: '00000000-0000-4000-8000-000000000001',
        applicationId: hired,
        jobId: job.id,
      });
      await emit(db, 'offer.declined', {
        companyId: owner.id,
        offerId: '00000000-0000-4000-8000-000000000002',
        applicationId: rejected,
        jobId: job.id,
        reason: 'Another offer',
      });
    });

    await drain();
    const day = () => receiver.received.filter((r) => r.path === '/day');
    await receiver.waitFor(() =>
      allEvents.every((type) => day().some((r) => r.body.includes(`"type":"${type}"`))),
    );
    for (const got of day()) {
      expect(got.error).toBeNull();
      expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(got.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    const bodies = day().map(
      (r) => r.verified as { type: string; timestamp: string; data: Record<string, unknown> },
    );
    for (const body of bodies) {
      expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
      expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    }
    const ofType = (type: string) => bodies.filter((b) => b.type === type);
    expect(
      ofType('application.created')
        .map((b) => b.data.applicationId)
        .sort(),
    ).toEqual([hired, rejected].sort());
    expect(ofType('application.hired')).toEqual([
      expect.objectContaining({ data: { applicationId: hired, jobId: job.id, stage: 'hired' } }),
    ]);
    expect(ofType('application.rejected')[0]?.data).toMatchObject({ applicationId: rejected });
    expect(
      ofType('application.stageChanged')
        .map((b) => `${String(b.data.from)}>${String(b.data.to)}`)
        .sort(),
    ).toEqual(['applied>rejected', 'applied>screening', 'screening>hired']);
    expect(ofType('interview.scheduled')).toHaveLength(2);
    expect(ofType('interview.cancelled')[0]?.data.interviewId).toBe(second.body.interview._id);
    expect(ofType('scorecard.submitted')[0]?.data).toMatchObject({
      interviewId: first.body.interview._id,
      recommendation: 'yes',
    });
    expect(ofType('posting.published').map((b) => b.data.jobId)).toEqual(
      expect.arrayContaining([job.id, closing.id]),
    );
    expect(ofType('posting.closed').map((b) => b.data.jobId)).toEqual([closing.id]);
    expect(ofType('offer.declined')[0]?.data.reason).toBe('Another offer');

    // The specification's text, by hand: v1,base64(HMAC-SHA256(decoded secret, id.ts.body)).
    const one = must(day()[0]);
    const key = Buffer.from(hook.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${one.headers['webhook-id']}.${one.headers['webhook-timestamp']}.${one.body}`)
      .digest('base64');
    expect(one.headers['webhook-signature']).toBe(`v1,${expected}`);

    // Each delivery is listed as succeeded with its one attempt.
    const listed = await deliveriesOf(hook.webhook._id);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(day().length);
    expect(listed.body.deliveries[0]).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      statusCode: 200,
      nextAttemptAt: null,
    });
    expect(listed.body.deliveries[0].attemptList).toHaveLength(1);
  });

  it('a change that rolls back sends nothing', async () => {
    await createHook('/rollback', ['application.stageChanged']);
    await drain();
    const before = await deliveryCount();
    await expect(
      server.app.db.transaction(async (tx) => {
        await emit(tx as unknown as Db, 'application.stageChanged', {
          companyId: owner.id,
          jobId: '00000000-0000-4000-8000-000000000003',
          toStage: 'screening',
          toKind: 'active',
          moves: [{ applicationId: '00000000-0000-4000-8000-000000000004', fromStage: 'applied' }],
        });
        // Written inside the transaction, gone with it.
        expect((await tx.select({ n: count() }).from(webhookDeliveries))[0]?.n).toBeGreaterThan(
          before,
        );
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await deliveryCount()).toBe(before);
    await drain();
    expect(receiver.received.filter((r) => r.path === '/rollback')).toHaveLength(0);
  });

  it('the Slack-compatible body is {text}, signed alike', async () => {
    const hook = await createHook('/chat', ['posting.published'], { format: 'slack' });
    const res = await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    expect(res.status).toBe(202);
    await drain();
    await receiver.waitFor((all) => all.some((r) => r.path === '/chat'));
    const got = must(receiver.received.find((r) => r.path === '/chat'));
    expect(got.error).toBeNull();
    expect(got.verified).toEqual({ text: expect.stringContaining('Test event') });
  });
});

describe('receivers that misbehave never hold the queue', () => {
  it('a receiver that hangs fails its attempt at the 10 s time-out while others are served', async () => {
    const hang = await createHook('/hang', ['posting.closed']);
    const ok = await createHook('/ok', ['posting.closed']);
    expect(
      (
        await call(`/api/company/webhooks/${hang.webhook._id}/test`, {
          method: 'POST',
          token: owner.token,
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await call(`/api/company/webhooks/${ok.webhook._id}/test`, {
          method: 'POST',
          token: owner.token,
        })
      ).status,
    ).toBe(202);
    const draining = drain();
    // Served while the other one hangs.
    await receiver.waitFor((all) => all.some((r) => r.path === '/ok'));
    const pending = await deliveriesOf(hang.webhook._id);
    expect(pending.body.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
    await draining;
    const after = await deliveriesOf(hang.webhook._id);
    const delivery = after.body.deliveries[0];
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, statusCode: null });
    expect(delivery.attemptList[0].error).toMatch(/no answer within 10 s/);
    expect(delivery.attemptList[0].durationMs).toBeGreaterThanOrEqual(10_000);
    expect(Date.parse(delivery.nextAttemptAt)).toBeGreaterThan(Date.now());
  }, 40_000);

  it('a 3xx is a failed attempt, not followed', async () => {
    const hook = await createHook('/redirect', ['posting.closed']);
    await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    await drain();
    const delivery = (await deliveriesOf(hook.webhook._id)).body.deliveries[0];
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, statusCode: 302 });
    expect(delivery.attemptList[0].error).toMatch(/redirects are not followed/);
    expect(receiver.received.filter((r) => r.path === '/redirect-followed')).toHaveLength(0);
  });

  it('a 10 MB answer is read up to 64 KB and the attempt counts', async () => {
    const hook = await createHook('/huge', ['posting.closed']);
    await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    await drain();
    const delivery = (await deliveriesOf(hook.webhook._id)).body.deliveries[0];
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, statusCode: 200 });
    expect(receiver.hugeBytesSent()).toBeLessThan(10 * 1024 * 1024);
  });

  it('500 then 200: retried with the same webhook-id, every attempt kept', async () => {
    const hook = await createHook('/flaky', ['posting.closed']);
    const test = await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    await drain();
    const failed = (await deliveriesOf(hook.webhook._id)).body.deliveries[0];
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, statusCode: 500 });
    // The back-off's first wait is 5 s: the redelivery call sends it now instead.
    const again = await call(
      `/api/company/webhooks/${hook.webhook._id}/deliveries/${test.body.delivery._id}/redeliver`,
      { method: 'POST', token: owner.token },
    );
    expect(again.status).toBe(202);
    await drain();
    const done = (await deliveriesOf(hook.webhook._id)).body.deliveries[0];
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, statusCode: 200 });
    expect(done.attemptList.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    const ids = receiver.received
      .filter((r) => r.path === '/flaky')
      .map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('after 3 days of failure the webhook is disabled and its owners mailed, in their language', async () => {
    await server.app.db
      .update(companyMembers)
      .set({ lang: 'ar' })
      .where(eq(companyMembers.id, owner.memberId ?? ''));
    const hook = await createHook('/fail', ['posting.closed']);
    await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    await drain();
    expect(
      (await call('/api/company/webhooks', { token: owner.token })).body.webhooks.find(
        (w: { _id: string }) => w._id === hook.webhook._id,
      ),
    ).toMatchObject({ status: 'active', failingSince: expect.any(String) });
    // Three days later (the failure clock moved back), the next failure disables it.
    await server.app.db
      .update(webhooks)
      .set({ failingSince: sql`now() - interval '73 hours'` })
      .where(eq(webhooks.id, hook.webhook._id));
    const retry = (await deliveriesOf(hook.webhook._id)).body.deliveries[0];
    await call(`/api/company/webhooks/${hook.webhook._id}/deliveries/${retry._id}/redeliver`, {
      method: 'POST',
      token: owner.token,
    });
    await drain();
    const listed = (await call('/api/company/webhooks', { token: owner.token })).body.webhooks.find(
      (w: { _id: string }) => w._id === hook.webhook._id,
    );
    expect(listed).toMatchObject({ status: 'disabled', disabledAt: expect.any(String) });
    await server.app.mailer.drain();
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.includes('خطاف'),
    );
    expect(mail.subject).toContain('أُوقف خطاف ويب');
    expect(mail.text).toContain(`${receiver.url}/fail`);
    // Nothing more goes to it: a test event is refused, a redelivery too.
    const refused = await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    expect(refused.status).toBe(400);
    // Turned on again, its failure clock starts afresh.
    const on = await call(`/api/company/webhooks/${hook.webhook._id}`, {
      method: 'PATCH',
      token: owner.token,
      json: { status: 'active' },
    });
    expect(on.body.webhook).toMatchObject({ status: 'active', failingSince: null });
  });
});

describe('another company', () => {
  it('cannot see, change, test or redeliver our webhooks and deliveries (404)', async () => {
    const hook = await createHook('/rival', ['posting.closed']);
    const test = await call(`/api/company/webhooks/${hook.webhook._id}/test`, {
      method: 'POST',
      token: owner.token,
    });
    const id = hook.webhook._id;
    const deliveryId = test.body.delivery._id;
    for (const [method, path, body] of [
      ['GET', `/api/company/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/company/webhooks/${id}/deliveries/${deliveryId}/redeliver`, undefined],
      ['POST', `/api/company/webhooks/${id}/test`, undefined],
      ['PATCH', `/api/company/webhooks/${id}`, { status: 'disabled' }],
      ['DELETE', `/api/company/webhooks/${id}`, undefined],
    ] as const) {
      const res = await call(path, { method, token: rival.token, ...(body ? { json: body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const theirs = await call('/api/company/webhooks', { token: rival.token });
    expect(theirs.body.webhooks).toEqual([]);
    // A delivery of ours through a webhook of theirs: not found either.
    const own = await call('/api/company/webhooks', {
      method: 'POST',
      token: rival.token,
      json: { url: `${receiver.url}/theirs`, events: ['posting.closed'] },
    });
    const crossed = await call(
      `/api/company/webhooks/${own.body.webhook._id}/deliveries/${deliveryId}/redeliver`,
      { method: 'POST', token: rival.token },
    );
    expect(crossed.status).toBe(404);
  });
});

describe('addresses (WEBHOOK_ALLOW_PRIVATE off)', () => {
  let strict: TestServer;
  let company: TestAccount;
  beforeAll(async () => {
    strict = await startTestServer();
    company = await createAccount(strict, 'Company');
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses http, loopback, private and unresolvable addresses at creation', async () => {
    for (const [url, key] of [
      ['http://example.com/hook', 'webhooks.urlNotHttps'],
      ['https://127.0.0.1/hook', 'webhooks.urlPrivate'],
      ['https://[::1]/hook', 'webhooks.urlPrivate'],
      ['https://10.1.2.3/hook', 'webhooks.urlPrivate'],
      ['https://169.254.169.254/latest/meta-data', 'webhooks.urlPrivate'],
      ['https://[::ffff:192.168.0.1]/hook', 'webhooks.urlPrivate'],
      ['https://localhost/hook', 'webhooks.urlPrivate'],
      ['https://user:pw@example.com/hook', 'webhooks.urlInvalid'],
    ] as const) {
      const res = await strict.request('/api/company/webhooks', {
        method: 'POST',
        token: company.token,
        json: { url, events: ['posting.closed'] },
      });
      const body = await json(res);
      expect(res.status, url).toBe(400);
      expect(body.fields?.url, url).toBeDefined();
      if (key !== 'webhooks.urlInvalid') expect(body.fields.url, url).not.toBe('');
    }
  });

  it('checks again at delivery: a stored URL that now leads to a private address is not sent', async () => {
    // As if its name had been pointed at a private address after creation (DNS rebinding).
    const [inserted] = await strict.app.db
      .insert(webhooks)
      .values({
        companyId: company.id,
        url: `${receiver.url.replace('http:', 'https:')}/rebound`,
        events: ['posting.closed'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const row = must(inserted);
    const test = await strict.request(`/api/company/webhooks/${row.id}/test`, {
      method: 'POST',
      token: company.token,
    });
    expect(test.status).toBe(202);
    await must(webhookDispatcherOf(strict.app.server)).drain();
    const listed = await json(
      await strict.request(`/api/company/webhooks/${row.id}/deliveries`, { token: company.token }),
    );
    expect(listed.deliveries[0]).toMatchObject({ attempts: 1, statusCode: null });
    expect(listed.deliveries[0].attemptList[0].error).toMatch(/not a public address/);
    expect(receiver.received.filter((r) => r.path === '/rebound')).toHaveLength(0);
  });
});
