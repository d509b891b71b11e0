// Issue 12 (decision 100, Screens): /Profile/Applications, the user's applications with the
// posting, company, stage and dates; withdrawing asks first and removes the application from
// the company's pipeline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { postingStatusLabels, stageLabels } from '@talentpool/domain/jobs/labels';
import { timeZoneLabel } from '@talentpool/domain/plain/clock';
import type { UserApplication } from '@talentpool/domain/jobs/schemas';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTimeIn } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useUserApplications, useWithdraw } from './api';
import { GuestClaims } from './GuestClaims';
import { pageOf } from './pageParam';
import { Pager } from '../../components/Pager';
import './jobs.css';

export function UserApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const applications = useUserApplications(page);
  return (
    <section className="page jobs-page" aria-labelledby="applications-title">
      <h1 id="applications-title">{t('jobs.applications.title')}</h1>
      <p className="muted">{t('jobs.applications.intro')}</p>
      <GuestClaims />
      {applications.isPending ? (
        <Spinner />
      ) : applications.isError ? (
        <div className="jobs-error" role="alert">
          <p>{t('jobs.applications.loadFailed')}</p>
          <button type="button" className="primary" onClick={() => void applications.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : applications.data.applications.length === 0 ? (
        <div className="jobs-empty">
          <h2>{t('jobs.applications.emptyTitle')}</h2>
          <p>{t('jobs.applications.emptyBody')}</p>
          <Link to="/jobs" className="jobs-button">
            {t('jobs.applications.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="jobs-own-list">
            {applications.data.applications.map((a) => (
              <li key={a._id}>
                <ApplicationItem application={a} />
              </li>
            ))}
          </ul>
          <Pager
            page={applications.data.page}
            total={applications.data.total}
            pageSize={applications.data.pageSize}
            label={t('jobs.board.paging')}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </section>
  );
}

function ApplicationItem({ application }: { application: UserApplication }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState(false);
  const headingId = `application-${application._id}`;
  return (
    <article className="jobs-own" aria-labelledby={headingId} data-testid="user-application">
      <div className="jobs-own-head">
        <h2 id={headingId}>
          <Link to={`/jobs/${application.jobId}`}>
            <bdi>{application.title}</bdi>
          </Link>
        </h2>
        <span className={`jobs-stage-badge jobs-stage-${application.stage}`}>
          {/* Decision 130: the posting's own name of the stage, else a default stage's. */}
          {application.stageName?.[lang] ?? stageLabels.labelOf(application.stage, lang)}
        </span>
      </div>
      <dl className="jobs-details">
        <div>
          <dt>{t('jobs.applications.colCompany')}</dt>
          <dd>{application.companyName}</dd>
        </div>
        <div>
          <dt>{t('jobs.applications.colApplied')}</dt>
          <dd>{formatDate(application.appliedAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('jobs.applications.colUpdated')}</dt>
          <dd>{formatDate(application.stageChangedAt, lang)}</dd>
        </div>
        {application.jobStatus === 'closed' ? (
          <div>
            <dt>{t('jobs.company.colStatus')}</dt>
            <dd>{postingStatusLabels.labelOf('closed', lang)}</dd>
          </div>
        ) : null}
      </dl>
      {/* Issue 46: the next interview, in its own time zone as the company set it, the zone named
          in the reader's language (decision 254: in Arabic its Arabic name and offset). */}
      {application.nextInterview ? (
        <div className="jobs-own-interview" data-testid="next-interview">
          <p>
            {t('seeker.applications.interview', {
              when: `${formatDateTimeIn(
                application.nextInterview.startsAt,
                application.nextInterview.timeZone,
                lang,
              )} (${timeZoneLabel(
                application.nextInterview.timeZone,
                lang,
                new Date(application.nextInterview.startsAt),
              )})`,
            })}
          </p>
          {application.nextInterview.location ? (
            <p>
              {t('seeker.applications.location', { place: application.nextInterview.location })}
            </p>
          ) : null}
          {application.nextInterview.videoUrl ? (
            <p>
              <a
                href={application.nextInterview.videoUrl}
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('seeker.applications.video')}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {application.history.length > 1 ? (
        <details className="jobs-own-history">
          <summary>{t('jobs.applications.history')}</summary>
          <ol>
            {application.history.map((event, i) => {
              // The stages by their names in the reader's language (decision 130); the key
              // only for a stage its posting no longer has.
              const name = (key: string, names: typeof event.toName) => names?.[lang] ?? key;
              return (
                <li key={`${event.at}-${i}`}>
                  <span>
                    {event.from
                      ? t('jobs.pipeline.historyItem', {
                          from: name(event.from, event.fromName),
                          to: name(event.to, event.toName),
                        })
                      : name(event.to, event.toName)}
                  </span>{' '}
                  <time className="muted" dateTime={event.at}>
                    {formatDate(event.at, lang)}
                  </time>
                </li>
              );
            })}
          </ol>
        </details>
      ) : null}
      {confirming ? (
        <div className="jobs-confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>
            {t('jobs.applications.withdrawConfirm', { title: application.title })}
          </p>
          <div className="jobs-actions">
            <button
              type="button"
              className="primary jobs-danger"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(application._id, {
                  onSuccess: () => notify.success(t('jobs.applications.withdrawn')),
                  onError: (err) => {
                    setConfirming(false);
                    notify.error(
                      err instanceof ApiError ? err.message : t('jobs.applications.withdrawFailed'),
                    );
                  },
                })
              }
            >
              {t('jobs.applications.withdrawYes')}
            </button>
            <button type="button" className="jobs-button" onClick={() => setConfirming(false)}>
              {t('jobs.applications.withdrawNo')}
            </button>
          </div>
        </div>
      ) : application.canWithdraw === false ? null : (
        <button
          type="button"
          className="jobs-button"
          aria-label={`${t('jobs.applications.withdraw')}: ${application.title}`}
          onClick={() => setConfirming(true)}
        >
          {t('jobs.applications.withdraw')}
        </button>
      )}
    </article>
  );
}
