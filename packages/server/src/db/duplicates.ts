// Issue 37 (decision 218): the same person arriving twice at one posting (an account and a guest
// of the form, an imported CV and the person's own application, two files of one CV) shows as a
// possible duplicate on both cards: another application of the posting with the same e-mail (an
// account's, a guest's or an invitation's, any case) or the same phone (the last
// `duplicatePhoneDigits` digits of a guest's phone or an account's mobile, so "+20 100..." and
// "0100..." meet). Anonymised applications name nobody and match nothing. Issue 40 (decision
// 284): the lists are kept by triggers (migration 0063, application_possible_duplicates) when
// applications, accounts, guests or invitations change, so a card reads its list instead of
// working it out; possibleDuplicatesComputed is the rule as the triggers apply it, for the tests
// that compare the two.
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
 * The last digits of one phone column, written exactly as the expression indexes of migration 0057
 * (guest_applicants.phone, users.mobile_no), so that a probe uses them.
 */
const phoneDigitsOf = (column: string) =>
  sql.raw(`right(regexp_replace(${column}, '\\D', '', 'g'), ${digits})`);

/**
 * The one application whose id `applicationId` names, with what it is matched on: its posting,
 * company, account, e-mail and phone (`pe`). Nothing when it is anonymised.
 */
const personOf = (applicationId: SQL) => sql`(
      select x.id, x.job_id, j.company_id, x.user_id, ${emailOf('x', 'xu', 'xl')} as email,
        ${phoneOf('xg', 'xu')} as phone
      from applications x
        join job_postings j on j.id = x.job_id
        left join users xu on xu.id = x.user_id
        left join one_time_links xl on xl.id = x.one_time_link_id
        left join guest_applicants xg on xg.application_id = x.id
      where x.id = ${applicationId} and x.anonymised_at is null
    ) pe`;

/**
 * The applications (`c`) with the person's account, e-mail or phone that `where` keeps (it reads
 * the application as `a`), each way found through an index: issue 37's bench found the scan of a
 * posting's every application, its e-mail and phone worked out per row, at 0.5 s a card with
 * 10,000 applicants on PostgreSQL. Each branch filters its own rows, so that no plan joins the
 * few found back to a posting's every application.
 */
const candidatesOf = (where: SQL) => {
  const columns = (how: string) =>
    sql.raw(`a.id, a.job_id, a.stage, a.applied_at, '${how}' as how`);
  return sql`lateral (
      select ${columns('account')} from applications a
        where pe.user_id is not null and a.user_id = pe.user_id and ${where}
      union all
      select ${columns('email')} from users u join applications a on a.user_id = u.id
        where pe.email is not null and lower(u.email) = pe.email and ${where}
      union all
      select ${columns('email')} from applications a
        where pe.email is not null and lower(a.guest_email) = pe.email and ${where}
      union all
      select ${columns('email')} from one_time_links l
        join applications a on a.one_time_link_id = l.id
        where pe.email is not null and l.company_id = pe.company_id and lower(l.email) = pe.email
          and ${where}
      union all
      select ${columns('phone')} from guest_applicants g join applications a on a.id = g.application_id
        where length(pe.phone) = ${sql.raw(digits)} and ${phoneDigitsOf('g.phone')} = pe.phone
          and ${where}
      union all
      select ${columns('phone')} from users u join applications a on a.user_id = u.id
        where length(pe.phone) = ${sql.raw(digits)} and ${phoneDigitsOf('u.mobile_no')} = pe.phone
          and ${where}
    ) b`;
};

/** What one found application matched on, the strongest way of its rows: account, e-mail, phone. */
const matchedOf = sql.raw(
  `case when bool_or(b.how = 'account') then 'account' when bool_or(b.how = 'email') then 'email' else 'phone' end`,
);

/**
 * The possible duplicates of the application whose id `applicationId` names, as a JSON array of
 * `{_id, matchedOn}` (possibleDuplicateSchema), oldest first; `[]` without any: the kept list
 * (one index probe, no row for none).
 */
export function possibleDuplicatesJson(applicationId: SQL): SQL {
  return sql`coalesce((select d.duplicates from application_possible_duplicates d
    where d.application_id = ${applicationId}), '[]'::jsonb)`;
}

/**
 * The same list worked out from the applications as they are now (the rule; migration 0063's
 * application_possible_duplicates_of is this statement): the tests check the kept lists with it.
 */
export function possibleDuplicatesComputed(applicationId: SQL): SQL {
  // On one posting an account is there once: what matched is the e-mail or the phone.
  return sql`(select coalesce(json_agg(json_build_object('_id', d.id, 'matchedOn', d.matched)
        order by d.applied_at, d.id), '[]'::json)
    from (
      select b.id, b.applied_at, ${matchedOf} as matched
      from ${personOf(applicationId)}
      cross join ${candidatesOf(sql`a.job_id = pe.job_id and a.id <> pe.id and a.anonymised_at is null`)}
      group by b.id, b.applied_at
    ) d)`;
}

/** How many of the same person's other applications an application's drawer lists. */
export const otherApplicationsMax = 20;

/**
 * Issue 37 (decision 270): the same person's applications to the company's other postings: the
 * same account, or the same e-mail (an account's, a guest's or an invitation's) or phone as in
 * possibleDuplicatesComputed. `teamOf`: only postings whose hiring team holds that member (a
 * hiring manager's reach). Rows newest first, at most otherApplicationsMax.
 */
export function otherApplicationsQuery(
  applicationId: string,
  companyId: string,
  teamOf: string | null,
): SQL {
  return sql`select b.id, b.job_id as "jobId", j.title as "jobTitle", b.stage, j.stages,
      b.applied_at as "appliedAt", ${matchedOf} as "matchedOn"
    from ${personOf(sql`${applicationId}::uuid`)}
    cross join ${candidatesOf(sql`a.job_id <> pe.job_id and a.anonymised_at is null`)}
    join job_postings j on j.id = b.job_id and j.company_id = ${companyId}
    ${teamOf === null ? sql`` : sql`where exists (select 1 from job_team_members t where t.job_id = j.id and t.member_id = ${teamOf})`}
    group by b.id, b.job_id, j.title, b.stage, j.stages, b.applied_at
    order by b.applied_at desc, b.id
    limit ${otherApplicationsMax}`;
}
