// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): the interview kit of a posting.
import { type InterviewKit } from '@talentpool/domain/interviews/schemas';
import { can } from '@talentpool/domain/members/policy';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import { notFound, forbidden } from './shared';
import { type InterviewsContext } from './context';

/** The kits flow's calls of the interviews service. */
export function kitsFlow(context: InterviewsContext) {
  const { repository, kitOf } = context;
  return {
    async kit(caller: Caller, jobId: string): Promise<InterviewKit> {
      const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      const manages =
        !caller.member.setupRequired &&
        can(caller.member.role, 'postings.manage', { onTeam: found.onTeam });
      if (!manages) {
        // An interviewer of that posting reads its kit to fill a scorecard.
        const interviewer = await repository.isInterviewerOfJob(caller.member.id, jobId);
        if (!interviewer || caller.member.setupRequired) throw forbidden();
      }
      return kitOf(found.posting, found.companyLang);
    },

    async setKit(
      caller: Caller,
      jobId: string,
      attributes: string[] | null,
      translations: (string | null)[] | null = null,
    ): Promise<{ kit: InterviewKit; changed: boolean }> {
      const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      assertMemberCan(caller.member, 'postings.manage', { onTeam: found.onTeam });
      const before = await repository.storedKit(jobId);
      // Issue 37 (decision 269): an empty translation is none.
      const kept = translations?.map((t) => (t ? t : null)) ?? null;
      const stored = kept && kept.some((t) => t !== null) ? kept : null;
      await repository.saveKit(jobId, attributes, attributes === null ? null : stored);
      const changed =
        JSON.stringify(before) !==
        JSON.stringify(attributes === null ? null : { attributes, translations: stored });
      return { kit: await kitOf(found.posting, found.companyLang), changed };
    },
  };
}
