// Issue 20, decision 130 (Reports) and decision 134: /Company/Reports. The hiring report of one
// posting or of the company over a date range: the funnel, the days in each stage, time to hire
// and offers, sources and reject reasons. Each chart is drawn for the eye only (aria-hidden); the
// table under it holds the same figures for everyone, and each table downloads as CSV. The range
// and the posting live in the URL, so a reload or a shared link keeps them. Numbers and dates per
// decision 071; the range is chosen as day, month by name and year (DayField, decision 161).
// Owners, admins, recruiters; a hiring manager for the postings of their teams.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@talentpool/domain/members/policy';
import { errorMessage, translate } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/plain/language';
import {
  hiringReportQuerySchema,
  type HiringReport,
  type ReportTable,
} from '@talentpool/domain/reports/schemas';
import { SelectField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDay, formatNumber, formatPercent } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useCurrentMember, useMember } from '../../lib/member';
import { DayField } from './DayField';
import { downloadReportCsv, useHiringReport, useReportPostings, type ReportFilters } from './api';
import { FairnessReport } from './FairnessReport';
import './reports.css';

const day = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the URL; anything malformed is left out (the server's defaults apply). */
export function reportFiltersOf(params: URLSearchParams): ReportFilters {
  const jobId = params.get('jobId') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    jobId: uuid.test(jobId) ? jobId : undefined,
    from: day.test(from) ? from : undefined,
    to: day.test(to) ? to : undefined,
  };
}

function failureText(err: unknown, lang: Language): string {
  return err instanceof ApiError ? err.message : errorMessage('INTERNAL', lang);
}

const days = (value: number | null, lang: Language, none: string) =>
  value === null ? none : formatNumber(value, lang);

