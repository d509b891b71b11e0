// Webhooks of the changes that take an application off the board, or bring one back, and of a
// posting closed by its deadline (issue 42, decision 282), over real HTTP on PGlite and
// PostgreSQL. Each event is made the way it happens (the seeker's withdrawal and account
// deletion, a member's merge and its undo, the retention sweep, the deadline sweep on the queue)
// and a local receiver verifies each delivery with the Standard Webhooks reference library
// (standardwebhooks' Webhook.verify).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jobPostings, webhookAttempts, webhookDeliveries } from '../src/db/schema';
import { postingDeadlineJob } from '../src/features/jobs/public';
import { createRetentionRepository } from '../src/features/retention/repository';
import { createRetentionService } from '../src/features/retention/service';
import { webhookCleanupJob, webhookDispatcherOf } from '../src/features/webhooks/public';
import { createAccount, type TestAccount } from './helpers/accounts';
import { createCandidate } from './helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from './helpers/guestFixtures';
import { startTestServer, type TestServer } from './helpers/testServer';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhookReceiver';
import { createJob } from './security/fixtures';

let server: TestServer;
let receiver: WebhookReceiver;
let owner: TestAccount;

const leaving = [
  'application.withdrawn',
  'application.merged',
  'application.unmerged',
  'application.anonymised',
  'application.deleted',
  'posting.closed',
];

