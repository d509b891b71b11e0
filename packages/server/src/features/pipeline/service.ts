// Decision 100 (issue 12) and decision 102: the applicant pipeline of a company's posting. Fit is
// computed when listed, from each applicant's current profile and ISI result (fitOf), and ranked
// with rankByFit; a move to hired snapshots fit, rank and the number of applicants, which the
// measured accuracy later compares with the outcome the company records.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { DomainError } from '@talentpool/domain/errors';
import { grantOf, isScoped, type PolicyContext } from '@talentpool/domain/members/policy';
import { measuredAccuracy, type MeasuredAccuracy } from '@talentpool/domain/jobs/accuracy';
import { recommendationAccuracy } from '@talentpool/domain/interviews/accuracy';
import type { Recommendation } from '@talentpool/domain/interviews/schemas';
import { applicantDisplayName } from '@talentpool/domain/jobs/applicantName';
import { appliedThemselves, stageMailGoes } from '@talentpool/domain/jobs/stageMailPolicy';
import { fitReasonText, type Fit } from '@talentpool/domain/jobs/fit';
import { fitMessagesAr, fitMessagesEn } from '@talentpool/domain/jobs/fitMessages';
import { leadershipStyles } from '@talentpool/domain/checklists/items';
import { isiTypeName } from '@talentpool/domain/isi/types';
import type {
  Applicant,
  ApplicantsQuery,
  ApplicationDetail,
  CompanyAccuracy,
  CompanyApplication,
  Note,
  Outcome,
  PossibleDuplicate,
} from '@talentpool/domain/jobs/schemas';
import type { Language } from '@talentpool/domain/language';
import {
  stageMailTemplateKey,
  type MailTemplateKey,
} from '@talentpool/domain/mailTemplates/templates';
import {
  findStage,
  stageNamesOf,
  stagesOrDefault,
  type StageDefinition,
} from '@talentpool/domain/process/stages';
import { offsetOf } from '@talentpool/domain/paging';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
// Applicant mails go through the company's templates and the mail log (decision 130).
import type { ApplicationMailer } from '../mailTemplates/public';
import { toActor } from '../../db/actor';
import type { JobQueue } from '../../queue/queue';
import { recordIdempotentAnswer } from '../../plugins/app/idempotency';
import type {
  ApplicantRow,
  ApplicationRow,
  PipelineRepository,
  PostingRow,
  ReasonTexts,
} from './repository';

export interface PipelineServiceOptions {
  repository: PipelineRepository;
  applicationMailer: ApplicationMailer;
  log: FastifyBaseLogger;
  /**
   * Issue 37: stage mails wait `undoMs` on the job queue (a later move replaces one unsent);
   * without it (or with 0) they are queued at once.
   */
  stageMail?: { queue: Pick<JobQueue, 'send'>; undoMs: number };
}

/** The queued job of a stage mail in its undo window (issue 37). */
export const stageMailJob = 'pipeline.stageMail';

export interface StageMailJobData {
  applicationId: string;
  companyId: string;
  memberId: string;
  stage: string;
  /** The move's time: a later move of the application changes it, and this mail is dropped. */
  movedAt: string;
  reason?: { en: string; ar: string };
  notApplied: boolean;
}

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

function applicantOf(row: ApplicantRow): Applicant {
  if (row.user) {
    // Issue 37: a confirmed guest application keeps the guest's name until the profile has one.
    const name = row.user.name?.trim() || row.guestName?.trim() || '';
    return {
      kind: 'user',
      userId: row.user.id,
      name,
      pic: row.user.pic,
      jobPosition: row.user.jobPosition ?? '',
      yearsOfExp: row.user.yearsOfExp ?? '',
      HLOfEdu: row.user.hlOfEdu ?? '',
      iRes1: row.user.iRes1,
      iRes2: row.user.iRes2,
      isiFlags: row.user.isiFlags ?? null,
      displayName: applicantDisplayName({ kind: 'user', name }),
      via: row.application.guestVia ?? null,
    };
  }
  // Issue 37: the guest's own name (the form's, the CV's) and way in; "Invited" only for a link.
  const guest = {
    kind: 'guest' as const,
    email: row.application.guestEmail ?? row.link?.email ?? '',
    name: row.guestName?.trim() || null,
    via: row.application.guestVia ?? ('link' as const),
  };
  return {
    ...guest,
    iRes1: row.link?.iRes1 ?? null,
    iRes2: row.link?.iRes2 ?? null,
    isiFlags: row.link?.isiFlags ?? null,
    displayName: applicantDisplayName(guest),
  };
}

