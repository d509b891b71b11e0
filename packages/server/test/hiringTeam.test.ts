// Hiring teams over real HTTP (decisions.md 11, decision 110, issue 18): a posting's hiring team
// (getJobTeam, setJobTeam), the 'team' grant on every posting and application call (a hiring
// manager works on their teams' postings only; another team's posting is 403 and nothing changes;
// another company's is 404), a recruiter everywhere, an interviewer nowhere until interviews
// exist; who did it (`by` on notes, moves, outcomes, links and cards) and the audit log's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { isiKey } from '@talentpool/domain/isi/key';
import { auditEvents, companies } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { completeCompany } from './helpers/companyFixture';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let owner: TestAccount;
let recruiter: TestAccount;
let manager: TestAccount;
let otherManager: TestAccount;
let interviewer: TestAccount;
let otherCompany: TestAccount;
let foreignMember: TestAccount;

/** The manager's posting (team: manager) and another team's (team: otherManager). */
let ours: { _id: string };
let theirs: { _id: string };
/** Applications to each. */
let ourApplications: string[];
let theirApplication: string;

const names = {
  recruiter: 'Rania Recruiter',
  manager: 'Hady Manager',
  otherManager: 'Omar Other',
  interviewer: 'Ines Interviewer',
};

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  // JSON answers as JSON; the CSV export and 204 as text.
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: res.status, body: isJson ? await json(res) : await res.text() };
}

const postingInput = (title: string) => ({
  title,
  description: 'Runs the weekly planning of two warehouses.',
  workplace: 'remote',
  country: '',
  city: '',
  field: 'Architecture and Construction',
  requirement: { kind: 'jobmatch', items: [7, 12, 0] },
});

async function createPosting(account: TestAccount, title: string, publish = true) {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: account.token,
    json: postingInput(title),
  });
  expect(created.status).toBe(201);
  if (!publish) return created.body;
  const published = await call(`/api/company/jobs/${created.body._id}/status`, {
    method: 'PATCH',
    token: account.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return published.body;
}

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A user with a complete profile and an ISI result who applies to the postings. */
async function applicant(jobIds: string[]): Promise<string[]> {
  const user = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: user.token,
    json: validProfile(`2990101${randomDigits(7)}`),
  });
  expect(saved.status).toBe(200);
  const answers = isiKey.map(() => 3);
  expect(
    (
      await call('/api/company/test', {
        method: 'POST',
        token: user.token,
        json: { result: answers },
      })
    ).status,
  ).toBe(200);
  const ids: string[] = [];
  for (const jobId of jobIds) {
    const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: user.token });
    expect(applied.status).toBe(201);
    ids.push(applied.body._id);
  }
  return ids;
}

const actor = (account: TestAccount, name: string) => ({
  _id: account.memberId,
  name,
  email: account.email,
});

/** The company's audit rows, oldest first. */
async function auditRows(companyId: string) {
  return server.app.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.companyId, companyId))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

async function auditOf(action: string, targetId?: string) {
  return server.app.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, owner.id),
        eq(auditEvents.action, action),
        targetId ? eq(auditEvents.targetId, targetId) : undefined,
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, otherCompany] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  await server.app.db
    .update(companies)
    .set({ companyName: 'Team Co' })
    .where(eq(companies.id, owner.id));
  [recruiter, manager, otherManager, interviewer, foreignMember] = await Promise.all([
    addMember(server, owner, 'recruiter', { name: names.recruiter }),
    addMember(server, owner, 'hiringManager', { name: names.manager }),
    addMember(server, owner, 'hiringManager', { name: names.otherManager }),
    addMember(server, owner, 'interviewer', { name: names.interviewer }),
    addMember(server, otherCompany, 'hiringManager'),
  ]);
  ours = await createPosting(owner, 'Planner (our team)');
  theirs = await createPosting(owner, 'Planner (their team)');
  const setOurs = await call(`/api/company/jobs/${ours._id}/team`, {
    method: 'PUT',
    token: owner.token,
    json: { memberIds: [manager.memberId] },
  });
  expect(setOurs.status).toBe(200);
  const setTheirs = await call(`/api/company/jobs/${theirs._id}/team`, {
    method: 'PUT',
    token: owner.token,
    json: { memberIds: [otherManager.memberId] },
  });
  expect(setTheirs.status).toBe(200);
  const [a1, b1] = await applicant([ours._id, theirs._id]);
  const [a2] = await applicant([ours._id]);
  const [a3] = await applicant([ours._id]);
  ourApplications = [a1 ?? '', a2 ?? '', a3 ?? ''];
  theirApplication = b1 ?? '';
});

