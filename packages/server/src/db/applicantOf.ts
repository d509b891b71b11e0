// decisions.md 13 (decision 128): a company always sees the full profile of its own applicants: a
// job seeker who applied to one of its postings, or answered one of its single-use links (by the
// link's e-mail, which is the address the company invited). decisions.md 11: for the contact
// details, "its own" is narrowed to the applications the viewing member may see: a hiring
// manager sees those of the postings whose hiring team includes them, not every posting's.
import { sql, type SQL } from 'drizzle-orm';
import { grantOf, memberRoles } from '@talentpool/domain/members/policy';

// Written qualified: inside a select list drizzle writes bare column names, and applications,
// job_postings and one_time_links all have an "id" (as memberCheck notes).
const userId = sql.raw('"users"."id"');
const userEmail = sql.raw('"users"."email"');

/** The users row answered one of the company's single-use links (links.manage: every staff role). */
function answeredLinkOf(companyId: unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from one_time_links l
      where l.company_id = ${companyId} and l.used_at is not null
        and lower(l.email) = lower(${userEmail}))`;
}

/**
 * The users row applied to a posting of the company (and, with `seen`, to one whose application
 * that holds for: `j` is the posting), or answered one of the company's links.
 */
function appliedOrAnswered(companyId: unknown, seen?: SQL<boolean>): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from applications a join job_postings j on j.id = a.job_id
      where a.user_id = ${userId} and j.company_id = ${companyId}${seen ? sql` and ${seen}` : sql``})
    or ${answeredLinkOf(companyId)})`;
}

/** true when the users row of the statement is an applicant of the company (any posting). */
export function applicantOf(companyId: unknown): SQL<boolean> {
  return appliedOrAnswered(companyId);
}

/** The roles that see every application of the company (the policy's 'yes' for applications.view). */
const rolesSeeingEveryApplication = memberRoles.filter(
  (role) => grantOf(role, 'applications.view') === 'yes',
);

/**
 * true when the users row applied to a posting of the company whose application the member may
 * see (decisions.md 11: every posting for a role granted 'yes', the postings of their hiring
 * teams for a role granted 'team'), or answered one of the company's links.
 */
function applicantSeenBy(companyId: unknown, memberId: unknown): SQL<boolean> {
  const roles = sql.join(
    rolesSeeingEveryApplication.map((role) => sql`${role}`),
    sql`, `,
  );
  return appliedOrAnswered(
    companyId,
    sql<boolean>`(exists (select 1 from company_members m
        where m.id = ${memberId} and m.company_id = ${companyId} and m.role in (${roles}))
      or exists (select 1 from job_team_members t where t.job_id = j.id and t.member_id = ${memberId}))`,
  );
}

/**
 * The contact details of the users row are visible to this member of the company: the candidate
 * shows them, or is an applicant whose application the member may see.
 */
export function contactVisibleTo(companyId: unknown, memberId: unknown): SQL<boolean> {
  return sql<boolean>`("users"."show_contact_details" or ${applicantSeenBy(companyId, memberId)})`;
}
