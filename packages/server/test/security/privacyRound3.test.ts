// Issue 38 (decisions.md 16, decisions 190-196): contact details follow the candidate's own act.
// The access-control cells of this round: sourcing, single-use links, guest applications and
// hiring managers, each tried as the attacker of the issue would, over HTTP.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSources } from '@talentpool/domain/process/schemas';
import { contactDetailsVisible } from '@talentpool/domain/privacy/contactVisibility';
import { applicationEvents, applications, companies, users } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, createCandidate, startServerWithSmtp } from '../helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from '../helpers/guestFixtures';
import type { TestSmtpServer } from '../helpers/smtpServer';
import type { TestServer } from '../helpers/testServer';
import { answers, createJob, jobPosting } from './fixtures';

const jobPostingTitle = jobPosting.title;

let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
/** The company trying to reveal contact details it was never given. */
let prober: TestAccount;

/** The red team's 40 sourcings are exactly the allowance of an hour. */
const sourcingLimit = 40;
const contactFields = ['mobileNO', 'wemail', 'address', 'dateOfBirth'] as const;

const view = (company: TestAccount, userId: string) =>
  apiCall(server, `/api/user/${userId}`, { token: company.token });

function expectHidden(res: Awaited<ReturnType<typeof view>>) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.contactHidden).toBe(true);
  for (const field of contactFields) expect(res.body).not.toHaveProperty(field);
}

function expectShown(res: Awaited<ReturnType<typeof view>>) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.contactHidden).toBeUndefined();
  expect(res.body.mobileNO).toBeTruthy();
}

const source = (company: TestAccount, jobId: string, userId: string) =>
  apiCall(server, `/api/company/jobs/${jobId}/candidates`, {
    method: 'POST',
    token: company.token,
    json: { userId },
  });

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithSmtp({
    env: { RATE_LIMIT_SOURCING: String(sourcingLimit) },
  }));
  prober = await createAccount(server, 'Company');
}, 120_000);

afterAll(async () => {
  await close();
});

describe('sourcing (the high finding)', () => {
  it('a draft posting and 40 sourced people reveal no contact details', async () => {
    const draft = await createJob(server, prober, false);
    const people: TestAccount[] = [];
    for (let i = 0; i < 40; i++) people.push(await createCandidate(server, `Sourced Person ${i}`));
    for (const person of people) {
      const added = await source(prober, draft.id, person.id);
      expect(added.status, added.text).toBe(201);
      expect(added.body.source).toBe('sourced');
    }
    for (const person of people) expectHidden(await view(prober, person.id));
    // decisions.md 16: sourcing is limited per company (each one mails a person).
    const more = await createCandidate(server, 'One Too Many');
    const refused = await source(prober, draft.id, more.id);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // Each of the 40 was told, once.
    await server.app.mailer.drain();
    for (const person of people) {
      expect(smtp.mails.filter((m) => m.to.includes(person.email))).toHaveLength(1);
    }
  }, 120_000);

  it('the same person applying from their own account opens them', async () => {
    const job = await createJob(server, prober);
    const person = await createCandidate(server, 'Applies Herself');
    const applied = await apiCall(server, `/api/jobs/${job.id}/apply`, {
      method: 'POST',
      token: person.token,
    });
    expect(applied.status, applied.text).toBe(201);
    expectShown(await view(prober, person.id));
  });

  it('showContactDetails opens them to every company', async () => {
    const person = await createCandidate(server, 'Shows Details');
    expectHidden(await view(prober, person.id));
    const set = await apiCall(server, '/api/user/privacy', {
      method: 'PUT',
      token: person.token,
      json: { discoverable: true, showContactDetails: true },
    });
    expect(set.status).toBe(200);
    expectShown(await view(prober, person.id));
  });
});

