// Issue 37 (decision 218), "duplicates": the same person arriving twice at one posting (here a
// stranger of the guest form, then her account with the same e-mail) shows as a possible
// duplicate on both cards and in the drawer; a member who may manage the posting merges them
// into the account's application (its history, notes, CV and guest details kept), and undoes it.
// Strangers, job seekers, a rival company and members outside the posting's team change nothing.
// Over real HTTP, on PGlite (or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationMerges } from '../src/db/schema';
import { anonymiseGuestDetails } from '../src/features/applications/public';
import { createAccount, type TestAccount } from './helpers/accounts';
import { apiCall, createCandidate, type ApiCallInit } from './helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from './helpers/guestFixtures';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createRoleCompany, createTeamJob, type RoleCompany } from './security/roleFixtures';

let server: TestServer;
let company: RoleCompany;
let rival: TestAccount;
let candidate: TestAccount;
let jobId: string;
let otherJobId: string;
let guestId: string;
let accountAppId: string;

const call = (path: string, init?: ApiCallInit) => apiCall(server, path, init);

interface Card {
  _id: string;
  duplicates?: Array<{ _id: string; matchedOn: string }>;
}

async function board(id = jobId): Promise<Card[]> {
  const list = await call(`/api/company/jobs/${id}/applicants?pageSize=100`, {
    token: company.owner.token,
  });
  expect(list.status, list.text).toBe(200);
  return list.body.applicants as Card[];
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createRoleCompany(server);
  rival = await createAccount(server, 'Company');
  jobId = (await createTeamJob(server, company)).id;
  otherJobId = (await createTeamJob(server, company)).id;
  candidate = await createCandidate(server, 'Amal Saeed');
  // First as a stranger with the guest form, with her account's e-mail in another case.
  const cvId = await uploadGuestCv(server, jobId);
  const guest = await call(`/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: guestApplicationBody(cvId, candidate.email.toUpperCase()),
  });
  expect(guest.status, guest.text).toBe(201);
  guestId = String(guest.body.applicationId);
  await server.app.queue.drain();
  const noted = await call(`/api/company/applications/${guestId}/notes`, {
    method: 'POST',
    token: company.recruiter.token,
    json: { text: 'Called her: available in March.' },
  });
  expect(noted.status, noted.text).toBe(201);
  // Then from her account.
  const applied = await call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: candidate.token,
  });
  expect(applied.status, applied.text).toBe(201);
  accountAppId = String(applied.body._id);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the same person twice on a posting (issue 37)', () => {
  it('shows each application as a possible duplicate of the other, on the board and in the drawer', async () => {
    const cards = await board();
    const byId = new Map(cards.map((c) => [c._id, c]));
    expect(byId.get(guestId)?.duplicates).toEqual([{ _id: accountAppId, matchedOn: 'email' }]);
    expect(byId.get(accountAppId)?.duplicates).toEqual([{ _id: guestId, matchedOn: 'email' }]);
    // A board column reads the same statement with a stage.
    const column = await call(`/api/company/jobs/${jobId}/applicants?stage=applied`, {
      token: company.owner.token,
    });
    expect(
      (column.body.applicants as Card[]).find((c) => c._id === guestId)?.duplicates,
    ).toHaveLength(1);
    const detail = await call(`/api/company/applications/${accountAppId}`, {
      token: company.recruiter.token,
    });
    expect(detail.body.duplicates).toEqual([{ _id: guestId, matchedOn: 'email' }]);
    expect(detail.body.merges).toEqual([]);
  });

  it('refuses strangers, job seekers, a rival company and members outside the team', async () => {
    const merge = (token: string | undefined, id = guestId, duplicateId: unknown = accountAppId) =>
      call(`/api/company/applications/${id}/merge`, {
        method: 'POST',
        token,
        json: { duplicateId },
      });
    expect((await merge(undefined)).status).toBe(401);
    expect((await merge(candidate.token)).status).toBe(403);
    expect((await merge(company.interviewer.token)).status).toBe(403);
    expect((await merge(company.hiringManagerOffTeam.token)).status).toBe(403);
    const foreign = await merge(rival.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    // Bad pairs: the body's field says so, in the error shape.
    const itself = await merge(company.recruiter.token, guestId, guestId);
    expect(itself.status).toBe(400);
    expect(itself.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(itself.body.fields)).toEqual(['duplicateId']);
    const elsewhere = await call(`/api/jobs/${otherJobId}/apply`, {
      method: 'POST',
      token: (await createCandidate(server, 'Other Person')).token,
    });
    expect(elsewhere.status).toBe(201);
    const otherPosting = await merge(company.recruiter.token, guestId, elsewhere.body._id);
    expect(otherPosting.status).toBe(400);
    expect(Object.keys(otherPosting.body.fields)).toEqual(['duplicateId']);
    expect((await merge(company.recruiter.token, guestId, 'not-an-id')).status).toBe(400);
    // Nothing changed.
    expect((await board()).map((c) => c._id).sort()).toEqual([guestId, accountAppId].sort());
  });

  it("merges into the account's application, keeping history, notes and CV, and undoes it", async () => {
    const merged = await call(`/api/company/applications/${guestId}/merge`, {
      method: 'POST',
      token: company.hiringManagerOnTeam.token,
      json: { duplicateId: accountAppId },
    });
    expect(merged.status, merged.text).toBe(200);
    // The account's application is the one kept, whichever card the member started from.
    expect(merged.body._id).toBe(accountAppId);
    expect(merged.body.merges).toMatchObject([
      { mergedId: guestId, name: 'Guest Applicant', via: 'apply', matchedOn: 'email' },
    ]);
    expect(merged.body.merges[0].by).toMatchObject({ _id: company.hiringManagerOnTeam.memberId });
    expect(merged.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'Called her: available in March.',
    ]);
    // Both arrivals in the history, and no duplicate left.
    expect(merged.body.history).toHaveLength(2);
    expect(merged.body.duplicates).toEqual([]);
    expect((await board()).map((c) => c._id)).toEqual([accountAppId]);
    expect(
      (await call(`/api/company/applications/${guestId}`, { token: company.owner.token })).status,
    ).toBe(404);
    // Her guest details (phone, consent, CV) are on the kept application.
    const guest = await call(`/api/company/applications/${accountAppId}/guest`, {
      token: company.owner.token,
    });
    expect(guest.status, guest.text).toBe(200);
    expect(guest.body).toMatchObject({ name: 'Guest Applicant', phone: '+201001234567' });
    expect(guest.body.cvs).toHaveLength(1);
    const mergeId = String(merged.body.merges[0]._id);

    // Undo: a rival and a stranger cannot; the member can, once.
    const undoUrl = `/api/company/applications/${accountAppId}/merges/${mergeId}/undo`;
    expect((await call(undoUrl, { method: 'POST', token: rival.token })).status).toBe(404);
    expect((await call(undoUrl, { method: 'POST' })).status).toBe(401);
    expect(
      (await call(undoUrl, { method: 'POST', token: company.hiringManagerOffTeam.token })).status,
    ).toBe(403);
    const undone = await call(undoUrl, { method: 'POST', token: company.recruiter.token });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.merges).toEqual([]);
    expect(undone.body.notes).toEqual([]);
    expect(undone.body.history).toHaveLength(1);
    expect((await board()).map((c) => c._id).sort()).toEqual([guestId, accountAppId].sort());
    const back = await call(`/api/company/applications/${guestId}`, {
      token: company.owner.token,
    });
    expect(back.status).toBe(200);
    expect(back.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'Called her: available in March.',
    ]);
    expect(back.body.applicant).toMatchObject({ kind: 'guest', name: 'Guest Applicant' });
    const again = await call(undoUrl, { method: 'POST', token: company.recruiter.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MERGE_CONFLICT');

    // Both are in the audit log.
    const audit = await call('/api/company/audit?pageSize=50', { token: company.owner.token });
    const actions = (audit.body.events as Array<{ action: string }>).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['application.merged', 'application.unmerged']));
  });

  it("refuses to merge two accounts' applications (409)", async () => {
    const another = await createCandidate(server, 'Amal Saeed');
    const applied = await call(`/api/jobs/${jobId}/apply`, {
      method: 'POST',
      token: another.token,
    });
    expect(applied.status).toBe(201);
    const res = await call(`/api/company/applications/${applied.body._id}/merge`, {
      method: 'POST',
      token: company.owner.token,
      json: { duplicateId: accountAppId },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MERGE_CONFLICT');
  });

  it("forgets a merge's snapshot when retention anonymises the kept application", async () => {
    const merged = await call(`/api/company/applications/${guestId}/merge`, {
      method: 'POST',
      token: company.owner.token,
      json: { duplicateId: accountAppId },
    });
    expect(merged.status, merged.text).toBe(200);
    const stored = () =>
      server.app.db
        .select({ id: applicationMerges.id })
        .from(applicationMerges)
        .where(eq(applicationMerges.keptId, accountAppId));
    expect((await stored()).length).toBeGreaterThan(0);
    // What the retention sweep runs on an application due (decision 124).
    await server.app.db.transaction((tx) => anonymiseGuestDetails(tx, [accountAppId]));
    expect(await stored()).toEqual([]);
  });
});
