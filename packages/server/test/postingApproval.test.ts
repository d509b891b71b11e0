// Issue 41's posting approval over real HTTP (decisions.md 20, last bullet; decision 271): the
// company's approvers (setCompanyApprovals, getCompanyApprovals); a recruiter's publish becomes a
// request (202, the posting stays a draft, 409 APPROVAL_PENDING for a second one); the approvers
// answer in order (409 NOT_YOUR_TURN out of turn) from their waiting lists, each mailed in their
// language when it is their turn; the last approval publishes through the jobs module's one
// publish (the posting.statusChanged event, the audit line, the public board); a rejection mails
// the requester the reason; an approver who left is marked and the owner replaces them; an owner
// or admin who is an approver publishes directly; the setting off publishes directly; refusals
// write nothing; a stranger, a rival company, an interviewer and a hiring manager outside the
// team are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  auditEvents,
  companies,
  companyMembers,
  postingApprovalRequests,
  postingApprovalSteps,
} from '../src/db/schema';
import { listen } from '../src/lib/events';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';

const publicUrl = 'https://talentpool.example';

let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestAccount;
let admin: TestAccount;
let recruiter: TestAccount;
/** The first approver, who reads in Arabic. */
let amal: TestAccount;
let interviewer: TestAccount;
let managerOff: TestAccount;
let rival: TestAccount;

