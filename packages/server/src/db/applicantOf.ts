// decisions.md 13 (decision 128): a company always sees the full profile of its own applicants: a
// job seeker who applied to one of its postings, or answered one of its single-use links (by the
// link's e-mail, which is the address the company invited).
import { sql, type SQL } from 'drizzle-orm';

// Written qualified: inside a select list drizzle writes bare column names, and applications,
// job_postings and one_time_links all have an "id" (as memberCheck notes).
const userId = sql.raw('"users"."id"');
const userEmail = sql.raw('"users"."email"');

/** true when the users row of the statement is an applicant of the company. */
export function applicantOf(companyId: unknown): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from applications a join job_postings j on j.id = a.job_id
      where a.user_id = ${userId} and j.company_id = ${companyId})
    or exists (select 1 from one_time_links l
      where l.company_id = ${companyId} and l.used_at is not null
        and lower(l.email) = lower(${userEmail})))`;
}

/** The contact details of the users row are visible to the company: shown, or its applicant. */
export function contactVisibleTo(companyId: unknown): SQL<boolean> {
  return sql<boolean>`("users"."show_contact_details" or ${applicantOf(companyId)})`;
}