describe('single-use links (their answers belong to the link)', () => {
  it('a company answering its own link sent to a login e-mail unlocks nothing', async () => {
    const person = await createCandidate(server, 'Link Target', { discoverable: false });
    const generated = await apiCall(server, '/api/company/generateLink', {
      method: 'POST',
      token: prober.token,
      json: { email: person.email.toUpperCase() },
    });
    expect(generated.status, generated.text).toBe(200);
    const code = String(generated.body.url).split('oneTimeLink/')[1];
    const answered = await apiCall(server, '/api/company/oneTimeLink', {
      method: 'POST',
      json: { code, result: answers(3) },
    });
    expect(answered.status, answered.text).toBe(200);
    const res = await view(prober, person.id);
    expectHidden(res);
    expect(res.text).not.toContain('+20');
  });
});

describe('the SQL of every read is the domain rule', () => {
  it('agrees with contactDetailsVisible on every source, guest form and confirmation', async () => {
    const job = await createJob(server, prober, false);
    const cases: Array<{
      userId: string;
      source: (typeof applicationSources)[number];
      guestVia: 'apply' | 'import' | null;
      confirmed: boolean;
    }> = [];
    for (const source of applicationSources) {
      for (const guestVia of [null, 'apply', 'import'] as const) {
        for (const confirmed of [false, true]) {
          const [user] = await server.app.db
            .insert(users)
            .values({
              email: `rule-${randomBytes(5).toString('hex')}@example.com`,
              passwordHash: 'not-a-login',
              mobileNo: '+201009876543',
            })
            .returning({ id: users.id });
          if (!user) throw new Error('user not stored');
          await server.app.db.insert(applications).values({
            jobId: job.id,
            userId: user.id,
            source,
            guestVia,
            confirmedAt: confirmed ? new Date() : null,
          });
          cases.push({ userId: user.id, source, guestVia, confirmed });
        }
      }
    }
    for (const c of cases) {
      const expected = contactDetailsVisible({
        showContactDetails: false,
        applications: [
          {
            source: c.source,
            guestVia: c.guestVia,
            confirmedByPerson: c.confirmed,
            seenByViewer: true,
          },
        ],
      });
      const res = await view(prober, c.userId);
      expect(res.status).toBe(200);
      expect(res.body.contactHidden !== true, JSON.stringify(c)).toBe(expected);
    }
    // The viewer's side of the rule: a hiring manager off the posting's team sees none of them.
    const manager = await addMember(server, prober, 'hiringManager');
    for (const c of cases) {
      expect((await view(manager, c.userId)).body.contactHidden, JSON.stringify(c)).toBe(true);
    }
    // Not a leftover of the loop: the rows are there and the owner's view differs.
    const [row] = await server.app.db
      .select({ n: applications.id })
      .from(applications)
      .where(eq(applications.jobId, job.id))
      .limit(1);
    expect(row).toBeDefined();
  }, 120_000);
});

