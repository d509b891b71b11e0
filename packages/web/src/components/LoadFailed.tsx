// What a panel shows when what it reads could not be loaded: the reason in the page's language and
// "Try again", which asks once more (disabled while it does). A dialog's own version, with its way
// out, is DialogLoadFailed.
import { useTranslation } from 'react-i18next';
import './loadFailed.css';

export function LoadFailed({
  message,
  onRetry,
  retrying = false,
}: {
  /** What failed, already in the page's language. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed-message">{message}</p>
      <button type="button" className="secondary" disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
