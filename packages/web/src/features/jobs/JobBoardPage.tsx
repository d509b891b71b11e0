// Issue 12 (decision 100, Screens): the public job board at /jobs. Search and filters (field,
// workplace, country, minimum education) live in the URL; published postings newest first,
// paged; an empty state, and an error with Try again instead of an endless spinner.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  employmentTypeLabels,
  postingStatusLabels,
  workplaceLabels,
} from '@talentpool/domain/jobs/labels';
import { jobsMessagesAr, jobsMessagesEn } from '@talentpool/domain/jobs/messages';
import { employmentTypes } from '@talentpool/domain/jobs/reach';
import { workplaces } from '@talentpool/domain/plain/jobs';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { hlOfEdu, professionalFields } from '@talentpool/domain/plain/profile';
import { Spinner } from '../../components/Spinner';
import { Pager } from '../../components/Pager';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { SelectField, TextField } from '../../components/Field';
import { useJobBoard, type BoardQuery } from './api';
import {
  boardFormOf,
  boardQueryOf,
  boardUrlParams,
  countryCodeOptions,
  countryNameOf,
  emptyBoardForm,
  salaryTextOf,
  type BoardForm,
} from './boardParams';

import './jobs.css';

const boardIntro = { en: jobsMessagesEn, ar: jobsMessagesAr };

export function JobBoardPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const applied = useMemo(() => boardFormOf(new URLSearchParams(urlKey)), [urlKey]);
  const query: BoardQuery = useMemo(() => boardQueryOf(new URLSearchParams(urlKey)), [urlKey]);
  const board = useJobBoard(query);

  const goToPage = (next: number) => {
    setSearchParams(boardUrlParams(applied, next));
    document.getElementById('board-results')?.focus();
  };
  const reset = () => setSearchParams(new URLSearchParams());
  // Issue 23: with no search or filter set, an empty board means nothing is published yet.
  const filtered = boardUrlParams(applied).toString() !== '';

  return (
    <section className="page jobs-page" aria-labelledby="board-title">
      <h1 id="board-title">{t('jobs.board.title')}</h1>
      {/* The domain's text, which the page the server writes shows too (decision 145). */}
      <p className="muted">{boardIntro[currentLanguage()]['jobs.page.boardIntro']}</p>
      <BoardFilters
        key={urlKey}
        initial={applied}
        onSubmit={(form) => setSearchParams(boardUrlParams(form))}
        onReset={reset}
        busy={board.isFetching}
      />
      {board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <div className="jobs-error" role="alert">
          <p>
            {t('jobs.board.loadFailed')}{' '}
            {board.error instanceof ApiError ? board.error.message : null}
          </p>
          <button type="button" className="primary" onClick={() => void board.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <section aria-labelledby="board-results" aria-busy={board.isFetching}>
          <div className="jobs-results-head">
            <h2 id="board-results" tabIndex={-1}>
              {t('jobs.board.results')}
            </h2>
            <p role="status">{t('jobs.board.count', { count: board.data.total })}</p>
          </div>
          {board.data.postings.length === 0 ? (
            filtered ? (
              <div className="jobs-empty">
                <h3>{t('jobs.board.emptyTitle')}</h3>
                <p>{t('jobs.board.emptyBody')}</p>
                <button type="button" className="jobs-button" onClick={reset}>
                  {t('jobs.board.reset')}
                </button>
              </div>
            ) : (
              <div className="jobs-empty">
                <h3>{t('jobs.board.noneTitle')}</h3>
                <p>{t('jobs.board.noneBody')}</p>
              </div>
            )
          ) : (
            <ul className="jobs-cards">
              {board.data.postings.map((posting) => (
                <li key={posting._id}>
                  <PostingCard posting={posting} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={board.data.page}
            total={board.data.total}
            pageSize={board.data.pageSize}
            onPage={goToPage}
            label={t('jobs.board.paging')}
          />
        </section>
      )}
    </section>
  );
}

function BoardFilters({
  initial,
  onSubmit,
  onReset,
  busy,
}: {
  initial: BoardForm;
  onSubmit: (form: BoardForm) => void;
  onReset: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [draft, setDraft] = useState<BoardForm>(initial);
  const set = (key: keyof BoardForm) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const selects = [
    { key: 'field', options: professionalFields.options(lang) },
    {
      key: 'workplace',
      options: workplaces.map((w) => ({ value: w, label: workplaceLabels.labelOf(w, lang) })),
    },
    { key: 'country', options: countryCodeOptions(lang) },
    { key: 'minEducation', options: hlOfEdu.options(lang) },
    {
      key: 'employmentType',
      options: employmentTypes.map((e) => ({
        value: e,
        label: employmentTypeLabels.labelOf(e, lang),
      })),
    },
    { key: 'hasSalary', options: [{ value: 'true', label: t('jobs.board.hasSalaryYes') }] },
  ] as const;
  return (
    <form
      className="jobs-filters"
      role="search"
      aria-label={t('jobs.board.searchLabel')}
      onSubmit={submit}
    >
      <TextField
        className="jobs-q"
        label={t('jobs.board.q')}
        type="search"
        name="q"
        maxLength={200}
        value={draft.q}
        onChange={(e) => set('q')(e.target.value)}
      />
      <div className="jobs-filter-grid">
        {selects.map(({ key, options }) => (
          <SelectField
            key={key}
            name={key}
            label={t(`jobs.board.${key}`)}
            options={options}
            placeholder={t('jobs.board.any')}
            value={draft[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ))}
      </div>
      <div className="jobs-actions">
        <button type="submit" className="primary" aria-busy={busy || undefined}>
          {t('jobs.board.search')}
        </button>
        <button
          type="button"
          className="jobs-button"
          onClick={() => {
            setDraft(emptyBoardForm);
            onReset();
          }}
        >
          {t('jobs.board.reset')}
        </button>
      </div>
    </form>
  );
}

export function PostingCard({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const place = [posting.city, countryNameOf(posting.country, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  return (
    <article className="jobs-card">
      <h3>
        <Link to={`/jobs/${posting._id}`}>
          <bdi>{posting.title}</bdi>
        </Link>
      </h3>
      <p className="jobs-company">
        <bdi>{posting.companyName}</bdi>
      </p>
      <ul className="jobs-tags">
        <li>{workplaceLabels.labelOf(posting.workplace, lang)}</li>
        {place ? <li>{place}</li> : null}
        <li>{professionalFields.labelOf(posting.field, lang)}</li>
        <li>{employmentTypeLabels.labelOf(posting.employmentType, lang)}</li>
        {posting.salary ? (
          <li>
            <bdi>{salaryTextOf(posting.salary, lang)}</bdi>
          </li>
        ) : null}
        {posting.status === 'closed' ? (
          <li className="jobs-tag-closed">{postingStatusLabels.labelOf('closed', lang)}</li>
        ) : null}
      </ul>
      {posting.publishedAt ? (
        <p className="muted jobs-small">
          {t('jobs.board.postedOn', { date: formatDate(posting.publishedAt, lang) })}
        </p>
      ) : null}
    </article>
  );
}
