import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { authErrorMessage } from './lazyValidation';

/** spec 4: 'Oops, something went wrong' with a Refresh button (decisions.md 8 fixes the spelling). */
export function OopsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal message={authErrorMessage('INTERNAL')} tone="error" onClose={onClose}>
      <button type="button" className="primary" onClick={() => window.location.reload()}>
        {t('auth.popups.refresh')}
      </button>
      <button type="button" className="auth-secondary" onClick={onClose}>
        {t('auth.popups.close')}
      </button>
    </Modal>
  );
}
