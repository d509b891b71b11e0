// Issue 37 (decision 218): the same person's two applications to one posting become one, and a
// member can undo it. The kept application takes the other's history, notes, CV files, mails,
// interviews, interview offers, uploads and import items (their rows move to it, their ids kept
// in the merge); the other's guest row (name, phone, consent, language) moves too when the kept
// one has none, else it is kept in the merge. The folded application's row is then deleted, as
// it was written into the merge (`snapshot`), so that an undo inserts it back exactly and moves
// back what moved. In the caller's transaction.
import { sql } from 'drizzle-orm';
import { DomainError } from '@talentpool/domain/errors';
import type { DuplicateMatch } from '@talentpool/domain/jobs/schemas';
import type { GuestVia } from '@talentpool/domain/jobs/applicantName';
import type { Db } from '../../db/database';
import { rowsOf, type Tx } from '../../db/postingStages';
import { emit } from '../../lib/events';

/** The company of a posting (the merge events name it). */
async function companyOf(tx: Tx, jobId: string): Promise<string> {
  const [row] = rowsOf<{ company_id: string }>(
    await tx.execute(sql`select company_id from job_postings where id = ${jobId}`),
  );
  if (!row) throw new Error('posting not found');
  return String(row.company_id);
}

/** The tables whose rows name an application and move with a merge (column application_id). */
const movingTables = [
  'application_events',
  'application_notes',
  'applicant_cvs',
  'application_mails',
  'interviews',
  'interview_offers',
  'cv_uploads',
  'cv_import_items',
] as const;

const conflict = () => new DomainError('MERGE_CONFLICT', 'error.MERGE_CONFLICT');

export interface MergeInput {
  keptId: string;
  mergedId: string;
  memberId: string;
  matchedOn: DuplicateMatch | null;
  /** Who the folded application was, for the kept one's drawer. */
  name: string | null;
  via: GuestVia | null;
}

