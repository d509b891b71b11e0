// spec 2 (/Company/Filter) and spec 5 (Filter): 'Filter through users' with Job Position, Years
// of Experience, Highest Level of Education, Faculty and the two avatar pickers (personality type
// 0-3, leadership style 4-7), Search and Reset; only filled fields go into the query. The search
// lives in the URL (shareable, survives a reload). Result cards show name, e-mail link, field,
// experience, education, faculty and the two avatars; a card stores viewID and opens
// /viewProfile/{id}. Paging, an empty state and errors instead of the spec's endless spinner.
// Decision 110: for roles the domain's policy lets search candidates (anyone else is told so);
// the CSV export shows to roles that may export (candidates.export), and a refusal of the server
// (403) is said in a toast.
// decisions.md 13 (issue 21): the order is chosen in the results header (relevance, name, newest,
// or fit to one of the company's postings or saved description cards, with the fit score and its
// reasons on each card), and the words that matched are marked in each card's snippet, built as
// text nodes and <mark> elements (never HTML from the server).
// Decision 146 (issue 23): each card adds the candidate to a posting's pipeline, invites them to
// apply or takes a note, and the profile it opens leads back to these results.
// The form on screen is the page's state, not the URL's: changing the order searches with what is
// typed, paging keeps it on screen, and "Save these filters" saves it (what the person sees). Text
// people wrote (names, snippets) takes its own direction (dir="auto") on either language's page.
import {
  useCallback,
  useMemo,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchFilterKeys, type SearchResultUser } from '@talentpool/domain/company/search';
import { translate } from '@talentpool/domain/messages';
import { highlightSegments } from '@talentpool/domain/search/highlight';
import { isiTypes } from '@talentpool/domain/isi/types';
import {
  faculties,
  hlOfEdu,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
import { AddToPool } from '../../components/pools/AddToPool';
import { CandidateActions } from '../../components/candidateActions/CandidateActions';
import { profilePathFromResults } from '../../components/candidateActions/backToResults';
import { SavedSearches, type SavedFilters } from '../../components/pools/SavedSearches';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { setViewId } from '../../lib/session';
import { downloadCandidatesCsv, useCandidateSearch, useFitTargets, type SearchParams } from './api';
import { SelectField, TextField } from '../../components/FormField';
import { TypeAvatar } from './components/TypeAvatar';
import {
  emptySearchForm,
  pageOf,
  searchFormOf,
  sortValueOf,
  urlParamsOf,
  withSort,
  type SearchForm,
} from './searchParams';
import './company.css';

const resultsPageSize = 12;
export function CandidateFilterPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="candidates.search"
      title={t('company.filter.title')}
      notAllowed={t('company.notAllowed.search')}
      className="page company-page"
    >
      <CandidateFilter />
    </RequirePermission>
  );
}

