// What a dialog shows when what it needs could not be loaded (decision 132's dialogs): the reason
// in the page's language, "Try again" and the dialog's own way out. Shared by the reject dialog
// and the hire's next steps (issue 37).
import { useTranslation } from 'react-i18next';

export function DialogLoadFailed({
  message,
  onRetry,
  cancelLabel,
  onCancel,
}: {
  /** What failed and why, already in the page's language. */
  message: string;
  onRetry: () => void;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p className="form-dialog-error">{message}</p>
      <div className="form-dialog-actions">
        <button type="button" className="primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
