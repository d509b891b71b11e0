// Decision 100 (Measured accuracy): the company's own figure, how often the fit ranking agreed
// with how its hires worked out, with the sample size; below the minimum sample, how many more
// outcomes are needed. No fixed figure is shown anywhere. Decision 135: below 30 outcomes only the
// count and the 95% Wilson interval, no headline percentage. Issue 19 (decision 120): next to it, how
// often the interviewers' recommendations agreed with the outcomes, by the same sample rules.
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { accuracyView, type AccuracyFigure } from '../../lib/accuracyView';
import { formatPercent } from '../../lib/format';
import { useCompanyAccuracy } from './api';

export function AccuracyPanel() {
  const { t } = useTranslation();
  const accuracy = useCompanyAccuracy();
  return (
    <section
      className="jobs-accuracy"
      aria-labelledby="accuracy-heading"
      data-testid="accuracy-panel"
    >
      <h2 id="accuracy-heading">{t('jobs.accuracy.heading')}</h2>
      {accuracy.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : accuracy.isError ? (
        <LoadFailed
          message={t('jobs.accuracy.loadFailed')}
          onRetry={() => void accuracy.refetch()}
        />
      ) : (
        <>
          <AccuracyBody {...accuracy.data} />
          <p className="muted jobs-small">{t('jobs.accuracy.intro')}</p>
          {accuracy.data.recommendations ? (
            <section aria-labelledby="accuracy-recommendations-heading">
              <h3 id="accuracy-recommendations-heading">
                {t('jobs.accuracy.recommendationsHeading')}
              </h3>
              <AccuracyBody {...accuracy.data.recommendations} />
              <p className="muted jobs-small">{t('jobs.accuracy.recommendationsIntro')}</p>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function AccuracyBody(props: AccuracyFigure) {
  const { t } = useTranslation();
  const view = accuracyView(props);
  if (view.kind === 'figure') {
    return (
      <p className="jobs-accuracy-figure">
        <strong>{t('jobs.accuracy.figure', { percent: formatPercent(view.percent) })}</strong>{' '}
        <span>{t('jobs.accuracy.sample', { count: view.sampleSize })}</span>
        {view.interval ? (
          <>
            {' '}
            <span>
              {t('jobs.accuracy.figureRange', {
                low: formatPercent(view.interval.low),
                high: formatPercent(view.interval.high),
              })}
            </span>
          </>
        ) : null}
      </p>
    );
  }
  if (view.kind === 'interval') {
    // Decision 135: below the minimum sample, the count and the interval, no headline figure.
    return (
      <p className="jobs-accuracy-figure">
        <strong>{t('jobs.accuracy.soFar', { count: view.sampleSize })}</strong>{' '}
        <span>
          {t('jobs.accuracy.range', {
            low: formatPercent(view.interval.low),
            high: formatPercent(view.interval.high),
          })}
        </span>{' '}
        <span className="muted">{t('jobs.accuracy.needed', { count: view.missing })}</span>
      </p>
    );
  }
  return (
    <p className="jobs-accuracy-figure">
      <strong>{t('jobs.accuracy.needed', { count: view.missing })}</strong>{' '}
      <span>{t('jobs.accuracy.recorded', { count: view.sampleSize })}</span>
    </p>
  );
}
