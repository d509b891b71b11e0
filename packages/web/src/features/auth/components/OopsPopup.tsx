import { useTranslation } from 'react-i18next';
import { errorMessage } from '@talentpool/domain/messages';
import { currentLanguage } from '../../../lib/i18n';
import { Modal } from './Modal';

/** spec 4: 'Oops, something went wrong' with a Refresh button (decisions.md 8 fixes the spelling). */
export function OopsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal message={errorMessage('INTERNAL', currentLanguage())} tone="error" onClose={onClose}>
      <button type="button" className="primary" onClick={() => window.location.reload()}>
        {t('auth.popups.refresh')}
      </button>
      <button type="button" className="auth-secondary" onClick={onClose}>
        {t('auth.popups.close')}
      </button>
    </Modal>
  );
}
