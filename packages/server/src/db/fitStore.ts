// Issue 20, decision 134: the stored fit of applications (applications.fit, fit_reasons,
// fit_inputs; migration 0019). The inputs are built here in SQL from the posting and the
// applicant's current row, the score is computed in Node with the domain's one formula (fitOf, via
// fitOfInputs), and written back set-based. A stored fit is current exactly when its fit_inputs
// equal the current inputs, so every refresh is "recompute where they differ": the same function
// serves the application itself, a profile or ISI change, a requirement change and the backfill
// at start, and running it twice changes nothing.
//
// A write is kept only while the inputs it was computed from are still the current ones (the
// UPDATE compares them again): a refresh that read a profile just before it changed cannot
// overwrite the newer fit that the change's own refresh writes.
//
// Anonymised applications (retention, decision 124) keep the fit they had: they are never
// recomputed (their applicant is gone, so the inputs would read "no ISI").
//
// Issue 40 (FIT_VERSION 2): the inputs are the posting's field, place, minimums and profile with
// a digest of its title and description, and the applicant's profile (skills, education,
// experience, field, country, ISI) or, for a guest or an imported CV, the parsed CV; plus the
// application's knock-out answers. Besides the score, `fit_passes` says whether every must-have
// is met: the ranking puts everyone who passes first (applications_job_rank_idx, 0042).
import { sql, type SQL } from 'drizzle-orm';
import {
  FIT_VERSION,
  fitOfInputs,
  fitPostingOf,
  type FitInputs,
} from '@talentpool/domain/jobs/fitInputs';
import type { PreparedFitPosting } from '@talentpool/domain/fit/scoreFit';
import type { Db } from './database';

/** What a refresh covers. */
export type FitScope =
  | { applicationId: string }
  | { userId: string }
  | { jobId: string }
  /** Applications never computed, or computed with an older formula (the start's backfill). */
  | { stale: true };

/** A Drizzle database or transaction (both run statements). */
export type FitExecutor = Pick<Db, 'execute'>;

/** Rows written per statement: bounds the JSON parameter and the time rows stay locked. */
const batchSize = 2000;

/**
 * The current inputs of application `a` of posting `p`, applicant `u` (user) or `l` (guest's
 * invitation link), as jsonb in the shape of FitInputs. A user's ISI comes from the profile, a
 * guest's from the link they answered (as the list computed it before, decision 102); a guest's
 * facts from their parsed CV (the guest form's upload, or the recruiter's import).
 */
const currentInputs = sql`jsonb_build_object(
    'v', ${FIT_VERSION}::int,
    'posting', jsonb_build_object(
      'text', md5(p.title || chr(10) || p.description),
      'field', p.field, 'workplace', p.workplace, 'country', p.country,
      'minEducation', p.min_education, 'minExperience', p.min_experience,
      'profile', p.requirement_profile)
      -- Issue 40: the recruiter's weights and must-haves, only when set (so the fits of postings
      -- that set none stay current).
      || case when p.fit_settings is null then '{}'::jsonb
        else jsonb_build_object('settings', p.fit_settings) end,
    'applicant', case when a.user_id is not null then jsonb_build_object(
        'source', 'profile',
        'isi', jsonb_build_array(u.flp, u.frp, u.brp, u.blp),
        'skills', (select coalesce(jsonb_agg(s.item ->> 'name' order by s.n), '[]'::jsonb)
          from jsonb_array_elements(u.technical_skills || u.general_skills)
            with ordinality as s(item, n)),
        'education', u.hl_of_edu, 'experience', u.years_of_exp,
        'field', u.job_position, 'country', u.country, 'cv', null, 'year', 0)
      else jsonb_build_object(
        'source', 'cv',
        'isi', case when a.one_time_link_id is not null
          then jsonb_build_array(l.flp, l.frp, l.brp, l.blp) end,
        'skills', null, 'education', null, 'experience', null, 'field', null, 'country', null,
        'cv', coalesce(
          (select cu.fields from cv_uploads cu where cu.application_id = a.id
            order by cu.created_at desc limit 1),
          (select ci.fields from cv_import_items ci where ci.application_id = a.id
            order by ci.updated_at desc limit 1)),
        'year', extract(year from now())::int) end,
    'knockouts', (select jsonb_agg(jsonb_build_object(
        'questionId', x.answer ->> 'questionId', 'text', x.answer ->> 'text') order by x.n)
      from jsonb_array_elements(a.screening_answers) with ordinality as x(answer, n)
      where (x.answer ->> 'knockedOut')::boolean))`;

