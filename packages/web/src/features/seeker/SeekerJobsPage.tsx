// Issue 46, decisions.md 23: /Profile/Jobs, the job seeker's home of jobs: recommended jobs with
// the fit seen from their side (what fits, the must-haves they miss), saved jobs, and job alerts
// (a saved search mailed daily). A lazy route: the job board and the landing pages do not load it.
import { startTransition, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workplaceLabels } from '@talentpool/domain/jobs/labels';
import { countryList, professionalFields } from '@talentpool/domain/plain/profile';
import { workplaces } from '@talentpool/domain/plain/jobs';
import { alertDescription } from '@talentpool/domain/seeker/alertDescription';
import type { JobAlertInput, SeekerJob } from '@talentpool/domain/seeker/schemas';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { ApiError } from '../../lib/api';
import {
  firstRecommendedPage,
  useCreateJobAlert,
  useDeleteJobAlert,
  useJobAlerts,
  useRecommendedJobs,
  useSavedJobs,
  useSeekerNotifications,
  useSetSeekerNotifications,
  useToggleSavedJob,
} from './api';
import './seeker.css';

/**
 * What a failed call says: the server's words, already in the page's language (the API client
 * sends it). Not lib/problemText: its tables of every message would load with this page (49 KB
 * compressed, Lighthouse's blocking time).
 */
function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const reasons = Object.values(error.fields);
    return reasons.length > 0 ? reasons.join(' ') : error.message;
  }
  return fallback;
}

function place(job: SeekerJob, lang: 'en' | 'ar'): string {
  const country = countryList.find((c) => c.code === job.country);
  return [job.city, country ? (lang === 'ar' ? country.nameAr : country.name) : '']
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}

function SaveButton({ jobId, saved }: { jobId: string; saved: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleSavedJob();
  return (
    <button
      type="button"
      className="secondary"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ jobId, save: !saved })}
    >
      {saved ? t('seeker.home.unsave') : t('seeker.home.save')}
    </button>
  );
}