async function call(path: string, init: Parameters<TestServer['request']>[1] = {}) {
  const res = await server.request(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

/** A webhook of the owner's company to `path`, the receiver given its secret. */
async function createHook(path: string, events = leaving): Promise<string> {
  const res = await call('/api/company/webhooks', {
    method: 'POST',
    token: owner.token,
    json: { url: `${receiver.url}${path}`, events },
  });
  expect(res.status, res.text).toBe(201);
  receiver.secretFor(path, res.body.secret);
  return String(res.body.webhook._id);
}

interface Verified {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** Sends what is due, waits for `count` deliveries at `path`, and answers their verified bodies. */
async function arrived(path: string, count: number): Promise<Verified[]> {
  const dispatcher = webhookDispatcherOf(server.app.server);
  if (!dispatcher) throw new Error('no dispatcher');
  await dispatcher.drain();
  const at = () => receiver.received.filter((r) => r.path === path);
  await receiver.waitFor(() => at().length >= count);
  for (const got of at()) expect(got.error).toBeNull();
  return at().map((r) => r.verified as Verified);
}

async function apply(jobId: string, user: TestAccount): Promise<string> {
  const res = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: user.token });
  expect(res.status, res.text).toBe(201);
  return String(res.body._id);
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  owner = await createAccount(server, 'Company');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('an application leaves the board', () => {
  it("the applicant's withdrawal sends application.withdrawn", async () => {
    await createHook('/withdrawn', ['application.withdrawn']);
    const job = await createJob(server, owner);
    const seeker = await createCandidate(server, 'Mona Adel');
    const id = await apply(job.id, seeker);
    const res = await call(`/api/user/applications/${id}`, {
      method: 'DELETE',
      token: seeker.token,
    });
    expect(res.status, res.text).toBe(204);
    const [got] = await arrived('/withdrawn', 1);
    expect(got).toMatchObject({
      type: 'application.withdrawn',
      data: { applicationId: id, jobId: job.id },
    });
    // Another's application is not withdrawn, and nothing is sent for it.
    const other = await createCandidate(server, 'Omar Fathy');
    const theirs = await apply(job.id, other);
    const refused = await call(`/api/user/applications/${theirs}`, {
      method: 'DELETE',
      token: seeker.token,
    });
    expect(refused.status).toBe(404);
    expect(await arrived('/withdrawn', 1)).toHaveLength(1);
  });

  it('a merge sends application.merged, its undo application.unmerged', async () => {
    await createHook('/merged', ['application.merged', 'application.unmerged']);
    const job = await createJob(server, owner);
    const seeker = await createCandidate(server, 'Amal Saeed');
    const cvId = await uploadGuestCv(server, job.id);
    const guest = await call(`/api/jobs/${job.id}/guest-applications`, {
      method: 'POST',
      json: guestApplicationBody(cvId, seeker.email),
    });
    expect(guest.status, guest.text).toBe(201);
    const guestId = String(guest.body.applicationId);
    const accountId = await apply(job.id, seeker);
    const merged = await call(`/api/company/applications/${guestId}/merge`, {
      method: 'POST',
      token: owner.token,
      json: { duplicateId: accountId },
    });
    expect(merged.status, merged.text).toBe(200);
    const [first] = await arrived('/merged', 1);
    expect(first).toMatchObject({
      type: 'application.merged',
      data: { applicationId: accountId, mergedApplicationId: guestId, jobId: job.id },
    });
    const mergeId = String(merged.body.merges[0]._id);
    const undone = await call(`/api/company/applications/${accountId}/merges/${mergeId}/undo`, {
      method: 'POST',
      token: owner.token,
    });
    expect(undone.status, undone.text).toBe(200);
    const both = await arrived('/merged', 2);
    expect(both[1]).toMatchObject({
      type: 'application.unmerged',
      data: { applicationId: accountId, restoredApplicationId: guestId, jobId: job.id },
    });
  });

  it('the retention sweep sends application.anonymised for each application it anonymises', async () => {
    await createHook('/anonymised', ['application.anonymised']);
    const job = await createJob(server, owner);
    const reasons = await call('/api/company/reject-reasons', { token: owner.token });
    const reasonId = String(reasons.body.reasons[0]._id);
    const ids: string[] = [];
    for (const name of ['Sara Nabil', 'Karim Lotfy']) {
      const id = await apply(job.id, await createCandidate(server, name));
      const moved = await call(`/api/company/applications/${id}/stage`, {
        method: 'PATCH',
        token: owner.token,
        json: { stage: 'rejected', reasonId, notify: false },
      });
      expect(moved.status, moved.text).toBe(200);
      ids.push(id);
    }
    // Five years on, past any company's retention period.
    const later = new Date(Date.now() + 5 * 365 * 86_400_000);
    await createRetentionService({
      repository: createRetentionRepository(server.app.db),
    }).sweep(later);
    const got = await arrived('/anonymised', 2);
    expect(got.map((b) => b.type)).toEqual(['application.anonymised', 'application.anonymised']);
    expect(got.map((b) => b.data.applicationId).sort()).toEqual([...ids].sort());
    expect(got.every((b) => b.data.jobId === job.id)).toBe(true);
  });

  it("deleting the applicant's account sends application.deleted for each of theirs", async () => {
    await createHook('/deleted', ['application.deleted']);
    const first = await createJob(server, owner);
    const second = await createJob(server, owner);
    const seeker = await createCandidate(server, 'Hana Mostafa');
    const ids = [await apply(first.id, seeker), await apply(second.id, seeker)];
    const res = await call('/api/user', {
      method: 'DELETE',
      token: seeker.token,
      json: { password: seeker.password },
    });
    expect(res.status, res.text).toBe(204);
    const got = await arrived('/deleted', 2);
    expect(got.map((b) => b.data.applicationId).sort()).toEqual([...ids].sort());
    expect(got[0]).toMatchObject({
      type: 'application.deleted',
      data: { reason: 'accountDeleted' },
    });
  });
});

describe('a posting past its deadline', () => {
  it('is closed by the sweep on the queue, which sends posting.closed once', async () => {
    await createHook('/deadline', ['posting.closed']);
    const job = await createJob(server, owner);
    const open = await createJob(server, owner);
    // Its deadline passed a minute ago (a deadline in the past cannot be saved through the API).
    await server.app.db
      .update(jobPostings)
      .set({ applicationDeadline: sql`now() - interval '1 minute'` })
      .where(eq(jobPostings.id, job.id));
    await server.app.queue.send(postingDeadlineJob, {});
    await server.app.queue.drain();
    const [got] = await arrived('/deadline', 1);
    expect(got).toMatchObject({ type: 'posting.closed', data: { jobId: job.id } });
    // Stored as closed, its closing time its deadline; the other posting stays published.
    const read = await call(`/api/company/jobs/${job.id}`, { token: owner.token });
    expect(read.body.status).toBe('closed');
    expect(read.body.closedAt).toBe(read.body.applicationDeadline);
    expect((await call(`/api/company/jobs/${open.id}`, { token: owner.token })).body.status).toBe(
      'published',
    );
    // A second run finds nothing more to close and sends nothing.
    await server.app.queue.send(postingDeadlineJob, {});
    await server.app.queue.drain();
    expect(await arrived('/deadline', 1)).toHaveLength(1);
    // Audited once, by the system, in the same transaction.
    const audited = await server.app.db
      .select({ actor: auditEvents.actorEmail, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'posting.closed'), eq(auditEvents.targetId, job.id)));
    expect(audited).toEqual([
      { actor: 'system', details: { status: 'closed', reason: 'deadline' } },
    ]);
  });
});

describe('deliveries are kept 30 days (decision 281)', () => {
  it('the daily clean-up removes ended deliveries older than 30 days with their attempts', async () => {
    const hookId = await createHook('/kept', ['posting.published']);
    await createJob(server, owner);
    await arrived('/kept', 1);
    const [old] = await server.app.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hookId));
    if (!old) throw new Error('no delivery');
    // That delivery is 31 days old; a recent one, and one 40 days old still being retried.
    await server.app.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookDeliveries.id, old.id));
    await createJob(server, owner);
    await arrived('/kept', 2);
    const [retrying] = await server.app.db
      .insert(webhookDeliveries)
      .values({
        webhookId: hookId,
        companyId: owner.id,
        messageId: 'msg_00000000000000000000000000000281',
        type: 'posting.published',
        occurredAt: sql`now() - interval '40 days'`,
        data: { jobId: 'x' },
        nextAttemptAt: sql`now() + interval '1 day'`,
        createdAt: sql`now() - interval '40 days'`,
      })
      .returning({ id: webhookDeliveries.id });
    const attemptsOf = async (id: string) =>
      (
        await server.app.db
          .select({ id: webhookAttempts.id })
          .from(webhookAttempts)
          .where(eq(webhookAttempts.deliveryId, id))
      ).length;
    expect(await attemptsOf(old.id)).toBe(1);

    await server.app.queue.send(webhookCleanupJob, {});
    await server.app.queue.drain();

    const listed = await call(`/api/company/webhooks/${hookId}/deliveries`, { token: owner.token });
    expect(listed.status).toBe(200);
    const ids = (listed.body.deliveries as Array<{ _id: string }>).map((d) => d._id);
    expect(listed.body.total).toBe(2);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(retrying?.id);
    expect(await attemptsOf(old.id)).toBe(0);
  });
});