afterAll(async () => {
  await server?.close();
});

describe('getJobTeam and setJobTeam', () => {
  it('sets and reads a posting’s team, with the members by name', async () => {
    const team = await call(`/api/company/jobs/${ours._id}/team`, { token: owner.token });
    expect(team.status).toBe(200);
    expect(team.body.members).toEqual([
      expect.objectContaining({
        _id: manager.memberId,
        email: manager.email,
        name: names.manager,
        role: 'hiringManager',
        status: 'active',
        totpEnabled: false,
      }),
    ]);
    // The members one can put on the team: this company's active members only, for a hiring
    // manager too (who may set the team but not list members).
    const seen = await call(`/api/company/jobs/${ours._id}/team`, { token: manager.token });
    const candidateIds = seen.body.candidates.map((m: { _id: string }) => m._id);
    expect(candidateIds).toEqual(expect.arrayContaining([owner.memberId, manager.memberId]));
    expect(candidateIds).not.toContain(foreignMember.memberId);
    const posting = await call(`/api/company/jobs/${ours._id}`, { token: owner.token });
    expect(posting.body.team.map((m: { _id: string }) => m._id)).toEqual([manager.memberId]);
    expect(posting.body.by).toEqual(actor(owner, 'Test owner'));
  });

  it('refuses a member of another company, or an unknown id, with 400 on memberIds', async () => {
    for (const memberIds of [
      [manager.memberId, foreignMember.memberId],
      ['00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await call(`/api/company/jobs/${ours._id}/team`, {
        method: 'PUT',
        token: owner.token,
        json: { memberIds },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toHaveProperty('memberIds');
    }
    const bad = await call(`/api/company/jobs/${ours._id}/team`, {
      method: 'PUT',
      token: owner.token,
      json: { memberIds: ['not-a-uuid'] },
    });
    expect(bad.status).toBe(400);
    // The team is unchanged.
    const team = await call(`/api/company/jobs/${ours._id}/team`, { token: owner.token });
    expect(team.body.members.map((m: { _id: string }) => m._id)).toEqual([manager.memberId]);
  });

  // Issue 44: with the status condition dropped from activeMemberIds an invited person who never
  // joined could be put on a team (and one removed from the company, with removedAt dropped). A
  // company of its own: the other tests count this company's postings and audit rows.
  it('refuses a member who was invited but never joined, and one removed, with 400', async () => {
    const boss = await createAccount(server, 'Company');
    const active = await addMember(server, boss, 'hiringManager');
    const invited = await call('/api/company/members', {
      method: 'POST',
      token: boss.token,
      json: { email: `team-invitee-${randomDigits(8)}@example.com`, role: 'hiringManager' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.member.status).toBe('invited');
    const removed = await addMember(server, boss, 'recruiter');
    const gone = await call(`/api/company/members/${removed.memberId}`, {
      method: 'DELETE',
      token: boss.token,
    });
    expect(gone.status).toBe(204);
    const posting = await createPosting(boss, 'Planner (team of active members)', false);
    for (const memberId of [invited.body.member._id as string, removed.memberId]) {
      const res = await call(`/api/company/jobs/${posting._id}/team`, {
        method: 'PUT',
        token: boss.token,
        json: { memberIds: [active.memberId, memberId] },
      });
      expect(res.status, memberId).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toHaveProperty('memberIds');
    }
    const team = await call(`/api/company/jobs/${posting._id}/team`, { token: boss.token });
    expect(team.body.members).toEqual([]);
    // The same call with the active member alone is accepted: the refusal is about the other.
    const ok = await call(`/api/company/jobs/${posting._id}/team`, {
      method: 'PUT',
      token: boss.token,
      json: { memberIds: [active.memberId] },
    });
    expect(ok.status).toBe(200);
  });

  it('answers another company’s posting with 404', async () => {
    for (const method of ['GET', 'PUT']) {
      const res = await call(`/api/company/jobs/${ours._id}/team`, {
        method,
        token: foreignMember.token,
        json: method === 'PUT' ? { memberIds: [] } : undefined,
      });
      expect(res.status).toBe(404);
    }
  });

  it('puts a hiring manager who creates a posting on its team', async () => {
    const created = await createPosting(manager, 'Manager’s own posting', false);
    expect(created.team.map((m: { _id: string }) => m._id)).toEqual([manager.memberId]);
    expect(created.by).toEqual(actor(manager, names.manager));
    // A recruiter's new posting has no team of its own.
    const byRecruiter = await createPosting(recruiter, 'Recruiter’s posting', false);
    expect(byRecruiter.team).toEqual([]);
  });
});

describe('a hiring manager on the team', () => {
  it('does every posting and pipeline action on the team’s posting', async () => {
    const t = manager.token;
    const [first = '', second = ''] = ourApplications;
    expect((await call(`/api/company/jobs/${ours._id}`, { token: t })).status).toBe(200);
    const edited = await call(`/api/company/jobs/${ours._id}`, {
      method: 'PUT',
      token: t,
      json: postingInput('Planner (our team, edited)'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Planner (our team, edited)');
    for (const status of ['closed', 'published']) {
      const res = await call(`/api/company/jobs/${ours._id}/status`, {
        method: 'PATCH',
        token: t,
        json: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const list = await call(`/api/company/jobs/${ours._id}/applicants`, { token: t });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect((await call(`/api/company/applications/${first}`, { token: t })).status).toBe(200);
    const moved = await call(`/api/company/applications/${first}/stage`, {
      method: 'PATCH',
      token: t,
      json: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const noted = await call(`/api/company/applications/${first}/notes`, {
      method: 'POST',
      token: t,
      json: { text: 'Manager note' },
    });
    expect(noted.status).toBe(201);
    expect(noted.body.by).toEqual(actor(manager, names.manager));
    const hired = await call(`/api/company/applications/${second}/stage`, {
      method: 'PATCH',
      token: t,
      json: { stage: 'hired' },
    });
    expect(hired.status).toBe(200);
    const outcome = await call(`/api/company/applications/${second}/outcome`, {
      method: 'PUT',
      token: t,
      json: { outcome: 'successful' },
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body.outcomeBy).toEqual(actor(manager, names.manager));
    const invited = await call(`/api/company/jobs/${ours._id}/invite`, {
      method: 'POST',
      token: t,
      json: { email: 'guest-of-our-team@example.com' },
    });
    expect(invited.status).toBe(201);
    const team = await call(`/api/company/jobs/${ours._id}/team`, {
      method: 'PUT',
      token: t,
      json: { memberIds: [manager.memberId, recruiter.memberId] },
    });
    expect(team.status).toBe(200);
    expect(team.body.members.map((m: { _id: string }) => m._id).sort()).toEqual(
      [manager.memberId, recruiter.memberId].sort(),
    );
    const accuracy = await call('/api/company/accuracy', { token: t });
    expect(accuracy.status).toBe(200);
  });

  it('is refused another team’s posting with 403, and nothing changes', async () => {
    const t = manager.token;
    const before = await call(`/api/company/jobs/${theirs._id}`, { token: owner.token });
    const beforeApplication = await call(`/api/company/applications/${theirApplication}`, {
      token: owner.token,
    });
    const refused = [
      { path: `/api/company/jobs/${theirs._id}`, method: 'GET' },
      { path: `/api/company/jobs/${theirs._id}`, method: 'PUT', json: postingInput('Taken over') },
      {
        path: `/api/company/jobs/${theirs._id}/status`,
        method: 'PATCH',
        json: { status: 'closed' },
      },
      { path: `/api/company/jobs/${theirs._id}/team`, method: 'GET' },
      {
        path: `/api/company/jobs/${theirs._id}/team`,
        method: 'PUT',
        json: { memberIds: [manager.memberId] },
      },
      { path: `/api/company/jobs/${theirs._id}/applicants`, method: 'GET' },
      { path: `/api/company/applications/${theirApplication}`, method: 'GET' },
      {
        path: `/api/company/applications/${theirApplication}/stage`,
        method: 'PATCH',
        json: { stage: 'hired' },
      },
      {
        path: `/api/company/applications/${theirApplication}/notes`,
        method: 'POST',
        json: { text: 'Not my team' },
      },
      {
        path: `/api/company/applications/${theirApplication}/outcome`,
        method: 'PUT',
        json: { outcome: 'successful' },
      },
      {
        path: `/api/company/jobs/${theirs._id}/invite`,
        method: 'POST',
        json: { email: 'not-our-guest@example.com' },
      },
    ];
    for (const c of refused) {
      const res = await call(c.path, { method: c.method, token: t, json: c.json });
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    // What is stored is as it was.
    const after = await call(`/api/company/jobs/${theirs._id}`, { token: owner.token });
    expect(after.body).toEqual(before.body);
    const afterApplication = await call(`/api/company/applications/${theirApplication}`, {
      token: owner.token,
    });
    expect(afterApplication.body).toEqual(beforeApplication.body);
    expect(afterApplication.body.stage).toBe('applied');
    expect(afterApplication.body.notes).toEqual([]);
    const links = await call('/api/company/allOneTimeUsers?pageSize=100', { token: owner.token });
    expect(
      links.body.oneTimeUsers.some(
        (l: { email: string }) => l.email === 'not-our-guest@example.com',
      ),
    ).toBe(false);
    // The public page shows the published posting as anyone sees it, without the company view.
    const asPublic = await call(`/api/jobs/${theirs._id}`, { token: t });
    expect(asPublic.status).toBe(200);
    expect(asPublic.body).not.toHaveProperty('team');
    expect(asPublic.body).not.toHaveProperty('applicantCount');
  });

  it('lists only the postings of the manager’s teams', async () => {
    const mine = await call('/api/company/jobs?pageSize=100', { token: manager.token });
    expect(mine.status).toBe(200);
    const titles = mine.body.postings.map((p: { title: string }) => p.title).sort();
    expect(titles).toEqual(['Manager’s own posting', 'Planner (our team, edited)']);
    expect(mine.body.total).toBe(2);
    const all = await call('/api/company/jobs?pageSize=100', { token: owner.token });
    expect(all.body.total).toBe(4);
  });

  it('is answered 404 for another company’s posting and application', async () => {
    const other = await call(`/api/company/jobs/${ours._id}`, { token: foreignMember.token });
    expect(other.status).toBe(404);
    const app = await call(`/api/company/applications/${ourApplications[0]}`, {
      token: foreignMember.token,
    });
    expect(app.status).toBe(404);
  });
});

describe('a recruiter and an interviewer', () => {
  it('lets a recruiter do everything on every posting, on no team', async () => {
    const t = recruiter.token;
    expect((await call(`/api/company/jobs/${theirs._id}`, { token: t })).status).toBe(200);
    expect((await call(`/api/company/jobs/${theirs._id}/applicants`, { token: t })).status).toBe(
      200,
    );
    expect((await call(`/api/company/applications/${theirApplication}`, { token: t })).status).toBe(
      200,
    );
    const hired = await call(`/api/company/applications/${theirApplication}/stage`, {
      method: 'PATCH',
      token: t,
      json: { stage: 'hired' },
    });
    expect(hired.status).toBe(200);
    const outcome = await call(`/api/company/applications/${theirApplication}/outcome`, {
      method: 'PUT',
      token: t,
      json: { outcome: 'unsuccessful' },
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body.outcomeBy).toEqual(actor(recruiter, names.recruiter));
    const noted = await call(`/api/company/applications/${theirApplication}/notes`, {
      method: 'POST',
      token: t,
      json: { text: 'Recruiter note' },
    });
    expect(noted.status).toBe(201);
    const team = await call(`/api/company/jobs/${theirs._id}/team`, {
      method: 'PUT',
      token: t,
      json: { memberIds: [otherManager.memberId, recruiter.memberId] },
    });
    expect(team.status).toBe(200);
    const list = await call('/api/company/jobs?pageSize=100', { token: t });
    expect(list.body.total).toBe(4);
  });

  it('covers only the team’s postings in a hiring manager’s accuracy', async () => {
    // One outcome on our posting (by the manager), one on theirs (by the recruiter).
    const forManager = await call('/api/company/accuracy', { token: manager.token });
    expect(forManager.body.sampleSize).toBe(1);
    const forOwner = await call('/api/company/accuracy', { token: owner.token });
    expect(forOwner.body.sampleSize).toBe(2);
    const forOther = await call('/api/company/accuracy', { token: otherManager.token });
    expect(forOther.body.sampleSize).toBe(1);
  });

  it('refuses an interviewer postings, applicants and the application (no interviews yet)', async () => {
    const t = interviewer.token;
    const refused = [
      { path: '/api/company/jobs', method: 'GET' },
      { path: '/api/company/jobs', method: 'POST', json: postingInput('Interviewer posting') },
      { path: `/api/company/jobs/${ours._id}`, method: 'GET' },
      { path: `/api/company/jobs/${ours._id}/team`, method: 'GET' },
      { path: `/api/company/jobs/${ours._id}/applicants`, method: 'GET' },
      { path: `/api/company/applications/${ourApplications[0]}`, method: 'GET' },
      {
        path: `/api/company/applications/${ourApplications[0]}/stage`,
        method: 'PATCH',
        json: { stage: 'offer' },
      },
      { path: '/api/company/accuracy', method: 'GET' },
    ];
    for (const c of refused) {
      const res = await call(c.path, { method: c.method, token: t, json: c.json });
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    // Another company's application is still not found, before any question of interviews.
    const foreign = await call(`/api/company/applications/${ourApplications[0]}`, {
      token: (await addMember(server, otherCompany, 'interviewer')).token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('who did it', () => {
  it('names the member on each note, move and outcome', async () => {
    const id = ourApplications[2] ?? '';
    const steps: [TestAccount, string][] = [
      [owner, 'screening'],
      [manager, 'interview'],
      [recruiter, 'hired'],
    ];
    for (const [account, stage] of steps) {
      const res = await call(`/api/company/applications/${id}/stage`, {
        method: 'PATCH',
        token: account.token,
        json: { stage },
      });
      expect(res.status).toBe(200);
    }
    for (const [account, text] of [
      [owner, 'Owner note'],
      [manager, 'Manager note two'],
    ] as const) {
      const res = await call(`/api/company/applications/${id}/notes`, {
        method: 'POST',
        token: account.token,
        json: { text },
      });
      expect(res.status).toBe(201);
    }
    await call(`/api/company/applications/${id}/outcome`, {
      method: 'PUT',
      token: owner.token,
      json: { outcome: 'successful' },
    });
    const detail = await call(`/api/company/applications/${id}`, { token: manager.token });
    expect(detail.status).toBe(200);
    expect(detail.body.history.map((h: { to: string; by: unknown }) => [h.to, h.by])).toEqual([
      ['applied', null],
      ['screening', actor(owner, 'Test owner')],
      ['interview', actor(manager, names.manager)],
      ['hired', actor(recruiter, names.recruiter)],
    ]);
    expect(detail.body.notes.map((n: { text: string; by: unknown }) => [n.text, n.by])).toEqual([
      ['Owner note', actor(owner, 'Test owner')],
      ['Manager note two', actor(manager, names.manager)],
    ]);
    expect(detail.body.outcomeBy).toEqual(actor(owner, 'Test owner'));
    // The ranked list carries the outcome's member too; a hire again clears it.
    const list = await call(`/api/company/jobs/${ours._id}/applicants`, { token: owner.token });
    const row = list.body.applicants.find((a: { _id: string }) => a._id === id);
    expect(row.outcomeBy).toEqual(actor(owner, 'Test owner'));
  });

  it('names the member who generated each link and saved each card', async () => {
    for (const [account, email] of [
      [owner, 'owner-link@example.com'],
      [recruiter, 'recruiter-link@example.com'],
    ] as const) {
      const res = await call('/api/company/generateLink', {
        method: 'POST',
        token: account.token,
        json: { email },
      });
      expect(res.status).toBe(200);
    }
    const links = await call('/api/company/allOneTimeUsers?pageSize=100', { token: owner.token });
    const byEmail = new Map(
      links.body.oneTimeUsers.map((l: { email: string; by: unknown }) => [l.email, l.by]),
    );
    expect(byEmail.get('owner-link@example.com')).toEqual(actor(owner, 'Test owner'));
    expect(byEmail.get('recruiter-link@example.com')).toEqual(actor(recruiter, names.recruiter));
    expect(byEmail.get('guest-of-our-team@example.com')).toEqual(actor(manager, names.manager));

    for (const [account, title] of [
      [owner, 'Owner card'],
      [manager, 'Manager card'],
    ] as const) {
      const res = await call('/api/company/descriptionCards', {
        method: 'POST',
        token: account.token,
        json: { kind: 'findboss', items: [0, 1, 2], title, description: '' },
      });
      expect(res.status).toBe(201);
      expect(res.body.by).toEqual(actor(account, account === owner ? 'Test owner' : names.manager));
    }
    const cards = await call('/api/company/descriptionCards?pageSize=100', {
      token: recruiter.token,
    });
    const cardBy = new Map(
      cards.body.cards.map((c: { title: string; by: unknown }) => [c.title, c.by]),
    );
    expect(cardBy.get('Owner card')).toEqual(actor(owner, 'Test owner'));
    expect(cardBy.get('Manager card')).toEqual(actor(manager, names.manager));
  });
});

describe('audit log', () => {
  it('writes a row for each action with the member who acted', async () => {
    // The actions not done above: a link revoked, a card removed, an export, a company edit.
    const links = await call('/api/company/allOneTimeUsers?pageSize=100', { token: owner.token });
    const link = links.body.oneTimeUsers.find(
      (l: { email: string }) => l.email === 'recruiter-link@example.com',
    );
    expect(
      (
        await call(`/api/company/oneTimeLink/${link._id}`, {
          method: 'DELETE',
          token: recruiter.token,
        })
      ).status,
    ).toBe(200);
    const cards = await call('/api/company/descriptionCards?pageSize=100', { token: owner.token });
    const card = cards.body.cards.find((c: { title: string }) => c.title === 'Manager card');
    expect(
      (
        await call(`/api/company/descriptionCards/${card._id}`, {
          method: 'DELETE',
          token: manager.token,
        })
      ).status,
    ).toBe(204);
    const csv = await call('/api/company/search.csv?HLOfEdu=Faculty%20degree', {
      token: recruiter.token,
    });
    expect(csv.status).toBe(200);
    const saved = await call('/api/company', {
      method: 'PUT',
      token: owner.token,
      json: completeCompany({ companyName: 'Team Co' }),
    });
    expect(saved.status).toBe(200);

    const rows = await auditRows(owner.id);
    const has = (action: string, account: TestAccount, targetId?: string) =>
      rows.some(
        (r) =>
          r.action === action &&
          r.actorMemberId === account.memberId &&
          r.actorEmail === account.email &&
          (targetId === undefined || r.targetId === targetId),
      );
    expect(has('posting.created', owner, ours._id)).toBe(true);
    expect(has('posting.published', owner, ours._id)).toBe(true);
    expect(has('posting.teamChanged', owner, ours._id)).toBe(true);
    expect(has('posting.updated', manager, ours._id)).toBe(true);
    expect(has('posting.closed', manager, ours._id)).toBe(true);
    expect(has('posting.published', manager, ours._id)).toBe(true);
    expect(has('posting.teamChanged', manager, ours._id)).toBe(true);
    expect(has('posting.teamChanged', recruiter, theirs._id)).toBe(true);
    expect(has('application.invited', manager, ours._id)).toBe(true);
    expect(has('link.generated', owner)).toBe(true);
    expect(has('link.generated', recruiter)).toBe(true);
    expect(has('link.revoked', recruiter, link._id)).toBe(true);
    expect(has('card.saved', owner)).toBe(true);
    expect(has('card.saved', manager, card._id)).toBe(true);
    expect(has('card.removed', manager, card._id)).toBe(true);
    expect(has('candidates.exported', recruiter)).toBe(true);
    expect(has('company.updated', owner, owner.id)).toBe(true);
    expect(has('outcome.recorded', manager, ourApplications[1])).toBe(true);
    expect(has('outcome.recorded', recruiter, theirApplication)).toBe(true);
    expect(has('application.noted', manager, ourApplications[0])).toBe(true);

    // A move names where from and where to; the refused attempts left no row.
    const moves = await auditOf('application.moved', ourApplications[2]);
    expect(moves.map((m) => [m.actorMemberId, m.details.from, m.details.to])).toEqual([
      [owner.memberId, 'applied', 'screening'],
      [manager.memberId, 'screening', 'interview'],
      [recruiter.memberId, 'interview', 'hired'],
    ]);
    const team = await auditOf('posting.teamChanged', ours._id);
    expect(team.at(-1)?.details).toMatchObject({ added: [recruiter.memberId], removed: [] });
    const exported = await auditOf('candidates.exported');
    expect(exported[0]?.details).toMatchObject({
      filters: { HLOfEdu: 'Faculty degree' },
      rows: expect.any(Number),
    });
    const refusedRows = rows.filter(
      (r) =>
        r.actorMemberId === manager.memberId &&
        (r.targetId === theirs._id || r.targetId === theirApplication),
    );
    expect(refusedRows).toEqual([]);
    expect(rows.some((r) => r.actorMemberId === interviewer.memberId)).toBe(false);
  });
});
