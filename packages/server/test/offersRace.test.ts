// Issue 41 (decisions.md 20, decision 228): exactly one acceptance of an offer when two server
// instances share one PostgreSQL database, as two machines behind a balancer. Each instance has
// its own connection pool and its own in-process guard (a second acceptance in the same process
// answers 409 before any database work), so only the database's claim (the conditional UPDATE on
// the row chosen FOR UPDATE SKIP LOCKED) decides between them. 40 parallel accepts, split between
// the two: one 200, 39 × 409 OFFER_CLOSED, one signature, one history entry, one move to hired,
// one mail to the offer's maker.
//
// PostgreSQL only: PGlite is an embedded database that one process opens alone (a second
// instance on it would share the first one's single connection, so its transactions run one
// after another and nothing races). offers.test.ts runs the 40 accepts against one instance on
// both databases.
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, auditEvents, companies, offers } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, usingPostgres, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

const publicUrl = 'https://talentpool.example';
const day = 86_400_000;
const env = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: publicUrl,
  RATE_LIMIT_ONE_TIME: '1000',
});

describe.skipIf(!usingPostgres)(
  'two server instances on one PostgreSQL database (skipped on PGlite: one process opens it alone)',
  () => {
    let smtp: TestSmtpServer;
    let a: TestServer;
    let b: TestServer;
    let owner: TestAccount;
    let applicant: TestAccount;
    let applicationId: string;
    let offerId: string;
    let code: string;

    async function call(
      server: TestServer,
      url: string,
      init: { method?: string; token?: string; json?: unknown } = {},
    ) {
      const res = await server.request(url, {
        method: init.method ?? 'GET',
        token: init.token,
        json: init.json,
        headers: { 'user-agent': 'OfferRace/1.0' },
      });
      const text = await res.text();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
      const body: any = text ? JSON.parse(text) : {};
      return { status: res.status, body };
    }

    beforeAll(async () => {
      smtp = await startSmtpServer();
      a = await startTestServer({ env: env(smtp) });
      // The second instance: its own DATA_DIR, its own pool and service, the same database.
      b = await startTestServer({ env: env(smtp), databaseUrl: a.config.databaseUrl });
      owner = await createAccount(a, 'Company');
      await a.app.db
        .update(companies)
        .set({ companyName: 'Two Nodes Co' })
        .where(eq(companies.id, owner.id));
      const posting = await call(a, '/api/company/jobs', {
        method: 'POST',
        token: owner.token,
        json: {
          title: 'Warehouse lead',
          description: 'Runs two warehouses.',
          workplace: 'remote',
          country: '',
          city: '',
          field: 'Architecture and Construction',
          minEducation: 'Faculty degree',
          minExperience: '6-10 years',
          requirement: { kind: 'jobmatch', items: [7, 12, 0] },
        },
      });
      expect(posting.status).toBe(201);
      const jobId = posting.body._id as string;
      expect(
        (
          await call(b, `/api/company/jobs/${jobId}/status`, {
            method: 'PATCH',
            token: owner.token,
            json: { status: 'published' },
          })
        ).status,
      ).toBe(200);
      applicant = await createAccount(b, 'User');
      expect(
        (
          await call(b, '/api/user', {
            method: 'PUT',
            token: applicant.token,
            json: validProfile('29901011234599'),
          })
        ).status,
      ).toBe(200);
      const applied = await call(a, `/api/jobs/${jobId}/apply`, {
        method: 'POST',
        token: applicant.token,
      });
      expect(applied.status).toBe(201);
      applicationId = applied.body._id;
      const made = await call(b, `/api/company/applications/${applicationId}/offers`, {
        method: 'POST',
        token: owner.token,
        json: {
          salary: { amount: 9000, currency: 'SAR', period: 'month' },
          startDate: new Date(Date.now() + 30 * day).toISOString().slice(0, 10),
          expiresAt: new Date(Date.now() + 14 * day).toISOString(),
          approverIds: [],
        },
      });
      expect(made.status).toBe(201);
      offerId = made.body.offer._id;
      const sent = await call(a, `/api/company/offers/${offerId}/send`, {
        method: 'POST',
        token: owner.token,
        json: {},
      });
      expect(sent.status).toBe(200);
      code = String(sent.body.offer.link).split('/offers/')[1] ?? '';
      expect(code).not.toBe('');
    }, 120_000);

    afterAll(async () => {
      await b?.close();
      await a?.close();
      await smtp?.close();
    });

    it('40 parallel accepts split between the instances: one 200, the rest 409 OFFER_CLOSED, written once', async () => {
      await Promise.all([a.app.mailer.drain(), b.app.mailer.drain()]);
      await smtp.waitForMail(() =>
        smtp.mails.some(
          (m) => m.to.includes(applicant.email.toLowerCase()) && /offer/i.test(m.subject),
        ),
      );
      const mailsBefore = smtp.mails.length;
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(i % 2 === 0 ? a : b, `/api/offers/${code}/accept`, {
            method: 'POST',
            json: { fullName: 'Nour Haddad', agree: true },
          }),
        ),
      );
      const others = results.filter((r) => r.status !== 200 && r.status !== 409);
      expect(others.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
      const winners = results.flatMap((r, i) =>
        r.status === 200 ? [i % 2 === 0 ? 'a' : 'b'] : [],
      );
      expect(winners).toHaveLength(1);
      const losers = results.filter((r) => r.status === 409);
      expect(losers).toHaveLength(39);
      expect(new Set(losers.map((r) => r.body.code))).toEqual(new Set(['OFFER_CLOSED']));
      // Each instance answered some of them (both were in the race).
      expect(results.filter((_, i) => i % 2 === 1)).toHaveLength(20);

      // One signature: the offer is accepted and signed, with the PDF's hash and the signed PDF.
      const [row] = await a.app.db.select().from(offers).where(eq(offers.id, offerId));
      expect(row).toMatchObject({
        status: 'accepted',
        signedName: 'Nour Haddad',
        signedUserAgent: 'OfferRace/1.0',
      });
      expect(row?.letterSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.signedPdf?.length).toBeGreaterThan(0);
      const [audit] = await a.app.db
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'offer.accepted'), eq(auditEvents.companyId, owner.id)));
      expect(audit?.n).toBe(1);

      // One history entry of the acceptance, one move to hired.
      const accepted = await a.app.db
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, applicationId),
            eq(applicationEvents.offerAction, 'accepted'),
          ),
        );
      expect(accepted).toHaveLength(1);
      const hiredMoves = await a.app.db
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, applicationId),
            eq(applicationEvents.toStage, 'hired'),
            isNull(applicationEvents.offerAction),
          ),
        );
      expect(hiredMoves).toHaveLength(1);
      const [application] = await a.app.db
        .select({ stage: applications.stage, rankAtHire: applications.rankAtHire })
        .from(applications)
        .where(and(eq(applications.id, applicationId), isNotNull(applications.rankAtHire)));
      expect(application?.stage).toBe('hired');

      // One mail to the offer's maker, whichever instance sends the outbox.
      await Promise.all([a.app.mailer.drain(), b.app.mailer.drain()]);
      const toMaker = () =>
        smtp.mails.filter(
          (m) => m.to.includes(owner.email.toLowerCase()) && /^Offer accepted/.test(m.subject),
        );
      await smtp.waitForMail(() => toMaker().length >= 1);
      await Promise.all([a.app.mailer.drain(), b.app.mailer.drain()]);
      expect(toMaker()).toHaveLength(1);
      expect(toMaker()[0]?.text).toContain('accepted and signed the offer for Warehouse lead');
      // Nothing else was mailed by the acceptance.
      expect(smtp.mails.slice(mailsBefore).map((m) => m.subject)).toEqual([toMaker()[0]?.subject]);
    });
  },
);
