// Issue 19, decision 120: /Company/Interviews (and /CompanyView/Interviews), every member's own
// interviews, upcoming or past, paged (listMyInterviews), times in the viewer's zone; and the
// private calendar feed (getCalendarFeed) to subscribe to, with copy and renew (renewCalendarFeed,
// after a confirmation: the old address stops working).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Modal } from '../../components/auth/Modal';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { answeredOnce } from '../../lib/answeredOnce';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { isolated } from '../../lib/writtenText';
import {
  myInterviewsPageSize,
  useCalendarFeed,
  useMyInterviews,
  useRenewCalendarFeed,
  type InterviewScope,
} from './api';
import { InterviewWhen } from './ApplicationInterviews';
import { browserTimeZone } from './time';
import { personName } from './types';
import './interviews.css';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function MyInterviewsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const scope: InterviewScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = pageOf(params.get('page'));
  const list = useMyInterviews(scope, page);
  const listRef = useRef<HTMLUListElement>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / myInterviewsPageSize)) : 1;

  const go = (next: { scope?: InterviewScope; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.scope ?? scope;
    if (s === 'past') query.set('scope', 'past');
    const p = next.scope ? 1 : (next.page ?? page);
    if (p > 1) query.set('page', String(p));
    setParams(query, { replace: true });
  };

  return (
    <section className="page interviews-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('interviews.mine.title')}</h1>
      <p className="muted">{t('interviews.mine.intro', { zone: browserTimeZone() })}</p>

      <div role="group" aria-label={t('interviews.mine.scopes')} className="interviews-toggle">
        {(['upcoming', 'past'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="secondary"
            aria-pressed={scope === s}
            onClick={() => go({ scope: s })}
          >
            {t(`interviews.mine.${s}`)}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert">
          <p>
            {t('interviews.mine.loadFailed')} {problemText(list.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <p aria-live="polite">
            {list.data.total === 0
              ? t(scope === 'past' ? 'interviews.mine.emptyPast' : 'interviews.mine.emptyUpcoming')
              : t('interviews.mine.total', { count: list.data.total })}
          </p>
          <ul
            className="interviews-mine"
            ref={listRef}
            tabIndex={-1}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {list.data.interviews.map((interview) => {
              const name = personName(interview.candidate);
              return (
                <li
                  key={interview._id}
                  className="interviews-item"
                  data-testid={`mine-${interview._id}`}
                >
                  <p>
                    <InterviewWhen interview={interview} />
                    {interview.status === 'cancelled' ? (
                      <span className="interviews-status interviews-status-cancelled">
                        {' '}
                        {t('interviews.section.cancelled')}
                      </span>
                    ) : null}
                  </p>
                  <p>
                    <strong>{t('interviews.mine.candidate', { name: isolated(name) })}</strong>{' '}
                    <span>
                      {t('interviews.mine.job', { title: isolated(interview.job.title) })}
                    </span>
                  </p>
                  {interview.location ? (
                    <p dir="auto">{t('interviews.section.place', { place: interview.location })}</p>
                  ) : null}
                  {interview.videoUrl ? (
                    <p>
                      <a href={interview.videoUrl} target="_blank" rel="noreferrer noopener">
                        {t('interviews.section.video')}
                      </a>
                    </p>
                  ) : null}
                  {interview.status === 'scheduled' ? (
                    <Link
                      className="interviews-button"
                      to={`/Company/Interviews/${interview._id}/scorecard`}
                      aria-label={t('interviews.mine.scorecardFor', { name })}
                    >
                      {t('interviews.mine.scorecard')}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className="interviews-paging" aria-label={t('interviews.mine.paging')}>
              <button
                type="button"
                className="secondary"
                disabled={page <= 1}
                onClick={() => {
                  go({ page: page - 1 });
                  listRef.current?.focus();
                }}
              >
                {t('interviews.mine.previous')}
              </button>
              <span aria-live="polite">{t('interviews.mine.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="secondary"
                disabled={page >= pages}
                onClick={() => {
                  go({ page: page + 1 });
                  listRef.current?.focus();
                }}
              >
                {t('interviews.mine.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}

      {/* Decision 300: under the list, once the list is there (the spinner giving way to it moved
          the feed's field and buttons). It loads meanwhile. */}
      <div hidden={!answeredOnce(list)}>
        <CalendarFeed />
      </div>
    </section>
  );
}

function CalendarFeed() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('interviews.feed.copied'));
    } catch {
      notify.error(t('interviews.feed.copyFailed'));
    }
  };

  const onRenew = async () => {
    setProblem(null);
    try {
      await renew.mutateAsync();
      notify.success(t('interviews.feed.renewed'));
    } catch (err) {
      setProblem(problemText(err, lang));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="interviews-feed interviews-box" aria-labelledby="feed-title">
      <h2 id="feed-title">{t('interviews.feed.title')}</h2>
      <p className="muted">{t('interviews.feed.intro')}</p>
      {feed.isPending ? (
        <Spinner />
      ) : feed.isError ? (
        <div role="alert">
          <p>
            {t('interviews.feed.loadFailed')} {problemText(feed.error, lang)}
          </p>
          <button type="button" className="secondary" onClick={() => void feed.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <TextField
            label={t('interviews.feed.label')}
            type="url"
            readOnly
            value={feed.data.url}
            onFocus={(e) => e.target.select()}
          />
          <div className="interviews-actions">
            <button type="button" className="primary" onClick={() => void copy(feed.data.url)}>
              {t('interviews.feed.copy')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(true)}>
              {t('interviews.feed.renew')}
            </button>
          </div>
        </>
      )}
      {problem ? (
        <p className="interviews-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <Modal message={t('interviews.feed.renewConfirm')} onClose={() => setConfirming(false)}>
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            {t('interviews.feed.renewNo')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={renew.isPending}
            onClick={() => void onRenew()}
          >
            {t('interviews.feed.renewYes')}
          </button>
        </Modal>
      ) : null}
    </section>
  );
}
