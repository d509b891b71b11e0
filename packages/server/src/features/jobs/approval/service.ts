// decisions.md 20, last bullet (issue 41, decision 271): posting approval. A company names its
// approvers in order (setCompanyApprovals; none: off). With approvers named, a publish by anyone
// but an owner or admin who is an approver becomes a request: the posting stays as it is, each
// approver answers in turn (409 NOT_YOUR_TURN out of turn), the approver whose turn it is gets a
// mail in their language, a rejection mails the requester with the reason, and the last approval
// publishes the posting through the jobs module's own publish (the same update, event and
// webhooks as a direct publish) in the approval's transaction. Every change is one transaction:
// a refusal writes nothing.
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import { approvalMessagesAr, approvalMessagesEn } from '@talentpool/domain/jobs/approvalMessages';
import type {
  CompanyApprovals,
  MyPostingApprovals,
  PostingApproval,
  WaitingPostingApproval,
} from '@talentpool/domain/jobs/approval';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import { grantOf, type MemberRole } from '@talentpool/domain/members/policy';
import { fillOfferText } from '@talentpool/domain/offers/messages';
import type { Db } from '../../../db/database';
import type { Caller } from '../../../lib/caller';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../plugins/app/mailer';
import { assertMemberCan, type MemberOfAccount } from '../../../plugins/app/auth';
import {
  createApprovalRepository,
  type PersonRow,
  type RequestRow,
  type StepRow,
} from './repository';

export interface PostingApprovalsOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/** Publishes a posting in the caller's transaction: the jobs module's one publish. */
export type PublishPosting = (tx: Db, companyId: string, jobId: string) => Promise<void>;

/** What a status change does once the company's approval setting is asked. */
export type StatusChangeOutcome =
  | { kind: 'direct'; bypassed: boolean; withdrawn: RequestRow | null }
  | { kind: 'request'; request: RequestRow };

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);
const textsOf = (lang: string) => (lang === 'ar' ? approvalMessagesAr : approvalMessagesEn);

/** The first undecided step: whose turn it is. */
const currentOf = (steps: StepRow[]) =>
  steps.filter((s) => s.decision === null).sort((a, b) => a.position - b.position)[0];

/** May a member of this role be named a posting approver? (interviewers never) */
const mayApprove = (role: MemberRole) => grantOf(role, 'postings.approve') !== 'no';

/**
 * Decision 271: an owner or admin who is one of the company's approvers publishes without asking
 * (as Greenhouse lets an approver with the right to publish open a job); an API key never does
 * (an approval is a person's judgement).
 */
export function publishesDirectly(member: MemberOfAccount, approverIds: readonly string[]) {
  return (
    !member.apiKey &&
    (member.role === 'owner' || member.role === 'admin') &&
    approverIds.includes(member.id)
  );
}

async function viewOf(runner: Db, rows: RequestRow[]): Promise<Map<string, PostingApproval>> {
  const repo = createApprovalRepository(runner);
  const steps = await repo.stepsOf(rows.map((r) => r.id));
  const ids = new Set<string>();
  for (const s of steps) ids.add(s.memberId);
  for (const r of rows) if (r.requestedByMemberId) ids.add(r.requestedByMemberId);
  const companyId = rows[0]?.companyId;
  const people = companyId ? await repo.people(companyId, [...ids]) : [];
  const person = (id: string) => people.find((p) => p.id === id);
  const views = new Map<string, PostingApproval>();
  for (const row of rows) {
    const chain = steps.filter((s) => s.requestId === row.id);
    const current = row.status === 'pending' ? currentOf(chain) : undefined;
    const by = row.requestedByMemberId ? person(row.requestedByMemberId) : undefined;
    views.set(row.jobId, {
      _id: row.id,
      jobId: row.jobId,
      status: row.status,
      requestedBy: by ? { _id: by.id, name: by.name ?? '', email: by.email } : null,
      requestedAt: row.requestedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      steps: chain.map((s) => {
        const p = person(s.memberId);
        return {
          position: s.position,
          approver: {
            _id: s.memberId,
            name: p?.name ?? '',
            email: p?.email ?? '',
            removed: Boolean(p?.removedAt),
          },
          decision: s.decision,
          reason: s.reason,
          decidedAt: s.decidedAt?.toISOString() ?? null,
          current: current?.position === s.position,
        };
      }),
    });
  }
  return views;
}

