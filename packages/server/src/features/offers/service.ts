// Issue 41 (decisions.md 20, decisions 226-228): offers on applications. A member who may manage
// the posting's applications makes an offer (salary, start date, expiry, the letter from the
// company's template in the applicant's language) with approvers in order; each approves or
// rejects in turn (409 NOT_YOUR_TURN out of turn); an approved offer is sent (409
// OFFER_NOT_APPROVED before) as a mail with /offers/{code}; the candidate accepts by typing their
// full name (a simple electronic signature) or declines. Every change of status is one
// conditional UPDATE (`where status = <the one expected>`) in a transaction that also writes the
// history entry, the audit line's inputs and the mails: a refusal or a lost race writes nothing.
import { claimIdempotencyKey, recordIdempotentAnswer } from '../../plugins/app/idempotency';
import { createHash, createHmac } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import { applicantDisplayName } from '@talentpool/domain/jobs/applicantName';
import { mailLanguageOf } from '@talentpool/domain/jobs/mailLanguage';
import type { Language } from '@talentpool/domain/language';
import { grantOf } from '@talentpool/domain/members/policy';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import {
  defaultOfferLetter,
  formatDay,
  letterProblem,
  letterProblemText,
  letterValues,
  offerLetterPlaceholders,
  renderLetter,
} from '@talentpool/domain/offers/letter';
import {
  fillOfferText,
  offersMessagesAr,
  offersMessagesEn,
} from '@talentpool/domain/offers/messages';
import {
  offerLimits,
  type CompanyOffer,
  type CreateOfferBody,
  type PublicOffer,
  type Salary,
  type UserApplicationOffer,
} from '@talentpool/domain/offers/schemas';
import type { Db } from '../../db/database';
import { offerApprovals, offers } from '../../db/schema';
import { emit } from '../../lib/events';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../plugins/app/mailer';
import { assertMemberCan } from '../../plugins/app/auth';
import { hireFromOffer, recordOfferEvent, type OfferAction } from '../applications/public';
import type { ApplicationMailer } from '../mailTemplates/public';
import { renderLetterPdf, renderSignedPdf, sha256Hex, type LetterPdfInput } from './pdf';
import {
  createOffersRepository,
  openStatuses,
  type ApprovalRow,
  type OfferRow,
  type Tx,
} from './repository';

export interface OffersServiceOptions {
  db: Db;
  mailer: Mailer;
  applicationMailer: ApplicationMailer;
  clock: Clock;
  publicUrl: string;
  /** The server's secret: an offer's code is derived from it and the offer's id. */
  secret: string;
  log: FastifyBaseLogger;
}

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);
const closed = () => new DomainError('OFFER_CLOSED', 'error.OFFER_CLOSED');
const expired = () => new DomainError('OFFER_EXPIRED', 'error.OFFER_EXPIRED');
const textsOf = (lang: Language) => (lang === 'ar' ? offersMessagesAr : offersMessagesEn);
const isOpen = (status: string) => (openStatuses as readonly string[]).includes(status);

/** An offer's code: HMAC of its id under the server's secret (decision 227). */
export function offerCodeOf(secret: string, offerId: string): string {
  return createHmac('sha256', secret).update(`offer:${offerId}`).digest('base64url');
}
const codeHashOf = (code: string) => createHash('sha256').update(code).digest('hex');

const salaryOf = (row: OfferRow): Salary => ({
  amount: Number(row.salaryAmount),
  currency: row.salaryCurrency,
  period: row.salaryPeriod,
});

/** The first undecided approval: whose turn it is. */
const currentOf = (approvals: ApprovalRow[]) =>
  approvals.filter((a) => a.decision === null).sort((a, b) => a.position - b.position)[0];

