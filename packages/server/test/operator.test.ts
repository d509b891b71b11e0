// The operator console over real HTTP (issue 24, decisions 120 and 123): who is an operator
// (ADMIN_EMAILS, a verified login e-mail, checked on the server on every call: 403 for every
// other kind of principal), the accounts list and search, disabling and enabling with a reason
// (tokens 401 at once, login 403 ACCOUNT_DISABLED, a disabled company stops every member), and the
// operator audit (every action, append-only by trigger).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, companies, companyMembers, operatorAudit, users } from '../src/db/schema';
import { hashInvitationToken, newInvitationToken } from '../src/features/members/service';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

let server: TestServer;
let operator: TestAccount;
let memberOperator: TestAccount;
let unverifiedOperator: TestAccount;
let seeker: TestAccount;
let company: TestAccount;
let recruiter: TestAccount;

const operatorEmail = 'Ops.Lead@Example.com';
const memberOperatorEmail = 'ops-member@example.com';
const unverifiedEmail = 'ops-unverified@example.com';

function messagesOf(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e instanceof Error; e = e.cause) parts.push(e.message);
  return parts.join(' / ');
}

const post = (path: string, token: string | undefined, body: unknown) =>
  server.request(path, { method: 'POST', token, json: body });

async function login(account: TestAccount) {
  const path = account.type === 'User' ? '/api/user/login' : '/api/company/login';
  return server.request(path, {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ADMIN_EMAILS: `ops.lead@example.com, ${memberOperatorEmail},${unverifiedEmail}`,
      // Nothing listens there: every mail fails, so the queue has failed mail jobs to show.
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  });
  // Listed in a different letter case than it was signed up with: still the operator.
  operator = await createAccount(server, 'User', { email: operatorEmail });
  const operatorsCompany = await createAccount(server, 'Company');
  memberOperator = await addMember(server, operatorsCompany, 'interviewer', {
    email: memberOperatorEmail,
  });
  unverifiedOperator = await createAccount(server, 'User', {
    email: unverifiedEmail,
    verified: false,
  });
  seeker = await createAccount(server, 'User', { email: 'seeker-zeta@example.com' });
  await server.app.db.update(users).set({ name: 'Zeta Seeker' }).where(eq(users.id, seeker.id));
  company = await createAccount(server, 'Company', { email: 'owner-acme@example.com' });
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Cranes' })
    .where(eq(companies.id, company.id));
  recruiter = await addMember(server, company, 'recruiter', { email: 'rec-acme@example.com' });
});

afterAll(async () => {
  await server?.close();
});

describe('who is an operator', () => {
  it('getOperatorSelf answers true only for a verified listed e-mail, user or member', async () => {
    const self = async (account: TestAccount) =>
      json(await server.request('/api/operator/me', { token: account.token }));
    expect(await self(operator)).toEqual({ operator: true });
    expect(await self(memberOperator)).toEqual({ operator: true });
    expect(await self(unverifiedOperator)).toEqual({ operator: false });
    expect(await self(seeker)).toEqual({ operator: false });
    expect(await self(company)).toEqual({ operator: false });
    expect((await server.request('/api/operator/me')).status).toBe(401);
  });

  it('refuses every operator call to every other principal: 401 anonymous, 403 logged in', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/operator/accounts'],
      ['GET', '/api/operator/audit'],
      ['POST', `/api/operator/accounts/user/${seeker.id}/disable`, { reason: 'x' }],
      ['POST', `/api/operator/accounts/company/${company.id}/enable`, { reason: 'x' }],
      ['GET', '/api/operator/jobs'],
      ['GET', '/api/operator/queues'],
      ['POST', `/api/operator/jobs/${someId}/retry`, {}],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await server.request(path, { method, json: body });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      for (const principal of [seeker, company, recruiter, unverifiedOperator]) {
        const res = await server.request(path, { method, token: principal.token, json: body });
        expect(res.status, `${method} ${path} as ${principal.email}`).toBe(403);
        expect(await json(res)).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    // Nothing was disabled by any of them.
    const [row] = await server.app.db.select().from(users).where(eq(users.id, seeker.id));
    expect(row?.disabledAt).toBeNull();
  });

  it('reads the account on every call: verifying makes an operator, a new address unmakes one', async () => {
    const audit = () => server.request('/api/operator/audit', { token: unverifiedOperator.token });
    expect((await audit()).status).toBe(403);
    await server.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, unverifiedOperator.id));
    // The same token, no new login: the check reads the row, not the token.
    expect((await audit()).status).toBe(200);
    await server.app.db
      .update(users)
      .set({ email: 'moved-away@example.com' })
      .where(eq(users.id, unverifiedOperator.id));
    expect((await audit()).status).toBe(403);
    await server.app.db
      .update(users)
      .set({ email: unverifiedEmail, emailVerifiedAt: null })
      .where(eq(users.id, unverifiedOperator.id));
  });
});

