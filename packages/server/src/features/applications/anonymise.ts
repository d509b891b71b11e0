// Decision 124 (issue 24) and issue 25 (decisions 141, 144): what the retention sweep removes of
// an application once its company's period has passed. The retention module decides which
// applications are due and runs the sweep's transaction; the applications' rows are written
// here: the link to the job seeker's account and the guest's address, the notes' texts, a
// guest's name, phone and follow token, and the rows of their CV files. Stage, history, outcome
// and the snapshot at hire stay for the statistics; a guest's consent (time and version) names
// no one and stays.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, uuidList, type Tx } from '../../db/postingStages';

/**
 * Anonymises the applications `due` selects (a statement answering `id`, `user_id`, `stage`)
 * that are not anonymised yet and still in that stage once locked (a move meanwhile keeps one).
 * Answers each one anonymised, its posting, and whether it was an account's.
 */
export async function anonymiseApplications(
  tx: Tx,
  due: SQL,
  at: string,
): Promise<{ id: string; job_id: string; was_user: boolean }[]> {
  return rowsOf<{ id: string; job_id: string; was_user: boolean }>(
    await tx.execute(sql`
      with due as (${due}),
      locked as (
        -- Still in that rejected stage once locked (a move meanwhile keeps it).
        select a.id, due.user_id from applications a join due on due.id = a.id
        where a.anonymised_at is null and a.stage = due.stage for update of a)
      update applications a
      set user_id = null, guest_email = null, anonymised_at = ${at}::timestamptz
      from locked where a.id = locked.id
      returning a.id, a.job_id, locked.user_id is not null as was_user`),
  );
}

/** Blanks the company's notes on these applications; answers the notes blanked. */
export async function blankApplicationNotes(
  tx: Tx,
  applicationIds: readonly string[],
): Promise<{ id: string }[]> {
  if (applicationIds.length === 0) return [];
  return rowsOf<{ id: string }>(
    await tx.execute(sql`
      update application_notes set text = ''
      where application_id in ${uuidList(applicationIds)}
        and text <> ''
      returning id`),
  );
}

/**
 * A guest's name, phone and follow token go; their CV files' rows go, and their storage keys are
 * answered (to be removed once the transaction has committed). The merges into these applications
 * go too (decision 218): their snapshots hold the folded application's e-mail and guest row.
 */
export async function anonymiseGuestDetails(
  tx: Tx,
  applicationIds: readonly string[],
): Promise<{ guestDetails: number; cvStorageKeys: string[] }> {
  if (applicationIds.length === 0) return { guestDetails: 0, cvStorageKeys: [] };
  const ids = uuidList(applicationIds);
  const guests = rowsOf<{ application_id: string }>(
    await tx.execute(sql`
      update guest_applicants set name = '', phone = null, follow_token_hash = null
      where application_id in ${ids}
        and (name <> '' or phone is not null or follow_token_hash is not null)
      returning application_id`),
  );
  const cvs = rowsOf<{ storage_key: string }>(
    await tx.execute(sql`delete from applicant_cvs where application_id in ${ids}
      returning storage_key`),
  );
  await tx.execute(sql`delete from application_merges where kept_id in ${ids}`);
  return { guestDetails: guests.length, cvStorageKeys: cvs.map((row) => row.storage_key) };
}

/**
 * Decision 215 (issue 38): the applications that single-use links made keep no address of a job
 * seeker who deleted their account; the links module names the links it anonymised.
 */
export async function forgetLinkApplicants(tx: Tx, linkIds: readonly string[]): Promise<void> {
  if (linkIds.length === 0) return;
  await tx.execute(sql`
    update applications set guest_email = null, anonymised_at = now()
    where one_time_link_id in ${uuidList(linkIds)} and anonymised_at is null`);
}