function Recommended({ savedIds }: { savedIds: Set<string> }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [pageSize, setPageSize] = useState(firstRecommendedPage);
  const recommended = useRecommendedJobs(pageSize);
  // The list's room is kept while it loads: the sections below it do not jump down (CLS).
  if (recommended.isPending) {
    return (
      <div className="seeker-loading">
        <Spinner />
      </div>
    );
  }
  if (recommended.isError) {
    return <p role="alert">{failure(recommended.error, t('seeker.home.failed'))}</p>;
  }
  const { jobs, total } = recommended.data;
  if (jobs.length === 0) return <p className="muted">{t('seeker.home.recommendedEmpty')}</p>;
  return (
    <>
      <ol className="seeker-jobs">
        {jobs.map(({ job, fit, reasons, missing }) => (
          <li key={job._id} className="seeker-job" data-testid="recommended-job">
            <div className="seeker-job-head">
              <h3>
                <Link to={`/jobs/${job._id}`}>
                  <bdi>{job.title}</bdi>
                </Link>
              </h3>
              <span className="seeker-fit" data-fit={fit}>
                {t('seeker.home.fit', { score: fit })}
              </span>
            </div>
            <p className="muted">
              <bdi>{job.companyName}</bdi>
              {place(job, lang) ? ` · ${place(job, lang)}` : ''} ·{' '}
              {workplaceLabels.labelOf(job.workplace, lang)}
            </p>
            {missing.length > 0 ? (
              <ul className="seeker-missing" aria-label={t('seeker.match.missing')}>
                {missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : null}
            <details>
              <summary>{t('seeker.match.fits')}</summary>
              <ul className="seeker-reasons">
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </details>
            <div className="seeker-actions">
              <Link className="button primary" to={`/jobs/${job._id}`}>
                {t('seeker.home.open')}
              </Link>
              <SaveButton jobId={job._id} saved={savedIds.has(job._id)} />
            </div>
          </li>
        ))}
      </ol>
      {total > jobs.length ? (
        <button type="button" className="secondary" onClick={() => setPageSize(50)}>
          {t('seeker.home.more')}
        </button>
      ) : null}
    </>
  );
}

/** Decision 278: the weekly mail of recommended jobs, on or off (saved at once). */
function WeeklyMail() {
  const { t } = useTranslation();
  const settings = useSeekerNotifications();
  const save = useSetSeekerNotifications();
  // The choice shows at once; an error puts the stored one back and says why.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!settings.data) return null;
  return (
    <label className="seeker-weekly">
      <input
        type="checkbox"
        checked={chosen ?? settings.data.recommendations}
        disabled={save.isPending}
        onChange={(e) => {
          const recommendations = e.target.checked;
          setChosen(recommendations);
          save.mutate(
            { recommendations },
            {
              onSuccess: (answer) =>
                notify.success(
                  t(
                    answer.recommendations
                      ? 'seeker.home.weeklyMailOn'
                      : 'seeker.home.weeklyMailOff',
                  ),
                ),
              onError: (error) => {
                setChosen(null);
                notify.error(failure(error, t('seeker.home.failed')));
              },
            },
          );
        }}
      />{' '}
      {t('seeker.home.weeklyMail')}
    </label>
  );
}

function Alerts() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const alerts = useJobAlerts();
  const create = useCreateJobAlert();
  const remove = useDeleteJobAlert();
  const [input, setInput] = useState<JobAlertInput>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(input, {
      onSuccess: () => {
        notify.success(t('seeker.home.alertCreated'));
        setInput({});
      },
      onError: (error) => notify.error(failure(error, t('seeker.home.failed'))),
    });
  };
  // One collator for the ~250 names (localeCompare with a locale builds one per comparison).
  const countries = useMemo(() => {
    const collator = new Intl.Collator(lang);
    return countryList
      .map((c) => ({ value: c.code, label: lang === 'ar' ? c.nameAr : c.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [lang]);
  const fieldOptions = useMemo(() => professionalFields.options(lang), [lang]);
  return (
    <section className="seeker-section" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t('seeker.home.alerts')}</h2>
      <WeeklyMail />
      <p className="muted">{t('seeker.home.alertsHint')}</p>
      <form className="seeker-alert-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="alert-q"
          name="q"
          label={t('seeker.home.alertQ')}
          value={input.q ?? ''}
          onChange={(e) => setInput({ ...input, q: e.target.value })}
        />
        <SelectField
          id="alert-field"
          name="field"
          label={t('seeker.home.alertField')}
          placeholder={t('seeker.home.any')}
          options={fieldOptions}
          value={input.field ?? ''}
          onChange={(e) =>
            setInput({ ...input, field: (e.target.value || undefined) as JobAlertInput['field'] })
          }
        />
        <SelectField
          id="alert-country"
          name="country"
          label={t('seeker.home.alertCountry')}
          placeholder={t('seeker.home.any')}
          options={countries}
          value={input.country ?? ''}
          onChange={(e) => setInput({ ...input, country: e.target.value || undefined })}
        />
        <TextField
          id="alert-city"
          name="city"
          label={t('seeker.home.alertCity')}
          value={input.city ?? ''}
          onChange={(e) => setInput({ ...input, city: e.target.value })}
        />
        <SelectField
          id="alert-workplace"
          name="workplace"
          label={t('seeker.home.alertWorkplace')}
          placeholder={t('seeker.home.any')}
          options={workplaces.map((w) => ({ value: w, label: workplaceLabels.labelOf(w, lang) }))}
          value={input.workplace ?? ''}
          onChange={(e) =>
            setInput({
              ...input,
              workplace: (e.target.value || undefined) as JobAlertInput['workplace'],
            })
          }
        />
        <div className="seeker-actions">
          <button type="submit" className="primary" disabled={create.isPending}>
            {t('seeker.home.createAlert')}
          </button>
        </div>
      </form>
      {alerts.data && alerts.data.alerts.length === 0 ? (
        <p className="muted">{t('seeker.home.alertsEmpty')}</p>
      ) : null}
      <ul className="seeker-alerts">
        {alerts.data?.alerts.map((alert) => (
          <li key={alert._id} data-testid="job-alert">
            <span>{alertDescription(alert, lang, t('seeker.home.allJobs'))}</span>{' '}
            <button
              type="button"
              className="link-button danger"
              onClick={() => remove.mutate(alert._id)}
            >
              {t('seeker.home.deleteAlert')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * True from the page's second commit on. The alerts' form, below the fold with its ~250 countries,
 * renders then, in a task of its own: the page's first frame (over the server's, decision 285) is
 * a shorter task on a phone's main thread (Total Blocking Time).
 */
function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}

export function SeekerJobsPage() {
  const { t } = useTranslation();
  const afterFirstFrame = useAfterFirstFrame();
  const lang = currentLanguage();
  const saved = useSavedJobs();
  const savedIds = new Set(saved.data?.jobs.map((s) => s.job._id) ?? []);
  return (
    <section className="page seeker-page" aria-labelledby="seeker-title">
      <h1 id="seeker-title">{t('seeker.home.title')}</h1>
      {/* What the page holds; with the heading, the first frame the server paints (decision 285). */}
      <p className="muted">{t('seeker.home.intro')}</p>
      {/* Headings in order (axe's heading-order): the page, its three sections, then each job. */}
      <section className="seeker-section" aria-labelledby="recommended-title">
        <h2 id="recommended-title">{t('seeker.home.recommended')}</h2>
        <Recommended savedIds={savedIds} />
      </section>
      <section className="seeker-section" aria-labelledby="saved-title">
        <h2 id="saved-title">{t('seeker.home.savedJobs')}</h2>
        {saved.data && saved.data.jobs.length === 0 ? (
          <p className="muted">{t('seeker.home.savedEmpty')}</p>
        ) : null}
        <ul className="seeker-saved">
          {saved.data?.jobs.map(({ job }) => (
            <li key={job._id} data-testid="saved-job">
              <Link to={`/jobs/${job._id}`}>
                <bdi>{job.title}</bdi>
              </Link>{' '}
              <span className="muted">
                · <bdi>{job.companyName}</bdi>
                {place(job, lang) ? ` · ${place(job, lang)}` : ''}
              </span>{' '}
              <SaveButton jobId={job._id} saved />
            </li>
          ))}
        </ul>
      </section>
      {afterFirstFrame ? <Alerts /> : null}
    </section>
  );
}