function CandidateFilter() {
  const { t } = useTranslation();
  const canExport = useCan('candidates.export');
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const inUrl = useMemo(() => searchFormOf(new URLSearchParams(urlKey)), [urlKey]);
  // An order by fit needs exactly one posting or card (the domain refuses it otherwise): such a
  // link searches in the default order, and the Order select says why.
  const fitTargetMissing = inUrl.sort === 'fit' && !inUrl.jobId === !inUrl.cardId;
  const applied = useMemo(
    () => (fitTargetMissing ? withSort(inUrl, '') : inUrl),
    [inUrl, fitTargetMissing],
  );
  const page = pageOf(searchParams);
  const [exporting, setExporting] = useState(false);

  // What the form shows. A new page of the same search keeps what was typed and not yet searched;
  // another search in the URL (back/forward, a shared link, a saved search) replaces it.
  const searchKey = urlParamsOf(applied).toString();
  const [draft, setDraft] = useState<SearchForm>(applied);
  const [draftOf, setDraftOf] = useState(searchKey);
  if (draftOf !== searchKey) {
    setDraftOf(searchKey);
    setDraft(applied);
  }

  const query: SearchParams = useMemo(() => {
    const params = Object.fromEntries(urlParamsOf(applied, page));
    return { ...params, page: String(page), pageSize: String(resultsPageSize) };
  }, [applied, page]);
  const search = useCandidateSearch(query);

  // Decision 137: what a saved search keeps, the filters and the free text, as on screen.
  const savedFilters: SavedFilters = useMemo(
    () =>
      Object.fromEntries(
        [...searchFilterKeys, 'q' as const]
          .map((key) => [key, draft[key].trim()] as const)
          .filter(([, value]) => value !== ''),
      ),
    [draft],
  );
  const openSaved = useCallback(
    (filters: SavedFilters) => {
      const params = new URLSearchParams(filters);
      setDraft(searchFormOf(params));
      setSearchParams(params);
    },
    [setSearchParams],
  );
  const change = (key: keyof SearchForm, value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = () => setSearchParams(urlParamsOf(draft));
  const reset = () => {
    setDraft(emptySearchForm);
    setSearchParams(new URLSearchParams());
  };
  // A new order searches with the form as it is on screen, typed words and filters included.
  const sortBy = (value: string) => setSearchParams(urlParamsOf(withSort(draft, value)));
  const goToPage = (next: number) => {
    setSearchParams(urlParamsOf(applied, next));
    document.getElementById('results-title')?.focus();
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCandidatesCsv(query);
    } catch (err) {
      notify.error(
        err instanceof ApiError
          ? problemText(err, currentLanguage())
          : t('company.filter.exportFailed'),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="page company-page" aria-labelledby="filter-title">
      <h1 id="filter-title">{t('company.filter.title')}</h1>
      <p className="muted">{t('company.filter.intro')}</p>
      <FilterForm
        draft={draft}
        onChange={change}
        onSubmit={submit}
        onReset={reset}
        busy={search.isFetching}
      />
      <SavedSearches filters={savedFilters} openId={searchParams.get('saved')} onOpen={openSaved} />
      <Results
        search={search}
        sort={
          <SortSelect
            value={sortValueOf(applied)}
            onChange={sortBy}
            hint={fitTargetMissing ? translate('company.searchFitTarget', currentLanguage()) : null}
          />
        }
        onPage={goToPage}
        onReset={reset}
        onExport={canExport ? () => void exportCsv() : null}
        exporting={exporting}
      />
    </section>
  );
}

function FilterForm({
  draft,
  onChange,
  onSubmit,
  onReset,
  busy,
}: {
  draft: SearchForm;
  onChange: (key: keyof SearchForm, value: string) => void;
  onSubmit: () => void;
  onReset: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const set = (key: keyof SearchForm) => (value: string) => onChange(key, value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const lang = currentLanguage();
  const selects = [
    { key: 'jobPosition', options: professionalFields.options(lang) },
    { key: 'yearsOfExp', options: yearsOfExp.options(lang) },
    { key: 'HLOfEdu', options: hlOfEdu.options(lang) },
    { key: 'faculty', options: faculties.options(lang) },
  ] as const;
  return (
    <form
      className="filter-form"
      role="search"
      onSubmit={submit}
      aria-label={t('company.filter.title')}
    >
      <div className="field-grid">
        {selects.map(({ key, options }) => (
          <SelectField
            key={key}
            name={key}
            label={t(`company.filter.${key}`)}
            options={options}
            placeholder={t('company.filter.any')}
            value={draft[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ))}
      </div>
      <AvatarPicker
        name="iRes1"
        legend={t('company.filter.personalityType')}
        indexes={[0, 1, 2, 3]}
        value={draft.iRes1}
        onChange={set('iRes1')}
      />
      <AvatarPicker
        name="iRes2"
        legend={t('company.filter.leadershipStyle')}
        indexes={[4, 5, 6, 7]}
        value={draft.iRes2}
        onChange={set('iRes2')}
      />
      <TextField
        label={t('company.filter.q')}
        hint={t('company.filter.qHint')}
        type="search"
        name="q"
        maxLength={100}
        value={draft.q}
        onChange={(e) => set('q')(e.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button primary" aria-busy={busy || undefined}>
          {t('company.filter.search')}
        </button>
        <button type="button" className="button secondary" onClick={onReset}>
          {t('company.filter.reset')}
        </button>
      </div>
    </form>
  );
}

function AvatarPicker({
  name,
  legend,
  indexes,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  indexes: number[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const choices = [{ value: '', index: null as number | null }].concat(
    indexes.map((i) => ({ value: String(i), index: i })),
  );
  return (
    <fieldset className="avatar-picker">
      <legend>{legend}</legend>
      <div className="avatar-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="avatar-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.index === null ? (
              <span className="avatar-any">{t('company.filter.any')}</span>
            ) : (
              <TypeAvatar index={choice.index} size={44} />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SortSelect({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Why the order shown is not the one the link asked for. */
  hint: string | null;
}) {
  const { t } = useTranslation();
  const targets = useFitTargets();
  const untitled = t('company.filter.sortUntitled');
  const fitOptions = (kind: 'job' | 'card') =>
    (targets.data ?? [])
      .filter((target) => target.kind === kind)
      .map((target) => ({
        value: `${kind}:${target.id}`,
        label: t('company.filter.sortFitTo', { title: target.title || untitled }),
      }));
  return (
    <SelectField
      className="sort-select"
      name="sort"
      label={t('company.filter.sortLabel')}
      hint={hint ?? undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: t('company.filter.sortDefault') },
        { value: 'relevance', label: t('company.filter.sortRelevance') },
        { value: 'name', label: t('company.filter.sortName') },
        { value: 'newest', label: t('company.filter.sortNewest') },
      ]}
      groups={[
        { label: t('company.filter.sortFitJob'), options: fitOptions('job') },
        { label: t('company.filter.sortFitCard'), options: fitOptions('card') },
      ]}
    />
  );
}

function Results({
  search,
  sort,
  onPage,
  onReset,
  onExport,
  exporting,
}: {
  search: ReturnType<typeof useCandidateSearch>;
  /** The order select, shown above the results. */
  sort: ReactNode;
  onPage: (page: number) => void;
  onReset: () => void;
  /** Null for a role that may not export (candidates.export). */
  onExport: (() => void) | null;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  if (search.isPending) return <Spinner />;
  if (search.isError) {
    return (
      <div className="results-error" role="alert">
        <p>
          {t('company.filter.loadFailed')} {problemText(search.error, currentLanguage())}
        </p>
        <button type="button" className="button primary" onClick={() => void search.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  // The page of the results shown: while the next page loads, the one before stays on screen
  // (busy) and the pager still names it, not the page the address already asks for.
  const { users, total, totalIsLowerBound, pageSize, page } = search.data;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // A capped total (decision 092) is a lower bound: a full page means there may be a next one.
  const pages =
    totalIsLowerBound && users.length > 0
      ? Math.max(lastPage, users.length === pageSize ? page + 1 : page)
      : lastPage;
  // A page asked for beyond the last one (an old link, a shrunk search): say so, lead back.
  const pastEnd = users.length === 0 && total > 0 && page > lastPage;
  return (
    <section className="results" aria-labelledby="results-title" aria-busy={search.isFetching}>
      <div className="results-header">
        <h2 id="results-title" tabIndex={-1}>
          {t('company.filter.results')}
        </h2>
        <p role="status" className="result-count">
          {t(totalIsLowerBound ? 'company.filter.resultCountMore' : 'company.filter.resultCount', {
            count: total,
          })}
        </p>
        {total > 0 && onExport ? (
          <button
            type="button"
            className="button secondary"
            onClick={onExport}
            disabled={exporting}
          >
            {exporting ? t('company.filter.exporting') : t('company.filter.exportCsv')}
          </button>
        ) : null}
        {sort}
      </div>
      {pastEnd ? (
        <div className="empty-state">
          <h3>{t('company.filter.pastEndTitle', { page })}</h3>
          <p>{t('company.filter.pastEndBody', { count: lastPage })}</p>
          <button type="button" className="button primary" onClick={() => onPage(lastPage)}>
            {t('company.filter.pastEndLink', { page: lastPage })}
          </button>
        </div>
      ) : users.length === 0 ? (
        <div className="empty-state">
          <h3>{t('company.filter.emptyTitle')}</h3>
          <p>{t('company.filter.emptyBody')}</p>
          <button type="button" className="button secondary" onClick={onReset}>
            {t('company.filter.reset')}
          </button>
        </div>
      ) : (
        <ul className="candidate-cards">
          {users.map((user) => (
            <li key={user._id}>
              <CandidateCard user={user} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && !pastEnd ? (
        <nav className="pager" aria-label={t('company.filter.paging')}>
          <button
            type="button"
            className="button secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('company.filter.previous')}
          </button>
          <span>
            {totalIsLowerBound
              ? t('company.filter.pageOnly', { page })
              : t('company.filter.pageOf', { page, pages })}
          </span>
          <button
            type="button"
            className="button secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('company.filter.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function CandidateCard({ user }: { user: SearchResultUser }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  // Decision 146: the profile keeps the way back to these results (filters, order, page).
  const path = profilePathFromResults(user._id, useLocation().search);
  const open = () => {
    setViewId(user._id);
    void navigate(path);
  };
  // The whole card opens the profile; the e-mail link and the name link keep their own action.
  const onCardClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    open();
  };
  return (
    <article className="candidate-card" onClick={onCardClick}>
      <h3>
        <Link
          to={path}
          onClick={() => setViewId(user._id)}
          aria-label={t('company.filter.openProfile', { name: user.name })}
          dir="auto"
        >
          {user.name}
        </Link>
      </h3>
      {user.highlight && user.highlight.snippet ? (
        // The snippet's own first letter sets its direction: the label, in the page's language,
        // has a dir of its own, which dir="auto" skips (so would a marked word: marks have none).
        <p className="match-snippet" dir="auto">
          <span className="visually-hidden" dir={i18n.dir()}>
            {t('company.filter.matchedLabel')}{' '}
          </span>
          {highlightSegments(user.highlight.snippet, user.highlight.words).map((segment, i) =>
            segment.match ? <mark key={i}>{segment.text}</mark> : segment.text,
          )}
        </p>
      ) : null}
      {user.fit ? (
        <div className="fit-summary">
          <p className="fit-score">
            {user.fit.score === null
              ? t('company.filter.fitNone')
              : t('company.filter.fitScore', { score: user.fit.score })}
          </p>
          <ul className="fit-reasons">
            {user.fit.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl>
        <div>
          <dt>{t('company.filter.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${user.email}`} dir="ltr">
              {user.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('company.filter.fieldLabel')}</dt>
          <dd>{professionalFields.labelOf(user.jobPosition, lang)}</dd>
        </div>
        <div>
          <dt>{t('company.filter.experienceLabel')}</dt>
          <dd>{yearsOfExp.labelOf(user.yearsOfExp, lang)}</dd>
        </div>
        <div>
          <dt>{t('company.filter.educationLabel')}</dt>
          <dd>{hlOfEdu.labelOf(user.HLOfEdu, lang)}</dd>
        </div>
        <div>
          <dt>{t('company.filter.facultyLabel')}</dt>
          <dd>{faculties.labelOf(user.faculty, lang)}</dd>
        </div>
      </dl>
      <AddToPool userIds={[user._id]} name={user.name} />
      <CandidateActions userId={user._id} name={user.name} />
      <div className="card-avatars">
        {user.iRes1 !== null && isiTypes[user.iRes1] ? (
          <TypeAvatar index={user.iRes1} size={40} />
        ) : null}
        {user.iRes2 !== null && isiTypes[user.iRes2] ? (
          <TypeAvatar index={user.iRes2} size={40} />
        ) : null}
        {user.iRes1 === null && user.iRes2 === null ? (
          <span className="muted">{t('company.filter.noResult')}</span>
        ) : null}
      </div>
    </article>
  );
}
