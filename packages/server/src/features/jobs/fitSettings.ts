// Issue 40 (docs/fit-score.md, "A posting's recruiter"): the weights and must-haves of a
// posting's fit score, set by whoever manages the posting (decisions.md 11: every posting, or a
// hiring manager's own). Stored on the posting (migration 0051); the applicants' stored fits
// follow at once for a posting of up to refreshNowMax applicants (the recruiter sees the order
// change), and by the queue job of decision 134 for a bigger one.
import { sql } from 'drizzle-orm';
import {
  defaultFitSettings,
  type JobFitSettingsAnswer,
  type PostingFitSettings,
  type PostingFitSettingsInput,
} from '@talentpool/domain/fit/settings';
import { prepareFitPosting } from '@talentpool/domain/fit/scoreFit';
import type { Account } from '../../plugins/app/auth';
import type { Db } from '../../db/database';
import { refreshFits, type FitRefreshQueue } from '../../db/fitStore';
import { updateOwnPosting } from './repository';
import { managedPosting } from './service';
import { postingChanges } from '../../lib/postingChanges';

/** Applicants whose fits are recomputed within the request (about 0.3 s for 1,000). */
export const refreshNowMax = 1000;

type PostingRow = Awaited<ReturnType<typeof managedPosting>>['posting'];

function answerOf(posting: PostingRow): JobFitSettingsAnswer {
  const stored = posting.fitSettings;
  const prepared = prepareFitPosting({
    title: posting.title,
    description: posting.description,
    field: posting.field,
    workplace: posting.workplace,
    country: posting.country,
    minEducation: posting.minEducation,
    minExperience: posting.minExperience,
    requirementProfile: { '4': 0, '5': 0, '6': 0, '7': 0 },
    settings: (stored as PostingFitSettingsInput | null) ?? null,
  });
  return {
    settings: prepared.settings,
    custom: stored !== null,
    skills: prepared.skills,
    defaults: defaultFitSettings(),
  };
}

export async function getJobFitSettings(
  db: Db,
  account: Account,
  id: string,
): Promise<JobFitSettingsAnswer> {
  const found = await managedPosting(db, account, id);
  return answerOf(found.posting);
}

export async function setJobFitSettings(
  db: Db,
  account: Account,
  id: string,
  settings: PostingFitSettings,
  fitQueue: FitRefreshQueue,
): Promise<JobFitSettingsAnswer> {
  await managedPosting(db, account, id);
  const row = await updateOwnPosting(
    db,
    account.id,
    id,
    { fitSettings: settings },
    { refreshFit: fitQueue },
  );
  if (!row) throw new Error('posting vanished');
  const counted = await db.execute(
    sql`select count(*)::int as n from (select 1 from applications where job_id = ${id} limit ${refreshNowMax + 1}) x`,
  );
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  // The queue job sent with the edit finds these current and does nothing more.
  if (n <= refreshNowMax) await refreshFits(db, { jobId: id });
  postingChanges.bump();
  return answerOf(row);
}