describe("the sourced person's notice (decisions.md 16)", () => {
  let company: TestAccount;
  let jobId: string;
  beforeAll(async () => {
    company = await createAccount(server, 'Company');
    await server.app.db
      .update(companies)
      .set({ companyName: 'Sourcing Co' })
      .where(eq(companies.id, company.id));
    jobId = (await createJob(server, company)).id;
  });

  const linksOf = async (person: TestAccount) => {
    await server.app.mailer.drain();
    const mail = smtp.mails.find((m) => m.to.includes(person.email));
    if (!mail) throw new Error(`no notice to ${person.email}`);
    const [apply, decline, ...more] = [
      ...mail.text.matchAll(/https?:\/\/\S+\/api\/sourcing\/\S+/g),
    ].map((m) => new URL(m[0]));
    expect(more).toEqual([]);
    if (!apply || !decline) throw new Error('the notice has no apply and decline links');
    return { mail, apply, decline };
  };
  const open = (url: URL, method: 'GET' | 'POST') =>
    server.request(url.pathname, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }
        : {}),
    });

  it('names the company and the posting in the person’s language, and apply opens the details', async () => {
    const person = await createCandidate(server, 'سارة المصرية', { lang: 'ar' });
    expect((await source(company, jobId, person.id)).status).toBe(201);
    const { mail, apply } = await linksOf(person);
    expect(mail.subject).toContain('Sourcing Co');
    expect(mail.subject).toContain('أضافتك');
    expect(mail.text).toContain(jobPostingTitle);
    expectHidden(await view(company, person.id));
    // GET only asks (a mail scanner following the link applies nothing).
    const page = await open(apply, 'GET');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('method="post"');
    expectHidden(await view(company, person.id));
    const done = await open(apply, 'POST');
    expect(done.status).toBe(200);
    expectShown(await view(company, person.id));
    // Answered once: the other link and a second click change nothing.
    const again = await open(apply, 'POST');
    expect(again.status).toBe(410);
  });

  it('decline removes the person from the pipeline', async () => {
    const person = await createCandidate(server, 'Declines Politely');
    const added = await source(company, jobId, person.id);
    expect(added.status).toBe(201);
    const { decline, apply } = await linksOf(person);
    expect((await open(decline, 'GET')).status).toBe(200);
    const done = await open(decline, 'POST');
    expect(done.status).toBe(200);
    const rows = await server.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, added.body._id));
    expect(rows).toHaveLength(0);
    expect((await open(apply, 'POST')).status).toBe(410);
    expectHidden(await view(company, person.id));
  });

  it('a forged or altered link is 404 and changes nothing', async () => {
    const person = await createCandidate(server, 'Forged Link Target');
    const added = await source(company, jobId, person.id);
    const { apply } = await linksOf(person);
    const [id, , mac] = (apply.pathname.split('/').pop() ?? '').split('.');
    // The decline letter with the apply MAC, and a MAC of another application.
    const swapped = new URL(apply);
    swapped.pathname = `/api/sourcing/${id}.d.${mac}`;
    expect((await open(swapped, 'POST')).status).toBe(404);
    expect((await open(new URL(`${server.url}/api/sourcing/${id}.a.x`), 'POST')).status).toBe(404);
    const rows = await server.app.db
      .select({ confirmedAt: applications.confirmedAt })
      .from(applications)
      .where(eq(applications.id, added.body._id));
    expect(rows).toEqual([{ confirmedAt: null }]);
  });
});

