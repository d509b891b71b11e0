// Bulk actions on applications (issue 20, decision 130, decision 131): move, reject with a
// reason, send a template mail, add to a talent pool, up to 500 applications at once. The whole
// request is refused when an id is unknown or another company's (404, nothing done: no oracle of
// other companies' ids) or when the request itself is wrong (400: a reason that is not a current
// one). Otherwise each application is done or listed as failed with its code: FORBIDDEN (not on
// that posting's hiring team), STAGE_NOT_FOUND (not, or no longer, in that posting's list),
// MAIL_CAP_REACHED, VALIDATION_FAILED (a hired stage: hires are snapshotted one by one; a guest
// for a pool), NOT_FOUND (no address left to mail). Mails are the company's templates, kept in
// the application's mail log (decision 133), queued in the transaction of the application's move.
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import {
  bulkMailTemplateKeys,
  stageMailTemplateKey,
  type MailTemplateKey,
} from '@talentpool/domain/mailTemplates/templates';
import { assertMemberCan } from '../../plugins/app/auth';
import { can } from '@talentpool/domain/members/policy';
import type {
  BulkApplicationsAnswer,
  BulkApplicationsData,
} from '@talentpool/domain/process/schemas';
import { bulkFailureCodes } from '@talentpool/domain/process/schemas';
import {
  findStage,
  stagesOrDefault,
  type StageDefinition,
} from '@talentpool/domain/process/stages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications } from '../../db/schema';
import type { JobQueue } from '../../queue/queue';
// The mail templates' one way of mailing an applicant (decision 133).
import type { ApplicationMailer } from '../mailTemplates/public';
// Issue 21's pools give this action their one entry point, inside our transaction (decision 137).
import { addToPool } from '../pools/public';
import type { BulkRepository, BulkRow } from './bulkRepository';
import type { Caller } from '../../lib/caller';
import { stageMailJob, type StageMailJobData } from './service';

type FailureCode = (typeof bulkFailureCodes)[number];

export interface BulkServiceOptions {
  db: Db;
  repository: BulkRepository;
  /** A current reject reason of the company (pipeline repository). */
  activeReason(
    companyId: string,
    id: string,
  ): Promise<{ id: string; en: string; ar: string } | null>;
  applicationMailer: ApplicationMailer;
  log: FastifyBaseLogger;
  /**
   * Issue 37: bulk stage mails wait the same undo window as a single move's (the job's handler
   * drops a mail whose application moved since); without it (or with 0) they go with the move.
   */
  stageMail?: { queue: Pick<JobQueue, 'send'>; undoMs: number };
}

const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

