// Decision 100 (Measured accuracy) on the landing page: the product-wide figure from
// GET /api/public/accuracy with its sample size and 95% interval; below the minimum sample (30,
// decision 135) only "n outcomes so far" and the interval; "not enough hires measured yet" with none. It replaces the fixed 78% claim. Kept light for the landing chunk: the api client
// and lib/format only, no schema of the jobs feature; first-screen texts only (measuredAccuracy.*,
// decision 099), as /about does not wait for the rest of the language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { accuracyView, type AccuracyFigure } from '../lib/accuracyView';
import { formatPercent } from '../lib/format';
import './MeasuredAccuracyClaim.css';

export const publicAccuracyQueryKey = ['jobs', 'publicAccuracy'] as const;

export function MeasuredAccuracyClaim({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const accuracy = useQuery({
    queryKey: publicAccuracyQueryKey,
    queryFn: ({ signal }) => api.get<AccuracyFigure>('public/accuracy', { signal, token: null }),
    staleTime: 5 * 60_000,
  });
  if (!accuracy.data) {
    // Loading or unavailable: no figure at all rather than a claimed one.
    return (
      <p className="lp-claim-figure" id={labelId} aria-busy={accuracy.isPending || undefined}>
        <span>{t('measuredAccuracy.claimLabel')}</span>
      </p>
    );
  }
  const view = accuracyView(accuracy.data);
  if (view.kind === 'figure') {
    return (
      <p className="lp-claim-figure" id={labelId} data-testid="measured-accuracy">
        <strong>{formatPercent(view.percent)}</strong>{' '}
        <span>{t('measuredAccuracy.claimLabel')}</span>{' '}
        <span className="lp-claim-sample">
          {t('measuredAccuracy.sample', { count: view.sampleSize })}
          {view.interval
            ? ` ${t('measuredAccuracy.figureRange', {
                low: formatPercent(view.interval.low),
                high: formatPercent(view.interval.high),
              })}`
            : null}
        </span>
      </p>
    );
  }
  if (view.kind === 'interval') {
    // Decision 135: below the minimum sample the interval is the honest statement, no headline.
    return (
      <p className="lp-claim-figure" id={labelId} data-testid="measured-accuracy">
        <strong>{t('measuredAccuracy.soFar', { count: view.sampleSize })}</strong>{' '}
        <span>
          {t('measuredAccuracy.range', {
            low: formatPercent(view.interval.low),
            high: formatPercent(view.interval.high),
          })}
        </span>{' '}
        <span className="lp-claim-sample">
          {t('measuredAccuracy.rangeNote', { minimum: view.minimumSample })}
        </span>
      </p>
    );
  }
  return (
    <p className="lp-claim-figure" id={labelId} data-testid="measured-accuracy">
      <strong>{t('measuredAccuracy.notEnough')}</strong>{' '}
      <span className="lp-claim-sample">
        {t('measuredAccuracy.notEnoughBody', { minimum: view.minimumSample })}
      </span>
    </p>
  );
}
