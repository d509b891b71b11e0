// Issue 40 (decisions.md 21): the fairness report beside the hiring report, for the same posting
// and range. Plain words on what each figure means and what it does not; groups under 5 people
// are "fewer than 5"; no flag below 30 people.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FairnessReport as Report } from '@talentpool/domain/fairness/report';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import type { ReportFilters } from './api';

export function useFairnessReport(filters: ReportFilters) {
  return useQuery({
    queryKey: ['reports', 'fairness', filters.jobId ?? '', filters.from ?? '', filters.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<Report>('company/reports/fairness', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

const percent = (x: number | null, lang: string) =>
  x === null
    ? '–'
    : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(x);

export function FairnessReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const report = useFairnessReport(filters);
  const number = (x: number | null, digits = 2) =>
    x === null ? '–' : new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(x);
  return (
    <section className="reports-section" aria-labelledby="fairness-title" data-testid="fairness">
      <h2 id="fairness-title">{t('reports.fairness.title')}</h2>
      <p>{t('reports.fairness.intro')}</p>
      <details>
        <summary>{t('reports.fairness.meaningTitle')}</summary>
        <dl className="reports-fairness-terms">
          {(['entered', 'rate', 'ratio', 'flag', 'pValue', 'top', 'small'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`reports.fairness.term.${k}`)}</dt>
              <dd>{t(`reports.fairness.means.${k}`)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>{t('reports.fairness.notTitle')}</strong> {t('reports.fairness.not')}
        </p>
      </details>
      {report.isError ? <p role="alert">{t('reports.loadFailed')}</p> : null}
      {report.data ? (
        <>
          <p className="muted">
            {t('reports.fairness.answered', {
              answered: report.data.answered,
              applications: report.data.applications,
            })}
          </p>
          {report.data.stages.map((stage) => (
            <div key={stage.stage} className="reports-fairness-stage">
              <h3>{lang === 'ar' ? stage.name.ar : stage.name.en}</h3>
              {stage.dimensions
                .filter((d) => d.groups.length > 0)
                .map((d) => (
                  <table key={d.dimension} className="reports-table">
                    <caption>
                      {t(`reports.fairness.dimension.${d.dimension}`)}
                      {d.enoughPeople ? '' : ` — ${t('reports.fairness.tooFew', { n: d.total })}`}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('reports.fairness.col.group')}</th>
                        <th scope="col">{t('reports.fairness.term.entered')}</th>
                        <th scope="col">{t('reports.fairness.col.movedOn')}</th>
                        <th scope="col">{t('reports.fairness.term.rate')}</th>
                        <th scope="col">{t('reports.fairness.term.ratio')}</th>
                        <th scope="col">{t('reports.fairness.term.pValue')}</th>
                        <th scope="col">{t('reports.fairness.term.flag')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.groups.map((g) => (
                        <tr key={g.group}>
                          <th scope="row">{groupLabel(t, d.dimension, g.group, lang)}</th>
                          {g.fewerThan5 ? (
                            <td colSpan={6}>{t('reports.fairness.fewerThan5')}</td>
                          ) : (
                            <>
                              <td>{number(g.entered, 0)}</td>
                              <td>{number(g.movedOn, 0)}</td>
                              <td>{percent(g.selectionRate, lang)}</td>
                              <td>
                                {g.reference
                                  ? t('reports.fairness.reference')
                                  : number(g.impactRatio)}
                              </td>
                              <td>{g.pValue === null ? '–' : number(g.pValue, 4)}</td>
                              <td>{g.fourFifths ? t('reports.fairness.flagged') : '–'}</td>
                            </>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
            </div>
          ))}
        </>
      ) : null}
    </section>
  );
}

function groupLabel(
  t: (key: string) => string,
  dimension: string,
  group: string,
  lang: string,
): string {
  if (group === 'preferNot') return t('reports.fairness.preferNot');
  if (dimension === 'nationality') {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' }).of(group) ?? group;
    } catch {
      return group;
    }
  }
  return t(`survey.${dimension}.${group}`);
}
