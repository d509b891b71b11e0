// Issue 40 (decisions.md 21, decision 274): /isi/technical, the ISI's evidence for anyone. Each
// figure of the daily snapshot (GET /api/public/isi/technical-report) with its sample size and the
// date it was computed; a figure below its minimum sample reads "not enough data", never a number.
// Plain words say what each figure means and what it does not. Tables scroll inside their own box
// on a phone, so the page never scrolls sideways.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IsiTechnicalReport } from '@talentpool/domain/isi/technicalSchema';
import {
  isiPerceptionalScales,
  isiScaleNames,
  isiThinkingScales,
  type IsiScaleKey,
} from '@talentpool/domain/plain/isi';
import type { Language } from '@talentpool/domain/plain/language';
import { intlLocaleOf } from '@talentpool/domain/plain/language';
import { api } from '../../lib/api';
import { formatDateTime, formatNumber, formatPercent } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import './isi.css';

export const technicalReportQueryKey = ['isi', 'technicalReport'] as const;

function decimal(value: number, digits: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

type Scale = IsiTechnicalReport['scales'][number];
type Dimension = IsiTechnicalReport['groups']['dimensions'][number];

export function TechnicalReportPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({
    queryKey: technicalReportQueryKey,
    queryFn: ({ signal }) =>
      api.get<IsiTechnicalReport>('public/isi/technical-report', { signal, token: null }),
    staleTime: 5 * 60_000,
    // Decision 274: the first call starts the first computation; ask again until it is there.
    refetchInterval: (q) => (q.state.data?.status === 'notComputed' ? 5_000 : false),
  });
  const report = query.data;
  return (
    <section className="page isi-technical" aria-labelledby="page-title">
      <h1 id="page-title">{t('isi.technical.title')}</h1>
      <p>{t('isi.technical.intro')}</p>
      <p>
        <Link to="/isi">{t('isi.technical.backToIsi')}</Link>
      </p>
      {query.isError ? (
        <div role="alert">
          <p>{t('isi.technical.loadFailed')}</p>
          <button type="button" className="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : !report ? (
        <p className="muted">{t('common.loading')}</p>
      ) : report.status === 'notComputed' || report.computedAt === null ? (
        <p data-testid="technical-not-computed">{t('isi.technical.notComputed')}</p>
      ) : (
        <Report report={report} computedAt={report.computedAt} lang={lang} />
      )}
    </section>
  );
}

