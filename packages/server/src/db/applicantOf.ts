// decisions.md 13 (decision 128): a company sees the profile of its own applicants, whether or not
// they are discoverable. decisions.md 16 (issue 38, decision 190): their contact details only
// through the person's own act, the domain's one rule (privacy/contactVisibility.ts) written here
// as SQL from the same constants: an application the person made from their account (a self-apply
// source, not a guest form's or an import's) or confirmed there (confirmed_at), or
// showContactDetails. A company's sourcing, pool, invitation, a guest application made with the
// person's e-mail and a single-use link's answer (which belongs to the link, never to an account
// sharing its e-mail) open nothing. decisions.md 11: "its own" is narrowed to the applications the
// viewing member may see: a hiring manager sees those of the postings whose hiring team includes
// them, not every posting's.
import { sql, type SQL } from 'drizzle-orm';
import { grantOf, memberRoles } from '@talentpool/domain/members/policy';
import { selfApplySources } from '@talentpool/domain/privacy/contactVisibility';

// Written qualified: inside a select list drizzle writes bare column names, and applications,
// job_postings and one_time_links all have an "id" (as memberCheck notes).
const userId = sql.raw('"users"."id"');

/**
 * The users row has an application to a posting of the company (`j` is the posting, `a` the
 * application) for which the extra condition holds, if any.
 */
function applicationOf(companyId: unknown, condition?: SQL<boolean>): SQL<boolean> {
  return sql<boolean>`exists (select 1 from applications a join job_postings j on j.id = a.job_id
      where a.user_id = ${userId} and j.company_id = ${companyId}${condition ? sql` and ${condition}` : sql``})`;
}

/** true when the users row is in a pipeline of the company (any posting, any source). */
export function applicantOf(companyId: unknown): SQL<boolean> {
  return applicationOf(companyId);
}

/** The roles that see every application of the company (the policy's 'yes' for applications.view). */
const rolesSeeingEveryApplication = memberRoles.filter(
  (role) => grantOf(role, 'applications.view') === 'yes',
);

/** The domain's appliedThemselves over the application `a`. */
const appliedThemselves = sql<boolean>`(a.confirmed_at is not null or (a.guest_via is null and a.source in (${sql.join(
  selfApplySources.map((source) => sql`${source}`),
  sql`, `,
)})))`;

/**
 * The domain's seenByViewer over the posting `j`: every posting for a role granted 'yes', the
 * postings of their hiring teams for a role granted 'team' (decisions.md 11).
 */
function seenBy(companyId: unknown, memberId: unknown): SQL<boolean> {
  const roles = sql.join(
    rolesSeeingEveryApplication.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql<boolean>`(exists (select 1 from company_members m
        where m.id = ${memberId} and m.company_id = ${companyId} and m.role in (${roles}))
      or exists (select 1 from job_team_members t where t.job_id = j.id and t.member_id = ${memberId}))`;
}

/**
 * The contact details of the users row are visible to this member of the company (the domain's
 * contactDetailsVisible): the candidate shows them, or applied themselves through an application
 * the member may see.
 */
export function contactVisibleTo(companyId: unknown, memberId: unknown): SQL<boolean> {
  return sql<boolean>`("users"."show_contact_details" or ${applicationOf(
    companyId,
    sql<boolean>`${appliedThemselves} and ${seenBy(companyId, memberId)}`,
  )})`;
}

/**
 * Issue 46 (decision 245): the expected salary of the users row is visible to this member of the
 * company (the domain's expectedSalaryVisible): the candidate applied themselves through an
 * application the member may see. showContactDetails does not open it.
 */
export function salaryVisibleTo(companyId: unknown, memberId: unknown): SQL<boolean> {
  return applicationOf(
    companyId,
    sql<boolean>`${appliedThemselves} and ${seenBy(companyId, memberId)}`,
  );
}
