// The posting checks of company-side calls that act on a posting from another feature (single-use
// job links, pool and search invitations, decisions 102, 137, 146): the jobs feature owns
// postings and their hiring teams, so the rule lives here once (decisions.md 11).
import { DomainError } from '@talentpool/domain/errors';
import type { Db } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { assertMemberCan } from '../../plugins/app/auth';
import { findOwnPosting, type PostingRow } from './repository';

/**
 * This company's posting that the member may manage: another company's or an unknown posting is
 * 404, a hiring manager off the posting's team 403.
 */
export async function postingToManage(db: Db, caller: Caller, jobId: string): Promise<PostingRow> {
  const found = await findOwnPosting(db, caller.companyId, jobId, caller.member.id);
  if (!found) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  assertMemberCan(caller.member, 'postings.manage', { onTeam: found.onTeam });
  return found.posting;
}

/** As postingToManage, and published: an invitation to a posting that is not is 409 JOB_CLOSED. */
export async function postingToInviteTo(
  db: Db,
  caller: Caller,
  jobId: string,
): Promise<PostingRow> {
  const posting = await postingToManage(db, caller, jobId);
  if (posting.status !== 'published') {
    throw new DomainError('JOB_CLOSED', 'jobs.pipeline.inviteNotPublished');
  }
  return posting;
}
