// Issue 41 over real HTTP (decisions.md 20, decisions 226-228): an offer with two approvers in
// order (409 NOT_YOUR_TURN out of turn, 409 OFFER_NOT_APPROVED before the last approval), sent
// as a mail in the applicant's language with /offers/{code}, the candidate's page and PDF (read
// with poppler's pdftotext, in Arabic with pdfjs and mutool too: decision 283), 40 parallel accepts (one 200, the rest 409
// OFFER_CLOSED: a real race on PGlite and PostgreSQL), the signature kept and its page in the
// signed PDF, the move to hired, the history and audit entries, decline, expiry (410 and the
// queue's sweep), an approver who left replaced by the owner, bad input storing nothing, and
// who may do what (interviewers never see salaries; a hiring manager only for their postings).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  auditEvents,
  companies,
  offerApprovals,
  offers,
} from '../src/db/schema';
import { listen } from '../src/lib/events';
import { manualClock } from '../src/lib/clock';
import { expireOffersJob } from '../src/features/offers/public';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { arabicWordsOf, mutoolTextOf, pdfjsTextOf } from './helpers/pdfReaders';
import { startSmtpServer, type CaughtMail, type TestSmtpServer } from './helpers/smtpServer';
import { startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

const publicUrl = 'https://talentpool.example';
const day = 86_400_000;
const clock = manualClock(new Date());

let smtp: TestSmtpServer;
let server: TestServer;
let owner: TestAccount;
let recruiter: TestAccount;
let admin: TestAccount;
let interviewer: TestAccount;
let managerOff: TestAccount;
let rival: TestAccount;
let jobId: string;

async function call(
  url: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await server.request(url, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
    headers: init.headers,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = bytes;
  }
  return { status: res.status, body, headers: res.headers };
}

async function textOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'offer-'));
  try {
    const file = path.join(dir, 'offer.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', [file, '-'])
      .toString('utf8')
      .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function mailsTo(address: string, subject: RegExp): Promise<CaughtMail[]> {
  await server.app.mailer.drain();
  const match = () =>
    smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
  await smtp.waitForMail(() => match().length >= 1);
  return match();
}

async function newApplication(lang = 'en') {
  const user = await createAccount(server, 'User');
  await server.request('/api/user/language', { method: 'PUT', token: user.token, json: { lang } });
  const saved = await call('/api/user', {
    method: 'PUT',
    token: user.token,
    json: validProfile(`2990101${String(Math.random()).slice(2, 9)}`),
  });
  expect(saved.status).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: user.token });
  expect(applied.status).toBe(201);
  return { id: applied.body._id as string, user };
}

const dayAfter = (days: number) => new Date(clock.now().getTime() + days * day);
const validOffer = (approverIds: string[], extra: Record<string, unknown> = {}) => ({
  salary: { amount: 12500, currency: 'SAR', period: 'month' },
  startDate: dayAfter(30).toISOString().slice(0, 10),
  expiresAt: dayAfter(14).toISOString(),
  approverIds,
  ...extra,
});
const createOffer = (applicationId: string, body: unknown, token = recruiter.token) =>
  call(`/api/company/applications/${applicationId}/offers`, { method: 'POST', token, json: body });
const act = (offerId: string, what: string, token: string, json: unknown = {}) =>
  call(`/api/company/offers/${offerId}/${what}`, { method: 'POST', token, json });

async function offerCount() {
  const [row] = await server.app.db.select({ n: count() }).from(offers);
  return row?.n ?? 0;
}