describe('guest applications made with a person’s e-mail (decisions.md 16)', () => {
  let company: TestAccount;
  let jobId: string;
  let person: TestAccount;
  beforeAll(async () => {
    company = await createAccount(server, 'Company');
    jobId = (await createJob(server, company)).id;
    person = await createCandidate(server, 'Planted Upon', { discoverable: false });
  });

  /** A stranger applies as a guest with the person's e-mail: the application's id. */
  const plant = async (onJob = jobId) => {
    const cvId = await uploadGuestCv(server, onJob);
    const res = await apiCall(server, `/api/jobs/${onJob}/guest-applications`, {
      method: 'POST',
      json: { ...guestApplicationBody(cvId, person.email.toUpperCase()), name: 'Planted Name' },
    });
    expect(res.status, res.text).toBe(201);
    return String(res.body.applicationId);
  };
  const claims = async (account: TestAccount) =>
    apiCall(server, '/api/user/guestApplications', { token: account.token });

  it('opens nothing by itself, is listed to the owner only, and a discarded one stays closed', async () => {
    const planted = await plant();
    expectHidden(await view(company, person.id));
    const [row] = await server.app.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.id, planted));
    expect(row?.userId).toBeNull();
    const listed = await claims(person);
    expect(listed.status).toBe(200);
    expect(listed.body.claims).toEqual([
      expect.objectContaining({ _id: planted, job: expect.objectContaining({ _id: jobId }) }),
    ]);
    // Nobody else sees or decides it.
    const other = await createAccount(server, 'User');
    expect((await claims(other)).body.claims).toEqual([]);
    for (const op of ['confirm', 'discard']) {
      const byOther = await apiCall(server, `/api/user/guestApplications/${planted}/${op}`, {
        method: 'POST',
        token: other.token,
      });
      expect(byOther.status).toBe(404);
      const byCompany = await apiCall(server, `/api/user/guestApplications/${planted}/${op}`, {
        method: 'POST',
        token: company.token,
      });
      expect(byCompany.status).toBe(403);
      const anonymous = await apiCall(server, `/api/user/guestApplications/${planted}/${op}`, {
        method: 'POST',
      });
      expect(anonymous.status).toBe(401);
    }
    const discarded = await apiCall(server, `/api/user/guestApplications/${planted}/discard`, {
      method: 'POST',
      token: person.token,
    });
    expect(discarded.status).toBe(204);
    expect((await claims(person)).body.claims).toEqual([]);
    expectHidden(await view(company, person.id));
    const again = await apiCall(server, `/api/user/guestApplications/${planted}/confirm`, {
      method: 'POST',
      token: person.token,
    });
    expect(again.status).toBe(404);
  });

  it('confirmed, it is the person’s own act and keeps what the company saw', async () => {
    const otherJob = (await createJob(server, company)).id;
    const planted = await plant(otherJob);
    const before = await apiCall(server, `/api/company/applications/${planted}/guest`, {
      token: company.token,
    });
    expect(before.status, before.text).toBe(200);
    const confirmed = await apiCall(server, `/api/user/guestApplications/${planted}/confirm`, {
      method: 'POST',
      token: person.token,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ _id: planted, jobId: otherJob });
    expectShown(await view(company, person.id));
    const after = await apiCall(server, `/api/company/applications/${planted}/guest`, {
      token: company.token,
    });
    expect(after.status, after.text).toBe(200);
    expect(after.body).toMatchObject({
      name: before.body.name,
      phone: before.body.phone,
      consentAt: before.body.consentAt,
      consentVersion: before.body.consentVersion,
      cvs: before.body.cvs,
      claimed: true,
    });
    const mine = await apiCall(server, '/api/user/applications', { token: person.token });
    expect(mine.body.applications.map((a: { _id: string }) => a._id)).toContain(planted);
    // The history the company saw is the same rows (the first entry, of the guest's applying).
    const events = await server.app.db
      .select({ id: applicationEvents.id })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, planted));
    expect(events.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a hiring manager outside a posting’s team (decisions.md 11)', () => {
  it('cannot resend or revoke its job invitations, nor sort by fit against it', async () => {
    const company = await createAccount(server, 'Company');
    const job = await createJob(server, company);
    const manager = await addMember(server, company, 'hiringManager');
    const invited = await apiCall(server, `/api/company/jobs/${job.id}/invite`, {
      method: 'POST',
      token: company.token,
      json: { email: `invitee-${randomBytes(4).toString('hex')}@example.com` },
    });
    expect(invited.status, invited.text).toBeLessThan(300);
    const list = await apiCall(server, '/api/company/allOneTimeUsers?pageSize=100', {
      token: company.token,
    });
    const linkId = String(list.body.oneTimeUsers[0]._id);
    const resend = () =>
      apiCall(server, `/api/company/oneTimeLink/${linkId}/resend`, {
        method: 'POST',
        token: manager.token,
      });
    const fit = () =>
      apiCall(server, `/api/company/search?sort=fit&jobId=${job.id}`, { token: manager.token });
    expect((await resend()).status).toBe(403);
    const revoke = await apiCall(server, `/api/company/oneTimeLink/${linkId}`, {
      method: 'DELETE',
      token: manager.token,
    });
    expect(revoke.status).toBe(403);
    expect((await fit()).status).toBe(404);
    // On the team, the same calls work.
    const team = await apiCall(server, `/api/company/jobs/${job.id}/team`, {
      method: 'PUT',
      token: company.token,
      json: { memberIds: [manager.memberId] },
    });
    expect(team.status, team.text).toBe(200);
    expect((await fit()).status).toBe(200);
    const resent = await resend();
    expect(resent.status, resent.text).toBe(200);
  });
});
