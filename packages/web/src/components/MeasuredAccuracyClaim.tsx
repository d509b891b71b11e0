// Decision 100 (Measured accuracy) on the landing page: the product-wide figure from
// GET /api/public/accuracy with its sample size, or "not enough hires measured yet" below the
// minimum sample. It replaces the fixed 78% claim. Kept light for the landing chunk: the api client
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
