// Decision 277 (issue 46): the skills the fit reads of a posting's text, kept per version of the
// posting (posting_fit_features), so that a recommendation scores its 300 candidates without
// reading 300 texts (reading them was 70-200 ms for postings of 2,000 characters). A queue job
// every minute, and once at start, reads the postings of every field's candidate set that have
// none for their current version yet, in batches; a recommendation that still meets one reads it
// and keeps it too.
import type { FastifyInstance } from 'fastify';
import { professionalFields } from '@talentpool/domain/plain/profile';
import type { SeekerJobsRepository } from './repository';
import { preparedOf } from './service';

export const fitFeaturesJob = 'seeker.fitFeatures';
export const fitFeaturesCron = '* * * * *';
const batchSize = 500;

/** Keeps the skills of the candidate postings that lack them; answers how many were read. */
export async function fillFitFeatures(
  repository: SeekerJobsRepository,
  options: { max?: number } = {},
): Promise<number> {
  const max = options.max ?? 20_000;
  let filled = 0;
  while (filled < max) {
    const rows = await repository.candidatesWithoutFitFeatures(
      professionalFields.values,
      Math.min(batchSize, max - filled),
    );
    if (rows.length === 0) break;
    // A posting met in this process's memory already is kept all the same.
    const read = rows.map((row) => ({
      jobId: row.id,
      postingUpdatedAt: row.updatedAt,
      skills: preparedOf(row).skills,
    }));
    await repository.storeFitFeatures(read);
    filled += rows.length;
    if (rows.length < batchSize) break;
  }
  return filled;
}

export function registerFitFeatures(app: FastifyInstance, repository: SeekerJobsRepository) {
  app.queue.work(fitFeaturesJob, async () => {
    const filled = await fillFitFeatures(repository);
    if (filled > 0) app.log.debug({ filled }, 'posting fit features kept');
  });
}
