// Bench data for the list of a posting's CV imports (issue 25, decision 144): one posting of the
// demo company with 200 imports of 200 files each (40,000 files in every state), the most a
// recruiter could drop at the limits over months; listCvImports's page with its counts
// per state is one grouped read. Seeded once: a second run finds it there.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { cvImports } from '../packages/server/src/db/schema';
import { createCvImportRepository } from '../packages/server/src/features/cvImport/repository';
import { benchPosting, demoOwner } from './benchPosting';

const title = 'Bench: a posting with 200 CV imports';

export async function seedCvImports(
  db: Db,
  ownerEmail: string,
  imports = 200,
  filesEach = 200,
): Promise<{ jobId: string; seededSeconds: number | null }> {
  const owner = await demoOwner(db, ownerEmail);
  const job = await benchPosting(db, owner, title, {
    description: 'Imports for the bench.',
    workplace: 'onsite',
    field: 'it',
    requirementSource: { kind: 'findboss', items: [1] },
    requirementProfile: { '4': 1, '5': 0, '6': 0, '7': 0 },
  });
  const [row] = await db.select({ n: count() }).from(cvImports).where(eq(cvImports.jobId, job.id));
  if (Number(row?.n ?? 0) >= imports) return { jobId: job.id, seededSeconds: null };
  const started = Date.now();
  await db.execute(sql`
    with made as (
      insert into cv_imports (job_id, member_id, total, created_at)
      select ${job.id}, ${owner.id}, ${filesEach}, now() - (g * interval '1 hour')
      from generate_series(1, ${imports}) g
      returning id)
    insert into cv_import_items (import_id, position, file_name, storage_key, kind, size, status,
                                 reason)
    select made.id, p, 'cv-' || p || '.pdf', null, 'pdf', 100000,
      (array['done','done','done','done','done','done','failed','merged','dismissed','duplicate'])[1 + p % 10],
      case when p % 10 = 6 then 'unsupported' end
    from made, generate_series(0, ${filesEach - 1}) p`);
  return { jobId: job.id, seededSeconds: (Date.now() - started) / 1000 };
}

/** listCvImports's statement without HTTP, for the API/SQL ratio. */
export const cvImportsPage = (jobId: string, page: number) => (db: Db) =>
  createCvImportRepository(db).listImports(jobId, 20, (page - 1) * 20);