function whereOf(scope: FitScope): SQL {
  if ('applicationId' in scope) return sql`a.id = ${scope.applicationId}`;
  if ('userId' in scope) return sql`a.user_id = ${scope.userId}`;
  if ('jobId' in scope) return sql`a.job_id = ${scope.jobId}`;
  return sql`(a.fit_inputs is null or (a.fit_inputs ->> 'v')::int is distinct from ${FIT_VERSION}::int)`;
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Reads up to `limit` applications of the scope whose stored fit is not current. */
async function outOfDate(db: FitExecutor, scope: FitScope, limit: number) {
  const result = await db.execute(sql`
    select a.id, a.job_id as "jobId", (${currentInputs})::text as inputs
    from applications a
    join job_postings p on p.id = a.job_id
    left join users u on u.id = a.user_id
    left join one_time_links l on l.id = a.one_time_link_id
    where ${whereOf(scope)} and a.anonymised_at is null
      and a.fit_inputs is distinct from ${currentInputs}
    limit ${limit}`);
  // The inputs travel as the database's own text and go back unchanged, so the comparison below
  // never depends on how JavaScript prints a number it parsed.
  return rowsOf<{ id: string; jobId: string; inputs: string }>(result);
}

/** The postings of some applications, made ready for scoring (their text read once). */
async function postingsOf(db: FitExecutor, rows: { jobId: string; inputs: string }[]) {
  const ids = [...new Set(rows.map((r) => r.jobId))];
  const result = await db.execute(sql`
    select id, title, description from job_postings
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
  const texts = new Map(
    rowsOf<{ id: string; title: string; description: string }>(result).map((p) => [p.id, p]),
  );
  const prepared = new Map<string, PreparedFitPosting>();
  for (const row of rows) {
    const text = texts.get(row.jobId);
    if (!text || prepared.has(row.jobId)) continue;
    prepared.set(row.jobId, fitPostingOf(JSON.parse(row.inputs) as FitInputs, text));
  }
  return prepared;
}

/** Writes computed fits, each only while its inputs are still the current ones. */
async function write(db: FitExecutor, rows: { id: string; jobId: string; inputs: string }[]) {
  const postings = await postingsOf(db, rows);
  const values = rows.flatMap(({ id, jobId, inputs }) => {
    const posting = postings.get(jobId);
    if (!posting) return [];
    const fit = fitOfInputs(JSON.parse(inputs) as FitInputs, posting);
    return [{ id, fit: fit.score, passes: fit.passes, reasons: fit.reasons, inputs }];
  });
  const result = await db.execute(sql`
    update applications a
    set fit = v.fit, fit_passes = v.passes, fit_reasons = v.reasons, fit_inputs = v.inputs::jsonb
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, fit smallint, passes boolean, reasons jsonb, inputs text)
    where a.id = v.id and a.anonymised_at is null
      and v.inputs::jsonb = (select ${currentInputs}
        from job_postings p
        left join users u on u.id = a.user_id
        left join one_time_links l on l.id = a.one_time_link_id
        where p.id = a.job_id)
    returning a.id`);
  return rowsOf<{ id: string }>(result).length;
}

/**
 * Recomputes the stored fit of the scope's applications whose inputs changed; answers how many
 * were written. Inside a transaction when given one (an application's own fit is written with
 * it).
 */
export async function refreshFits(db: FitExecutor, scope: FitScope): Promise<number> {
  let written = 0;
  // Each pass takes rows not yet current; a row skipped by a concurrent change is taken again
  // with its new inputs. The bound only guards against a loop that never settles.
  for (let pass = 0; pass < 10_000; pass += 1) {
    const rows = await outOfDate(db, scope, batchSize);
    if (rows.length === 0) break;
    written += await write(db, rows);
    if (rows.length < batchSize) break;
  }
  return written;
}

/**
 * The queue job that refreshes a posting's applicants after its requirement changed (decision
 * 134): sent in the edit's transaction, run by plugins/app/fitRefresh.ts.
 */
export const postingFitRefreshJob = 'fit.refreshPosting';

/** What a job sender needs (app.queue). */
export interface FitRefreshQueue {
  send(name: string, data: object, options?: { tx?: Db }): Promise<string | null>;
}
