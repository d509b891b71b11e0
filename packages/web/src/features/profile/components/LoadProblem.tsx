import { useTranslation } from 'react-i18next';

/** A failed load says so and offers a retry (decisions.md 8: no silent spinner forever). */
export function LoadProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-problem" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
