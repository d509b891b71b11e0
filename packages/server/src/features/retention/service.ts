// Decision 124 (issue 24, decisions.md 15): the retention period (getRetentionPolicy,
// setRetentionPolicy) and the sweep that anonymises what is older. The sweep is a function of
// `now`, so the daily job and the tests call the same code.
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import type { RetentionCounts, RetentionPolicy } from '@talentpool/domain/retention/schemas';
import type { FileStore } from '../../plugins/app/storage';
import { removeStoredFiles } from './cvFiles';
import type { RetentionRepository } from './repository';

export interface SweepResult {
  companies: Array<{ companyId: string; months: number } & RetentionCounts>;
}

export function createRetentionService(deps: {
  repository: RetentionRepository;
  /** Where CV files are stored: those of anonymised guests are removed after the commit. */
  storage?: FileStore;
  log?: FastifyBaseLogger;
}) {
  const { repository, log } = deps;
  const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');

  return {
    async policy(companyId: string): Promise<RetentionPolicy> {
      const months = await repository.months(companyId);
      if (months === null) throw notFound();
      return { months };
    },

    /** Answers the policy and the months before, for the audit entry. */
    async setPolicy(
      companyId: string,
      policy: RetentionPolicy,
    ): Promise<{ policy: RetentionPolicy; before: number }> {
      const before = await repository.setMonths(companyId, policy.months);
      if (before === null) throw notFound();
      return { policy, before };
    },

    /**
     * Anonymises, company by company (one transaction each, with its audit entry), the rejected
     * applications and single-use link respondents quiet since before the company's cut-off.
     * A company that fails is logged and the others go on; the job fails (and is retried) after.
     */
    async sweep(now: Date): Promise<SweepResult> {
      const result: SweepResult = { companies: [] };
      let failed: unknown = null;
      for (const companyId of await repository.companiesDue(now)) {
        try {
          const done = await repository.anonymiseCompany(companyId, now);
          if (!done) continue;
          // Committed: the CV files no row names any more leave the disk (issue 25).
          if (deps.storage && done.cvFiles?.length) {
            await removeStoredFiles(deps.storage, done.cvFiles, log);
          }
          const { counts, months } = done;
          if (counts.userApplications + counts.guestApplications + counts.links === 0) continue;
          result.companies.push({ companyId, months, ...counts });
        } catch (err) {
          failed = err;
          log?.error({ err, companyId }, 'retention sweep failed for a company');
        }
      }
      if (failed) throw failed;
      return result;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
