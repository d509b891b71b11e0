// Issue 46, decisions.md 23: the match hint before applying: what of the job seeker's profile fits
// the posting and what is missing (a must-have they miss, e.g. more experience asked than the
// profile shows), from GET jobs/{id}/match, the recruiter's fit seen from the seeker's side.
// Only for a signed-in job seeker; read by the apply box before it shows (decision 300), never for
// strangers.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobMatch } from '@talentpool/domain/seeker/schemas';
import { api } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';

/** GET jobs/{id}/match: the apply box waits for its first answer (decision 300), the hint shows it. */
export function useJobMatch(jobId: string, enabled = true) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['seeker', 'match', jobId, lang],
    queryFn: ({ signal }) => api.get<JobMatch>(`jobs/${jobId}/match`, { signal }),
    enabled,
    retry: false,
  });
}

/** The apply box's answer of useJobMatch: one query, asked before the box shows. */
export function MatchHint({ match }: { match: JobMatch | undefined }) {
  const { t } = useTranslation();
  if (!match) return null;
  const { fit, reasons, missing } = match;
  return (
    <section className="jobs-match" aria-labelledby="match-title" data-testid="match-hint">
      <h2 id="match-title">
        {t('seeker.match.title')}: {t('seeker.home.fit', { score: fit })}
      </h2>
      {missing.length > 0 ? (
        <>
          <h3>{t('seeker.match.missing')}</h3>
          <ul className="jobs-match-missing">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('seeker.match.fits')}</h3>
      <ul>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