export function createBulkService(options: BulkServiceOptions) {
  const { db, repository, applicationMailer, log } = options;

  /** The template of a move, by the kind of the stage (as a single move chooses it). */
  const templateOfStage = (stage: StageDefinition): MailTemplateKey =>
    stageMailTemplateKey(stage.kind);

  /**
   * Work on each application in a savepoint of its own inside one transaction, so that a
   * failure with a code of the answer (the day's mail cap, a stage gone) takes back that
   * application's work alone; other errors end the request. The queue is woken once committed.
   */
  async function oneByOne(
    ids: string[],
    answer: BulkApplicationsAnswer,
    work: (sp: Db, id: string) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      for (const id of ids) {
        try {
          await tx.transaction((sp) => work(sp as unknown as Db, id));
          answer.done.push(id);
        } catch (err) {
          const code = err instanceof DomainError ? err.code : undefined;
          if (code && (bulkFailureCodes as readonly string[]).includes(code)) {
            answer.failed.push({ id, code: code as FailureCode });
          } else {
            log.error({ err, applicationId: id }, 'bulk action failed');
            throw err;
          }
        }
      }
    });
    applicationMailer.wake();
  }

  /** The stage each application goes to, or why it cannot. */
  function targetOf(
    row: BulkRow,
    body: BulkApplicationsData,
  ): StageDefinition | { failed: FailureCode } {
    const list = stagesOrDefault(row.stages);
    const target =
      body.action === 'reject'
        ? list.find((s) => s.kind === 'rejected')
        : findStage(list, body.stage ?? '');
    if (!target) return { failed: 'STAGE_NOT_FOUND' };
    // A hire stores its fit and rank at that moment (decision 102): one by one.
    if (target.kind === 'hired') return { failed: 'VALIDATION_FAILED' };
    return target;
  }

  /** Moves (or rejects) the allowed applications, one set-based batch per posting and stage. */
  async function move(
    caller: Caller,
    rows: BulkRow[],
    body: BulkApplicationsData,
    answer: BulkApplicationsAnswer,
  ) {
    const batches = new Map<string, { jobId: string; target: StageDefinition; ids: string[] }>();
    const targets = new Map<string, StageDefinition>();
    for (const row of rows) {
      const target = targetOf(row, body);
      if ('failed' in target) {
        answer.failed.push({ id: row.id, code: target.failed });
        continue;
      }
      targets.set(row.id, target);
    }
    // A move to a rejected stage needs a current reason of the company (the whole request).
    const rejecting = [...targets.values()].some((t) => t.kind === 'rejected');
    let reason: { en: string; ar: string } | undefined;
    if (rejecting) {
      if (!body.reasonId) throw invalid({ reasonId: 'process.reasonRequired' });
      const found = await options.activeReason(caller.companyId, body.reasonId);
      if (!found) throw invalid({ reasonId: 'process.reasonUnknown' });
      reason = { en: found.en, ar: found.ar };
    }
    for (const row of rows) {
      const target = targets.get(row.id);
      if (!target) continue;
      // Already there: nothing to do, and nothing to record.
      if (row.stage === target.key) {
        answer.done.push(row.id);
        continue;
      }
      const key = `${row.jobId} ${target.key}`;
      const batch = batches.get(key) ?? { jobId: row.jobId, target, ids: [] };
      batch.ids.push(row.id);
      batches.set(key, batch);
    }
    for (const batch of batches.values()) {
      const input = {
        jobId: batch.jobId,
        companyId: caller.companyId,
        memberId: caller.member.id,
        to: batch.target.key,
        reasonId: batch.target.kind === 'rejected' ? (body.reasonId ?? null) : null,
        notify: body.notify,
      };
      if (!body.notify) {
        const result = await db.transaction((tx) =>
          repository.moveBatch(tx, { ...input, ids: batch.ids }),
        );
        if (!result) {
          for (const id of batch.ids) answer.failed.push({ id, code: 'STAGE_NOT_FOUND' });
          continue;
        }
        // Ids not in result.moved were moved to that very stage meanwhile: done all the same.
        answer.done.push(...batch.ids);
        continue;
      }
      // With a mail to each applicant: the move and its mail together, one by one. Issue 37:
      // someone who did not apply is mailed only when the sender ticked it for them too.
      const appliedOf = new Map(rows.map((r) => [r.id, r.applied]));
      await oneByOne(batch.ids, answer, async (sp, id) => {
        const applied = appliedOf.get(id) ?? true;
        const mail = applied || body.notifyNotApplied;
        const result = await repository.moveBatch(sp, { ...input, notify: mail, ids: [id] });
        if (!result) throw new DomainError('STAGE_NOT_FOUND', 'error.STAGE_NOT_FOUND');
        if (result.moved.length === 0 || !mail) return;
        const { stageMail } = options;
        if (stageMail && stageMail.undoMs > 0) {
          // Queued with the move (its savepoint): a move taken back takes its mail back too.
          const [row] = await sp
            .select({ movedAt: applications.stageChangedAt })
            .from(applications)
            .where(eq(applications.id, id));
          if (!row) return;
          const data: StageMailJobData = {
            applicationId: id,
            companyId: caller.companyId,
            memberId: caller.member.id,
            stage: batch.target.key,
            movedAt: row.movedAt.toISOString(),
            ...(batch.target.kind === 'rejected' && reason ? { reason } : {}),
            notApplied: !applied,
          };
          await stageMail.queue.send(stageMailJob, data, {
            startAfter: new Date(Date.now() + stageMail.undoMs),
            tx: sp,
          });
          return;
        }
        await applicationMailer.send(sp, {
          applicationId: id,
          templateKey: templateOfStage(batch.target),
          companyId: caller.companyId,
          memberId: caller.member.id,
          extra: {
            stageName: batch.target.name,
            ...(batch.target.kind === 'rejected' && reason ? { reason } : {}),
            notApplied: !applied,
          },
        });
      });
    }
  }

  /** A template mail to each applicant, kept in its mail log (decision 133). */
  async function email(
    caller: Caller,
    rows: BulkRow[],
    body: BulkApplicationsData,
    answer: BulkApplicationsAnswer,
  ) {
    const templateKey = body.templateKey as MailTemplateKey;
    // The interview mails other than the invitation need an interview: not sent in bulk.
    if (!(bulkMailTemplateKeys as readonly string[]).includes(templateKey)) {
      throw invalid({ templateKey: 'process.templateKeyRequired' });
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    await oneByOne(
      rows.map((r) => r.id),
      answer,
      async (sp, id) => {
        const row = byId.get(id);
        const stage = row ? findStage(stagesOrDefault(row.stages), row.stage) : undefined;
        const sent = await applicationMailer.send(sp, {
          applicationId: id,
          templateKey,
          companyId: caller.companyId,
          memberId: caller.member.id,
          extra: stage ? { stageName: stage.name } : {},
        });
        // No address left (an anonymised applicant): nothing sent.
        if (!sent) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      },
    );
  }

  /** Adds the applicants' job seekers to a talent pool (issue 21's addToPool). */
  async function pool(
    caller: Caller,
    rows: BulkRow[],
    body: BulkApplicationsData,
    answer: BulkApplicationsAnswer,
  ) {
    // A guest (invitation link) has no account to keep in a pool.
    const withUser = rows.filter((r): r is BulkRow & { userId: string } => r.userId !== null);
    for (const r of rows)
      if (r.userId === null) answer.failed.push({ id: r.id, code: 'VALIDATION_FAILED' });
    if (withUser.length === 0) return;
    const result = await db.transaction((tx) =>
      addToPool(tx as unknown as Db, {
        companyId: caller.companyId,
        poolId: body.poolId ?? '',
        memberId: caller.member.id,
        userIds: withUser.map((r) => r.userId),
      }),
    );
    const skipped = new Map(result.skipped.map((s) => [s.userId, s.reason]));
    for (const r of withUser) {
      const reason = skipped.get(r.userId);
      if (reason === undefined) answer.done.push(r.id);
      else
        answer.failed.push({
          id: r.id,
          code:
            reason === 'hidden'
              ? 'FORBIDDEN'
              : reason === 'poolFull'
                ? 'VALIDATION_FAILED'
                : 'NOT_FOUND',
        });
    }
  }

  return {
    async run(caller: Caller, body: BulkApplicationsData): Promise<BulkApplicationsAnswer> {
      const ids = [...new Set(body.ids)];
      const rows = await repository.applicationsOf(ids, caller.companyId, caller.member.id);
      // One unknown or foreign id refuses the whole request, before anything is done.
      if (rows.length !== ids.length) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      // Worked in the order asked (the day's mail cap falls on the last ones).
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      if (body.action === 'pool') assertMemberCan(caller.member, 'candidates.search');
      const answer: BulkApplicationsAnswer = { done: [], failed: [] };
      const allowed: BulkRow[] = [];
      for (const row of rows) {
        if (can(caller.member.role, 'postings.manage', { onTeam: row.onTeam })) allowed.push(row);
        else answer.failed.push({ id: row.id, code: 'FORBIDDEN' });
      }
      if (body.action === 'move' || body.action === 'reject') {
        await move(caller, allowed, body, answer);
      } else if (body.action === 'pool') {
        await pool(caller, allowed, body, answer);
      } else {
        await email(caller, allowed, body, answer);
      }
      // The answer in the order asked.
      answer.done.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      answer.failed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return answer;
    },

    async applicantIds(jobId: string, stage: string | undefined, limit: number) {
      return repository.applicantIds(jobId, stage, limit);
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