/** An offer approved by nobody (no approvers) and sent; answers its code. */
async function sentOffer(applicationId: string, extra: Record<string, unknown> = {}) {
  const made = await createOffer(applicationId, validOffer([], extra));
  expect(made.status).toBe(201);
  expect(made.body.offer.status).toBe('approved');
  const sent = await act(made.body.offer._id, 'send', recruiter.token);
  expect(sent.status).toBe(200);
  const code = String(sent.body.offer.link).split('/offers/')[1] ?? '';
  return { offerId: made.body.offer._id as string, code };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, RATE_LIMIT_ONE_TIME: '1000' },
    clock,
  });
  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Acme Offers' })
    .where(eq(companies.id, owner.id));
  [recruiter, admin, interviewer, managerOff, rival] = await Promise.all([
    addMember(server, owner, 'recruiter', { name: 'Rana Recruiter' }),
    addMember(server, owner, 'admin', { name: 'Adel Admin' }),
    addMember(server, owner, 'interviewer', { name: 'Ines Interviewer' }),
    addMember(server, owner, 'hiringManager', { name: 'Hadi Manager' }),
    createAccount(server, 'Company'),
  ]);
  const posting = await call('/api/company/jobs', {
    method: 'POST',
    token: owner.token,
    json: {
      title: 'Data analyst',
      description: 'Reads the numbers of three warehouses.',
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
  jobId = posting.body._id;
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: owner.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('bad input stores nothing', () => {
  it('refuses a salary of 0, a negative one, a start date in the past, with fields', async () => {
    const { id } = await newApplication();
    const before = await offerCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ salary: { amount: 0, currency: 'SAR', period: 'month' } }, 'salary.amount'],
      [{ salary: { amount: -5, currency: 'SAR', period: 'month' } }, 'salary.amount'],
      [{ salary: { amount: 10, currency: 'XXQ', period: 'month' } }, 'salary.currency'],
      [{ startDate: dayAfter(-2).toISOString().slice(0, 10) }, 'startDate'],
      [{ expiresAt: dayAfter(-1).toISOString() }, 'expiresAt'],
      [{ body: 'Dear {{candidate.nam}}' }, 'body'],
      [{ approverIds: [interviewer.memberId] }, 'approverIds'],
      [{ approverIds: [rival.memberId] }, 'approverIds'],
    ];
    for (const [extra, field] of cases) {
      const res = await createOffer(id, { ...validOffer([]), ...extra });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
    }
    expect(await offerCount()).toBe(before);
  });
});

