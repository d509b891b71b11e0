// Issue 23: the outcome of a hire is asked when it can be known, at the end of its probation
// (domain jobs/outcomeDue), not at the moment of hiring. Above the board, the posting's hires past
// their probation without an outcome, each opening its application, where the outcome is recorded
// as before (PUT .../outcome, decision 102). The hires are read with the existing listApplicants
// call filtered to each hired stage (a posting has far fewer than 100 hires), so the API contract
// is unchanged; recording an outcome refreshes the applicants, and the hire leaves the list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOutcomeDue, outcomeDueAfterDays } from '@talentpool/domain/jobs/outcomeDue';
import type { ApplicantPage } from '@talentpool/domain/jobs/schemas';
import { limits } from '@talentpool/domain/limits';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { LoadFailed } from '../../components/LoadFailed';
import { answeredOnce } from '../../lib/answeredOnce';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { jobsKeys } from './api';
import { applicantName } from './pipeline';
import { isolated } from '../../lib/writtenText';

function useHires(postingId: string, hiredStages: readonly string[], enabled = true) {
  return useQuery({
    queryKey: [...jobsKeys.applicants(postingId), 'outcomesDue', ...hiredStages] as const,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        hiredStages.map((stage) =>
          api.get<ApplicantPage>(`company/jobs/${encodeURIComponent(postingId)}/applicants`, {
            query: { stage, page: 1, pageSize: limits.pageSizeMax },
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.applicants);
    },
    enabled: enabled && hiredStages.length > 0,
    // Decision 300: the board shows after the first failure; a failure said then, with a Retry,
    // stands above it from its first frame. Retried on its own, the error line came seconds
    // later and pushed the board down under a press.
    retry: false,
  });
}

/**
 * Decision 300: whether the outcomes due have been read (or need not be, or failed once), so the
 * board below them shows once they are: arriving after the cards, the list pushed them down under
 * a press. The same query as OutcomesDue's (one request).
 */
export function useOutcomesDueSettled(
  postingId: string,
  stages: readonly StageDefinition[],
  enabled: boolean,
): boolean {
  const hiredStages = stages.filter((s) => s.kind === 'hired').map((s) => s.key);
  return answeredOnce(useHires(postingId, hiredStages, enabled));
}

export function OutcomesDue({
  postingId,
  stages,
  onOpen,
}: {
  postingId: string;
  stages: readonly StageDefinition[];
  onOpen: (applicationId: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const hiredStages = stages.filter((s) => s.kind === 'hired').map((s) => s.key);
  const hires = useHires(postingId, hiredStages);
  if (hires.isError) {
    return (
      <LoadFailed
        message={t('jobs.outcomesDue.loadFailed')}
        onRetry={() => void hires.refetch()}
        retrying={hires.isFetching}
      />
    );
  }
  const now = new Date();
  const due = (hires.data ?? [])
    .filter((hire) => isOutcomeDue(hire, now))
    .sort((a, b) => a.stageChangedAt.localeCompare(b.stageChangedAt));
  if (due.length === 0) return null;
  return (
    <section className="jobs-outcomes-due" aria-labelledby="outcomes-due-heading">
      <h2 id="outcomes-due-heading">{t('jobs.outcomesDue.heading')}</h2>
      <p className="muted">{t('jobs.outcomesDue.intro', { days: outcomeDueAfterDays })}</p>
      <ul>
        {due.map((hire) => {
          const name = applicantName(hire, t);
          return (
            <li key={hire._id}>
              <span dir="auto">{name}</span>{' '}
              <span className="muted">
                {t('jobs.outcomesDue.hiredOn', { date: formatDate(hire.stageChangedAt, lang) })}
              </span>{' '}
              <button
                type="button"
                className="jobs-button"
                aria-label={t('jobs.outcomesDue.recordNamed', { name: isolated(name) })}
                onClick={() => onOpen(hire._id)}
              >
                {t('jobs.outcomesDue.record')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