export function createOffersService(options: OffersServiceOptions) {
  const { db, clock } = options;
  const repository = createOffersRepository(db);
  const linkOf = (code: string) => `${options.publicUrl}/offers/${code}`;
  /** Offers this process is accepting now (accept). */
  const accepting = new Set<string>();
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db));

  async function managedApplication(caller: Caller, applicationId: string) {
    const application = await repository.application(
      applicationId,
      caller.companyId,
      caller.member.id,
    );
    if (!application) throw notFound();
    assertMemberCan(caller.member, 'offers.manage', { onTeam: application.onTeam });
    return application;
  }

  /** This company's offer that the member may manage (its posting's team for a manager). */
  async function managedOffer(caller: Caller, offerId: string) {
    const offer = await repository.offer(offerId, caller.companyId);
    if (!offer) throw notFound();
    await managedApplication(caller, offer.applicationId);
    return offer;
  }

  /** Approvers as active members who may approve (interviewers never see salaries). */
  async function eligibleApprovers(companyId: string, ids: readonly string[]) {
    const members = await repository.activeMembers(companyId, ids);
    const eligible = members.filter((m) => grantOf(m.role, 'offers.approve') !== 'no');
    if (eligible.length !== ids.length) throw invalid({ approverIds: 'offers.approverUnknown' });
    // In the order given (each id was found above).
    return ids.flatMap((id) => eligible.filter((m) => m.id === id));
  }

  /** Mails the approver whose turn it is (their language), in the transaction. */
  async function mailApprover(
    tx: Db,
    offer: OfferRow,
    memberId: string,
    about: { jobTitle: string; candidate: string },
  ) {
    const [member] = await createOffersRepository(tx).membersById([memberId]);
    if (!member || member.removedAt) return;
    const lang: Language = member.lang === 'ar' ? 'ar' : 'en';
    const texts = textsOf(lang);
    const link = `${options.publicUrl}/Company/Offers`;
    const values = { job: about.jobTitle, candidate: about.candidate, link };
    const text = fillOfferText(texts['offers.mail.approveText'], values);
    await options.mailer.enqueue(
      {
        to: member.email,
        subject: fillOfferText(texts['offers.mail.approveSubject'], values),
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      },
      { tx, companyId: offer.companyId },
    );
  }

  /**
   * Decision 273: the member who made the offer hears the candidate's answer (their language),
   * in the answer's transaction: a lost race or a refusal mails nobody.
   */
  async function mailMaker(
    tx: Db,
    row: OfferRow,
    answer: 'accepted' | 'declined',
    reason: string | null,
  ) {
    if (!row.createdByMemberId) return;
    const txRepository = createOffersRepository(tx);
    const [maker] = await txRepository.membersById([row.createdByMemberId]);
    if (!maker || maker.removedAt) return;
    const application = await txRepository.application(row.applicationId, row.companyId, maker.id);
    const texts = textsOf(maker.lang === 'ar' ? 'ar' : 'en');
    const values = {
      job: application?.jobTitle ?? '',
      candidate: application ? candidateNameOf(application) : '',
      link: `${options.publicUrl}/CompanyView/Jobs/${row.jobId}`,
      reason: reason ?? '',
    };
    const lines = [
      fillOfferText(
        texts[answer === 'accepted' ? 'offers.mail.acceptedText' : 'offers.mail.declinedText'],
        values,
      ),
      ...(answer === 'declined' && reason
        ? [fillOfferText(texts['offers.mail.declinedReason'], values)]
        : []),
    ];
    await options.mailer.enqueue(
      {
        to: maker.email,
        subject: fillOfferText(
          texts[
            answer === 'accepted' ? 'offers.mail.acceptedSubject' : 'offers.mail.declinedSubject'
          ],
          values,
        ),
        text: lines.join('\n\n'),
        html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
      },
      { tx, companyId: row.companyId },
    );
  }

  async function toCompanyOffer(
    row: OfferRow,
    caller: Caller,
    approvals?: ApprovalRow[],
  ): Promise<CompanyOffer> {
    const chain = approvals ?? (await repository.approvalsOf([row.id]));
    const people = await repository.membersById(chain.map((a) => a.memberId));
    const current = row.status === 'pendingApproval' ? currentOf(chain) : undefined;
    const mayManage = grantOf(caller.member.role, 'offers.manage') !== 'no';
    return {
      _id: row.id,
      applicationId: row.applicationId,
      jobId: row.jobId,
      status: row.status,
      salary: salaryOf(row),
      startDate: row.startDate,
      expiresAt: row.expiresAt.toISOString(),
      letter: row.letter,
      lang: row.lang,
      approvals: chain.map((a) => {
        const person = people.find((p) => p.id === a.memberId);
        return {
          position: a.position,
          approver: {
            _id: a.memberId,
            name: person?.name ?? '',
            email: person?.email ?? '',
            removed: Boolean(person?.removedAt),
          },
          decision: a.decision,
          reason: a.reason,
          decidedAt: a.decidedAt?.toISOString() ?? null,
          current: current?.position === a.position,
        };
      }),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      declineReason: row.declineReason,
      link: row.codeHash && mayManage ? linkOf(offerCodeOf(options.secret, row.id)) : null,
      signature:
        row.signedName && row.signedAt
          ? {
              fullName: row.signedName,
              at: row.signedAt.toISOString(),
              ip: row.signedIp ?? '',
              userAgent: row.signedUserAgent ?? '',
              pdfSha256: row.letterSha256 ?? '',
            }
          : null,
    };
  }

  async function history(tx: Db, row: OfferRow, action: OfferAction, memberId: string | null) {
    await recordOfferEvent(tx, {
      applicationId: row.applicationId,
      offerId: row.id,
      action,
      companyId: row.companyId,
      memberId,
    });
  }

  const candidateNameOf = (a: {
    userId: string | null;
    userName: string | null;
    userEmail: string | null;
    guestName: string | null;
    guestEmail: string | null;
  }) =>
    applicantDisplayName({
      kind: a.userId ? 'user' : 'guest',
      name: a.userName?.trim() || a.guestName,
      email: a.userEmail ?? a.guestEmail,
      via: null,
    }) ?? '';

  async function pdfInputOf(row: OfferRow): Promise<LetterPdfInput> {
    const application = await repository.application(row.applicationId, row.companyId, row.id);
    return {
      lang: row.lang,
      letter: row.letter,
      companyName: application?.companyName ?? '',
      jobTitle: application?.jobTitle ?? '',
      salary: salaryOf(row),
      startDate: row.startDate,
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
    };
  }

  /** A conditional status change; null when the offer was no longer in `from`. */
  async function transition(
    tx: Db,
    id: string,
    from: readonly string[],
    set: Partial<typeof offers.$inferInsert>,
  ) {
    const [row] = await tx
      .update(offers)
      .set(set)
      .where(and(eq(offers.id, id), inArray(offers.status, [...from] as OfferRow['status'][])))
      .returning();
    return row ?? null;
  }

  /** The 409 or 410 of an offer that is not (or no longer) in the status an act needs. */
  function refusalOf(row: OfferRow): DomainError {
    if (row.status === 'expired') return expired();
    if (row.status === 'pendingApproval' || row.status === 'draft') {
      return new DomainError('OFFER_NOT_APPROVED', 'error.OFFER_NOT_APPROVED');
    }
    return closed();
  }

  return {
    offerCodeOf: (id: string) => offerCodeOf(options.secret, id),

    async create(
      caller: Caller,
      applicationId: string,
      body: CreateOfferBody,
      requestLang: Language = 'en',
    ) {
      const application = await managedApplication(caller, applicationId);
      const fields: Record<string, string> = {};
      const now = clock.now();
      const today = now.toISOString().slice(0, 10);
      if (body.startDate < today) fields.startDate = 'offers.startDatePast';
      const expiresAt = new Date(body.expiresAt);
      if (expiresAt.getTime() <= now.getTime()) fields.expiresAt = 'offers.expiresAtPast';
      else if (expiresAt.getTime() > now.getTime() + offerLimits.expiresMaxDays * 86_400_000) {
        fields.expiresAt = 'offers.expiresAtTooLate';
      }
      const lang = mailLanguageOf({
        accountLang: application.userId ? application.userLang : null,
        accountLangChangedAt: application.userLangChangedAt,
        applicationLang: application.applicationLang,
        appliedAt: application.appliedAt,
        guestLang: application.guestLang,
        linkLang: application.linkLang,
      });
      const source =
        body.body ??
        (await repository.letterTemplate(caller.companyId, lang)) ??
        defaultOfferLetter[lang];
      const problem = letterProblem(source);
      if (problem) fields.body = letterProblemText(problem, requestLang);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const approvers = await eligibleApprovers(caller.companyId, body.approverIds);
      const candidate = candidateNameOf(application);
      const letter = renderLetter(
        source,
        letterValues(
          {
            candidateName: candidate,
            jobTitle: application.jobTitle,
            companyName: application.companyName,
            salary: body.salary,
            startDate: body.startDate,
            expiresAt,
          },
          lang,
        ),
      );
      const existing = await repository.ofApplication(applicationId);
      if (existing.some((o) => isOpen(o.status))) {
        throw invalid({ applicationId: 'offers.openOfferExists' });
      }
      const created = await inTransaction(async (tx) => {
        // Decision 279: a retried request's key is claimed with the offer (a no-op without one).
        await claimIdempotencyKey(tx);
        const [row] = await tx
          .insert(offers)
          .values({
            companyId: caller.companyId,
            applicationId,
            jobId: application.jobId,
            status: approvers.length > 0 ? 'pendingApproval' : 'approved',
            salaryAmount: body.salary.amount.toFixed(2),
            salaryCurrency: body.salary.currency,
            salaryPeriod: body.salary.period,
            startDate: body.startDate,
            expiresAt,
            lang,
            letter,
            createdByMemberId: caller.member.id,
            // Whole milliseconds as stored: the PDF's creation date is the same when read back.
            createdAt: new Date(now.getTime()),
          })
          .onConflictDoNothing()
          .returning();
        // A parallel create won the one open offer of the application.
        if (!row) throw invalid({ applicationId: 'offers.openOfferExists' });
        if (approvers.length > 0) {
          await tx
            .insert(offerApprovals)
            .values(
              approvers.map((m, position) => ({ offerId: row.id, position, memberId: m.id })),
            );
        }
        await history(tx, row, 'created', caller.member.id);
        const first = approvers[0];
        if (first) {
          await mailApprover(tx, row, first.id, { jobTitle: application.jobTitle, candidate });
        }
        await recordIdempotentAnswer(tx, 201, { offer: { _id: row.id, status: row.status } });
        return row;
      });
      return created;
    },

    async decide(
      caller: Caller,
      offerId: string,
      decision: 'approved' | 'rejected',
      reason: string | null,
    ) {
      assertMemberCan(caller.member, 'offers.approve');
      const result = await inTransaction(async (tx) => {
        // The offer's row lock orders two decisions on it (decision 228).
        const row = await repository.lockedOffer(tx, offerId, caller.companyId);
        if (!row) throw notFound();
        const chain = await repository.approvalsOf([row.id], tx);
        if (!chain.some((a) => a.memberId === caller.member.id)) {
          throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
        }
        if (row.status !== 'pendingApproval') {
          if (isOpen(row.status)) throw new DomainError('NOT_YOUR_TURN', 'error.NOT_YOUR_TURN');
          throw refusalOf(row);
        }
        const current = currentOf(chain);
        if (!current || current.memberId !== caller.member.id) {
          throw new DomainError('NOT_YOUR_TURN', 'error.NOT_YOUR_TURN');
        }
        const now = clock.now();
        await tx
          .update(offerApprovals)
          .set({ decision, reason, decidedAt: now })
          .where(
            and(eq(offerApprovals.offerId, row.id), eq(offerApprovals.position, current.position)),
          );
        const next = chain.find((a) => a.position > current.position && a.decision === null);
        let updated = row;
        if (decision === 'rejected') {
          // Not approved: back to a draft the recruiter withdraws (and makes anew).
          updated = (await transition(tx, row.id, ['pendingApproval'], { status: 'draft' })) ?? row;
        } else if (!next) {
          updated =
            (await transition(tx, row.id, ['pendingApproval'], { status: 'approved' })) ?? row;
        }
        await history(tx, row, decision, caller.member.id);
        const application = await createOffersRepository(tx).application(
          row.applicationId,
          row.companyId,
          caller.member.id,
        );
        const about = {
          jobTitle: application?.jobTitle ?? '',
          candidate: application ? candidateNameOf(application) : '',
        };
        if (decision === 'approved' && next) await mailApprover(tx, row, next.memberId, about);
        if (decision === 'rejected' && row.createdByMemberId) {
          const people = await createOffersRepository(tx).membersById([
            row.createdByMemberId,
            caller.member.id,
          ]);
          const creator = people.find((p) => p.id === row.createdByMemberId);
          const self = people.find((p) => p.id === caller.member.id);
          if (creator && !creator.removedAt) {
            const texts = textsOf(creator.lang === 'ar' ? 'ar' : 'en');
            const values = {
              job: about.jobTitle,
              candidate: about.candidate,
              approver: self?.name || self?.email || '',
              reason: reason ?? '',
            };
            const text = fillOfferText(texts['offers.mail.rejectedText'], values);
            await options.mailer.enqueue(
              {
                to: creator.email,
                subject: fillOfferText(texts['offers.mail.rejectedSubject'], values),
                text,
                html: `<p>${escapeHtml(text)}</p>`,
              },
              { tx, companyId: row.companyId },
            );
          }
        }
        return updated;
      });
      void options.mailer.drain().catch(() => undefined);
      return { offer: await toCompanyOffer(result, caller), row: result };
    },

    async send(caller: Caller, offerId: string) {
      const offer = await managedOffer(caller, offerId);
      if (offer.status !== 'approved') throw refusalOf(offer);
      if (offer.expiresAt.getTime() <= clock.now().getTime()) throw expired();
      const code = offerCodeOf(options.secret, offer.id);
      const sent = await inTransaction(async (tx) => {
        const row = await transition(tx, offer.id, ['approved'], {
          status: 'sent',
          sentAt: clock.now(),
          codeHash: codeHashOf(code),
        });
        if (!row) throw closed();
        await history(tx, row, 'sent', caller.member.id);
        await options.applicationMailer.send(tx, {
          applicationId: row.applicationId,
          templateKey: 'offerLetter',
          companyId: row.companyId,
          memberId: caller.member.id,
          extra: {
            link: linkOf(code),
            linkExpires: {
              en: formatDay(row.expiresAt.toISOString(), 'en'),
              ar: formatDay(row.expiresAt.toISOString(), 'ar'),
            },
          },
        });
        return row;
      });
      options.applicationMailer.wake();
      return toCompanyOffer(sent, caller);
    },

    async withdraw(caller: Caller, offerId: string) {
      const offer = await managedOffer(caller, offerId);
      const row = await inTransaction(async (tx) => {
        const row = await transition(tx, offer.id, openStatuses, {
          status: 'withdrawn',
          answeredAt: clock.now(),
        });
        if (!row)
          throw refusalOf((await repository.offer(offer.id, caller.companyId, tx)) ?? offer);
        await history(tx, row, 'withdrawn', caller.member.id);
        return row;
      });
      return toCompanyOffer(row, caller);
    },

    async replaceApprover(
      caller: Caller,
      offerId: string,
      body: { approverId: string; newApproverId: string },
    ) {
      assertMemberCan(caller.member, 'offers.settings');
      // Another company's offer is not found before anything of the body is judged.
      if (!(await repository.offer(offerId, caller.companyId))) throw notFound();
      await eligibleApprovers(caller.companyId, [body.newApproverId]);
      const [old] = await repository.membersById([body.approverId]);
      if (!old?.removedAt) throw invalid({ approverId: 'offers.approverNotRemoved' });
      const row = await inTransaction(async (tx) => {
        const row = await repository.lockedOffer(tx, offerId, caller.companyId);
        if (!row) throw notFound();
        if (!isOpen(row.status)) throw refusalOf(row);
        const chain = await repository.approvalsOf([row.id], tx);
        const slot = chain.find((a) => a.memberId === body.approverId && a.decision === null);
        if (!slot) throw invalid({ approverId: 'offers.approverNotRemoved' });
        if (chain.some((a) => a.memberId === body.newApproverId && a.decision === null)) {
          throw invalid({ newApproverId: 'offers.approverRepeated' });
        }
        await tx
          .update(offerApprovals)
          .set({ memberId: body.newApproverId })
          .where(
            and(eq(offerApprovals.offerId, row.id), eq(offerApprovals.position, slot.position)),
          );
        await history(tx, row, 'approverReplaced', caller.member.id);
        if (row.status === 'pendingApproval' && currentOf(chain)?.position === slot.position) {
          const application = await createOffersRepository(tx).application(
            row.applicationId,
            row.companyId,
            caller.member.id,
          );
          await mailApprover(tx, row, body.newApproverId, {
            jobTitle: application?.jobTitle ?? '',
            candidate: application ? candidateNameOf(application) : '',
          });
        }
        return row;
      });
      return toCompanyOffer(row, caller);
    },

    async get(caller: Caller, offerId: string): Promise<CompanyOffer> {
      const offer = await repository.offer(offerId, caller.companyId);
      if (!offer) throw notFound();
      const chain = await repository.approvalsOf([offer.id]);
      // An approver named in the chain reads it; others need to manage the posting.
      if (chain.some((a) => a.memberId === caller.member.id)) {
        assertMemberCan(caller.member, 'offers.approve');
      } else {
        await managedApplication(caller, offer.applicationId);
      }
      return toCompanyOffer(offer, caller, chain);
    },

    async listForApplication(caller: Caller, applicationId: string) {
      await managedApplication(caller, applicationId);
      const rows = await repository.ofApplication(applicationId);
      const chains = await repository.approvalsOf(rows.map((r) => r.id));
      return Promise.all(
        rows.map((row) =>
          toCompanyOffer(
            row,
            caller,
            chains.filter((a) => a.offerId === row.id),
          ),
        ),
      );
    },

    async waiting(caller: Caller, paging: PagingQuery) {
      assertMemberCan(caller.member, 'offers.approve');
      const rows = await repository.waitingFor(
        caller.member.id,
        caller.companyId,
        paging.pageSize,
        offsetOf(paging),
      );
      // A page past the end has no row to carry the count: the count is asked alone.
      const total =
        rows[0]?.total ??
        (paging.page > 1
          ? ((await repository.waitingFor(caller.member.id, caller.companyId, 1, 0))[0]?.total ?? 0)
          : 0);
      const items = rows.map((r) => ({
        _id: r.offer.id,
        applicationId: r.offer.applicationId,
        jobId: r.offer.jobId,
        jobTitle: r.jobTitle,
        candidateName: candidateNameOf({ ...r, userId: r.userName || r.userEmail ? 'user' : null }),
        salary: salaryOf(r.offer),
        startDate: r.offer.startDate,
        createdAt: r.offer.createdAt.toISOString(),
      }));
      return { offers: items, total, page: paging.page, pageSize: paging.pageSize };
    },

    // --- the candidate's side (by code, no login) ------------------------------------------

    async byCode(code: string) {
      const row = await repository.byCodeHash(codeHashOf(code));
      if (!row) throw notFound();
      return row;
    },

    async publicOffer(code: string): Promise<PublicOffer> {
      const row = await this.byCode(code);
      const application = await repository.application(row.applicationId, row.companyId, row.id);
      const lapsed = row.status === 'sent' && row.expiresAt.getTime() <= clock.now().getTime();
      return {
        _id: row.id,
        status: lapsed ? 'expired' : row.status,
        salary: salaryOf(row),
        startDate: row.startDate,
        expiresAt: row.expiresAt.toISOString(),
        letter: row.letter,
        lang: row.lang,
        company: { name: application?.companyName ?? '' },
        job: { title: application?.jobTitle ?? '' },
        candidateName: application ? candidateNameOf(application) : '',
        signedAt: row.signedAt?.toISOString() ?? null,
      };
    },

    async pdf(code: string): Promise<{ pdf: Buffer; signed: boolean }> {
      const row = await this.byCode(code);
      if (row.status === 'accepted' && row.signedPdf) return { pdf: row.signedPdf, signed: true };
      return { pdf: await renderLetterPdf(await pdfInputOf(row)), signed: false };
    },

    /**
     * Signs the offer (decision 226): exactly once. The PDFs are made before the transaction
     * (the slow part); the transaction's conditional UPDATE `where status = 'sent' and
     * expires_at > now` lets one acceptance through (decision 228) and the others get 409
     * OFFER_CLOSED, an expired offer 410 OFFER_EXPIRED. The winner's transaction also writes
     * the history, moves the application to the hired stage and emits offer.accepted.
     */
    async accept(code: string, body: { fullName: string }, who: { ip: string; userAgent: string }) {
      const row = await this.byCode(code);
      const now = clock.now();
      if (row.status === 'sent' && row.expiresAt.getTime() <= now.getTime()) throw expired();
      if (row.status !== 'sent') throw refusalOf(row);
      // One acceptance of an offer at a time in this process: a parallel one answers 409 at
      // once, without a database connection or a PDF (rendering holds the event loop, and on
      // PostgreSQL one of forty requests waiting for the pool timed out). Other processes meet
      // the claim below.
      if (accepting.has(row.id)) throw closed();
      accepting.add(row.id);
      try {
        const input = await pdfInputOf(row);
        const who2 = { ip: who.ip, userAgent: who.userAgent.slice(0, 500) };
        const accepted = await inTransaction(async (tx) => {
          // The claim first: one conditional UPDATE lets one acceptance through (decision 228); a
          // parallel one skips the row this transaction holds and answers 409 OFFER_CLOSED.
          // The PDFs are made while the claim is held, so a loser never renders them.
          const [won] = await tx
            .update(offers)
            .set({
              status: 'accepted',
              answeredAt: now,
              signedName: body.fullName,
              signedAt: now,
              signedIp: who2.ip,
              signedUserAgent: who2.userAgent,
            })
            .where(
              and(
                eq(offers.id, row.id),
                eq(offers.status, 'sent'),
                sql`${offers.expiresAt} > ${now}`,
                // Another acceptance holding the row: this one does not wait for it (and keeps no
                // connection of the pool waiting while the winner renders the PDFs).
                sql`${offers.id} in (select o.id from offers o where o.id = ${row.id} for update skip locked)`,
              ),
            )
            .returning({ id: offers.id });
          if (!won) {
            const [current] = await tx.select().from(offers).where(eq(offers.id, row.id));
            if (!current) throw notFound();
            // Still 'sent': expired, or another acceptance is signing it right now.
            if (current.status === 'sent') {
              throw current.expiresAt.getTime() <= now.getTime() ? expired() : closed();
            }
            throw refusalOf(current);
          }
          const letterSha256 = sha256Hex(await renderLetterPdf(input));
          const signedPdf = await renderSignedPdf(input, {
            fullName: body.fullName,
            at: now,
            ...who2,
            letterSha256,
          });
          await tx.update(offers).set({ letterSha256, signedPdf }).where(eq(offers.id, row.id));
          await history(tx, row, 'accepted', null);
          await mailMaker(tx, row, 'accepted', null);
          await hireFromOffer(tx, {
            applicationId: row.applicationId,
            jobId: row.jobId,
            companyId: row.companyId,
          });
          await emit(tx, 'offer.accepted', {
            companyId: row.companyId,
            offerId: row.id,
            applicationId: row.applicationId,
            jobId: row.jobId,
          });
          return row;
        });
        void options.mailer.drain().catch(() => undefined);
        return { row: accepted, name: await this.publicOffer(code) };
      } finally {
        accepting.delete(row.id);
      }
    },

    async decline(code: string, reason: string | null) {
      const row = await this.byCode(code);
      const now = clock.now();
      if (row.status === 'sent' && row.expiresAt.getTime() <= now.getTime()) throw expired();
      if (row.status !== 'sent') throw refusalOf(row);
      await inTransaction(async (tx) => {
        const won = await transition(tx, row.id, ['sent'], {
          status: 'declined',
          answeredAt: now,
          declineReason: reason,
        });
        if (!won) throw closed();
        await history(tx, row, 'declined', null);
        await mailMaker(tx, row, 'declined', reason);
        await emit(tx, 'offer.declined', {
          companyId: row.companyId,
          offerId: row.id,
          applicationId: row.applicationId,
          jobId: row.jobId,
          reason,
        });
      });
      void options.mailer.drain().catch(() => undefined);
      return row;
    },

    /** The expiry sweep (job queue): open offers past their expiry become expired. */
    async expireDue(): Promise<Array<{ id: string; companyId: string }>> {
      const now = clock.now();
      return inTransaction(async (tx) => {
        const due = await repository.expiredOpen(now, 500, tx as Tx);
        const done: Array<{ id: string; companyId: string }> = [];
        for (const offer of due) {
          const row = await transition(tx, offer.id, openStatuses, { status: 'expired' });
          if (!row) continue;
          await history(tx, row, 'expired', null);
          done.push({ id: row.id, companyId: row.companyId });
        }
        return done;
      });
    },

    // --- letter templates -----------------------------------------------------------------

    async letterTemplates(caller: Caller) {
      assertMemberCan(caller.member, 'offers.settings');
      const stored = await repository.letterTemplates(caller.companyId);
      return {
        templates: (['en', 'ar'] as const).map((lang) => {
          const own = stored.find((t) => t.lang === lang);
          return { lang, body: own?.body ?? defaultOfferLetter[lang], isDefault: !own };
        }),
        placeholders: [...offerLetterPlaceholders],
      };
    },

    async setLetterTemplate(
      caller: Caller,
      lang: Language,
      body: string | null,
      requestLang: Language = 'en',
    ) {
      assertMemberCan(caller.member, 'offers.settings');
      if (body !== null) {
        const problem = letterProblem(body);
        if (problem) throw invalid({ body: letterProblemText(problem, requestLang) });
      }
      await repository.setLetterTemplate(caller.companyId, lang, body);
      return this.letterTemplates(caller);
    },

    previewLetter(caller: Caller, lang: Language, body: string, requestLang: Language = 'en') {
      assertMemberCan(caller.member, 'offers.settings');
      const problem = letterProblem(body);
      if (problem) throw invalid({ body: letterProblemText(problem, requestLang) });
      const sample = {
        en: { candidateName: 'Sara Ahmed', jobTitle: 'Data analyst', companyName: 'Your company' },
        ar: { candidateName: 'سارة أحمد', jobTitle: 'محلل بيانات', companyName: 'شركتك' },
      }[lang];
      return renderLetter(
        body,
        letterValues(
          {
            ...sample,
            salary: { amount: 12500, currency: 'SAR', period: 'month' },
            startDate: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
            expiresAt: new Date(clock.now().getTime() + 14 * 86_400_000),
          },
          lang,
        ),
      );
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

/**
 * The offers of a job seeker's applications (decisions.md 23): the newest of each, once sent
 * (before, the offer is the company's business), with its code and link.
 */
export async function userApplicationOffers(
  db: Db,
  settings: { secret: string; publicUrl: string },
  ids: readonly string[],
): Promise<Map<string, UserApplicationOffer>> {
  const rows = await createOffersRepository(db).latestOfApplications(ids);
  const byApplication = new Map<string, UserApplicationOffer>();
  for (const row of rows) {
    if (byApplication.has(row.applicationId)) continue;
    byApplication.set(row.applicationId, {
      _id: row.id,
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      code: null,
      link: null,
    });
    if (!row.sentAt) {
      byApplication.delete(row.applicationId);
      continue;
    }
    const code = offerCodeOf(settings.secret, row.id);
    byApplication.set(row.applicationId, {
      _id: row.id,
      status: row.status,
      expiresAt: row.expiresAt.toISOString(),
      code,
      link: `${settings.publicUrl}/offers/${code}`,
    });
  }
  return byApplication;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
