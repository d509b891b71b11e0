// Decision 120 (issue 24, decisions.md 15): /Operator, the operator console. Three sections as
// tabs (accounts, queues, operator log), the section and its filters in the URL. Accounts: search,
// paging, disable and enable with a reason and a confirmation. Queues: counts by queue and state,
// the jobs (failed ones first to look at) and retry. The operator log: every action, newest first.
// The server decides who is an operator on every call; this page only shows what it answers.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  jobStates,
  operatorAccountTypes,
  type JobState,
  type OperatorAccount,
  type OperatorAccountType,
  type OperatorJob,
} from '@talentpool/domain/operator/schemas';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { Modal } from '../../components/auth/Modal';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import {
  operatorPageSize,
  useOperatorAccounts,
  useOperatorAudit,
  useOperatorJobs,
  useOperatorQueueCounts,
  useOperatorSelf,
  useRetryJob,
  useSetAccountDisabled,
} from './api';
import './operator.css';

export const operatorTabs = ['accounts', 'queues', 'audit'] as const;
export type OperatorTab = (typeof operatorTabs)[number];

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The section and filters of the URL; anything malformed is left out rather than sent. */
export function stateOf(params: URLSearchParams) {
  const tab = params.get('tab') ?? '';
  const type = params.get('type') ?? '';
  const state = params.get('state') ?? '';
  return {
    tab: (operatorTabs as readonly string[]).includes(tab) ? (tab as OperatorTab) : 'accounts',
    page: pageOf(params.get('page')),
    q: (params.get('q') ?? '').slice(0, 100),
    type: (operatorAccountTypes as readonly string[]).includes(type)
      ? (type as OperatorAccountType)
      : undefined,
    name: (params.get('name') ?? '').slice(0, 100),
    state: (jobStates as readonly string[]).includes(state) ? (state as JobState) : undefined,
  };
}
type PageState = ReturnType<typeof stateOf>;

