// Issue 25 (decisions 124, 141, 142, 144): what retention removes of guests and CV files. Kept
// apart from the sweep of decision 124 (repository.ts), which calls `anonymiseGuestApplicants`
// inside its transaction for the applications it anonymises and removes the files it answers
// once that transaction is committed. `sweepAbandonedCvFiles` is a job of its own: uploads that
// never became an application, and import files that never became an applicant.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { cvLimits } from '@talentpool/domain/cv/schemas';
import type { Db } from '../../db/database';
import { rowsOf, uuidList } from '../../db/postingStages';
import type { FileStore } from '../../plugins/app/storage';
import { anonymiseGuestDetails } from '../applications/public';

export interface GuestAnonymised {
  /** Guest applicants whose name, phone and follow token were removed. */
  guestDetails: number;
  /** Storage keys of CV files no row names any more: remove them after the commit. */
  storageKeys: string[];
}

/**
 * Inside the sweep's transaction, for applications it has just anonymised: a guest's name,
 * phone and follow token go (the consent's time and version stay: they name no one); their CV
 * files' rows go (the files are answered, to be removed once committed); the parse's proposals
 * of their upload or import file go, and an import file's name (often the person's name).
 * A pending duplicate of such an applicant is dismissed with its file.
 */
export async function anonymiseGuestApplicants(
  tx: Db,
  applicationIds: readonly string[],
): Promise<GuestAnonymised> {
  if (applicationIds.length === 0) return { guestDetails: 0, storageKeys: [] };
  const ids = uuidList(applicationIds);
  // The applications' own rows (the guest's details, the CV files' rows): the applications
  // module's.
  const guests = await anonymiseGuestDetails(tx, applicationIds);
  const uploads = rowsOf<{ storage_key: string }>(
    await tx.execute(sql`delete from cv_uploads where application_id in ${ids}
      returning storage_key`),
  );
  const items = rowsOf<{ storage_key: string | null }>(
    await tx.execute(sql`
      with old as (
        select id, storage_key from cv_import_items
        where (application_id in ${ids} or duplicate_of in ${ids})
          and (storage_key is not null or fields is not null or file_name <> '')
        for update)
      update cv_import_items i
      set storage_key = null, fields = null, file_name = '', updated_at = now(),
          status = case when i.status = 'duplicate' then 'dismissed' else i.status end
      from old where i.id = old.id
      returning old.storage_key`),
  );
  const keys = new Set<string>();
  for (const key of guests.cvStorageKeys) if (key) keys.add(key);
  for (const row of [...uploads, ...items]) if (row.storage_key) keys.add(row.storage_key);
  return { guestDetails: guests.guestDetails, storageKeys: [...keys] };
}

/** Removes stored files; a failure is logged and the rest go on (the rows are gone already). */
export async function removeStoredFiles(
  storage: FileStore,
  keys: readonly string[],
  log?: FastifyBaseLogger,
): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      await storage.remove(key);
      removed += 1;
    } catch (err) {
      log?.error({ err, key }, 'a CV file could not be removed');
    }
  }
  return removed;
}

export interface AbandonedSwept {
  /** Guest uploads older than the limit that no application took: row and file gone. */
  uploads: number;
  /** Import files (failed or dismissed) kept past their limit: file gone, the row's reason stays. */
  importFiles: number;
}

/**
 * Files uploaded for a guest application that was never sent (after
 * `cvLimits.abandonedUploadHours`), and import files that never became an applicant (failed or
 * dismissed, after `cvLimits.importFileKeepDays`: the recruiter's list of imports offers them
 * until then). A file an applicant holds (a merge) is never removed.
 */
export async function sweepAbandonedCvFiles(
  db: Db,
  storage: FileStore,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<AbandonedSwept> {
  const at = now.toISOString();
  const uploads = rowsOf<{ storage_key: string }>(
    await db.execute(sql`
      delete from cv_uploads
      where application_id is null
        and created_at < ${at}::timestamptz - make_interval(hours => ${cvLimits.abandonedUploadHours}::int)
      returning storage_key`),
  );
  const items = rowsOf<{ storage_key: string }>(
    await db.execute(sql`
      with old as (
        select i.id, i.storage_key from cv_import_items i
        where i.storage_key is not null and i.status in ('failed', 'dismissed')
          and i.updated_at < ${at}::timestamptz - make_interval(days => ${cvLimits.importFileKeepDays}::int)
          and not exists (select 1 from applicant_cvs c where c.storage_key = i.storage_key)
        for update of i)
      update cv_import_items i set storage_key = null
      from old where i.id = old.id
      returning old.storage_key`),
  );
  await removeStoredFiles(
    storage,
    [...uploads, ...items].map((row) => row.storage_key),
    log,
  );
  return { uploads: uploads.length, importFiles: items.length };
}

/** The queue's job, hourly at minute 41 (decision 120's scheduler). */
export const cvFilesSweepJob = 'cv.files.sweep';
const cvFilesSweepCron = '41 * * * *';

/** Works and schedules the job; scheduling waits for the database like the daily sweep does. */
export function registerCvFilesSweep(app: FastifyInstance): void {
  app.queue.work(cvFilesSweepJob, async () => {
    const swept = await sweepAbandonedCvFiles(app.db, app.storage, app.clock.now(), app.log);
    if (swept.uploads + swept.importFiles > 0) {
      app.log.info(swept, 'abandoned CV files removed');
    }
  });
  let closed = false;
  const schedule = async (): Promise<void> => {
    try {
      await app.queue.schedule(cvFilesSweepJob, cvFilesSweepCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'CV files sweep not scheduled yet');
      setTimeout(() => void schedule(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await schedule();
    else void schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });
}