function Report({
  report,
  computedAt,
  lang,
}: {
  report: IsiTechnicalReport;
  computedAt: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const notEnough = t('isi.technical.notEnough');
  const n = (value: number) => formatNumber(value, lang);
  const two = (value: number | null) => (value === null ? notEnough : decimal(value, 2, lang));
  const range = (i: { low: number; high: number } | null) =>
    i === null
      ? ''
      : t('isi.technical.interval', {
          low: decimal(i.low, 2, lang),
          high: decimal(i.high, 2, lang),
        });
  const name = (k: IsiScaleKey) => isiScaleNames[k][lang];
  const m = report.minimums;
  return (
    <div data-testid="technical-report">
      <p data-testid="technical-computed">
        {t('isi.technical.computed', {
          date: formatDateTime(computedAt, lang),
          n: n(report.respondents),
        })}{' '}
        {report.simulatedRespondents > 0 && (
          <strong data-testid="technical-simulated">
            {t('isi.technical.simulated', {
              n: n(report.simulatedRespondents),
              total: n(report.respondents),
            })}
          </strong>
        )}
      </p>

      <Part
        id="alpha"
        title={t('isi.technical.alpha.title')}
        means={t('isi.technical.alpha.means')}
        not={t('isi.technical.alpha.not')}
        minimum={t('isi.technical.minimum', { n: n(m.reliability) })}
      >
        <Table
          caption={t('isi.technical.alpha.caption')}
          head={[
            t('isi.technical.scale'),
            t('isi.technical.alpha.value'),
            t('isi.technical.ci'),
            t('isi.technical.n'),
          ]}
          rows={report.scales.map((s: Scale) => [
            name(s.scale),
            two(s.alpha.value),
            range(s.alpha.interval),
            n(s.alpha.n),
          ])}
          testId="technical-alpha"
        />
      </Part>

      <Part
        id="items"
        title={t('isi.technical.items.title')}
        means={t('isi.technical.items.means')}
        not={t('isi.technical.items.not')}
        minimum={t('isi.technical.minimum', { n: n(m.reliability) })}
      >
        <Table
          caption={t('isi.technical.items.caption')}
          head={[t('isi.technical.scale'), t('isi.technical.items.values'), t('isi.technical.n')]}
          rows={report.scales.map((s: Scale) => [
            name(s.scale),
            s.items.length === 0
              ? notEnough
              : s.items
                  .map((item) =>
                    t('isi.technical.items.item', {
                      id: n(item.id),
                      r: two(item.itemTotal),
                      reverse: item.reverse ? t('isi.technical.items.reverse') : '',
                    }),
                  )
                  .join(' · '),
            n(s.alpha.n),
          ])}
          testId="technical-items"
        />
      </Part>

      <Part
        id="retest"
        title={t('isi.technical.retest.title')}
        means={t('isi.technical.retest.means', { days: n(m.retestDays) })}
        not={t('isi.technical.retest.not')}
        minimum={t('isi.technical.minimumPairs', { n: n(m.retestPairs) })}
      >
        <Table
          caption={t('isi.technical.retest.caption')}
          head={[
            t('isi.technical.scale'),
            t('isi.technical.retest.r'),
            t('isi.technical.ci'),
            t('isi.technical.pairs'),
          ]}
          rows={report.scales.map((s: Scale) => [
            name(s.scale),
            two(s.retest.r),
            range(s.retest.interval),
            n(s.retest.n),
          ])}
          testId="technical-retest"
        />
      </Part>

      <Part
        id="norms"
        title={t('isi.technical.norms.title')}
        means={t('isi.technical.norms.means')}
        not={t('isi.technical.norms.not')}
        minimum={t('isi.technical.minimum', { n: n(m.norms) })}
      >
        <Table
          caption={t('isi.technical.norms.caption')}
          head={[
            t('isi.technical.scale'),
            t('isi.technical.norms.mean'),
            t('isi.technical.norms.sd'),
            t('isi.technical.norms.percentiles'),
            t('isi.technical.n'),
          ]}
          rows={report.scales.map((s: Scale) => [
            name(s.scale),
            s.norms.mean === null ? notEnough : decimal(s.norms.mean, 1, lang),
            s.norms.sd === null ? notEnough : decimal(s.norms.sd, 1, lang),
            s.norms.percentiles === null
              ? notEnough
              : (['p10', 'p25', 'p50', 'p75', 'p90'] as const)
                  .map((p) =>
                    t('isi.technical.norms.percentile', {
                      p: n(Number(p.slice(1))),
                      score: n(s.norms.percentiles?.[p] ?? 0),
                    }),
                  )
                  .join(' · '),
            n(s.norms.n),
          ])}
          testId="technical-norms"
        />
      </Part>

      <Part
        id="groups"
        title={t('isi.technical.groups.title')}
        means={t('isi.technical.groups.means')}
        not={t('isi.technical.groups.not')}
        minimum={t('isi.technical.groups.minimum', {
          group: n(m.group),
          test: n(m.groupTest),
        })}
      >
        <p>{t('isi.technical.groups.answered', { n: n(report.groups.answered) })}</p>
        {report.groups.dimensions.map((d) => (
          <GroupTable key={d.dimension} dimension={d} lang={lang} />
        ))}
      </Part>

      <Part
        id="fit"
        title={t('isi.technical.fit.title')}
        means={t('isi.technical.fit.means')}
        not={t('isi.technical.fit.not')}
        minimum={t('isi.technical.fit.minimum', { n: n(m.outcomes), side: n(m.group) })}
      >
        <dl className="isi-technical-figures" data-testid="technical-fit">
          <div>
            <dt>{t('isi.technical.fit.auc')}</dt>
            <dd>
              {two(report.fitOutcomes.auc)} {range(report.fitOutcomes.interval)}
              <br />
              <span className="muted">
                {t('isi.technical.fit.sample', {
                  decided: n(report.fitOutcomes.decided),
                  hired: n(report.fitOutcomes.hired),
                  rejected: n(report.fitOutcomes.rejected),
                })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('isi.technical.fit.accuracy')}</dt>
            <dd>
              {report.fitOutcomes.accuracy.accuracy === null
                ? notEnough
                : formatPercent(report.fitOutcomes.accuracy.accuracy, lang)}{' '}
              {report.fitOutcomes.accuracy.interval &&
                t('isi.technical.fit.accuracyInterval', {
                  low: decimal(report.fitOutcomes.accuracy.interval.low, 1, lang),
                  high: decimal(report.fitOutcomes.accuracy.interval.high, 1, lang),
                })}
              <br />
              <span className="muted">
                {t('isi.technical.fit.accuracySample', {
                  n: n(report.fitOutcomes.accuracy.sampleSize),
                  minimum: n(report.fitOutcomes.accuracy.minimumSample),
                })}
              </span>
            </dd>
          </div>
        </dl>
      </Part>
    </div>
  );
}

function Part({
  id,
  title,
  means,
  not,
  minimum,
  children,
}: {
  id: string;
  title: string;
  means: string;
  not: string;
  minimum: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="isi-technical-part" aria-labelledby={`technical-${id}-title`}>
      <h2 id={`technical-${id}-title`}>{title}</h2>
      <p>
        <strong>{t('isi.technical.meansLabel')}</strong> {means}
      </p>
      <p>
        <strong>{t('isi.technical.notLabel')}</strong> {not}
      </p>
      <p className="muted">{minimum}</p>
      {children}
    </section>
  );
}

function Table({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  testId: string;
}) {
  return (
    // A focusable region: a keyboard can scroll a wide table on a phone (axe: scrollable-region).
    <div className="isi-technical-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="isi-technical-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={`${first}-${i}`}>
              <th scope="row">{first}</th>
              {rest.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function groupName(
  t: (key: string) => string,
  dimension: string,
  group: string,
  lang: Language,
): string {
  if (dimension === 'nationality' && group !== 'preferNot') {
    try {
      return new Intl.DisplayNames([intlLocaleOf(lang)], { type: 'region' }).of(group) ?? group;
    } catch {
      return group;
    }
  }
  return t(`survey.${dimension}.${group}`);
}

function GroupTable({ dimension: d, lang }: { dimension: Dimension; lang: Language }) {
  const { t } = useTranslation();
  const n = (value: number) => formatNumber(value, lang);
  const scales = [...isiThinkingScales, ...isiPerceptionalScales];
  const test = (kind: 'type' | 'style', value: Dimension['typeTest']) =>
    value === null
      ? t('isi.technical.groups.noTest', { kind: t(`isi.technical.groups.${kind}`) })
      : t('isi.technical.groups.test', {
          kind: t(`isi.technical.groups.${kind}`),
          chi: decimal(value.statistic, 1, lang),
          df: n(value.df),
          p: decimal(value.p, 3, lang),
          v: decimal(value.cramersV, 2, lang),
        }) + (value.smallExpected ? ` ${t('isi.technical.groups.approximate')}` : '');
  const label = t(`survey.${d.dimension}.label`);
  return (
    <div className="isi-technical-dimension" data-dimension={d.dimension}>
      <h3>{label}</h3>
      {d.groups.length === 0 ? (
        <p>{t('isi.technical.notEnough')}</p>
      ) : (
        <Table
          caption={t('isi.technical.groups.caption', { dimension: label })}
          head={[
            t('isi.technical.groups.group'),
            t('isi.technical.n'),
            ...scales.map((k) => isiScaleNames[k][lang]),
          ]}
          rows={d.groups.map((g) => [
            groupName(t, d.dimension, g.group, lang),
            g.n === null ? t('isi.technical.groups.fewerThan5') : n(g.n),
            ...scales.map((k) =>
              g.shares === null
                ? t('isi.technical.groups.hidden')
                : formatPercent(g.shares[k], lang),
            ),
          ])}
          testId={`technical-groups-${d.dimension}`}
        />
      )}
      <p className="muted">
        {test('type', d.typeTest)} {test('style', d.styleTest)}
      </p>
    </div>
  );
}