function Paging({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / operatorPageSize));
  if (pages <= 1) return null;
  return (
    <nav className="operator-paging" aria-label={t('operator.paging.label')}>
      <button
        type="button"
        className="secondary"
        onClick={() => onPage(Math.max(1, page - 1))}
        disabled={page <= 1}
      >
        {t('operator.paging.previous')}
      </button>
      <span aria-live="polite">{t('operator.paging.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="secondary"
        onClick={() => onPage(Math.min(pages, page + 1))}
        disabled={page >= pages}
      >
        {t('operator.paging.next')}
      </button>
    </nav>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div role="alert" className="operator-failed">
      <p>
        {t('operator.loadFailed')} {problemText(error, lang)}
      </p>
      <button type="button" className="primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The confirmation of a disable or enable, with the reason the operator log keeps. */
function ConfirmAccount({ account, onClose }: { account: OperatorAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const disable = account.disabledAt === null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useSetAccountDisabled();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ account, disable, reason });
      notify.success(
        t(disable ? 'operator.accounts.disabled' : 'operator.accounts.enabled', {
          email: account.email,
        }),
      );
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setError(problemText(err, lang));
      else notify.error(problemText(err, lang));
    }
  };
  return (
    <Modal
      message={t(disable ? 'operator.accounts.confirmDisable' : 'operator.accounts.confirmEnable', {
        email: account.email,
      })}
      tone={disable ? 'error' : 'info'}
      onClose={onClose}
    >
      <form className="operator-confirm" onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={t('operator.accounts.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          required
          maxLength={500}
          error={error}
        />
        <div className="operator-confirm-actions">
          <button type="button" className="secondary" onClick={onClose}>
            {t('operator.accounts.cancel')}
          </button>
          <button
            type="submit"
            className={disable ? 'danger' : 'primary'}
            disabled={change.isPending || reason.trim() === ''}
          >
            {t(disable ? 'operator.accounts.disable' : 'operator.accounts.enable')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AccountsSection({
  state,
  go,
}: {
  state: PageState;
  go: (next: Partial<PageState>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const accounts = useOperatorAccounts({ page: state.page, q: state.q, type: state.type });
  const [q, setQ] = useState(state.q);
  const [type, setType] = useState<string>(state.type ?? '');
  const [acting, setActing] = useState<OperatorAccount | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ page: 1, q: q.trim(), type: (type || undefined) as OperatorAccountType | undefined });
  };
  return (
    <>
      <form role="search" className="operator-filters" onSubmit={search}>
        <TextField
          label={t('operator.accounts.search')}
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label={t('operator.accounts.type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          placeholder={t('operator.accounts.anyType')}
          options={operatorAccountTypes.map((value) => ({
            value,
            label: t(`operator.accounts.types.${value}`),
          }))}
        />
        <button type="submit" className="primary">
          {t('operator.accounts.searchButton')}
        </button>
      </form>
      {accounts.isPending && <Spinner />}
      {accounts.isError && (
        <Failed error={accounts.error} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data && (
        <p className="operator-total" aria-live="polite">
          {accounts.data.total === 0
            ? t('operator.accounts.empty')
            : t('operator.accounts.total', { count: accounts.data.total })}
        </p>
      )}
      {accounts.data && accounts.data.accounts.length > 0 && (
        <div className="operator-table-wrap">
          <table className="operator-table" aria-busy={accounts.isFetching || undefined}>
            <caption className="visually-hidden">{t('operator.accounts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operator.accounts.email')}</th>
                <th scope="col">{t('operator.accounts.name')}</th>
                <th scope="col">{t('operator.accounts.kind')}</th>
                <th scope="col">{t('operator.accounts.created')}</th>
                <th scope="col">{t('operator.accounts.state')}</th>
                <th scope="col">{t('operator.accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.accounts.map((account) => (
                <tr key={`${account.type}:${account._id}`} data-account={account._id}>
                  <td dir="ltr" className="operator-email">
                    {account.email}
                  </td>
                  <td>{account.name ?? ''}</td>
                  <td>{t(`operator.accounts.types.${account.type}`)}</td>
                  <td>
                    <time dateTime={account.createdAt}>
                      {formatDateTime(account.createdAt, lang)}
                    </time>
                  </td>
                  <td>
                    {account.disabledAt
                      ? t('operator.accounts.disabledSince', {
                          date: formatDateTime(account.disabledAt, lang),
                        })
                      : t('operator.accounts.active')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={account.disabledAt ? 'secondary' : 'danger'}
                      aria-label={`${t(
                        account.disabledAt
                          ? 'operator.accounts.enable'
                          : 'operator.accounts.disable',
                      )} ${account.email}`}
                      onClick={() => setActing(account)}
                    >
                      {t(
                        account.disabledAt
                          ? 'operator.accounts.enable'
                          : 'operator.accounts.disable',
                      )}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {accounts.data && (
        <Paging page={state.page} total={accounts.data.total} onPage={(page) => go({ page })} />
      )}
      {acting && <ConfirmAccount account={acting} onClose={() => setActing(null)} />}
    </>
  );
}

function JobRow({ job }: { job: OperatorJob }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const retry = useRetryJob();
  const canRetry = job.state === 'failed';
  return (
    <tr data-job={job._id}>
      <td dir="ltr">{job.name}</td>
      <td>{t(`operator.queues.states.${job.state}`)}</td>
      <td>
        {job.createdAt ? (
          <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, lang)}</time>
        ) : null}
      </td>
      <td>{formatNumber(job.retryCount, lang)}</td>
      <td dir="ltr">{job.mail?.to ?? ''}</td>
      <td dir="auto">{job.mail?.subject ?? ''}</td>
      <td dir="ltr" className="operator-error">
        {job.error ?? ''}
      </td>
      <td>
        {canRetry && (
          <button
            type="button"
            className="secondary"
            disabled={retry.isPending}
            aria-label={`${t('operator.queues.retry')} ${job.mail?.to ?? job.name}`}
            onClick={() =>
              retry.mutate(job._id, {
                onSuccess: () => notify.success(t('operator.queues.retried')),
                onError: (err) => notify.error(problemText(err, lang)),
              })
            }
          >
            {t('operator.queues.retry')}
          </button>
        )}
      </td>
    </tr>
  );
}

function QueuesSection({
  state,
  go,
}: {
  state: PageState;
  go: (next: Partial<PageState>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counts = useOperatorQueueCounts();
  const jobs = useOperatorJobs({ page: state.page, name: state.name, state: state.state });
  const [name, setName] = useState(state.name);
  const [jobState, setJobState] = useState<string>(state.state ?? '');
  const names = [...new Set((counts.data?.queues ?? []).map((row) => row.name))].sort();
  const show = (event: FormEvent) => {
    event.preventDefault();
    go({ page: 1, name, state: (jobState || undefined) as JobState | undefined });
  };
  return (
    <>
      <h2>{t('operator.queues.counts')}</h2>
      {counts.isPending && <Spinner />}
      {counts.isError && <Failed error={counts.error} onRetry={() => void counts.refetch()} />}
      {counts.data && names.length === 0 && <p>{t('operator.queues.noJobs')}</p>}
      {counts.data && names.length > 0 && (
        <div className="operator-table-wrap">
          <table className="operator-table operator-counts">
            <caption className="visually-hidden">{t('operator.queues.countsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operator.queues.queue')}</th>
                {jobStates.map((value) => (
                  <th scope="col" key={value}>
                    {t(`operator.queues.states.${value}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {names.map((queue) => (
                <tr key={queue}>
                  <th scope="row" dir="ltr">
                    {queue}
                  </th>
                  {jobStates.map((value) => {
                    const count =
                      counts.data.queues.find((row) => row.name === queue && row.state === value)
                        ?.count ?? 0;
                    return (
                      <td
                        key={value}
                        className={value === 'failed' && count > 0 ? 'operator-bad' : ''}
                      >
                        {formatNumber(count, lang)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t('operator.queues.jobs')}</h2>
      <form className="operator-filters" onSubmit={show}>
        <SelectField
          label={t('operator.queues.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('operator.queues.anyName')}
          options={[...new Set([...names, ...(state.name ? [state.name] : [])])].map((value) => ({
            value,
            label: value,
          }))}
        />
        <SelectField
          label={t('operator.queues.state')}
          value={jobState}
          onChange={(event) => setJobState(event.target.value)}
          placeholder={t('operator.queues.anyState')}
          options={jobStates.map((value) => ({
            value,
            label: t(`operator.queues.states.${value}`),
          }))}
        />
        <button type="submit" className="primary">
          {t('operator.queues.show')}
        </button>
      </form>
      {jobs.isPending && <Spinner />}
      {jobs.isError && <Failed error={jobs.error} onRetry={() => void jobs.refetch()} />}
      {jobs.data && jobs.data.jobs.length === 0 && <p>{t('operator.queues.empty')}</p>}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <div className="operator-table-wrap">
          <table className="operator-table" aria-busy={jobs.isFetching || undefined}>
            <caption className="visually-hidden">{t('operator.queues.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operator.queues.name')}</th>
                <th scope="col">{t('operator.queues.state')}</th>
                <th scope="col">{t('operator.queues.created')}</th>
                <th scope="col">{t('operator.queues.attempts')}</th>
                <th scope="col">{t('operator.queues.recipient')}</th>
                <th scope="col">{t('operator.queues.subject')}</th>
                <th scope="col">{t('operator.queues.error')}</th>
                <th scope="col">{t('operator.accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((job) => (
                <JobRow key={job._id} job={job} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {jobs.data && (
        <Paging page={state.page} total={jobs.data.total} onPage={(page) => go({ page })} />
      )}
    </>
  );
}

function AuditSection({ state, go }: { state: PageState; go: (next: Partial<PageState>) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const audit = useOperatorAudit(state.page);
  return (
    <>
      {audit.isPending && <Spinner />}
      {audit.isError && <Failed error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && audit.data.events.length === 0 && <p>{t('operator.audit.empty')}</p>}
      {audit.data && audit.data.events.length > 0 && (
        <div className="operator-table-wrap">
          <table className="operator-table" aria-busy={audit.isFetching || undefined}>
            <caption className="visually-hidden">{t('operator.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operator.audit.time')}</th>
                <th scope="col">{t('operator.audit.operator')}</th>
                <th scope="col">{t('operator.audit.action')}</th>
                <th scope="col">{t('operator.audit.target')}</th>
                <th scope="col">{t('operator.audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.events.map((event) => (
                <tr key={event._id} data-event={event._id}>
                  <td>
                    <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
                  </td>
                  <td dir="ltr">{event.operatorEmail}</td>
                  <td>
                    {t(`operator.audit.actions.${event.action}`, { defaultValue: event.action })}
                  </td>
                  <td>
                    <span>
                      {event.target.type === 'user' || event.target.type === 'company'
                        ? t(`operator.accounts.types.${event.target.type}`)
                        : event.target.type}
                    </span>{' '}
                    <span dir="ltr" className="operator-id">
                      {typeof event.details.email === 'string'
                        ? event.details.email
                        : event.target.id}
                    </span>
                  </td>
                  <td dir="auto">
                    {typeof event.details.reason === 'string' ? event.details.reason : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.data && (
        <Paging page={state.page} total={audit.data.total} onPage={(page) => go({ page })} />
      )}
    </>
  );
}

export function OperatorPage() {
  const { t } = useTranslation();
  const self = useOperatorSelf();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const go = (next: Partial<PageState>) => {
    const merged = { ...state, ...next };
    const query = new URLSearchParams();
    if (merged.tab !== 'accounts') query.set('tab', merged.tab);
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.tab === 'accounts' && merged.q) query.set('q', merged.q);
    if (merged.tab === 'accounts' && merged.type) query.set('type', merged.type);
    if (merged.tab === 'queues' && merged.name) query.set('name', merged.name);
    if (merged.tab === 'queues' && merged.state) query.set('state', merged.state);
    setParams(query);
  };
  const openTab = (tab: OperatorTab) =>
    go({ tab, page: 1, q: '', type: undefined, name: '', state: undefined });

  // The tablist pattern: arrows move between tabs (in reading order, so mirrored in Arabic by the
  // browser's own direction of the row), Home and End to the first and last.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    let next = index + step;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = operatorTabs.length - 1;
    if (next === index && step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const wrapped = (next + operatorTabs.length) % operatorTabs.length;
    tabs.current[wrapped]?.focus();
    openTab(operatorTabs[wrapped] ?? 'accounts');
  };

  if (self.isPending) return <Spinner />;
  if (self.isError || !self.data.operator) {
    return (
      <section className="page operator-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('operator.title')}</h1>
        {self.isError ? (
          <Failed error={self.error} onRetry={() => void self.refetch()} />
        ) : (
          <p role="alert">{t('operator.notAllowed')}</p>
        )}
      </section>
    );
  }

  return (
    <section className="page operator-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('operator.title')}</h1>
      <p className="muted">{t('operator.intro')}</p>
      <div role="tablist" aria-label={t('operator.tabs.label')} className="operator-tabs">
        {operatorTabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`operator-tab-${tab}`}
            aria-selected={state.tab === tab}
            aria-controls="operator-panel"
            tabIndex={state.tab === tab ? 0 : -1}
            onClick={() => openTab(tab)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`operator.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="operator-panel"
        aria-labelledby={`operator-tab-${state.tab}`}
        className="operator-panel"
      >
        {state.tab === 'accounts' && (
          <AccountsSection key={`${state.q}|${state.type ?? ''}`} state={state} go={go} />
        )}
        {state.tab === 'queues' && (
          <QueuesSection key={`${state.name}|${state.state ?? ''}`} state={state} go={go} />
        )}
        {state.tab === 'audit' && <AuditSection state={state} go={go} />}
      </div>
    </section>
  );
}
