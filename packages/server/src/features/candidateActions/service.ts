// Decision 146 (issue 23): acting on a candidate where a company finds them. Adding to a posting's
// pipeline stores an application with source `sourced` in the first stage of the posting's list
// (the apply path's own insert, under the posting's row lock, decision 131); inviting mails an
// invitation to apply with their account on the posting's page (decision 173, counted as a link
// of inviteToJob, decision 102) in the candidate's language; notes
// are the company's own, on a candidate it may see. Permissions: the posting calls are
// postings.manage (a hiring manager on the posting's team only) and candidates.search; notes are
// candidates.search. Another company's posting, an unknown or hidden candidate: 404.
import { DomainError } from '@talentpool/domain/errors';
import {
  candidateNoteLimits,
  type CandidateNote,
  type SourcedApplication,
} from '@talentpool/domain/candidateActions/schemas';
import { languageSchema, type Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { assertMemberCan } from '../../plugins/app/auth';
import { toActor } from '../../db/actor';
import { insertUserApplication } from '../jobs/public';
import type { Caller } from '../../lib/caller';
import type { CandidateActionsRepository, CandidateNoteRow, CandidateRow } from './repository';

const toNote = (row: CandidateNoteRow): CandidateNote => ({
  _id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  by: toActor(row.by),
});

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const alreadyIn = () => new DomainError('ALREADY_APPLIED', 'candidateActions.alreadyInPipeline');

export interface CandidateActionsDeps {
  db: Db;
  repository: CandidateActionsRepository;
  /** The company's posting the member may manage (pipeline service: 404, 403 off the team). */
  managedPosting(
    caller: Caller,
    jobId: string,
  ): Promise<{ id: string; title: string; status: string }>;
  /** Invites a job seeker with an account to apply on the posting's page (decision 173). */
  sendInvitation(
    caller: Caller,
    candidate: { id: string; email: string; name: string | null },
    lang: Language,
    job: { id: string; title: string },
  ): Promise<{ linkId: string }>;
  /**
   * Tells the sourced person, in the application's transaction (decisions.md 16, decision 191):
   * a mail refused by the company's daily cap leaves no application behind.
   */
  notifySourced?(tx: Db, applicationId: string): Promise<void>;
}

export function createCandidateActionsService(deps: CandidateActionsDeps) {
  const { repository } = deps;

  /** The candidate, when this company may see them (else 404, as an unknown id). */
  async function visibleCandidate(caller: Caller, userId: string): Promise<CandidateRow> {
    assertMemberCan(caller.member, 'candidates.search');
    const candidate = await repository.candidate(caller.companyId, userId);
    if (!candidate?.visible) throw notFound();
    return candidate;
  }

  return {
    async addToJob(caller: Caller, jobId: string, userId: string): Promise<SourcedApplication> {
      const posting = await deps.managedPosting(caller, jobId);
      const candidate = await visibleCandidate(caller, userId);
      if (posting.status === 'closed') {
        throw new DomainError('JOB_CLOSED', 'candidateActions.closed');
      }
      const { notifySourced } = deps;
      const row = await insertUserApplication(
        deps.db,
        posting.id,
        candidate.id,
        { source: 'sourced', sourceDetail: null },
        notifySourced ? (tx, inserted) => notifySourced(tx, inserted.id) : undefined,
      );
      // The unique (job, user) index decided: someone is already in this pipeline.
      if (!row) throw alreadyIn();
      return {
        _id: row.id,
        jobId: row.jobId,
        userId: candidate.id,
        stage: row.stage,
        source: row.source,
        appliedAt: row.appliedAt.toISOString(),
      };
    },

    async invite(
      caller: Caller,
      jobId: string,
      userId: string,
    ): Promise<{ linkId: string; jobId: string }> {
      const posting = await deps.managedPosting(caller, jobId);
      const candidate = await visibleCandidate(caller, userId);
      if (posting.status !== 'published') {
        throw new DomainError('JOB_CLOSED', 'candidateActions.notPublished');
      }
      if (await repository.hasApplied(posting.id, candidate.id)) throw alreadyIn();
      // The mail is the candidate's: their own language (decisions.md 9), as pool invitations.
      const lang = languageSchema.safeParse(candidate.lang).data ?? 'en';
      const { linkId } = await deps.sendInvitation(caller, candidate, lang, posting);
      return { linkId, jobId: posting.id };
    },

    async notes(caller: Caller, userId: string): Promise<CandidateNote[]> {
      await visibleCandidate(caller, userId);
      const rows = await repository.notes(caller.companyId, userId, candidateNoteLimits.listMax);
      return rows.map(toNote);
    },

    async addNote(caller: Caller, userId: string, text: string): Promise<CandidateNote> {
      await visibleCandidate(caller, userId);
      return repository.insertNote(
        { companyId: caller.companyId, userId, memberId: caller.member.id, text: text.trim() },
        (note) => {
          if (!note) throw notFound();
          return toNote(note);
        },
      );
    },
  };
}

export type CandidateActionsService = ReturnType<typeof createCandidateActionsService>;
