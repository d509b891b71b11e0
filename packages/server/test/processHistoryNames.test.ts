// Decision 155 (issue 20): a stage a posting's list no longer has keeps its names in the history
// of the applicants who were in it, in both languages, for the company's view (getApplication)
// and the applicant's (listUserApplications). PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobPostings } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob, ownStages, validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let user: TestAccount;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  return { status: res.status, body: await json(res) };
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  user = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: user.token,
    json: validProfile(`2990101${String(Date.now()).slice(-7)}`),
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

type Named = { from: string | null; to: string; fromName: unknown; toName: unknown };

describe('history names of removed stages (decision 155)', () => {
  it('keeps naming a removed stage in both views, across later edits', async () => {
    const job = await createJob(server, company);
    // The posting's own list: New, Call, Won, Lost.
    const own = await call(`/api/company/jobs/${job.id}/stages`, {
      method: 'PUT',
      token: company.token,
      json: { stages: ownStages },
    });
    expect(own.status).toBe(200);
    const applied = await call(`/api/jobs/${job.id}/apply`, { method: 'POST', token: user.token });
    expect(applied.status).toBe(201);
    const applicationId = String(applied.body._id);
    const moved = await call(`/api/company/applications/${applicationId}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'call', notify: false },
    });
    expect(moved.status).toBe(200);

    // "Call" goes; its applicant moves back to "New".
    const withoutCall = ownStages.filter((s) => s.key !== 'call');
    const edited = await call(`/api/company/jobs/${job.id}/stages`, {
      method: 'PUT',
      token: company.token,
      json: { stages: withoutCall, moves: { call: 'new' } },
    });
    expect(edited.status).toBe(200);
    // A later edit (a rename of New) keeps the names of what was removed before.
    const renamed = withoutCall.map((s) =>
      s.key === 'new' ? { ...s, name: { en: 'Inbox', ar: 'الوارد' } } : s,
    );
    expect(
      (
        await call(`/api/company/jobs/${job.id}/stages`, {
          method: 'PUT',
          token: company.token,
          json: { stages: renamed },
        })
      ).status,
    ).toBe(200);

    const call_ = { en: 'Call', ar: 'مكالمة' };
    const inbox = { en: 'Inbox', ar: 'الوارد' };
    const expected = [
      { from: null, to: 'new', fromName: null, toName: inbox },
      { from: 'new', to: 'call', fromName: inbox, toName: call_ },
      { from: 'call', to: 'new', fromName: call_, toName: inbox },
    ];
    const pick = (history: Named[]) =>
      history.map(({ from, to, fromName, toName }) => ({ from, to, fromName, toName }));

    const detail = await call(`/api/company/applications/${applicationId}`, {
      token: company.token,
    });
    expect(detail.status).toBe(200);
    expect(pick(detail.body.history)).toEqual(expected);

    const mine = await call('/api/user/applications', { token: user.token });
    expect(mine.status).toBe(200);
    const entry = (mine.body.applications as { _id: string; history: Named[] }[]).find(
      (a) => a._id === applicationId,
    );
    expect(pick(entry?.history ?? [])).toEqual(expected);

    // The key back in the list: the list's (new) name wins, and it is no longer kept as removed.
    const back = [...renamed.slice(0, 1), { ...ownStages[1], name: { en: 'Phone', ar: 'هاتف' } }];
    const restored = await call(`/api/company/jobs/${job.id}/stages`, {
      method: 'PUT',
      token: company.token,
      json: { stages: [...back, ...renamed.slice(1)] },
    });
    expect(restored.status).toBe(200);
    const [row] = await server.app.db
      .select({ removed: jobPostings.removedStages })
      .from(jobPostings)
      .where(eq(jobPostings.id, job.id));
    expect(row?.removed?.map((s) => s.key)).not.toContain('call');
    const again = await call(`/api/company/applications/${applicationId}`, {
      token: company.token,
    });
    expect(again.body.history[1].toName).toEqual({ en: 'Phone', ar: 'هاتف' });
  });

  // Issue 20's bad input: a list without a rejected stage is refused whole, in the caller's
  // language, for a template and for a posting, and nothing changes.
  it('refuses a list without a rejected stage: 400, nothing stored', async () => {
    const job = await createJob(server, company);
    const noRejected = ownStages.filter((s) => s.kind !== 'rejected');
    const template = await server.request('/api/company/stage-templates', {
      method: 'POST',
      token: company.token,
      headers: { 'x-lang': 'ar' },
      json: { name: 'No rejection', stages: noRejected },
    });
    expect(template.status).toBe(400);
    expect((await json(template)).fields).toEqual({
      stages: 'تحتاج العملية إلى مرحلة رفض واحدة على الأقل',
    });
    const posting = await call(`/api/company/jobs/${job.id}/stages`, {
      method: 'PUT',
      token: company.token,
      json: { stages: noRejected },
    });
    expect(posting.status).toBe(400);
    expect(posting.body.fields).toEqual({ stages: 'A process needs at least one rejected stage' });
    const templates = await call('/api/company/stage-templates', { token: company.token });
    expect((templates.body.templates as { name: string }[]).map((t) => t.name)).not.toContain(
      'No rejection',
    );
    const stages = await call(`/api/company/jobs/${job.id}/stages`, { token: company.token });
    expect(stages.body.stages.map((s: { key: string }) => s.key)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
  });
});