/** The latest publish request of each posting with its chain, by posting id (decision 271). */
export async function latestPostingApprovals(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, PostingApproval>> {
  return viewOf(db, await createApprovalRepository(db).latestOf(jobIds));
}

export function createPostingApprovals(options: PostingApprovalsOptions) {
  const { db, clock } = options;
  const repository = createApprovalRepository(db);
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db));
  const approvalsLink = `${options.publicUrl}/Company/Approvals`;
  const editLink = (jobId: string) => `${options.publicUrl}/CompanyView/Jobs/${jobId}/edit`;
  const jobLink = (jobId: string) => `${options.publicUrl}/jobs/${jobId}`;

  /** Active members of the company who may approve, in the order given (400 otherwise). */
  async function eligible(companyId: string, ids: readonly string[], field: string) {
    const people = await repository.people(companyId, ids);
    const ok = people.filter((p) => !p.removedAt && p.status === 'active' && mayApprove(p.role));
    if (ok.length !== ids.length) throw invalid({ [field]: 'approvals.approverUnknown' });
    return ids;
  }

  async function mail(
    tx: Db,
    companyId: string,
    to: PersonRow | undefined,
    subjectKey: keyof typeof approvalMessagesEn,
    textKey: keyof typeof approvalMessagesEn,
    values: Record<string, string>,
  ) {
    if (!to || to.removedAt) return;
    const texts = textsOf(to.lang);
    const text = fillOfferText(texts[textKey], values);
    await options.mailer.enqueue(
      {
        to: to.email,
        subject: fillOfferText(texts[subjectKey], values),
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      },
      { tx, companyId },
    );
  }

  /** Mails the approver whose turn it is (their language), in the transaction. */
  async function mailApprover(tx: Db, request: RequestRow, memberId: string) {
    const repo = createApprovalRepository(tx);
    const people = await repo.people(
      request.companyId,
      [memberId, request.requestedByMemberId].filter((id): id is string => Boolean(id)),
    );
    const requester = people.find((p) => p.id === request.requestedByMemberId);
    await mail(
      tx,
      request.companyId,
      people.find((p) => p.id === memberId),
      'approvals.mail.approveSubject',
      'approvals.mail.approveText',
      {
        job: await repo.postingTitle(request.jobId),
        requester: requester?.name || requester?.email || '',
        link: approvalsLink,
      },
    );
  }

  async function viewOne(row: RequestRow, runner: Db = db): Promise<PostingApproval> {
    const view = (await viewOf(runner, [row])).get(row.jobId);
    if (!view) throw notFound();
    return view;
  }

  return {
    /** GET /api/company/approvals: the company's posting approvers, removed ones marked. */
    async settings(caller: Caller): Promise<CompanyApprovals> {
      const ids = await repository.approvers(caller.companyId);
      const people = await repository.people(caller.companyId, ids);
      return {
        postings: {
          required: ids.length > 0,
          approvers: ids.map((id) => {
            const p = people.find((m) => m.id === id);
            return {
              _id: id,
              name: p?.name ?? '',
              email: p?.email ?? '',
              removed: Boolean(p?.removedAt),
            };
          }),
        },
      };
    },

    /** PUT /api/company/approvals: the approvers become exactly these (an empty list: off). */
    async setSettings(caller: Caller, approverIds: readonly string[]) {
      assertMemberCan(caller.member, 'approvals.settings');
      await eligible(caller.companyId, approverIds, 'postings.approverIds');
      await inTransaction((tx) =>
        createApprovalRepository(tx).setApprovers(caller.companyId, approverIds),
      );
      return this.settings(caller);
    },

    /**
     * Asked by the jobs module's status change, in its transaction, before the posting changes:
     * a publish that needs approval becomes a request (the posting stays as it is); a second one
     * while a request is open is 409 APPROVAL_PENDING; any other status change, or a publish
     * that needs no approval (approval turned off, or an owner or admin who is an approver),
     * withdraws the open request.
     */
    async onStatusChange(
      tx: Db,
      member: MemberOfAccount,
      posting: { id: string; companyId: string },
      status: 'draft' | 'published' | 'closed',
      changed: boolean,
    ): Promise<StatusChangeOutcome> {
      const repo = createApprovalRepository(tx);
      const pending = await repo.pendingOf(posting.id);
      const now = clock.now();
      const withdraw = async () => (pending ? repo.close(pending.id, 'withdrawn', now) : null);
      if (status !== 'published' || !changed) {
        return { kind: 'direct', bypassed: false, withdrawn: await withdraw() };
      }
      const approverIds = await repo.approvers(posting.companyId);
      if (approverIds.length === 0) {
        return { kind: 'direct', bypassed: false, withdrawn: await withdraw() };
      }
      if (publishesDirectly(member, approverIds)) {
        return { kind: 'direct', bypassed: true, withdrawn: await withdraw() };
      }
      if (pending) throw new DomainError('APPROVAL_PENDING', 'error.APPROVAL_PENDING');
      const request = await repo.createRequest({
        companyId: posting.companyId,
        jobId: posting.id,
        requestedByMemberId: member.id,
        requestedAt: new Date(now.getTime()),
        approverIds,
      });
      // A parallel publish made the request first.
      if (!request) throw new DomainError('APPROVAL_PENDING', 'error.APPROVAL_PENDING');
      const first = approverIds[0];
      if (first) await mailApprover(tx, request, first);
      return { kind: 'request', request };
    },

    /**
     * approvePostingRequest / rejectPostingRequest: only the approver whose turn it is. The last
     * approval publishes the posting with `publish`, in this transaction.
     */
    async decide(
      caller: Caller,
      requestId: string,
      decision: 'approved' | 'rejected',
      reason: string | null,
      publish: PublishPosting,
    ): Promise<{ request: PostingApproval; published: boolean }> {
      assertMemberCan(caller.member, 'postings.approve');
      const result = await inTransaction(async (tx) => {
        const repo = createApprovalRepository(tx);
        // The request's row lock orders two decisions on it.
        const row = await repo.lockedRequest(requestId, caller.companyId);
        if (!row) throw notFound();
        const chain = await repo.stepsOf([row.id]);
        if (!chain.some((s) => s.memberId === caller.member.id)) {
          throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
        }
        if (row.status !== 'pending') {
          throw new DomainError('APPROVAL_CLOSED', 'error.APPROVAL_CLOSED');
        }
        const current = currentOf(chain);
        if (!current || current.memberId !== caller.member.id) {
          throw new DomainError('NOT_YOUR_TURN', 'error.NOT_YOUR_TURN');
        }
        const now = clock.now();
        await repo.decideStep(row.id, current.position, decision, reason, now);
        const next = chain.find((s) => s.position > current.position && s.decision === null);
        const people = await repo.people(
          row.companyId,
          [caller.member.id, row.requestedByMemberId].filter((id): id is string => Boolean(id)),
        );
        const self = people.find((p) => p.id === caller.member.id);
        const requester = people.find((p) => p.id === row.requestedByMemberId);
        const job = await repo.postingTitle(row.jobId);
        let updated = row;
        let published = false;
        if (decision === 'rejected') {
          updated = (await repo.close(row.id, 'rejected', now)) ?? row;
          await mail(
            tx,
            row.companyId,
            requester,
            'approvals.mail.rejectedSubject',
            'approvals.mail.rejectedText',
            {
              job,
              approver: self?.name || self?.email || '',
              reason: reason ?? '',
              link: editLink(row.jobId),
            },
          );
        } else if (next) {
          await mailApprover(tx, row, next.memberId);
        } else {
          updated = (await repo.close(row.id, 'approved', now)) ?? row;
          await publish(tx, row.companyId, row.jobId);
          published = true;
          await mail(
            tx,
            row.companyId,
            requester,
            'approvals.mail.publishedSubject',
            'approvals.mail.publishedText',
            { job, link: jobLink(row.jobId) },
          );
        }
        return { request: await viewOne(updated, tx), published };
      });
      void options.mailer.drain().catch(() => undefined);
      return result;
    },

    /** replacePostingApprover: an approver who left, in an open request (owners and admins). */
    async replaceApprover(
      caller: Caller,
      requestId: string,
      body: { approverId: string; newApproverId: string },
    ): Promise<PostingApproval> {
      assertMemberCan(caller.member, 'approvals.settings');
      // Another company's request is not found before anything of the body is judged.
      if (!(await repository.request(requestId, caller.companyId))) throw notFound();
      await eligible(caller.companyId, [body.newApproverId], 'newApproverId');
      const [old] = await repository.people(caller.companyId, [body.approverId]);
      if (!old?.removedAt) throw invalid({ approverId: 'approvals.approverNotRemoved' });
      const result = await inTransaction(async (tx) => {
        const repo = createApprovalRepository(tx);
        const row = await repo.lockedRequest(requestId, caller.companyId);
        if (!row) throw notFound();
        if (row.status !== 'pending') {
          throw new DomainError('APPROVAL_CLOSED', 'error.APPROVAL_CLOSED');
        }
        const chain = await repo.stepsOf([row.id]);
        const slot = chain.find((s) => s.memberId === body.approverId && s.decision === null);
        if (!slot) throw invalid({ approverId: 'approvals.approverNotRemoved' });
        if (chain.some((s) => s.memberId === body.newApproverId && s.decision === null)) {
          throw invalid({ newApproverId: 'approvals.approverRepeated' });
        }
        await repo.replaceStep(row.id, slot.position, body.newApproverId);
        if (currentOf(chain)?.position === slot.position) {
          await mailApprover(tx, row, body.newApproverId);
        }
        return viewOne(row, tx);
      });
      void options.mailer.drain().catch(() => undefined);
      return result;
    },

    /** listMyPostingApprovals: the requests whose turn is the caller's, oldest first. */
    async waiting(caller: Caller, paging: PagingQuery): Promise<MyPostingApprovals> {
      assertMemberCan(caller.member, 'postings.approve');
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
      const requests: WaitingPostingApproval[] = rows.map((r) => ({
        _id: r.id,
        jobId: r.jobId,
        jobTitle: r.jobTitle,
        requestedBy: r.requesterName || r.requesterEmail || '',
        requestedAt: r.requestedAt.toISOString(),
      }));
      return { requests, total, page: paging.page, pageSize: paging.pageSize };
    },

    /** getPostingRequest: an approver named in it, or a member who manages the posting. */
    async get(
      caller: Caller,
      requestId: string,
      mayManage: (jobId: string) => Promise<void>,
    ): Promise<PostingApproval> {
      const row = await repository.request(requestId, caller.companyId);
      if (!row) throw notFound();
      const chain = await repository.stepsOf([row.id]);
      if (chain.some((s) => s.memberId === caller.member.id)) {
        assertMemberCan(caller.member, 'postings.approve');
      } else {
        await mayManage(row.jobId);
      }
      return viewOne(row);
    },
  };
}

export type PostingApprovals = ReturnType<typeof createPostingApprovals>;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