/** Issue 37: the possible duplicates' JSON of a row (a string from some drivers). */
function duplicatesOf(value: unknown): PossibleDuplicate[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as PossibleDuplicate[]) : [];
}

interface Ranked {
  row: ApplicantRow;
  rank: number;
}

/** The stored fit of an application (decision 134): computed when applied, kept current. */
function storedFit(application: Pick<ApplicationRow, 'fit' | 'fitReasons'>): Fit {
  return { score: application.fit, reasons: application.fitReasons ?? [] };
}

const plainReasons = [
  'jobs.fit.noIsi',
  'jobs.fit.experienceBelow',
  'jobs.fit.educationBelow',
  'jobs.fit.hardMet',
] as const;

/**
 * The fit reasons' texts in a language, for the ranked page's statement (decision 154): the
 * plain reasons and the style names through the domain's own fitReasonText and isiTypeName, and
 * the style profile's template, so the database writes the sentences toAnswer writes.
 */
const reasonTexts = Object.fromEntries(
  (['en', 'ar'] as const).map((lang) => [
    lang,
    {
      lang,
      plain: Object.fromEntries(plainReasons.map((key) => [key, fitReasonText({ key }, lang)])),
      styleProfile: (lang === 'en' ? fitMessagesEn : fitMessagesAr)['jobs.fit.styleProfile'],
      styles: Object.fromEntries(leadershipStyles.map((s) => [String(s), isiTypeName(s, lang)])),
    } satisfies ReasonTexts,
  ]),
) as Record<Language, ReasonTexts>;

export const reasonTextsOf = (lang: Language): ReasonTexts => reasonTexts[lang];

function toAnswer(entry: Ranked, lang: Language): CompanyApplication {
  const a = entry.row.application;
  return {
    _id: a.id,
    jobId: a.jobId,
    stage: a.stage,
    appliedAt: a.appliedAt.toISOString(),
    stageChangedAt: a.stageChangedAt.toISOString(),
    fit: {
      score: a.fit,
      reasons: storedFit(a)
        .reasons.filter((reason) => !('mustHave' in reason && reason.mustHave))
        .map((reason) => fitReasonText(reason, lang)),
      passes: a.fitPasses,
      mustHaves: storedFit(a)
        .reasons.filter((reason) => 'mustHave' in reason && reason.mustHave)
        .map((reason) => fitReasonText(reason, lang)),
    },
    applicant: applicantOf(entry.row),
    outcome: a.outcome,
    outcomeAt: a.outcomeAt?.toISOString() ?? null,
    outcomeBy: a.outcome === null ? null : toActor(entry.row.outcomeBy),
    rank: entry.rank,
    fitAtHire: a.fitAtHire,
    rankAtHire: a.rankAtHire,
    applicantsAtHire: a.applicantsAtHire,
    source: a.source,
    sourceDetail: a.sourceDetail,
    duplicates: duplicatesOf(entry.row.duplicates),
    applied: appliedThemselves({
      source: a.source,
      guestVia: a.guestVia,
      confirmed: a.confirmedAt !== null,
    }),
  };
}

/** The stages of the posting's list (the defaults when it has none). */
const stagesOf = (posting: PostingRow) => stagesOrDefault(posting.stages);

