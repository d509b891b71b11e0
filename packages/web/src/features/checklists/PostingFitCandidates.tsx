// Issue 40 (decision 275): Job Match ranks people for one of the company's postings. The recruiter
// picks a posting (a search box over the postings loaded so far, more loaded a page at a time),
// then sees the pool ranked by the domain's fit score to it: the same order and scores as
// GET /api/company/search?sort=fit&jobId=..., which Find candidates' "Fit to ..." also uses.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { professionalFields, yearsOfExp } from '@talentpool/domain/profile/enums';
import { Spinner } from '../../components/Spinner';
import { currentLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { setViewId } from '../../lib/session';
import { fitCandidatesPageSize, useCompanyPostings, usePostingFitCandidates } from './api';

/** Arabic letters compared without their hamza and taa-marbuta spellings, any letter case. */
const folded = (text: string) =>
  text.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي').trim();

export function PostingFitCandidates() {
  const { t } = useTranslation();
  const postings = useCompanyPostings();
  const [filter, setFilter] = useState('');
  const [jobId, setJobId] = useState('');
  const [page, setPage] = useState(1);
  const filterId = useId();
  const selectId = useId();
  const loaded = useMemo(
    () => postings.data?.pages.flatMap((p) => p.postings) ?? [],
    [postings.data],
  );
  const total = postings.data?.pages[0]?.total ?? 0;
  const shown = useMemo(() => {
    const words = folded(filter).split(/\s+/).filter(Boolean);
    return loaded.filter((p) => words.every((w) => folded(p.title).includes(w)));
  }, [loaded, filter]);
  const chosen = loaded.find((p) => p._id === jobId) ?? null;

  return (
    <section className="posting-fit" aria-labelledby="posting-fit-heading">
      <h2 id="posting-fit-heading">{t('checklists.postingFit.heading')}</h2>
      <p className="muted">{t('checklists.postingFit.intro')}</p>
      {postings.isPending ? (
        <Spinner />
      ) : postings.isError ? (
        <div role="alert" className="cl-inline-error">
          <p>
            {t('checklists.postingFit.postingsFailed')}{' '}
            {problemText(postings.error, currentLanguage())}
          </p>
          <button type="button" className="secondary" onClick={() => void postings.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : loaded.length === 0 ? (
        <p>
          {t('checklists.postingFit.noPostings')}{' '}
          <Link to="/CompanyView/Jobs/new">{t('checklists.postingFit.createPosting')}</Link>
        </p>
      ) : (
        <div className="posting-fit-picker">
          <label htmlFor={filterId}>{t('checklists.postingFit.filter')}</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-describedby={`${filterId}-count`}
          />
          <p id={`${filterId}-count`} className="muted" aria-live="polite">
            {t('checklists.postingFit.count', { shown: shown.length, total })}
          </p>
          <label htmlFor={selectId}>{t('checklists.postingFit.posting')}</label>
          <select
            id={selectId}
            value={jobId}
            onChange={(e) => {
              setJobId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('checklists.postingFit.choose')}</option>
            {/* The chosen posting stays in the list while a filter hides the others. */}
            {chosen && !shown.includes(chosen) && (
              <option value={chosen._id}>
                {chosen.title || t('checklists.postingFit.untitled')}
              </option>
            )}
            {shown.map((p) => (
              <option key={p._id} value={p._id}>
                {p.title || t('checklists.postingFit.untitled')}
              </option>
            ))}
          </select>
          {postings.hasNextPage && (
            <button
              type="button"
              className="secondary"
              disabled={postings.isFetchingNextPage}
              onClick={() => void postings.fetchNextPage()}
            >
              {t('checklists.postingFit.morePostings')}
            </button>
          )}
        </div>
      )}
      {jobId !== '' && (
        <RankedCandidates jobId={jobId} title={chosen?.title ?? ''} page={page} onPage={setPage} />
      )}
    </section>
  );
}

function RankedCandidates({
  jobId,
  title,
  page,
  onPage,
}: {
  jobId: string;
  title: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = usePostingFitCandidates(jobId, page);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div role="alert" className="cl-inline-error">
        <p>
          {t('checklists.postingFit.failed')} {problemText(query.error, lang)}
        </p>
        <button type="button" className="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { users, total, totalIsLowerBound } = query.data;
  const pages = Math.max(
    1,
    Math.ceil(total / fitCandidatesPageSize),
    totalIsLowerBound && users.length === fitCandidatesPageSize ? page + 1 : page,
  );
  if (users.length === 0) return <p>{t('checklists.postingFit.none')}</p>;
  return (
    <div className="posting-fit-results">
      <h3>{t('checklists.postingFit.rankedFor', { title })}</h3>
      <ol
        className="cl-candidate-list"
        start={(page - 1) * fitCandidatesPageSize + 1}
        data-testid="posting-fit-list"
      >
        {users.map((user) => (
          <li key={user._id} className="cl-candidate" data-user-id={user._id}>
            <Link
              to={`/viewProfile/${user._id}`}
              onClick={() => setViewId(user._id)}
              className="cl-candidate-name"
            >
              {user.name || user.email}
            </Link>
            <p className="posting-fit-score">
              {user.fit?.score === null || user.fit?.score === undefined
                ? t('checklists.postingFit.noScore')
                : t('checklists.postingFit.score', { score: user.fit.score })}
              {user.fit?.passes === false && (
                <strong className="posting-fit-fails"> {t('checklists.postingFit.fails')}</strong>
              )}
            </p>
            {user.fit && user.fit.reasons.length > 0 && (
              <ul className="posting-fit-reasons">
                {user.fit.reasons.slice(0, 3).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )}
            <p className="muted">
              {[
                user.jobPosition && professionalFields.labelOf(user.jobPosition, lang),
                user.yearsOfExp && yearsOfExp.labelOf(user.yearsOfExp, lang),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="cl-pager" aria-label={t('checklists.postingFit.pagination')}>
          <button
            type="button"
            className="secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('checklists.candidates.previous')}
          </button>
          <span>
            {totalIsLowerBound
              ? t('checklists.candidates.pageOnly', { page })
              : t('checklists.candidates.page', { page, pages })}
          </span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('checklists.candidates.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
