// Issue 46, decisions.md 23 (decisions 247, 248): recommended jobs with the fit seen from the
// seeker's side, the match hint before applying, saved jobs and job alerts.
// The fit is the domain's (packages/domain/src/fit, used as it is). A recommendation scores a
// bounded candidate set (the field's newest open postings and the newest of all, decision 247)
// and ranks it must-haves first, then fit, then newest; pages walk that ranked list.
import { DomainError } from '@talentpool/domain/errors';
import { prepareFitPosting, type PreparedFitPosting } from '@talentpool/domain/fit/scoreFit';
import {
  defaultFitSettings,
  postingFitSettingsSchema,
  type PostingFitSettingsInput,
} from '@talentpool/domain/fit/settings';
import type { FitPosting } from '@talentpool/domain/fit/types';
import type { Language } from '@talentpool/domain/language';
import {
  rankKey,
  scoreFit,
  seekerCandidate,
  seekerFitOf,
  seekerFitText,
} from '@talentpool/domain/seeker/recommend';
import {
  recommendationLimits,
  seekerListLimits,
  type JobAlert,
  type JobAlertInput,
  type JobMatch,
  type RecommendedJob,
  type RecommendedJobs,
  type RecommendedJobsQuery,
  type SavedJob,
  type SeekerJob,
  type SeekerNotificationSettings,
} from '@talentpool/domain/seeker/schemas';
import type { jobAlerts } from '../../db/schema';
import type { PostingRow, SeekerJobsRepository } from './repository';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');

/**
 * Postings made ready for the fit are kept by id and update time: the next seeker's
 * recommendation scores the same postings without building them again. Their skills come from
 * posting_fit_features (decision 277): read from the text once per version of the posting, by
 * the background fill or by the first request that met it, never in every request.
 */
const preparedCache = new Map<string, PreparedFitPosting>();
const preparedCacheMax = 20_000;

type Scorable = Omit<PostingRow, 'description'> & {
  description: string | null;
  skills?: string[] | null;
};

function fitPostingOf(row: Scorable): FitPosting {
  const p = row.requirementProfile;
  return {
    title: row.title,
    description: row.description ?? '',
    field: row.field,
    workplace: row.workplace,
    country: row.country,
    minEducation: row.minEducation,
    minExperience: row.minExperience,
    requirementProfile: { '4': p['4'] ?? 0, '5': p['5'] ?? 0, '6': p['6'] ?? 0, '7': p['7'] ?? 0 },
    settings: row.fitSettings as PostingFitSettingsInput | null,
  };
}

/**
 * The posting ready for the fit. `read` collects the postings whose skills had to be read from
 * their text here, for the caller to keep (storeFitFeatures).
 */
export function preparedOf(
  row: Scorable,
  read?: { jobId: string; postingUpdatedAt: Date; skills: string[] }[],
): PreparedFitPosting {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const hit = preparedCache.get(key);
  if (hit) return hit;
  const posting = fitPostingOf(row);
  let prepared: PreparedFitPosting;
  if (row.skills) {
    const settings = postingFitSettingsSchema.safeParse(posting.settings ?? {});
    prepared = {
      posting,
      settings: settings.success ? settings.data : defaultFitSettings(),
      skills: row.skills,
    };
  } else {
    prepared = prepareFitPosting(posting);
    read?.push({ jobId: row.id, postingUpdatedAt: row.updatedAt, skills: prepared.skills });
  }
  if (preparedCache.size >= preparedCacheMax) {
    // Oldest first (a Map keeps insertion order).
    const first = preparedCache.keys().next().value;
    if (first !== undefined) preparedCache.delete(first);
  }
  preparedCache.set(key, prepared);
  return prepared;
}

/** Tests and benches: forget what this process prepared (the kept features stay). */
export function forgetPreparedPostings(): void {
  preparedCache.clear();
}

