// Issue 37 (decision 218): the same person arriving twice at one posting (an account and a guest
// of the form, an imported CV and the person's own application, two files of one CV) shows as a
// possible duplicate on both cards: another application of the posting with the same e-mail (an
// account's, a guest's or an invitation's, any case) or the same phone (the last
// `duplicatePhoneDigits` digits of a guest's phone or an account's mobile, so "+20 100..." and
// "0100..." meet). Anonymised applications name nobody and match nothing. Written as one SQL
// expression so that the board's page statement (decision 154) adds it per card.
import { sql, type SQL } from 'drizzle-orm';
import { duplicatePhoneDigits } from '@talentpool/domain/jobs/schemas';

const digits = String(duplicatePhoneDigits);

/** An application's e-mail for matching (lower case), from the aliases of its row and joins. */
const emailOf = (a: string, u: string, l: string) =>
  sql.raw(`lower(nullif(coalesce(${u}.email, ${a}.guest_email, ${l}.email), ''))`);

/** An application's phone for matching: its last digits, or null when it has too few. */
const phoneOf = (g: string, u: string) =>
  sql.raw(
    `nullif(right(regexp_replace(coalesce(${g}.phone, ${u}.mobile_no, ''), '\\D', '', 'g'), ${digits}), '')`,
  );

/**
 * The possible duplicates of the application whose id `applicationId` names, as a JSON array of
 * `{_id, matchedOn}` (possibleDuplicateSchema), oldest first; `[]` without any.
 */
export function possibleDuplicatesJson(applicationId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('_id', d.id, 'matchedOn', d.matched)
        order by d.applied_at, d.id), '[]'::json)
    from (
      select b.id, b.applied_at,
        case when pe.email is not null and ${emailOf('b', 'bu', 'bl')} = pe.email
          then 'email' else 'phone' end as matched
      from (
        select x.id, x.job_id, ${emailOf('x', 'xu', 'xl')} as email, ${phoneOf('xg', 'xu')} as phone
        from applications x
          left join users xu on xu.id = x.user_id
          left join one_time_links xl on xl.id = x.one_time_link_id
          left join guest_applicants xg on xg.application_id = x.id
        where x.id = ${applicationId} and x.anonymised_at is null
      ) pe
      join applications b on b.job_id = pe.job_id and b.id <> pe.id and b.anonymised_at is null
      left join users bu on bu.id = b.user_id
      left join one_time_links bl on bl.id = b.one_time_link_id
      left join guest_applicants bg on bg.application_id = b.id
      where (pe.email is not null and ${emailOf('b', 'bu', 'bl')} = pe.email)
        or (length(pe.phone) = ${sql.raw(digits)} and ${phoneOf('bg', 'bu')} = pe.phone)
    ) d)`;
}

/** How many of the same person's other applications an application's drawer lists. */
export const otherApplicationsMax = 20;

/**
 * Issue 37 (decision 270): the same person's applications to the company's other postings: the
 * same account, or the same e-mail (an account's, a guest's or an invitation's) or phone as in
 * possibleDuplicatesJson. `teamOf`: only postings whose hiring team holds that member (a hiring
 * manager's reach). Rows newest first, at most otherApplicationsMax.
 */
export function otherApplicationsQuery(
  applicationId: string,
  companyId: string,
  teamOf: string | null,
): SQL {
  return sql`select b.id, b.job_id as "jobId", j.title as "jobTitle", b.stage, j.stages,
      b.applied_at as "appliedAt",
      case when pe.user_id is not null and b.user_id = pe.user_id then 'account'
        when pe.email is not null and ${emailOf('b', 'bu', 'bl')} = pe.email then 'email'
        else 'phone' end as "matchedOn"
    from (
      select x.id, x.job_id, x.user_id, ${emailOf('x', 'xu', 'xl')} as email,
        ${phoneOf('xg', 'xu')} as phone
      from applications x
        left join users xu on xu.id = x.user_id
        left join one_time_links xl on xl.id = x.one_time_link_id
        left join guest_applicants xg on xg.application_id = x.id
      where x.id = ${applicationId} and x.anonymised_at is null
    ) pe
    join job_postings j on j.company_id = ${companyId} and j.id <> pe.job_id
    join applications b on b.job_id = j.id and b.anonymised_at is null
    left join users bu on bu.id = b.user_id
    left join one_time_links bl on bl.id = b.one_time_link_id
    left join guest_applicants bg on bg.application_id = b.id
    where ((pe.user_id is not null and b.user_id = pe.user_id)
      or (pe.email is not null and ${emailOf('b', 'bu', 'bl')} = pe.email)
      or (length(pe.phone) = ${sql.raw(digits)} and ${phoneOf('bg', 'bu')} = pe.phone))
      ${teamOf === null ? sql`` : sql`and exists (select 1 from job_team_members t where t.job_id = j.id and t.member_id = ${teamOf})`}
    order by b.applied_at desc, b.id
    limit ${otherApplicationsMax}`;
}