describe('listOperatorAccounts', () => {
  it('lists both kinds newest first with total and paging', async () => {
    const res = await server.request('/api/operator/accounts?pageSize=3', {
      token: operator.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    const all =
      (await server.app.db.select().from(users)).length +
      (await server.app.db.select().from(companies)).length;
    expect(body.total).toBe(all);
    expect(body.accounts).toHaveLength(3);
    const times = body.accounts.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Page 2 follows page 1 without overlap.
    const page2 = await json(
      await server.request('/api/operator/accounts?pageSize=3&page=2', { token: operator.token }),
    );
    const firstIds = body.accounts.map((a: { _id: string }) => a._id);
    for (const account of page2.accounts) expect(firstIds).not.toContain(account._id);
  });

  it('finds by e-mail or name, and a company by a member address, with % taken literally', async () => {
    const find = async (query: string) =>
      json(await server.request(`/api/operator/accounts?${query}`, { token: operator.token }));
    const byName = await find('q=zeta');
    expect(byName.accounts).toEqual([
      expect.objectContaining({ _id: seeker.id, type: 'user', name: 'Zeta Seeker' }),
    ]);
    expect(byName.total).toBe(1);
    const byCompanyName = await find('q=ACME%20cranes');
    expect(byCompanyName.accounts).toEqual([
      expect.objectContaining({
        _id: company.id,
        type: 'company',
        email: 'owner-acme@example.com',
      }),
    ]);
    const byMember = await find('q=rec-acme');
    expect(byMember.accounts.map((a: { _id: string }) => a._id)).toEqual([company.id]);
    expect((await find('q=acme&type=user')).total).toBe(0);
    expect((await find('q=%25')).total).toBe(0);
    // A page past the end still tells the total.
    expect(await find('q=zeta&page=5')).toMatchObject({ accounts: [], total: 1, page: 5 });
  });

  it('refuses a bad type or page size with 400', async () => {
    for (const query of ['type=admin', 'pageSize=101', 'page=0']) {
      const res = await server.request(`/api/operator/accounts?${query}`, {
        token: operator.token,
      });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('disable and enable', () => {
  it('a disabled job seeker gets 401 on the token at once and 403 ACCOUNT_DISABLED at login', async () => {
    const victim = await createAccount(server, 'User');
    expect((await server.request('/api/operator/me', { token: victim.token })).status).toBe(200);

    const res = await post(`/api/operator/accounts/user/${victim.id}/disable`, operator.token, {
      reason: 'Spam reports',
    });
    expect(res.status).toBe(200);
    const { account } = await json(res);
    expect(account).toMatchObject({ _id: victim.id, type: 'user', email: victim.email });
    expect(account.disabledAt).toEqual(expect.any(String));

    expect((await server.request('/api/operator/me', { token: victim.token })).status).toBe(401);
    // The profile read that checks the token in its own statement (decision 107) stops too.
    expect((await server.request(`/api/user/${victim.id}`, { token: victim.token })).status).toBe(
      401,
    );
    const refused = await login(victim);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    // A wrong password says nothing about the account being disabled.
    const wrong = await server.request('/api/user/login', {
      method: 'POST',
      json: { email: victim.email, password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(401);

    const [stored] = await server.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, victim.id));
    expect(stored).toMatchObject({
      operatorEmail: operatorEmail,
      action: 'account.disabled',
      targetType: 'user',
      details: { reason: 'Spam reports' },
    });

    // Enabled again: login works, but the token of before the disabling stays void.
    const enabled = await post(
      `/api/operator/accounts/user/${victim.id}/enable`,
      memberOperator.token,
      {
        reason: 'Cleared',
      },
    );
    expect(enabled.status).toBe(200);
    expect((await json(enabled)).account.disabledAt).toBeNull();
    expect((await server.request('/api/operator/me', { token: victim.token })).status).toBe(401);
    const again = await login(victim);
    expect(again.status).toBe(200);
    const { token } = await json(again);
    expect((await server.request('/api/operator/me', { token })).status).toBe(200);
  });

  it('a disabled company stops every one of its members, and its login answers 403', async () => {
    const target = await createAccount(server, 'Company');
    const member = await addMember(server, target, 'recruiter');
    for (const account of [target, member]) {
      expect((await server.request('/api/company/me', { token: account.token })).status).toBe(200);
    }
    const res = await post(`/api/operator/accounts/company/${target.id}/disable`, operator.token, {
      reason: 'Phishing through links',
    });
    expect(res.status).toBe(200);
    for (const account of [target, member]) {
      expect((await server.request('/api/company/me', { token: account.token })).status).toBe(401);
      // Company search reads the member's state in its own statement (memberCheck).
      expect(
        (await server.request('/api/company/search?page=1', { token: account.token })).status,
      ).toBe(401);
      const refused = await login(account);
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    }
    const [row] = await server.app.db.select().from(companies).where(eq(companies.id, target.id));
    expect(row?.disabledAt).toBeInstanceOf(Date);

    // An open invitation to the disabled company: joining says why, and the invitation stays.
    const token = newInvitationToken();
    const [invited] = await server.app.db
      .insert(companyMembers)
      .values({
        companyId: target.id,
        email: `invited-${target.id.slice(0, 8)}@example.com`,
        role: 'recruiter',
        status: 'invited',
      })
      .returning({ id: companyMembers.id });
    await server.app.db.insert(authTokens).values({
      accountType: 'Company',
      accountId: invited?.id ?? '',
      purpose: 'invite',
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const accept = () =>
      post('/api/company/invitations/accept', undefined, {
        token,
        name: 'New Recruiter',
        password: 'Another-passw0rd!',
        ConfirmPassword: 'Another-passw0rd!',
      });
    const joined = await accept();
    expect(joined.status).toBe(403);
    expect(await json(joined)).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    await post(`/api/operator/accounts/company/${target.id}/enable`, operator.token, {
      reason: 'Cleared',
    });
    expect((await accept()).status).toBe(200);
  });

  it("a disabled company's postings leave the board, its pages, the feeds and the sitemap", async () => {
    const target = await createAccount(server, 'Company');
    const { id } = await createJob(server, target);
    const applicant = await createAccount(server, 'User');
    const publicPlaces = [
      '/api/jobs?pageSize=100',
      '/jobs/feed.xml',
      '/jobs/feed.rss',
      '/sitemap.xml',
    ];
    for (const url of publicPlaces) {
      expect((await server.request(url).then((r) => r.text())).includes(id), url).toBe(true);
    }
    expect((await server.request(`/api/jobs/${id}`)).status).toBe(200);

    await post(`/api/operator/accounts/company/${target.id}/disable`, operator.token, {
      reason: 'Fake postings',
    });
    // Right away, although the feeds' cache had just built its answers.
    for (const url of publicPlaces) {
      expect((await server.request(url).then((r) => r.text())).includes(id), url).toBe(false);
    }
    expect((await server.request(`/api/jobs/${id}`)).status).toBe(404);
    expect((await server.request(`/jobs/${id}`)).status).toBe(404);
    const applied = await post(`/api/jobs/${id}/apply`, applicant.token, {});
    expect(applied.status).toBe(409);
    expect(await json(applied)).toMatchObject({ code: 'JOB_CLOSED' });

    await post(`/api/operator/accounts/company/${target.id}/enable`, operator.token, {
      reason: 'Cleared',
    });
    for (const url of publicPlaces) {
      expect((await server.request(url).then((r) => r.text())).includes(id), url).toBe(true);
    }
  });

  it('the guard itself refuses a disabled account, whatever its token version', async () => {
    // Disabling raises the token version too; here only the column is set (as a restore or a
    // hand-made fix would), so only the guard's own statements can refuse these tokens.
    const seekerHere = await createAccount(server, 'User');
    const companyHere = await createAccount(server, 'Company');
    const memberHere = await addMember(server, companyHere, 'recruiter');
    await server.app.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, seekerHere.id));
    await server.app.db
      .update(companies)
      .set({ disabledAt: new Date() })
      .where(eq(companies.id, companyHere.id));
    // The guard's statement (user, member) and the statements that read the caller's state with
    // their data (GET user/{id}: the viewer's version; company search: memberCheck).
    const calls: Array<[TestAccount, string]> = [
      [seekerHere, '/api/operator/me'],
      [seekerHere, `/api/user/${seekerHere.id}`],
      [companyHere, '/api/company/me'],
      [memberHere, '/api/company/me'],
      [memberHere, '/api/company/search?page=1'],
      [memberHere, `/api/user/${seeker.id}`],
    ];
    for (const [account, path] of calls) {
      const res = await server.request(path, { token: account.token });
      expect(res.status, `${account.email} ${path}`).toBe(401);
    }
  });

  it('asks for a reason, knows 404, and does not audit a change that changes nothing', async () => {
    const target = await createAccount(server, 'User');
    const noReason = await post(
      `/api/operator/accounts/user/${target.id}/disable`,
      operator.token,
      {
        reason: '   ',
      },
    );
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({ fields: { reason: expect.any(String) } });
    const missing = await post(
      '/api/operator/accounts/company/00000000-0000-4000-8000-000000000000/disable',
      operator.token,
      { reason: 'x' },
    );
    expect(missing.status).toBe(404);
    // A user id named as a company is not found either.
    expect(
      (
        await post(`/api/operator/accounts/company/${target.id}/disable`, operator.token, {
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    await post(`/api/operator/accounts/user/${target.id}/disable`, operator.token, {
      reason: 'one',
    });
    const twice = await post(`/api/operator/accounts/user/${target.id}/disable`, operator.token, {
      reason: 'two',
    });
    expect(twice.status).toBe(200);
    const rows = await server.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, target.id));
    expect(rows.map((r) => r.details)).toEqual([{ reason: 'one' }]);
  });

  it('two operators disabling at once leave one disabling in the audit', async () => {
    const target = await createAccount(server, 'User');
    const answers = await Promise.all([
      post(`/api/operator/accounts/user/${target.id}/disable`, operator.token, { reason: 'a' }),
      post(`/api/operator/accounts/user/${target.id}/disable`, memberOperator.token, {
        reason: 'b',
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await server.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, target.id));
    expect(rows).toHaveLength(1);
  });
});

describe('listOperatorAudit', () => {
  it('lists the actions newest first with who, what and why', async () => {
    const target = await createAccount(server, 'User');
    await post(`/api/operator/accounts/user/${target.id}/disable`, operator.token, {
      reason: 'r1',
    });
    await post(`/api/operator/accounts/user/${target.id}/enable`, operator.token, { reason: 'r2' });
    const res = await server.request('/api/operator/audit?pageSize=2', {
      token: memberOperator.token,
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.events).toEqual([
      expect.objectContaining({
        action: 'account.enabled',
        operatorEmail,
        target: { type: 'user', id: target.id },
        details: { reason: 'r2' },
      }),
      expect.objectContaining({ action: 'account.disabled', details: { reason: 'r1' } }),
    ]);
    const stored = await server.app.db.select().from(operatorAudit);
    expect(body.total).toBe(stored.length);
  });

  it('is append-only in the database itself', async () => {
    const update = server.app.db.update(operatorAudit).set({ action: 'account.enabled' });
    await expect(update.then(() => 'updated').catch(messagesOf)).resolves.toMatch(/append-only/);
    const remove = server.app.db.delete(operatorAudit);
    await expect(remove.then(() => 'deleted').catch(messagesOf)).resolves.toMatch(/append-only/);
  });
});

describe('queues', () => {
  const body = 'BODY-SECRET https://talentpool.example/auth/change-password/live-token';

  it('lists a failed mail with recipient, subject and error, never its body, and counts it', async () => {
    const id = await server.app.queue.send(
      'mail.send',
      { to: 'guest@example.org', subject: 'Your invitation', text: body, html: `<p>${body}</p>` },
      { retryLimit: 0 },
    );
    await server.app.queue.drain();
    const res = await server.request('/api/operator/jobs?name=mail.send&state=failed', {
      token: operator.token,
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('BODY-SECRET');
    expect(text).not.toContain('live-token');
    const page = JSON.parse(text);
    const job = page.jobs.find((j: { _id: string }) => j._id === id);
    expect(job).toMatchObject({
      name: 'mail.send',
      state: 'failed',
      mail: { to: 'guest@example.org', subject: 'Your invitation' },
      error: expect.any(String),
    });
    expect(Object.keys(job).sort()).toEqual(
      [
        '_id',
        'completedAt',
        'createdAt',
        'error',
        'mail',
        'name',
        'retryCount',
        'retryLimit',
        'startedAt',
        'state',
      ].sort(),
    );
    const counts = await json(
      await server.request('/api/operator/queues', { token: operator.token }),
    );
    expect(counts.queues).toContainEqual({
      name: 'mail.send',
      state: 'failed',
      count: expect.any(Number),
    });
  });

  it('retries a failed job and records it; anything else is 404', async () => {
    const id = await server.app.queue.send(
      'mail.send',
      { to: 'retry@example.org', subject: 'Again', text: body, html: body },
      { retryLimit: 0 },
    );
    await server.app.queue.drain();
    const res = await post(`/api/operator/jobs/${id}/retry`, memberOperator.token, {});
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ retried: true });
    const [row] = await server.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(id)));
    expect(row).toMatchObject({
      operatorEmail: memberOperatorEmail,
      action: 'job.retried',
      targetType: 'job',
      details: { name: 'mail.send', to: 'retry@example.org' },
    });
    // No failed job of that id any more (it is due again), an unknown one, or no id at all.
    const again = await post(`/api/operator/jobs/${id}/retry`, operator.token, {});
    expect([200, 404]).toContain(again.status);
    for (const other of ['00000000-0000-4000-8000-000000000000', 'not-a-job']) {
      const missing = await post(`/api/operator/jobs/${other}/retry`, operator.token, {});
      expect(missing.status, other).toBe(404);
      expect(await json(missing)).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('a member of a company is an operator by the member row', () => {
  it('a removed member whose e-mail is listed is no operator (401: the token is void)', async () => {
    await server.app.db
      .update(companyMembers)
      .set({ removedAt: new Date(), tokenVersion: 99 })
      .where(eq(companyMembers.id, memberOperator.memberId ?? ''));
    expect((await server.request('/api/operator/me', { token: memberOperator.token })).status).toBe(
      401,
    );
  });
});
