// Decision 110 (decisions.md 11): may the logged-in member manage this posting (edit, publish,
// close, team, pipeline, notes, outcomes, invitations)? The domain's policy answers; for a role
// limited to its teams (a hiring manager) the posting's `team` says whether the viewer is on it.
// Without a team in the answer the policy answers for postings in general, and the server's
// answer (403) decides.
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { useCan, useMember } from '../../lib/member';

/** Whether the member is on the posting's hiring team; undefined when the posting does not say. */
export function onTeamOf(
  posting: Pick<Posting, 'team'>,
  memberId: string | null,
): boolean | undefined {
  if (!posting.team || memberId === null) return undefined;
  return posting.team.some((member) => member._id === memberId);
}

export function useCanManagePosting(posting: Pick<Posting, 'team'>): boolean {
  const member = useMember();
  const onTeam = onTeamOf(posting, member?._id ?? null);
  return useCan('postings.manage', onTeam === undefined ? undefined : { onTeam });
}