function Filters({
  filters,
  report,
  onApply,
}: {
  filters: ReportFilters;
  report: HiringReport | undefined;
  onApply: (filters: ReportFilters) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const postings = useReportPostings();
  const [jobId, setJobId] = useState(filters.jobId ?? '');
  const [chosenFrom, setFrom] = useState(filters.from ?? '');
  const [chosenTo, setTo] = useState(filters.to ?? '');
  // Until a date is chosen the form shows the range the report covers (the default when the URL
  // names none), which may arrive after the form: a posting picked meanwhile stays picked.
  const from = chosenFrom || report?.from || '';
  const to = chosenTo || report?.to || '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hiringReportQuerySchema.safeParse({ jobId, from, to });
    if (!parsed.success) {
      // What was typed stays; the fields say what is wrong.
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            translate(issue.message, lang),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    onApply(parsed.data);
  };
  return (
    <form className="reports-filters" aria-label={t('reports.filters.label')} onSubmit={submit}>
      <SelectField
        label={t('reports.filters.posting')}
        value={jobId}
        onChange={(event) => setJobId(event.target.value)}
        placeholder={t('reports.filters.allPostings')}
        error={errors.jobId}
        options={(postings.data?.postings ?? []).map((p) => ({ value: p._id, label: p.title }))}
      />
      <DayField
        label={t('reports.filters.from')}
        value={from}
        onChange={setFrom}
        error={errors.from}
        lang={lang}
      />
      <DayField
        label={t('reports.filters.to')}
        value={to}
        onChange={setTo}
        error={errors.to}
        lang={lang}
      />
      <button type="submit" className="primary">
        {t('reports.filters.apply')}
      </button>
    </form>
  );
}

/** Horizontal bars for the eye; the table beside it is the accessible form of the same figures. */
function Bars({ rows }: { rows: { label: string; value: number; text: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <div className="reports-bars" aria-hidden="true">
      {rows.map((row, i) => (
        <div className="reports-bar-row" key={`${row.label}-${i}`}>
          <span className="reports-bar-label">{row.label}</span>
          <span className="reports-bar-track">
            <span
              className="reports-bar"
              style={{ inlineSize: `${Math.round((row.value / max) * 100)}%` }}
            />
          </span>
          <span className="reports-bar-value">{row.text}</span>
        </div>
      ))}
    </div>
  );
}

function Section({
  id,
  title,
  table,
  filters,
  chart,
  children,
  empty,
}: {
  id: string;
  title: string;
  table?: ReportTable;
  filters: ReportFilters;
  chart?: ReactNode;
  children: ReactNode;
  empty?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!table) return;
    setBusy(true);
    try {
      await downloadReportCsv(table, filters);
    } catch (err) {
      notify.error(failureText(err, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <div className="reports-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {table && (
          <button
            type="button"
            className="secondary"
            onClick={() => void download()}
            disabled={busy}
          >
            {t('reports.download', { table: title })}
          </button>
        )}
      </div>
      {empty ? (
        <p className="muted">{t('reports.empty')}</p>
      ) : (
        <>
          {chart}
          <div className="reports-table-wrap">{children}</div>
        </>
      )}
    </section>
  );
}

function Report({ report, filters }: { report: HiringReport; filters: ReportFilters }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const none = t('reports.none');
  const number = (n: number) => formatNumber(n, lang);
  const anyEntered = report.funnel.some((r) => r.entered > 0);
  return (
    <>
      <p className="reports-range" aria-live="polite">
        {t('reports.range', { from: formatDay(report.from, lang), to: formatDay(report.to, lang) })}
      </p>

      <Section
        id="reports-funnel"
        title={t('reports.funnel.title')}
        table="funnel"
        filters={filters}
        empty={!anyEntered}
        chart={
          <Bars
            rows={report.funnel.map((r) => ({
              label: r.name[lang],
              value: r.entered,
              text: number(r.entered),
            }))}
          />
        }
      >
        <table className="reports-table">
          <caption className="visually-hidden">{t('reports.funnel.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.stage')}</th>
              <th scope="col">{t('reports.funnel.entered')}</th>
              <th scope="col">{t('reports.funnel.movedOn')}</th>
              <th scope="col">{t('reports.funnel.current')}</th>
              <th scope="col">{t('reports.funnel.conversion')}</th>
            </tr>
          </thead>
          <tbody>
            {report.funnel.map((r) => (
              <tr key={r.stage}>
                <th scope="row">{r.name[lang]}</th>
                <td>{number(r.entered)}</td>
                <td>{number(r.movedOn)}</td>
                <td>{number(r.current)}</td>
                <td>{r.conversion === null ? none : formatPercent(r.conversion, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="reports-days"
        title={t('reports.days.title')}
        table="stageDays"
        filters={filters}
        empty={report.stageDays.every((r) => r.count === 0)}
        chart={
          <Bars
            rows={report.stageDays
              .filter((r) => r.count > 0)
              .map((r) => ({
                label: r.name[lang],
                value: r.median ?? 0,
                text: t('reports.days.value', { days: days(r.median, lang, none) }),
              }))}
          />
        }
      >
        <table className="reports-table">
          <caption className="visually-hidden">{t('reports.days.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.stage')}</th>
              <th scope="col">{t('reports.days.median')}</th>
              <th scope="col">{t('reports.days.p75')}</th>
              <th scope="col">{t('reports.days.count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.stageDays.map((r) => (
              <tr key={r.stage}>
                <th scope="row">{r.name[lang]}</th>
                <td>{days(r.median, lang, none)}</td>
                <td>{days(r.p75, lang, none)}</td>
                <td>{number(r.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="reports-hires" title={t('reports.hires.title')} filters={filters}>
        <dl className="reports-figures">
          <div>
            <dt>{t('reports.hires.timeToHire')}</dt>
            <dd>
              {report.timeToHire.count === 0
                ? none
                : t('reports.hires.timeToHireValue', {
                    median: days(report.timeToHire.median, lang, none),
                    p75: days(report.timeToHire.p75, lang, none),
                    count: report.timeToHire.count,
                  })}
            </dd>
          </div>
          <div>
            <dt>{t('reports.hires.offersMade')}</dt>
            <dd>{number(report.offers.made)}</dd>
          </div>
          <div>
            <dt>{t('reports.hires.offersAccepted')}</dt>
            <dd>{number(report.offers.accepted)}</dd>
          </div>
          {/* Issue 41: from the offer records. */}
          <div>
            <dt>{t('reports.hires.offersDeclined')}</dt>
            <dd>{number(report.offers.declined)}</dd>
          </div>
          <div>
            <dt>{t('reports.hires.offerAnswerDays')}</dt>
            <dd>
              {report.offers.answerDays.count === 0
                ? none
                : t('reports.hires.offerAnswerDaysValue', {
                    median: days(report.offers.answerDays.median, lang, none),
                    p75: days(report.offers.answerDays.p75, lang, none),
                    count: report.offers.answerDays.count,
                  })}
            </dd>
          </div>
        </dl>
      </Section>

      <Section
        id="reports-sources"
        title={t('reports.sources.title')}
        table="sources"
        filters={filters}
        empty={report.sources.length === 0}
        chart={
          <Bars
            rows={report.sources.map((r) => ({
              label: t(`reports.sources.names.${r.source}`, { defaultValue: r.source }),
              value: r.applications,
              text: number(r.applications),
            }))}
          />
        }
      >
        <table className="reports-table">
          <caption className="visually-hidden">{t('reports.sources.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.sources.source')}</th>
              <th scope="col">{t('reports.sources.applications')}</th>
              <th scope="col">{t('reports.sources.hired')}</th>
            </tr>
          </thead>
          <tbody>
            {report.sources.map((r) => (
              <tr key={r.source}>
                <th scope="row">
                  {t(`reports.sources.names.${r.source}`, { defaultValue: r.source })}
                </th>
                <td>{number(r.applications)}</td>
                <td>{number(r.hired)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="reports-reasons"
        title={t('reports.reasons.title')}
        table="rejectReasons"
        filters={filters}
        empty={report.rejectReasons.length === 0}
        chart={
          <Bars
            rows={report.rejectReasons.map((r) => ({
              label: r.name[lang],
              value: r.count,
              text: number(r.count),
            }))}
          />
        }
      >
        <table className="reports-table">
          <caption className="visually-hidden">{t('reports.reasons.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.reasons.reason')}</th>
              <th scope="col">{t('reports.reasons.count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rejectReasons.map((r) => (
              <tr key={r.reasonId ?? 'none'}>
                <th scope="row">{r.name[lang]}</th>
                <td>{number(r.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}

export function ReportsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const viewer = useMember();
  const current = useCurrentMember();
  const allowed = viewer !== null && can(viewer.role, 'reports.read');
  const [params, setParams] = useSearchParams();
  const filters = reportFiltersOf(params);
  const report = useHiringReport(filters);

  const heading = (
    <>
      <h1 id="page-title">{t('reports.title')}</h1>
      <p className="muted">{t('reports.intro')}</p>
    </>
  );
  if (!viewer) {
    return current.isError ? (
      <section className="page reports-page" aria-labelledby="page-title">
        {heading}
        <p role="alert">{failureText(current.error, lang)}</p>
      </section>
    ) : (
      <Spinner />
    );
  }
  if (!allowed) {
    return (
      <section className="page reports-page" aria-labelledby="page-title">
        {heading}
        <p role="alert">{t('reports.notAllowed')}</p>
      </section>
    );
  }
  const apply = (next: ReportFilters) => {
    const query = new URLSearchParams();
    if (next.jobId) query.set('jobId', next.jobId);
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    setParams(query);
  };
  return (
    <section className="page reports-page" aria-labelledby="page-title">
      {heading}
      <Filters
        // The URL changed (Show, back, forward): the form shows what is applied. Not when the
        // report arrives: that remounted the form and lost a posting picked before it came.
        key={`${filters.jobId ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`}
        filters={filters}
        report={report.data}
        onApply={apply}
      />
      {report.isPending && <Spinner />}
      {report.isError && (
        <div role="alert" className="reports-failed">
          <p>
            {t('reports.loadFailed')} {failureText(report.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {report.data && (
        <div aria-busy={report.isFetching || undefined}>
          <Report report={report.data} filters={filters} />
        </div>
      )}
      {/* Issue 40 (decisions.md 21): the fairness report, for the same posting and range. */}
      <FairnessReport filters={filters} />
    </section>
  );
}
