// Hiring teams (decisions.md 11): the one test of whether a member is on a posting's team, used
// by every feature that reads postings or applications as a member.
import { sql, type SQL } from 'drizzle-orm';
import { jobPostings, jobTeamMembers } from './schema';

/** Is the member on the hiring team of the posting of the row (decisions.md 11)? */
export function onTeamOf(memberId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`;
}