export function seekerJobOf(row: Scorable): SeekerJob {
  return {
    _id: row.id,
    title: row.title,
    companyName: row.companyName ?? '',
    companyPic: row.companyPic,
    field: row.field,
    workplace: row.workplace,
    country: row.country,
    city: row.city,
    employmentType: row.employmentType,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

type Facts = NonNullable<Awaited<ReturnType<SeekerJobsRepository['seekerFacts']>>>;

function candidateOf(facts: Facts) {
  const { flp, frp, brp, blp } = facts;
  const isi =
    flp === null || frp === null || brp === null || blp === null ? null : { flp, frp, brp, blp };
  return seekerCandidate({ ...facts, isi });
}

export function alertOf(row: typeof jobAlerts.$inferSelect): JobAlert {
  return {
    _id: row.id,
    q: row.q,
    field: row.field,
    country: row.country,
    city: row.city,
    workplace: row.workplace,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export function createSeekerJobsService(repository: SeekerJobsRepository) {
  async function factsOf(userId: string): Promise<Facts> {
    const facts = await repository.seekerFacts(userId);
    if (!facts) throw notFound();
    return facts;
  }

  return {
    async recommendedJobs(
      userId: string,
      query: RecommendedJobsQuery,
      lang: Language,
    ): Promise<RecommendedJobs> {
      const facts = await factsOf(userId);
      const candidate = candidateOf(facts);
      const rows = await repository.candidatePostings(userId, facts.jobPosition);
      // Scored without texts first (cheap), texts written only for the page shown.
      const read: { jobId: string; postingUpdatedAt: Date; skills: string[] }[] = [];
      const scored = rows.map((row) => {
        const fit = scoreFit(preparedOf(row, read), candidate);
        return {
          row,
          fit,
          key: {
            passes: fit.passes,
            fit: fit.score,
            publishedAt: row.publishedAt?.toISOString() ?? null,
            id: row.id,
          },
        };
      });
      // Postings met before the background fill kept their skills: kept now, for everyone.
      await repository.storeFitFeatures(read);
      scored.sort((a, b) => rankKey(a.key, b.key));
      const ranked = scored.slice(0, recommendationLimits.ranked);
      const start = (query.page - 1) * query.pageSize;
      const jobs: RecommendedJob[] = ranked
        .slice(start, start + query.pageSize)
        .map(({ row, fit }) => ({ job: seekerJobOf(row), ...seekerFitText(fit, lang) }));
      return { jobs, total: ranked.length, page: query.page, pageSize: query.pageSize };
    },

    /** The match hint of a posting page (decisions.md 23): an open posting only. */
    async jobMatch(userId: string, jobId: string, lang: Language): Promise<JobMatch> {
      const [facts, row, applied] = await Promise.all([
        factsOf(userId),
        repository.openPosting(jobId),
        repository.hasApplied(userId, jobId),
      ]);
      if (!row) throw notFound();
      const fit = seekerFitOf(preparedOf(row), candidateOf(facts), lang);
      return { jobId, applied, profileComplete: facts.dataComplete, ...fit };
    },

    async saveJob(userId: string, jobId: string): Promise<{ created: boolean }> {
      if (!(await repository.postingVisible(jobId))) throw notFound();
      if ((await repository.savedCount(userId)) >= seekerListLimits.savedJobs) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          jobId: 'profile.tooMany',
        });
      }
      return { created: await repository.save(userId, jobId) };
    },

    async unsaveJob(userId: string, jobId: string): Promise<void> {
      if (!(await repository.unsave(userId, jobId))) throw notFound();
    },

    async savedJobs(userId: string, page: number, pageSize: number) {
      const { rows, total } = await repository.savedPage(userId, pageSize, (page - 1) * pageSize);
      const jobs: SavedJob[] = rows.map((row) => ({
        job: seekerJobOf(row),
        savedAt: row.savedAt.toISOString(),
        open: row.open === true,
      }));
      return { jobs, total, page, pageSize };
    },

    async createAlert(userId: string, input: JobAlertInput): Promise<JobAlert> {
      const existing = await repository.alerts(userId);
      if (existing.length >= seekerListLimits.alerts) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          alert: 'profile.tooMany',
        });
      }
      const row = await repository.createAlert({
        userId,
        q: input.q ?? null,
        field: input.field ?? null,
        country: input.country ?? null,
        city: input.city ?? null,
        workplace: input.workplace ?? null,
      });
      return alertOf(row);
    },

    async listAlerts(userId: string): Promise<JobAlert[]> {
      return (await repository.alerts(userId)).map(alertOf);
    },

    /** Another seeker's alert is not found (its id tells nothing). */
    async deleteAlert(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteAlert(userId, id))) throw notFound();
    },

    async notificationSettings(userId: string): Promise<SeekerNotificationSettings> {
      return { recommendations: await repository.recommendationMail(userId) };
    },

    async setNotificationSettings(
      userId: string,
      recommendations: boolean,
    ): Promise<SeekerNotificationSettings> {
      if (!(await repository.setRecommendationMail(userId, recommendations))) throw notFound();
      return { recommendations };
    },

    forbidden,
  };
}
export type SeekerJobsService = ReturnType<typeof createSeekerJobsService>;