export function createPipelineService({
  repository,
  applicationMailer,
  stageMail,
}: PipelineServiceOptions) {
  /**
   * This company's posting, which the member may manage: another company's or unknown is 404, a
   * posting outside a hiring manager's teams 403 (decisions.md 11).
   */
  async function managedPosting(jobId: string, caller: Caller): Promise<PostingRow> {
    const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
    if (!found) throw notFound();
    assertMemberCan(caller.member, 'postings.manage', { onTeam: found.onTeam });
    return found.posting;
  }

  /**
   * An application of this company that the member may act on: 404 for another company's, 403
   * when the policy refuses the action for its posting's team (or, to view it, the member's
   * interviews).
   */
  async function allowedApplication(
    id: string,
    caller: Caller,
    action: 'postings.manage' | 'applications.view',
  ): Promise<{ application: ApplicationRow; posting: PostingRow }> {
    const found = await repository.findApplication(id, caller.companyId, caller.member.id);
    if (!found) throw notFound();
    const context: PolicyContext = { onTeam: found.onTeam };
    // Only a role whose grant is 'interview' needs to know (no query for the others).
    if (grantOf(caller.member.role, action) === 'interview') {
      context.onInterview = await repository.isOnInterviewOf(caller.member.id, id);
    }
    assertMemberCan(caller.member, action, context);
    return found;
  }

  /** An application ranked among its posting's applicants, and their number. */
  async function rankedApplication(id: string, posting: PostingRow) {
    const found = await repository.rankedApplicant(posting.id, id);
    // Withdrawn between the two reads.
    if (!found) throw notFound();
    const { rank, total, ...row } = found;
    return { posting, entry: { row, rank } satisfies Ranked, applicants: total };
  }

  /**
   * The template of a move, by the kind of the stage in the posting's list (decision 130): a
   * rejection, an offer, or any other stage change.
   */
  const templateOfStage = (stage: StageDefinition): MailTemplateKey =>
    stageMailTemplateKey(stage.kind);

  async function notifyApplicant(
    caller: { companyId: string; memberId: string },
    applicationId: string,
    stage: StageDefinition,
    reason: { en: string; ar: string } | undefined,
    notApplied: boolean,
    tx?: Db,
  ) {
    // Sent on behalf of the company (its daily cap), from its template in the applicant's
    // language, and kept in the application's mail log; in the caller's transaction when given.
    const input = {
      applicationId,
      templateKey: templateOfStage(stage),
      companyId: caller.companyId,
      memberId: caller.memberId,
      extra: { stageName: stage.name, ...(reason ? { reason } : {}), notApplied },
    };
    if (tx) await applicationMailer.send(tx, input);
    else await applicationMailer.sendNow(input);
  }

  return {
    /**
     * Issue 37: the stage mail whose undo window ended. Dropped when the application moved
     * since (a later move replaced it: five moves in a minute send the last one at most) or is
     * gone; otherwise sent as the move's own mail was.
     */
    async sendStageMail(data: StageMailJobData): Promise<void> {
      const found = await repository.findApplication(
        data.applicationId,
        data.companyId,
        data.memberId,
      );
      if (!found) return;
      const { application, posting } = found;
      if (application.stage !== data.stage) return;
      if (application.stageChangedAt.toISOString() !== data.movedAt) return;
      const stage = findStage(stagesOf(posting), data.stage);
      if (!stage) return;
      await notifyApplicant(
        { companyId: data.companyId, memberId: data.memberId },
        data.applicationId,
        stage,
        data.reason,
        data.notApplied,
      );
    },

    /**
     * A page of the ranked list or a board column as the answer's JSON text (decision 154):
     * the database writes each card (applicantPageSchema's shape), Node adds the paging.
     */
    async applicantsJson(
      caller: Caller,
      jobId: string,
      query: ApplicantsQuery,
      lang: Language,
    ): Promise<string> {
      const posting = await managedPosting(jobId, caller);
      // Decision 130: the filter is a key of the posting's list.
      if (query.stage !== undefined && !findStage(stagesOf(posting), query.stage)) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          stage: 'jobs.stageInvalid',
        });
      }
      // Decision 235 (issue 42): with a cursor, the page after it in application-time order.
      if (query.cursor !== undefined) {
        const page = await repository.cursorPage(
          posting.id,
          query.stage,
          query.pageSize,
          decodeCursor(query.cursor),
          reasonTextsOf(lang),
        );
        return `{"applicants":${page.rowsJson},"total":${JSON.stringify(page.total)},"page":1,"pageSize":${JSON.stringify(query.pageSize)},"nextCursor":${JSON.stringify(encodeCursor(page.next))},"hasMore":${JSON.stringify(page.hasMore)}}`;
      }
      // Issue 40: the ranked list leaves the rejected out unless asked to show them.
      const hidden =
        query.stage === undefined && !query.rejected
          ? stagesOf(posting)
              .filter((s) => s.kind === 'rejected')
              .map((s) => s.key)
          : [];
      const { rowsJson, total } = await repository.rankedPage(
        posting.id,
        query.stage,
        hidden,
        query.pageSize,
        offsetOf(query),
        reasonTextsOf(lang),
      );
      // The card's interview parts (decision 120) come with the page.
      return `{"applicants":${rowsJson},"total":${JSON.stringify(total)},"page":${JSON.stringify(query.page)},"pageSize":${JSON.stringify(query.pageSize)}}`;
    },

    async detail(caller: Caller, id: string, lang: Language): Promise<ApplicationDetail> {
      const found = await allowedApplication(id, caller, 'applications.view');
      const { posting, entry } = await rankedApplication(id, found.posting);
      const [notes, history] = await Promise.all([
        repository.notesOf(id),
        repository.historyOf(id),
      ]);
      const merges = await repository.mergesOf(id);
      // Issue 37 (decision 270): the same person on the company's other postings, as far as the
      // reader may see postings (a hiring manager their teams', an interviewer none).
      const grant = grantOf(caller.member.role, 'applications.view');
      const others =
        grant === 'interview' || grant === 'no'
          ? []
          : await repository.otherApplicationsOf(
              id,
              caller.companyId,
              grant === 'team' ? caller.member.id : null,
            );
      return {
        ...toAnswer(entry, lang),
        jobTitle: posting.title,
        otherApplications: others.map((o) => {
          const stage = findStage(stagesOrDefault(o.stages), o.stage);
          return {
            _id: o.id,
            jobId: o.jobId,
            jobTitle: o.jobTitle,
            stage: o.stage,
            stageName: stage ? { ...stage.name } : { en: o.stage, ar: o.stage },
            appliedAt: new Date(o.appliedAt).toISOString(),
            matchedOn: o.matchedOn,
          };
        }),
        merges: merges.map((m) => ({
          _id: m.id,
          mergedId: m.mergedId,
          name: m.name,
          via: m.via,
          matchedOn: m.matchedOn,
          at: m.at.toISOString(),
          by: toActor(m.by),
        })),
        notes: notes.map((n) => ({
          _id: n.id,
          text: n.text,
          createdAt: n.createdAt.toISOString(),
          by: toActor(n.by),
        })),
        history: history.map((h) => ({
          from: h.from ?? null,
          to: h.to,
          at: h.at.toISOString(),
          fromName: h.from ? stageNamesOf(stagesOf(posting), h.from, posting.removedStages) : null,
          toName: stageNamesOf(stagesOf(posting), h.to, posting.removedStages),
          by: toActor(h.by),
          reason: h.reason?.id
            ? { _id: h.reason.id, name: { en: h.reason.en ?? '', ar: h.reason.ar ?? '' } }
            : null,
          offer: h.offerId && h.offerAction ? { _id: h.offerId, action: h.offerAction } : null,
        })),
      };
    },

    /**
     * Moves an application; `moved` names the move when one was recorded (not for the same stage
     * again, nor for the loser of a race), for the audit log.
     */
    async moveStage(
      caller: Caller,
      id: string,
      body: { stage: string; reasonId?: string; notify: boolean; notifyNotApplied?: boolean },
      lang: Language,
    ): Promise<{
      application: CompanyApplication;
      moved: { from: string; to: string; reasonId: string | null } | null;
    }> {
      const found = await allowedApplication(id, caller, 'postings.manage');
      // Decision 130: a key of the posting's list (409 STAGE_NOT_FOUND otherwise, checked again
      // under the posting's lock when the move is written), with a current reject reason for a
      // move to a rejected stage.
      const target = findStage(stagesOf(found.posting), body.stage);
      if (!target) {
        throw new DomainError('STAGE_NOT_FOUND', 'error.STAGE_NOT_FOUND', {
          stage: 'jobs.stageInvalid',
        });
      }
      let reasonId: string | null = null;
      let reason: { en: string; ar: string } | undefined;
      if (target.kind === 'rejected') {
        if (!body.reasonId) {
          throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
            reasonId: 'process.reasonRequired',
          });
        }
        const found = await repository.activeReason(caller.companyId, body.reasonId);
        if (!found) {
          throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
            reasonId: 'process.reasonUnknown',
          });
        }
        reasonId = body.reasonId;
        reason = { en: found.en, ar: found.ar };
      }
      // Issue 37: someone who did not apply hears of it only when the sender chose so.
      const who = {
        source: found.application.source,
        guestVia: found.application.guestVia,
        confirmed: found.application.confirmedAt !== null,
      };
      const applied = appliedThemselves(who);
      const mail = stageMailGoes(who, body);
      const { posting, entry, applicants } = await rankedApplication(id, found.posting);
      const from = entry.row.application.stage;
      // The same stage again changes nothing: no history entry, no mail.
      if (from === body.stage) return { application: toAnswer(entry, lang), moved: null };
      const snapshot =
        target.kind === 'hired'
          ? {
              fitAtHire: entry.row.application.fit,
              rankAtHire: entry.rank,
              applicantsAtHire: applicants,
              // A new hire starts without an outcome.
              outcome: null,
              outcomeAt: null,
              outcomeByMemberId: null,
            }
          : null;
      const sender = { companyId: caller.companyId, memberId: caller.member.id };
      const movedEntry = (application: Ranked['row']['application']): Ranked => ({
        ...entry,
        row: { ...entry.row, application, outcomeBy: snapshot ? null : entry.row.outcomeBy },
      });
      const moved = await repository.moveStage({
        id,
        jobId: posting.id,
        from,
        to: body.stage,
        reasonId,
        companyId: caller.companyId,
        memberId: caller.member.id,
        notify: mail,
        snapshot,
        // Issue 43 (decision 264): the mail is queued in the move's transaction, so a notified
        // move never answers without it: a queue (or mail cap) that refuses it fails the move.
        alsoInTransaction: async (tx, row) => {
          if (mail) {
            if (stageMail && stageMail.undoMs > 0) {
              const data: StageMailJobData = {
                ...sender,
                applicationId: id,
                stage: body.stage,
                movedAt: row.stageChangedAt.toISOString(),
                ...(reason ? { reason } : {}),
                notApplied: !applied,
              };
              await stageMail.queue.send(stageMailJob, data, {
                startAfter: new Date(Date.now() + stageMail.undoMs),
                tx,
              });
            } else {
              await notifyApplicant(sender, id, target, reason, !applied, tx);
            }
          }
          // Decision 279: the answer of a request with an Idempotency-Key is kept with the move.
          await recordIdempotentAnswer(tx, 200, toAnswer(movedEntry(row), lang));
        },
      });
      // Another move got there first: answer the application as it is now.
      if (!moved) {
        const now = await rankedApplication(id, posting);
        return { application: toAnswer(now.entry, lang), moved: null };
      }
      // A mail queued in the move's transaction goes now that it committed.
      if (mail && !(stageMail && stageMail.undoMs > 0)) applicationMailer.wake();
      return {
        application: toAnswer(movedEntry(moved), lang),
        moved: { from, to: body.stage, reasonId },
      };
    },

    /**
     * Issue 37 (decision 218): folds another application of the same posting into this one. The
     * account's application is the one kept when only one of them has an account (two accounts:
     * 409 MERGE_CONFLICT); another posting's or company's application is refused as a field of
     * the body (400), the pair's own posting decides the permission (postings.manage).
     */
    async merge(
      caller: Caller,
      id: string,
      duplicateId: string,
    ): Promise<{ keptId: string; mergedId: string; mergeId: string }> {
      const other = () =>
        new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          duplicateId: 'jobs.mergeOther',
        });
      const found = await allowedApplication(id, caller, 'postings.manage');
      if (duplicateId === id) throw other();
      const second = await repository.findApplication(
        duplicateId,
        caller.companyId,
        caller.member.id,
      );
      if (!second || second.application.jobId !== found.application.jobId) throw other();
      const a = found.application;
      const b = second.application;
      if (a.userId && b.userId) throw new DomainError('MERGE_CONFLICT', 'error.MERGE_CONFLICT');
      const [kept, merged] = b.userId && !a.userId ? [b, a] : [a, b];
      const [keptRow, mergedRow] = await Promise.all([
        repository.rankedApplicant(found.posting.id, kept.id),
        repository.rankedApplicant(found.posting.id, merged.id),
      ]);
      if (!keptRow || !mergedRow) throw notFound();
      const who = applicantOf(mergedRow);
      const matchedOn =
        duplicatesOf(keptRow.duplicates).find((d) => d._id === merged.id)?.matchedOn ?? null;
      const mergeId = await repository.merge({
        keptId: kept.id,
        mergedId: merged.id,
        memberId: caller.member.id,
        matchedOn,
        name: who.displayName ?? null,
        via: who.kind === 'guest' ? (who.via ?? 'link') : (who.via ?? null),
      });
      return { keptId: kept.id, mergedId: merged.id, mergeId };
    },

    /**
     * Issue 37 (decision 268): an application the member may move, with its posting (what a
     * hire's next steps are read from).
     */
    async managedApplication(
      caller: Caller,
      id: string,
    ): Promise<{ application: ApplicationRow; posting: PostingRow }> {
      return allowedApplication(id, caller, 'postings.manage');
    },

    /** Issue 37: undoes a merge into this application; the application it brought back. */
    async undoMerge(caller: Caller, id: string, mergeId: string): Promise<string> {
      await allowedApplication(id, caller, 'postings.manage');
      return repository.undoMerge({ keptId: id, mergeId, memberId: caller.member.id });
    },

    async addNote(caller: Caller, id: string, text: string): Promise<Note> {
      await allowedApplication(id, caller, 'postings.manage');
      const by = toActor(await repository.actorOf(caller.member.id));
      return repository.addNote(
        { applicationId: id, companyId: caller.companyId, memberId: caller.member.id, text },
        (note) => ({ _id: note.id, text: note.text, createdAt: note.createdAt.toISOString(), by }),
      );
    },

    async setOutcome(
      caller: Caller,
      id: string,
      outcome: Outcome,
      lang: Language,
    ): Promise<CompanyApplication> {
      const found = await allowedApplication(id, caller, 'postings.manage');
      const notHired = () =>
        new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          outcome: 'jobs.pipeline.outcomeNotHired',
        });
      const hiredKeys = stagesOf(found.posting)
        .filter((s) => s.kind === 'hired')
        .map((s) => s.key);
      if (!hiredKeys.includes(found.application.stage)) throw notHired();
      const updated = await repository.setOutcome(id, outcome, caller.member.id, hiredKeys);
      if (!updated) throw notHired();
      const { entry } = await rankedApplication(id, found.posting);
      return toAnswer(entry, lang);
    },

    /**
     * The measured accuracy: product-wide (caller null), of the company's hires, or for a hiring
     * manager of the hires of their teams' postings only (decisions.md 11: they see nothing of
     * the other postings, so neither do they see figures drawn from them).
     */
    async accuracy(caller: Caller | null): Promise<MeasuredAccuracy> {
      if (!caller) return measuredAccuracy(await repository.hiresWithOutcome(null));
      const teamOf = isScoped(caller.member.role, 'postings.manage') ? caller.member.id : undefined;
      return measuredAccuracy(await repository.hiresWithOutcome(caller.companyId, teamOf));
    },

    /**
     * The company's figure (decision 120): the ranking's accuracy and, beside it, the
     * interviewers' recommendations' over the same hires, with the same sample rules.
     */
    async companyAccuracy(caller: Caller): Promise<CompanyAccuracy> {
      const teamOf = isScoped(caller.member.role, 'postings.manage') ? caller.member.id : undefined;
      const [hires, recommended] = await Promise.all([
        repository.hiresWithOutcome(caller.companyId, teamOf),
        repository.recommendationsOfHires(caller.companyId, teamOf),
      ]);
      const byHire = new Map<string, { outcome: Outcome; recommendations: Recommendation[] }>();
      for (const row of recommended) {
        if (row.outcome === null) continue;
        const hire = byHire.get(row.applicationId) ?? { outcome: row.outcome, recommendations: [] };
        hire.recommendations.push(row.recommendation);
        byHire.set(row.applicationId, hire);
      }
      return {
        ...measuredAccuracy(hires),
        recommendations: recommendationAccuracy([...byHire.values()]),
      };
    },

    /** This company's posting that the member may manage (404 / 403 otherwise). */
    async managedPosting(caller: Caller, jobId: string): Promise<PostingRow> {
      return managedPosting(jobId, caller);
    },

    /** A current reject reason of the company, or null. */
    activeReason: (companyId: string, id: string) => repository.activeReason(companyId, id),

    /** The posting an invitation is for: this company's, the member's to manage, published. */
    async postingForInvite(caller: Caller, jobId: string): Promise<PostingRow> {
      const posting = await managedPosting(jobId, caller);
      if (posting.status !== 'published') {
        throw new DomainError('JOB_CLOSED', 'jobs.pipeline.inviteNotPublished');
      }
      return posting;
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