async function call(url: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(url, {
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

async function mailsTo(address: string, subject: RegExp): Promise<CaughtMail[]> {
  await server.app.mailer.drain();
  const match = () =>
    smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
  await smtp.waitForMail(() => match().length >= 1);
  return match();
}

const setApprovers = (approverIds: string[], token = owner.token) =>
  call('/api/company/approvals', {
    method: 'PUT',
    token,
    json: { postings: { approverIds } },
  });
const setStatus = (jobId: string, status: string, token = recruiter.token) =>
  call(`/api/company/jobs/${jobId}/status`, { method: 'PATCH', token, json: { status } });
const act = (requestId: string, what: string, token: string, json: unknown = {}) =>
  call(`/api/company/posting-approvals/${requestId}/${what}`, { method: 'POST', token, json });

async function newPosting(title: string, token = recruiter.token): Promise<string> {
  const res = await call('/api/company/jobs', {
    method: 'POST',
    token,
    json: {
      title,
      description: 'Keeps the accounts of three warehouses in order.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      minEducation: 'Faculty degree',
      minExperience: '6-10 years',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

async function counts() {
  const [requests] = await server.app.db.select({ n: count() }).from(postingApprovalRequests);
  const [decided] = await server.app.db
    .select({ n: count() })
    .from(postingApprovalSteps)
    .where(isNotNull(postingApprovalSteps.decision));
  return { requests: requests?.n ?? 0, decided: decided?.n ?? 0 };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Approvals' })
    .where(eq(companies.id, owner.id));
  [admin, recruiter, amal, interviewer, managerOff, rival] = await Promise.all([
    addMember(server, owner, 'admin', { name: 'Adel Admin' }),
    addMember(server, owner, 'recruiter', { name: 'Rana Recruiter' }),
    addMember(server, owner, 'hiringManager', { name: 'أمل المعتمدة' }),
    addMember(server, owner, 'interviewer', { name: 'Ines Interviewer' }),
    addMember(server, owner, 'hiringManager', { name: 'Hadi Manager' }),
    createAccount(server, 'Company'),
  ]);
  await server.app.db
    .update(companyMembers)
    .set({ lang: 'ar' })
    .where(eq(companyMembers.id, amal.memberId ?? ''));
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('the setting', () => {
  it('is off at first; owners and admins name active approvers who may publish', async () => {
    const read = await call('/api/company/approvals', { token: recruiter.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ postings: { required: false, approvers: [] } });

    for (const who of [recruiter, managerOff, interviewer]) {
      expect((await setApprovers([amal.memberId ?? ''], who.token)).status).toBe(403);
    }
    expect((await call('/api/company/approvals', { token: interviewer.token })).status).toBe(403);
    // A rival company cannot name our members (nor change our setting).
    const byRival = await setApprovers([amal.memberId ?? ''], rival.token);
    expect(byRival.status).toBe(400);
    expect((await call('/api/company/approvals', { token: owner.token })).body.postings).toEqual({
      required: false,
      approvers: [],
    });
    expect((await call('/api/company/approvals')).status).toBe(401);

    for (const ids of [
      [interviewer.memberId ?? ''],
      [rival.memberId ?? ''],
      [amal.memberId ?? '', amal.memberId ?? ''],
      ['not-a-uuid'],
    ]) {
      const res = await setApprovers(ids);
      expect(res.status, ids.join()).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields ?? {}).join()).toMatch(/^postings\.approverIds/);
    }
    const set = await setApprovers([amal.memberId ?? '', admin.memberId ?? '']);
    expect(set.status).toBe(200);
    expect(set.body.postings.required).toBe(true);
    expect(
      set.body.postings.approvers.map((a: { _id: string; removed: boolean }) => [a._id, a.removed]),
    ).toEqual([
      [amal.memberId, false],
      [admin.memberId, false],
    ]);
  });
});

describe('a publish request answered in order', () => {
  it('waits, refuses out of turn, mails each approver in turn and publishes at the last approval', async () => {
    const jobId = await newPosting('Warehouse accountant');
    const heard: string[] = [];
    const stop = listen('posting.statusChanged', async (_tx, e) => {
      if (e.jobId === jobId) heard.push(e.status);
    });
    try {
      const asked = await setStatus(jobId, 'published');
      expect(asked.status).toBe(202);
      expect(asked.body.status).toBe('draft');
      expect(asked.body.publishedAt).toBeNull();
      expect(asked.body.approval).toMatchObject({
        status: 'pending',
        requestedBy: { _id: recruiter.memberId },
      });
      expect(asked.body.approval.steps.map((s: { current: boolean }) => s.current)).toEqual([
        true,
        false,
      ]);
      const requestId = asked.body.approval._id as string;
      // Not on the board while it waits.
      expect((await call(`/api/jobs/${jobId}`)).status).toBe(404);

      // The first approver is mailed in Arabic, with the way to the approvals screen.
      const [toAmal] = await mailsTo(amal.email, /وظيفة بانتظار موافقتك/);
      expect(toAmal?.text).toContain(`${publicUrl}/Company/Approvals`);
      expect(toAmal?.subject).toContain('Warehouse accountant');

      // A second publish while it waits: 409, no second request.
      const before = await counts();
      const again = await setStatus(jobId, 'published');
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('APPROVAL_PENDING');

      // Out of turn, not in the chain, and strangers: refused, nothing written.
      const early = await act(requestId, 'approve', admin.token);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('NOT_YOUR_TURN');
      expect((await act(requestId, 'approve', managerOff.token)).status).toBe(403);
      expect((await act(requestId, 'approve', interviewer.token)).status).toBe(403);
      expect((await act(requestId, 'approve', rival.token)).status).toBe(404);
      expect((await act(requestId, 'approve', '')).status).toBe(401);
      const noReason = await act(requestId, 'reject', amal.token, { reason: '  ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.fields).toHaveProperty('reason');
      expect(await counts()).toEqual(before);

      // Each approver's waiting list holds what is their turn only.
      const amalList = await call('/api/company/posting-approvals/waiting', { token: amal.token });
      expect(amalList.body.requests.map((r: { _id: string }) => r._id)).toContain(requestId);
      expect(
        amalList.body.requests.find((r: { _id: string }) => r._id === requestId),
      ).toMatchObject({ jobId, jobTitle: 'Warehouse accountant', requestedBy: 'Rana Recruiter' });
      const adminList = await call('/api/company/posting-approvals/waiting', {
        token: admin.token,
      });
      expect(adminList.body.requests.map((r: { _id: string }) => r._id)).not.toContain(requestId);

      const first = await act(requestId, 'approve', amal.token);
      expect(first.status).toBe(200);
      expect(first.body.request.status).toBe('pending');
      expect(first.body.request.steps[1].current).toBe(true);
      expect((await call(`/api/jobs/${jobId}`)).status).toBe(404);
      const [toAdmin] = await mailsTo(admin.email, /A job posting waits for your approval/);
      expect(toAdmin?.text).toContain('Rana Recruiter');
      const adminNow = await call('/api/company/posting-approvals/waiting', { token: admin.token });
      expect(adminNow.body.requests.map((r: { _id: string }) => r._id)).toContain(requestId);
      // Paged (decisions.md 3): one a page, the total counts them all; past the end, none.
      const onePage = await call('/api/company/posting-approvals/waiting?pageSize=1', {
        token: admin.token,
      });
      expect(onePage.body.requests).toHaveLength(1);
      expect(onePage.body).toMatchObject({ total: adminNow.body.total, page: 1, pageSize: 1 });
      const past = await call(
        `/api/company/posting-approvals/waiting?page=${adminNow.body.total + 1}&pageSize=1`,
        { token: admin.token },
      );
      expect(past.body).toMatchObject({ requests: [], total: adminNow.body.total });
      // Amal decided: her turn is over.
      expect((await act(requestId, 'approve', amal.token)).body.code).toBe('NOT_YOUR_TURN');

      const last = await act(requestId, 'approve', admin.token);
      expect(last.status).toBe(200);
      expect(last.body.request.status).toBe('approved');
      expect(heard).toEqual(['published']);

      const board = await call(`/api/jobs/${jobId}`);
      expect(board.status).toBe(200);
      expect(board.body.status).toBe('published');
      const own = await call(`/api/company/jobs/${jobId}`, { token: recruiter.token });
      expect(own.body.status).toBe('published');
      expect(own.body.approval.status).toBe('approved');
      await mailsTo(recruiter.email, /Your job posting is published/);

      // After the answer the request is closed.
      expect((await act(requestId, 'approve', admin.token)).body.code).toBe('APPROVAL_CLOSED');

      const audit = await server.app.db
        .select({ action: auditEvents.action, details: auditEvents.details })
        .from(auditEvents)
        .where(and(eq(auditEvents.companyId, owner.id), eq(auditEvents.targetId, jobId)));
      const actions = audit.map((a) => a.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'postingApproval.requested',
          'postingApproval.approved',
          'posting.published',
        ]),
      );
      expect(audit.find((a) => a.action === 'posting.published')?.details).toMatchObject({
        requestId,
      });
    } finally {
      stop();
    }
  });
});

describe('a rejection', () => {
  it('mails the requester the reason; the posting stays a draft and may be asked for again', async () => {
    const jobId = await newPosting('Night shift lead');
    const asked = await setStatus(jobId, 'published');
    expect(asked.status).toBe(202);
    const requestId = asked.body.approval._id as string;
    const rejected = await act(requestId, 'reject', amal.token, {
      reason: 'The salary range is missing.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.request.status).toBe('rejected');
    expect(rejected.body.request.steps[0]).toMatchObject({
      decision: 'rejected',
      reason: 'The salary range is missing.',
    });
    const [mail] = await mailsTo(recruiter.email, /was not approved: Night shift lead/);
    expect(mail?.text).toContain('The salary range is missing.');
    expect(mail?.text).toContain('أمل المعتمدة');
    const own = await call(`/api/company/jobs/${jobId}`, { token: recruiter.token });
    expect(own.body.status).toBe('draft');
    expect(own.body.approval.status).toBe('rejected');
    // The admin's turn never came.
    expect((await act(requestId, 'approve', admin.token)).body.code).toBe('APPROVAL_CLOSED');
    const anew = await setStatus(jobId, 'published');
    expect(anew.status).toBe(202);
    expect(anew.body.approval._id).not.toBe(requestId);
    // Back to draft withdraws the open request: it leaves the approver's list.
    const withdrawn = await setStatus(jobId, 'draft');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.approval.status).toBe('withdrawn');
    const list = await call('/api/company/posting-approvals/waiting', { token: amal.token });
    expect(list.body.requests.map((r: { jobId: string }) => r.jobId)).not.toContain(jobId);
  });
});

describe('an approver who left the company', () => {
  it('is marked in the chain and the setting, and the owner replaces them', async () => {
    const leaving = await addMember(server, owner, 'recruiter', { name: 'Lea Leaving' });
    expect((await setApprovers([leaving.memberId ?? '', admin.memberId ?? ''])).status).toBe(200);
    const jobId = await newPosting('Forklift trainer');
    const asked = await setStatus(jobId, 'published');
    const requestId = asked.body.approval._id as string;
    const removed = await call(`/api/company/members/${leaving.memberId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    const read = await call(`/api/company/posting-approvals/${requestId}`, {
      token: recruiter.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.request.steps[0].approver).toMatchObject({ removed: true });
    const setting = await call('/api/company/approvals', { token: owner.token });
    expect(setting.body.postings.approvers[0]).toMatchObject({ removed: true });

    const body = { approverId: leaving.memberId, newApproverId: managerOff.memberId };
    expect((await act(requestId, 'approvers', recruiter.token, body)).status).toBe(403);
    expect((await act(requestId, 'approvers', rival.token, body)).status).toBe(404);
    const notRemoved = await act(requestId, 'approvers', owner.token, {
      approverId: admin.memberId,
      newApproverId: managerOff.memberId,
    });
    expect(notRemoved.status).toBe(400);
    const toInterviewer = await act(requestId, 'approvers', owner.token, {
      approverId: leaving.memberId,
      newApproverId: interviewer.memberId,
    });
    expect(toInterviewer.status).toBe(400);

    const replaced = await act(requestId, 'approvers', owner.token, body);
    expect(replaced.status).toBe(200);
    expect(replaced.body.request.steps[0]).toMatchObject({
      approver: { _id: managerOff.memberId, removed: false },
      current: true,
    });
    await mailsTo(managerOff.email, /A job posting waits for your approval: Forklift trainer/);
    expect((await act(requestId, 'approve', managerOff.token)).status).toBe(200);
    expect((await act(requestId, 'approve', admin.token)).body.request.status).toBe('approved');
    expect((await call(`/api/jobs/${jobId}`)).status).toBe(200);
    expect((await setApprovers([amal.memberId ?? '', admin.memberId ?? ''])).status).toBe(200);
  });
});

describe('who publishes without a request', () => {
  it('an owner or admin who is an approver; an owner who is not asks like anyone', async () => {
    const byAdmin = await newPosting('Dock supervisor');
    const direct = await setStatus(byAdmin, 'published', admin.token);
    expect(direct.status).toBe(200);
    expect(direct.body.status).toBe('published');
    expect(direct.body.approval).toBeNull();

    const byOwner = await newPosting('Fleet planner');
    const asked = await setStatus(byOwner, 'published', owner.token);
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('draft');
  });

  it('everyone once the setting is off; an open request is withdrawn by the publish', async () => {
    const jobId = await newPosting('Customs clerk');
    const asked = await setStatus(jobId, 'published');
    expect(asked.status).toBe(202);
    expect((await setApprovers([])).body.postings).toEqual({ required: false, approvers: [] });
    const direct = await setStatus(jobId, 'published');
    expect(direct.status).toBe(200);
    expect(direct.body.status).toBe('published');
    expect(direct.body.approval.status).toBe('withdrawn');
    expect((await call(`/api/jobs/${jobId}`)).status).toBe(200);
    expect((await setApprovers([amal.memberId ?? '', admin.memberId ?? ''])).status).toBe(200);
  });
});

describe('parallel publishes and API keys', () => {
  it('makes one request of five parallel publishes; the others answer 409', async () => {
    const jobId = await newPosting('Parallel planner');
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => setStatus(jobId, 'published')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([202, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.code).toBe('APPROVAL_PENDING');
    }
    expect((await counts()).requests).toBe(before.requests + 1);
  });

  it("an API key's publish asks too (in its creator's name); a key cannot approve", async () => {
    const made = await call('/api/company/api-keys', {
      method: 'POST',
      token: admin.token,
      json: { name: 'Job sync', scopes: ['jobs:read', 'jobs:write'] },
    });
    expect(made.status).toBe(201);
    const key = made.body.secret as string;
    const jobId = await newPosting('Synced planner');
    const asked = await setStatus(jobId, 'published', key);
    expect(asked.status).toBe(202);
    expect(asked.body.approval.requestedBy._id).toBe(admin.memberId);
    const byKey = await act(asked.body.approval._id, 'approve', key);
    expect(byKey.status).toBe(403);
    // Reading whether publishing needs approval is a jobs:read call (getCompanyApprovals).
    expect((await call('/api/company/approvals', { token: key })).status).toBe(200);
    const setByKey = await call('/api/company/approvals', {
      method: 'PUT',
      token: key,
      json: { postings: { approverIds: [] } },
    });
    expect(setByKey.status).toBe(403);
  });
});

describe('who may see a request', () => {
  it('an approver named in it or a member who manages the posting; never a stranger', async () => {
    const jobId = await newPosting('Inventory analyst');
    const requestId = (await setStatus(jobId, 'published')).body.approval._id as string;
    expect(
      (await call(`/api/company/posting-approvals/${requestId}`, { token: amal.token })).status,
    ).toBe(200);
    expect(
      (await call(`/api/company/posting-approvals/${requestId}`, { token: owner.token })).status,
    ).toBe(200);
    for (const who of [interviewer, managerOff]) {
      const res = await call(`/api/company/posting-approvals/${requestId}`, { token: who.token });
      expect(res.status).toBe(403);
    }
    expect(
      (await call(`/api/company/posting-approvals/${requestId}`, { token: rival.token })).status,
    ).toBe(404);
    expect((await call(`/api/company/posting-approvals/${requestId}`)).status).toBe(401);
    // A hiring manager outside the team cannot publish (or ask to) at all.
    expect((await setStatus(jobId, 'draft', managerOff.token)).status).toBe(403);
    expect(
      (await call('/api/company/posting-approvals/waiting', { token: interviewer.token })).status,
    ).toBe(403);
  });
});