describe('the approval chain, sending, and the candidate’s acceptance', () => {
  let applicationId: string;
  let applicant: TestAccount;
  let offerId: string;
  let code: string;

  it('approves in order: out of turn 409 NOT_YOUR_TURN, sending early 409 OFFER_NOT_APPROVED', async () => {
    const made = await newApplication('ar');
    applicationId = made.id;
    applicant = made.user;
    const created = await createOffer(
      applicationId,
      validOffer([recruiter.memberId ?? '', admin.memberId ?? '']),
    );
    expect(created.status).toBe(201);
    expect(created.body.offer.status).toBe('pendingApproval');
    offerId = created.body.offer._id;
    // The first approver is mailed.
    const [toFirst] = await mailsTo(recruiter.email, /approval/);
    expect(toFirst?.text).toContain('/Company/Offers');

    const early = await act(offerId, 'send', recruiter.token);
    expect([early.status, early.body.code]).toEqual([409, 'OFFER_NOT_APPROVED']);
    const outOfTurn = await act(offerId, 'approve', admin.token);
    expect([outOfTurn.status, outOfTurn.body.code]).toEqual([409, 'NOT_YOUR_TURN']);
    const notInChain = await act(offerId, 'approve', owner.token);
    expect(notInChain.status).toBe(403);
    const waitingAdmin = await call('/api/company/offers/waiting', { token: admin.token });
    expect(waitingAdmin.body.offers).toEqual([]);

    const first = await act(offerId, 'approve', recruiter.token);
    expect(first.status).toBe(200);
    expect(first.body.offer.status).toBe('pendingApproval');
    const waiting = await call('/api/company/offers/waiting', { token: admin.token });
    expect(waiting.body.offers.map((o: { _id: string }) => o._id)).toEqual([offerId]);
    expect(waiting.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    // Paged (decisions.md 3): past the end, the list is empty and the total still counts.
    const past = await call('/api/company/offers/waiting?page=2&pageSize=1', {
      token: admin.token,
    });
    expect(past.body).toMatchObject({ offers: [], total: 1, page: 2, pageSize: 1 });
    const tooMany = await call('/api/company/offers/waiting?pageSize=101', { token: admin.token });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await mailsTo(admin.email, /approval/);
    const again = await act(offerId, 'approve', recruiter.token);
    expect([again.status, again.body.code]).toEqual([409, 'NOT_YOUR_TURN']);
    const second = await act(offerId, 'approve', admin.token);
    expect(second.status).toBe(200);
    expect(second.body.offer.status).toBe('approved');
    expect(second.body.offer.approvals.map((a: { decision: string }) => a.decision)).toEqual([
      'approved',
      'approved',
    ]);
  });

  it('sends a mail in the applicant’s language with /offers/{code}', async () => {
    const sent = await act(offerId, 'send', recruiter.token);
    expect(sent.status).toBe(200);
    expect(sent.body.offer.status).toBe('sent');
    code = String(sent.body.offer.link).split('/offers/')[1] ?? '';
    expect(code.length).toBeGreaterThan(20);
    const [mail] = await mailsTo(applicant.email, /عرض/);
    expect(mail?.text).toContain(`${publicUrl}/offers/${code}`);
    const twice = await act(offerId, 'send', recruiter.token);
    expect([twice.status, twice.body.code]).toEqual([409, 'OFFER_CLOSED']);
    // The job seeker's list carries it (decisions.md 23).
    const mine = await call('/api/user/applications', { token: applicant.token });
    const item = mine.body.applications.find((a: { _id: string }) => a._id === applicationId);
    expect(item.offer).toMatchObject({ _id: offerId, status: 'sent', code });
  });

  it('opens by code alone, in Arabic, with a PDF of text', async () => {
    const page = await call(`/api/offers/${code}`);
    expect(page.status).toBe(200);
    expect(page.body.offer).toMatchObject({
      status: 'sent',
      lang: 'ar',
      salary: { amount: 12500 },
    });
    expect(page.body.offer.letter).toContain('يسعدنا أن نعرض عليك وظيفة Data analyst');
    const pdf = await call(`/api/offers/${code}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = await textOf(pdf.body as Buffer);
    expect(text).toContain('خطاب العرض الوظيفي');
    expect(text).toContain('يسعدنا');
    // decisions.md 17 (decision 283): the letter's Arabic words come out whole, in reading order
    // and one space apart from pdfjs (what Firefox copies and finds), pdftotext and mutool.
    const sentences = [
      'خطاب العرض الوظيفي',
      ...String(page.body.offer.letter)
        .split('\n')
        .filter((line) => /[\u0600-\u06ff]/.test(line)),
    ];
    const readers = {
      pdfjs: await pdfjsTextOf(pdf.body as Buffer),
      pdftotext: text,
      mutool: await mutoolTextOf(pdf.body as Buffer),
    };
    for (const [reader, output] of Object.entries(readers)) {
      for (const sentence of sentences) {
        expect(arabicWordsOf(output), `${reader}: ${sentence}`).toContain(arabicWordsOf(sentence));
      }
    }
    // The same bytes each time: the hash a candidate signs is the PDF they were shown.
    const again = await call(`/api/offers/${code}/pdf`);
    expect(Buffer.compare(again.body as Buffer, pdf.body as Buffer)).toBe(0);
    expect((await call('/api/offers/not-a-real-code')).status).toBe(404);
  });

  it('40 parallel accepts: exactly one 200, the rest 409 OFFER_CLOSED; signed once', async () => {
    const heard: string[] = [];
    const stop = listen('offer.accepted', async (_tx, payload) => {
      heard.push(payload.offerId);
    });
    const shown = await call(`/api/offers/${code}/pdf`);
    const shownHash = createHash('sha256')
      .update(shown.body as Buffer)
      .digest('hex');
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(`/api/offers/${code}/accept`, {
          method: 'POST',
          json: { fullName: 'سارة أحمد العتيبي', agree: true },
          headers: { 'user-agent': 'OfferTest/1.0 (race)' },
        }),
      ),
    );
    stop();
    const statuses = results.map((r) => r.status).sort();
    const others = results.filter((r) => r.status !== 200 && r.status !== 409);
    expect(others.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.code).toBe('OFFER_CLOSED');
    }
    expect(heard).toEqual([offerId]);
    const [row] = await server.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({
      status: 'accepted',
      signedName: 'سارة أحمد العتيبي',
      signedUserAgent: 'OfferTest/1.0 (race)',
      letterSha256: shownHash,
    });
    expect(row?.signedIp).toBeTruthy();
    // The application is hired, once; the history has the offer's entries and one move.
    const [application] = await server.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application?.stage).toBe('hired');
    const events = await server.app.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(events.map((e) => e.offerAction).filter(Boolean)).toEqual([
      'created',
      'approved',
      'approved',
      'sent',
      'accepted',
    ]);
    expect(events.filter((e) => e.toStage === 'hired' && !e.offerAction)).toHaveLength(1);
    const audit = await server.app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.companyId, owner.id));
    const actions = audit.map((a) => a.action);
    for (const action of ['offer.created', 'offer.approved', 'offer.sent', 'offer.accepted']) {
      expect(actions).toContain(action);
    }
  });

  it('serves the signed PDF with its signature page, and the recruiter sees the history', async () => {
    const pdf = await call(`/api/offers/${code}/pdf`);
    expect(pdf.headers.get('content-disposition')).toContain('offer-signed.pdf');
    const text = await textOf(pdf.body as Buffer);
    // A bold heading's cursive kerning may read as a gap to pdftotext (lib/pdfRightToLeft.ts).
    expect(text.replace(/\s/g, '')).toContain('التوقيعالإلكتروني');
    expect(text).toContain('سارة أحمد العتيبي');
    expect(text).toContain('OfferTest/1.0');
    // The signature page's Arabic, whole and one space apart, in the three readers too.
    const signed = [
      'وُقّع بكتابة الاسم الكامل: سارة أحمد العتيبي',
      'وضع المرشح علامة على "قرأت هذا العرض وأقبله" وكتب اسمه الكامل.',
    ];
    const readers = {
      pdfjs: await pdfjsTextOf(pdf.body as Buffer),
      pdftotext: text,
      mutool: await mutoolTextOf(pdf.body as Buffer),
    };
    for (const [reader, output] of Object.entries(readers)) {
      for (const sentence of signed) {
        expect(arabicWordsOf(output), `${reader}: ${sentence}`).toContain(arabicWordsOf(sentence));
      }
    }
    const [row] = await server.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(text.replace(/\s/g, '')).toContain(row?.letterSha256 ?? 'missing');
    const detail = await call(`/api/company/applications/${applicationId}`, {
      token: recruiter.token,
    });
    const entries = detail.body.history.filter((h: { offer: unknown }) => h.offer);
    expect(entries.map((h: { offer: { action: string } }) => h.offer.action)).toContain('accepted');
    const answered = await call(`/api/offers/${code}/decline`, { method: 'POST', json: {} });
    expect([answered.status, answered.body.code]).toEqual([409, 'OFFER_CLOSED']);
  });
});

describe('decline, withdraw and expiry', () => {
  it('declines with a reason and tells the listeners', async () => {
    const { id } = await newApplication();
    const { offerId, code } = await sentOffer(id);
    const heard: Array<string | null> = [];
    const stop = listen('offer.declined', async (_tx, payload) => {
      heard.push(payload.reason);
    });
    const declined = await call(`/api/offers/${code}/decline`, {
      method: 'POST',
      json: { reason: 'I took another offer.' },
    });
    stop();
    expect(declined.status).toBe(200);
    expect(declined.body.offer.status).toBe('declined');
    expect(heard).toEqual(['I took another offer.']);
    // The member who made it hears the answer and its reason (decision 273).
    const [toMaker] = await mailsTo(recruiter.email, /^Offer declined/);
    expect(toMaker?.text).toContain('declined the offer for Data analyst');
    expect(toMaker?.text).toContain('Their reason: I took another offer.');
    const accept = await call(`/api/offers/${code}/accept`, {
      method: 'POST',
      json: { fullName: 'Too Late', agree: true },
    });
    expect([accept.status, accept.body.code]).toEqual([409, 'OFFER_CLOSED']);
    const [row] = await server.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row?.signedName).toBeNull();
  });

  it('withdraws: the link answers closed', async () => {
    const { id } = await newApplication();
    const { offerId, code } = await sentOffer(id);
    const withdrawn = await act(offerId, 'withdraw', recruiter.token);
    expect(withdrawn.body.offer.status).toBe('withdrawn');
    const accept = await call(`/api/offers/${code}/accept`, {
      method: 'POST',
      json: { fullName: 'Some One', agree: true },
    });
    expect([accept.status, accept.body.code]).toEqual([409, 'OFFER_CLOSED']);
  });

  it('an expired offer answers 410 OFFER_EXPIRED and the queue closes it', async () => {
    const { id } = await newApplication();
    const { offerId, code } = await sentOffer(id, { expiresAt: dayAfter(1).toISOString() });
    clock.advance(2 * day);
    try {
      const accept = await call(`/api/offers/${code}/accept`, {
        method: 'POST',
        json: { fullName: 'Some One', agree: true },
      });
      expect([accept.status, accept.body.code]).toEqual([410, 'OFFER_EXPIRED']);
      await server.app.queue.send(expireOffersJob, {});
      await server.app.queue.drain();
      const [row] = await server.app.db.select().from(offers).where(eq(offers.id, offerId));
      expect(row?.status).toBe('expired');
      const again = await call(`/api/offers/${code}/accept`, {
        method: 'POST',
        json: { fullName: 'Some One', agree: true },
      });
      expect([again.status, again.body.code]).toEqual([410, 'OFFER_EXPIRED']);
    } finally {
      clock.advance(-2 * day);
    }
  });
});

describe('the hiring report', () => {
  it('counts offers made, accepted, declined and the days to the answer from the offer records', async () => {
    const res = await call(`/api/company/reports/hiring?jobId=${jobId}`, { token: owner.token });
    expect(res.status).toBe(200);
    // Made so far: the chain's (accepted), the declined, the withdrawn and the expired ones.
    expect(res.body.offers).toMatchObject({ accepted: 1, declined: 1 });
    expect(res.body.offers.made).toBeGreaterThanOrEqual(4);
    expect(res.body.offers.answerDays.count).toBe(2);
    expect(res.body.offers.answerDays.median).toBeGreaterThanOrEqual(0);
  });
});

describe('letter templates', () => {
  it('saves a language’s template, refuses unknown placeholders in the caller’s language, previews, resets', async () => {
    const read = await call('/api/company/offer-letters', { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.templates.map((t: { lang: string }) => t.lang)).toEqual(['en', 'ar']);
    expect(read.body.templates[1]).toMatchObject({ isDefault: true });
    const body = 'عزيزي {{candidate.name}}، نعرض عليك {{job.title}} براتب {{salary}}.';
    const bad = await call('/api/company/offer-letters', {
      method: 'PUT',
      token: admin.token,
      json: { lang: 'ar', body: `${body} {{candidate.nam}}` },
      headers: { 'x-lang': 'ar' },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // A sentence naming what was written, where, and the placeholders there are (not a key).
    expect(bad.body.fields.body).toContain('{{candidate.nam}}');
    expect(bad.body.fields.body).toContain('عنصر نائب غير معروف');
    expect(bad.body.fields.body).toContain(`عند الحرف ${body.length + 2}`);
    expect(bad.body.fields.body).toContain('{{startDate}}');
    const stray = await call('/api/company/offer-letters/preview', {
      method: 'POST',
      token: admin.token,
      json: { lang: 'en', body: 'Dear {{candidate.name}, welcome' },
    });
    expect(stray.status).toBe(400);
    expect(stray.body.fields.body).toMatch(/^Unclosed or stray braces \{\{candidate\.name\}/);
    expect(
      (await call('/api/company/offer-letters', { token: admin.token })).body.templates[1],
    ).toMatchObject({ isDefault: true });

    const saved = await call('/api/company/offer-letters', {
      method: 'PUT',
      token: admin.token,
      json: { lang: 'ar', body },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.templates[1]).toEqual({ lang: 'ar', body, isDefault: false });
    const preview = await call('/api/company/offer-letters/preview', {
      method: 'POST',
      token: admin.token,
      json: { lang: 'ar', body },
    });
    expect(preview.body.letter).toBe(
      'عزيزي سارة أحمد، نعرض عليك محلل بيانات براتب 12,500 SAR شهريًا.',
    );
    // An offer to an applicant reading Arabic is written from it.
    const { id } = await newApplication('ar');
    const made = await createOffer(id, validOffer([]));
    expect(made.status).toBe(201);
    const [row] = await server.app.db
      .select()
      .from(offers)
      .where(eq(offers.id, made.body.offer._id));
    expect(row?.letter).toMatch(/^عزيزي .+، نعرض عليك Data analyst براتب 12,500 SAR شهريًا\.$/);
    expect((await act(made.body.offer._id, 'withdraw', recruiter.token)).status).toBe(200);

    const reset = await call('/api/company/offer-letters', {
      method: 'PUT',
      token: admin.token,
      json: { lang: 'ar', body: null },
    });
    expect(reset.body.templates[1]).toMatchObject({ isDefault: true });
    const byRecruiter = await call('/api/company/offer-letters', { token: recruiter.token });
    expect(byRecruiter.status).toBe(403);
  });
});

describe('the stock mail of a move to the offer stage (decision 273)', () => {
  it('announces the offer in the applicant’s language, not as a stage change', async () => {
    const cases = [
      {
        lang: 'en',
        subject: /^Acme Offers would like to make you an offer: Data analyst$/,
        says: 'Good news: Acme Offers would like to make you an offer for "Data analyst".',
        next: 'comes in a separate mail',
      },
      {
        lang: 'ar',
        subject: /^ترغب Acme Offers في أن تقدّم لك عرضًا وظيفيًا: Data analyst$/,
        says: 'ترغب \u2068Acme Offers\u2069 في أن تقدّم لك عرضًا لوظيفة "\u2068Data analyst\u2069".',
        next: 'رسالة منفصلة',
      },
    ];
    for (const c of cases) {
      const { id, user } = await newApplication(c.lang);
      const moved = await call(`/api/company/applications/${id}/stage`, {
        method: 'PATCH',
        token: recruiter.token,
        json: { stage: 'offer', notify: true },
      });
      expect(moved.status).toBe(200);
      const [mail, ...more] = await mailsTo(user.email, c.subject);
      expect(more).toEqual([]);
      expect(mail?.text).toContain(c.says);
      expect(mail?.text).toContain(c.next);
      expect(mail?.text).toContain(`${publicUrl}/Profile/Applications`);
      // Never the stage-change words ("…is now at the stage: Offer" / "في مرحلة: العرض").
      expect(mail?.text).not.toMatch(/now at the stage|في مرحلة|: Offer|العرض\./);
    }
  });
});

describe('an approver who left the company', () => {
  it('shows in the chain and the owner replaces them', async () => {
    const { id } = await newApplication();
    const leaving = await addMember(server, owner, 'recruiter', { name: 'Lea Leaving' });
    const made = await createOffer(id, validOffer([leaving.memberId ?? '']));
    const offerId = made.body.offer._id;
    const removed = await call(`/api/company/members/${leaving.memberId}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    const read = await call(`/api/company/offers/${offerId}`, { token: recruiter.token });
    expect(read.body.offer.approvals[0].approver).toMatchObject({ removed: true });
    const byRecruiter = await act(offerId, 'approvers', recruiter.token, {
      approverId: leaving.memberId,
      newApproverId: admin.memberId,
    });
    expect(byRecruiter.status).toBe(403);
    const replaced = await act(offerId, 'approvers', owner.token, {
      approverId: leaving.memberId,
      newApproverId: admin.memberId,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.offer.approvals[0].approver._id).toBe(admin.memberId);
    const approved = await act(offerId, 'approve', admin.token);
    expect(approved.body.offer.status).toBe('approved');
  });
});

describe('who may do what', () => {
  it('interviewers, a manager off the team and a rival company are refused; nothing stored', async () => {
    const { id } = await newApplication();
    const before = await offerCount();
    for (const who of [interviewer, managerOff]) {
      const res = await createOffer(id, validOffer([]), who.token);
      expect(res.status).toBe(403);
      const list = await call(`/api/company/applications/${id}/offers`, { token: who.token });
      expect(list.status).toBe(403);
    }
    const byRival = await createOffer(id, validOffer([]), rival.token);
    expect(byRival.status).toBe(404);
    expect(await offerCount()).toBe(before);
    const [approvals] = await server.app.db.select({ n: count() }).from(offerApprovals);
    expect(approvals?.n).toBeGreaterThan(0);
  });
});