/** Folds `mergedId` into `keptId` (same posting, checked by the caller); the merge's id. */
export async function mergeApplications(tx: Tx, input: MergeInput): Promise<string> {
  const { keptId, mergedId } = input;
  // Both rows locked, in a fixed order (two members merging the pair both ways wait in turn).
  const locked = rowsOf<{ id: string; job_id: string; snapshot: Record<string, unknown> }>(
    await tx.execute(sql`select a.id, a.job_id, to_jsonb(a) as snapshot from applications a
      where a.id in (${keptId}::uuid, ${mergedId}::uuid) order by a.id for update`),
  );
  const merged = locked.find((r) => r.id === mergedId);
  const kept = locked.find((r) => r.id === keptId);
  if (!merged || !kept || merged.job_id !== kept.job_id) throw conflict();
  const guests = rowsOf<{ application_id: string; row: Record<string, unknown> }>(
    await tx.execute(sql`select g.application_id, to_jsonb(g) as row from guest_applicants g
      where g.application_id in (${keptId}::uuid, ${mergedId}::uuid)`),
  );
  const mergedGuest = guests.find((g) => g.application_id === mergedId);
  const keptHasGuest = guests.some((g) => g.application_id === keptId);

  const moved: Record<string, string[]> = {};
  for (const table of movingTables) {
    const result =
      await tx.execute(sql`update ${sql.identifier(table)} set application_id = ${keptId}
      where application_id = ${mergedId} returning id`);
    moved[table] = rowsOf<{ id: string }>(result).map((r) => String(r.id));
  }
  // An import item waiting as a duplicate of the folded application now waits on the kept one.
  moved['cv_import_items.duplicate_of'] = rowsOf<{ id: string }>(
    await tx.execute(sql`update cv_import_items set duplicate_of = ${keptId}
      where duplicate_of = ${mergedId} returning id`),
  ).map((r) => String(r.id));
  let keptGuest: Record<string, unknown> | null = null;
  if (mergedGuest && !keptHasGuest) {
    await tx.execute(sql`update guest_applicants set application_id = ${keptId}
      where application_id = ${mergedId}`);
    moved.guest_applicants = [mergedId];
  } else if (mergedGuest) {
    keptGuest = mergedGuest.row;
  }
  const [merge] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into application_merges
        (job_id, kept_id, merged_id, snapshot, guest, moved, matched_on, name, via, by_member_id)
      values (${kept.job_id}, ${keptId}, ${mergedId}, ${JSON.stringify(merged.snapshot)}::jsonb,
        ${keptGuest === null ? null : JSON.stringify(keptGuest)}::jsonb, ${JSON.stringify(moved)}::jsonb,
        ${input.matchedOn}, ${input.name}, ${input.via}, ${input.memberId})
      returning id`),
  );
  // Its guest row (when not moved) goes with it, kept in the merge.
  await tx.execute(sql`delete from applications where id = ${mergedId}`);
  if (!merge) throw new Error('merge not recorded');
  // Issue 42 (decision 282): heard by the webhooks in this transaction.
  await emit(tx as unknown as Db, 'application.merged', {
    companyId: await companyOf(tx, kept.job_id),
    jobId: kept.job_id,
    keptId,
    mergedId,
  });
  return String(merge.id);
}

/**
 * Undoes a merge of `keptId` (404 NOT_FOUND for another's, 409 MERGE_CONFLICT when undone
 * already or when the person has applied again meanwhile): the folded application comes back
 * as it was, with what moved; the folded application's id.
 */
export async function undoApplicationMerge(
  tx: Tx,
  input: { keptId: string; mergeId: string; memberId: string },
): Promise<string> {
  const [merge] = rowsOf<{
    merged_id: string;
    snapshot: Record<string, unknown>;
    guest: Record<string, unknown> | null;
    moved: Record<string, string[]>;
    undone_at: string | null;
  }>(
    await tx.execute(sql`select merged_id, snapshot, guest, moved, undone_at from application_merges
      where id = ${input.mergeId} and kept_id = ${input.keptId} for update`),
  );
  if (!merge) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  if (merge.undone_at !== null) throw conflict();
  const parse = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const moved = parse<Record<string, string[]>>(merge.moved);
  const snapshot = parse<Record<string, unknown>>(merge.snapshot);
  const guest = merge.guest === null ? null : parse<Record<string, unknown>>(merge.guest);
  // The same account or invitation applied again to the posting since: the unique index refuses
  // a second application of theirs (a savepoint, so the caller's transaction stays usable).
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`insert into applications
        select * from jsonb_populate_record(null::applications, ${JSON.stringify(snapshot)}::jsonb)`);
    });
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' ||
      /unique|duplicate key/i.test(String(error))
    )
      throw conflict();
    throw error;
  }
  const mergedId = merge.merged_id;
  if (guest) {
    await tx.execute(sql`insert into guest_applicants
      select * from jsonb_populate_record(null::guest_applicants, ${JSON.stringify(guest)}::jsonb)`);
  }
  if (moved.guest_applicants?.length) {
    await tx.execute(sql`update guest_applicants set application_id = ${mergedId}
      where application_id = ${input.keptId}`);
  }
  for (const table of movingTables) {
    const ids = moved[table] ?? [];
    if (ids.length === 0) continue;
    await tx.execute(sql`update ${sql.identifier(table)} set application_id = ${mergedId}
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
  const waiting = moved['cv_import_items.duplicate_of'] ?? [];
  if (waiting.length > 0) {
    await tx.execute(sql`update cv_import_items set duplicate_of = ${mergedId}
      where id in (${sql.join(
        waiting.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
  await tx.execute(sql`update application_merges set undone_at = now(),
      undone_by_member_id = ${input.memberId} where id = ${input.mergeId}`);
  const jobId = String(snapshot.job_id);
  await emit(tx as unknown as Db, 'application.unmerged', {
    companyId: await companyOf(tx, jobId),
    jobId,
    keptId: input.keptId,
    restoredId: mergedId,
  });
  return mergedId;
}
