// decisions.md 16 (issue 38, decision 192): guest applications made with the job seeker's e-mail
// are not theirs until they say so. Listed above their applications: each is confirmed (it joins
// the list below, and the company then sees their contact details) or discarded (it stays a
// guest's). Nothing is shown when there is none.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GuestApplicationClaims } from '@talentpool/domain/privacy/guestClaims';
import { api, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { jobsKeys } from './api';

const claimsKey = ['jobs', 'user', 'guestClaims'] as const;

export function GuestClaims() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const claims = useQuery({
    queryKey: claimsKey,
    queryFn: ({ signal }) => api.get<GuestApplicationClaims>('user/guestApplications', { signal }),
  });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'discard' }) =>
      api.post<unknown>(`user/guestApplications/${encodeURIComponent(id)}/${action}`),
    onSuccess: (_data, { action }) =>
      notify.success(t(action === 'confirm' ? 'jobs.claims.confirmed' : 'jobs.claims.discarded')),
    onError: (err) => notify.error(err instanceof ApiError ? err.message : t('jobs.claims.failed')),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: claimsKey });
      await queryClient.invalidateQueries({ queryKey: jobsKeys.userApplications });
    },
  });
  if (claims.isError) {
    return (
      <div className="jobs-error" role="alert">
        <p>{t('jobs.claims.loadFailed')}</p>
        <button type="button" className="primary" onClick={() => void claims.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!claims.data || claims.data.claims.length === 0) return null;
  return (
    <section
      className="jobs-claims"
      aria-labelledby="guest-claims-title"
      data-testid="guest-claims"
    >
      <h2 id="guest-claims-title">{t('jobs.claims.title')}</h2>
      <p className="muted">{t('jobs.claims.intro')}</p>
      <ul className="jobs-own-list">
        {claims.data.claims.map((claim) => {
          const headingId = `claim-${claim._id}`;
          return (
            <li key={claim._id}>
              <article className="jobs-own" aria-labelledby={headingId} data-testid="guest-claim">
                <h3 id={headingId}>
                  <bdi>{claim.job.title}</bdi>
                </h3>
                <dl className="jobs-details">
                  <div>
                    <dt>{t('jobs.applications.colCompany')}</dt>
                    <dd>
                      <bdi>{claim.company.name}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('jobs.applications.colApplied')}</dt>
                    <dd>{formatDate(claim.appliedAt, lang)}</dd>
                  </div>
                </dl>
                <div className="jobs-actions">
                  <button
                    type="button"
                    className="primary"
                    disabled={decide.isPending}
                    aria-label={`${t('jobs.claims.confirm')}: ${claim.job.title}`}
                    onClick={() => decide.mutate({ id: claim._id, action: 'confirm' })}
                  >
                    {t('jobs.claims.confirm')}
                  </button>
                  <button
                    type="button"
                    className="jobs-button"
                    disabled={decide.isPending}
                    aria-label={`${t('jobs.claims.discard')}: ${claim.job.title}`}
                    onClick={() => decide.mutate({ id: claim._id, action: 'discard' })}
                  >
                    {t('jobs.claims.discard')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
