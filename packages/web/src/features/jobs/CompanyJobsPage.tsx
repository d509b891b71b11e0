// Issue 12 (decision 100, Screens): /CompanyView/Jobs, the company's own postings with their
// status and applicant counts, newest first; create, edit, publish, close and reopen; the
// measured accuracy of the fit ranking above them. Decision 110: a hiring manager's list holds
// the postings of their teams only (the server filters); New posting shows to a role the domain's
// policy lets create postings, the changes of a posting to a member who may manage it, and a
// role that may not work on postings (an interviewer) is told so instead of a failed list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { postingStatusLabels } from '@talentpool/domain/jobs/labels';
import { postingStatuses, type Posting, type PostingStatus } from '@talentpool/domain/jobs/schemas';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { SelectField } from '../../components/FormField';
import { AccuracyPanel } from './AccuracyPanel';
import { PostingApprovalState } from './PostingApprovalState';
import { useCompanyPostings, useSetPostingStatus } from './api';
import { Pager } from '../../components/Pager';
import { pageOf } from './boardParams';
import { useCanManagePosting } from './usePostingAccess';
import './jobs.css';

function statusOf(value: string | null): PostingStatus | '' {
  return (postingStatuses as readonly string[]).includes(value ?? '')
    ? (value as PostingStatus)
    : '';
}

export function CompanyJobsPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="postings.manage"
      title={t('jobs.company.title')}
      notAllowed={t('jobs.notAllowed.postings')}
      className="page jobs-page"
    >
      <CompanyJobs />
    </RequirePermission>
  );
}

function CompanyJobs() {
  const { t } = useTranslation();
  const canCreate = useCan('postings.create');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params);
  const postings = useCompanyPostings(status, page);

  const setFilter = (next: string) => {
    const p = new URLSearchParams();
    if (next) p.set('status', next);
    setParams(p);
  };

  return (
    <section className="page jobs-page" aria-labelledby="company-jobs-title">
      <div className="jobs-title-row">
        <h1 id="company-jobs-title">{t('jobs.company.title')}</h1>
        {canCreate ? (
          <Link to="/CompanyView/Jobs/new" className="jobs-button jobs-button-primary">
            {t('jobs.company.create')}
          </Link>
        ) : null}
      </div>
      <p className="muted">{t('jobs.company.intro')}</p>
      <div className="jobs-filter-inline">
        <SelectField
          name="status"
          label={t('jobs.company.filterStatus')}
          placeholder={t('jobs.company.all')}
          options={postingStatusLabels.options(currentLanguage())}
          value={status}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {postings.isPending ? (
        <Spinner />
      ) : postings.isError ? (
        <div className="jobs-error" role="alert">
          <p>{t('jobs.company.loadFailed')}</p>
          <button type="button" className="primary" onClick={() => void postings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : postings.data.postings.length === 0 ? (
        <div className="jobs-empty">
          <h2>{t('jobs.company.emptyTitle')}</h2>
          <p>{t('jobs.company.emptyBody')}</p>
          {canCreate ? (
            <Link to="/CompanyView/Jobs/new" className="jobs-button">
              {t('jobs.company.create')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="jobs-own-list" aria-busy={postings.isFetching}>
            {postings.data.postings.map((posting) => (
              <li key={posting._id}>
                <OwnPosting posting={posting} />
              </li>
            ))}
          </ul>
          <Pager
            page={postings.data.page}
            total={postings.data.total}
            pageSize={postings.data.pageSize}
            label={t('jobs.board.paging')}
            onPage={(next) => {
              const p = new URLSearchParams(params);
              p.set('page', String(next));
              setParams(p);
            }}
          />
        </>
      )}
      {/* Decision 300: after the postings. Above them, it grew from "Loading" to its figures
          once they arrived and pushed the list (and a press on "Pipeline") down 216 px. */}
      <AccuracyPanel />
    </section>
  );
}

function OwnPosting({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const setStatus = useSetPostingStatus();
  const [busy, setBusy] = useState(false);
  const canManage = useCanManagePosting(posting);
  const headingId = `posting-${posting._id}`;

  const pending = posting.approval?.status === 'pending';
  const change = (status: PostingStatus, done: string) => {
    setBusy(true);
    setStatus.mutate(
      { id: posting._id, status },
      {
        // Decision 271: a publish that needs approval comes back unpublished, its request pending.
        onSuccess: (answer) =>
          notify.success(
            status === 'published' &&
              answer.status !== 'published' &&
              answer.approval?.status === 'pending'
              ? t('jobs.approval.sent')
              : done,
          ),
        onError: (err) =>
          notify.error(
            err instanceof ApiError ? problemText(err, lang) : t('jobs.company.actionFailed'),
          ),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <article className="jobs-own" aria-labelledby={headingId}>
      <div className="jobs-own-head">
        <h2 id={headingId}>
          <Link to={`/CompanyView/Jobs/${posting._id}`}>
            <bdi>{posting.title}</bdi>
          </Link>
        </h2>
        <span className={`jobs-status jobs-status-${posting.status}`}>
          {postingStatusLabels.labelOf(posting.status, lang)}
        </span>
        {pending ? (
          <span className="jobs-status jobs-status-pending">
            {t('jobs.approval.status.pending')}
          </span>
        ) : null}
      </div>
      <p className="muted jobs-small">
        {t('jobs.company.applicants', { count: posting.applicantCount ?? 0 })}
        {' · '}
        {formatDate(posting.createdAt, lang)}
      </p>
      {posting.approval && posting.status !== 'published' ? (
        <PostingApprovalState approval={posting.approval} headingId={`${headingId}-approval`} />
      ) : null}
      <div className="jobs-actions">
        <Link to={`/CompanyView/Jobs/${posting._id}`} className="jobs-button">
          {t('jobs.company.pipeline')}
        </Link>
        {!canManage ? null : (
          <Link
            to={`/CompanyView/Jobs/${posting._id}/edit`}
            className="jobs-button"
            aria-label={`${t('jobs.company.edit')}: ${posting.title}`}
          >
            {t('jobs.company.edit')}
          </Link>
        )}
        {!canManage ? null : pending ? (
          <button
            type="button"
            className="jobs-button"
            disabled={busy}
            aria-label={`${t('jobs.approval.withdraw')}: ${posting.title}`}
            onClick={() => change(posting.status, t('jobs.approval.withdrawn'))}
          >
            {t('jobs.approval.withdraw')}
          </button>
        ) : posting.status === 'draft' ? (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => change('published', t('jobs.company.published'))}
          >
            {t('jobs.company.publish')}
          </button>
        ) : posting.status === 'published' ? (
          <button
            type="button"
            className="jobs-button"
            disabled={busy}
            onClick={() => change('closed', t('jobs.company.closedDone'))}
          >
            {t('jobs.company.close')}
          </button>
        ) : (
          <button
            type="button"
            className="jobs-button"
            disabled={busy}
            onClick={() => change('published', t('jobs.company.reopened'))}
          >
            {t('jobs.company.reopen')}
          </button>
        )}
      </div>
    </article>
  );
}
