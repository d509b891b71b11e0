// Own data (issue 4): download everything as JSON, or delete the account after a confirmation;
// deleting logs out and goes home.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { signOut } from '../../../lib/session';
import { deleteOwnAccount, downloadOwnData } from '../api';
import { Dialog } from './Dialog';

export function OwnData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const exportData = async () => {
    setBusy(true);
    try {
      await downloadOwnData();
      notify.success(t('profile.data.exported'));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await deleteOwnAccount();
      setConfirming(false);
      signOut();
      queryClient.clear();
      notify.success(t('profile.data.deleted'));
      await navigate('/');
    } catch (error) {
      notify.error((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <section className="profile-card own-data" aria-labelledby="own-data-title">
      <h2 id="own-data-title">{t('profile.data.title')}</h2>
      <p className="muted">{t('profile.data.hint')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => void exportData()}
          disabled={busy}
        >
          {t('profile.data.export')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          {t('profile.data.delete')}
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        labelledBy="delete-title"
      >
        <h2 id="delete-title">{t('profile.data.confirmTitle')}</h2>
        <p>{t('profile.data.confirmBody')}</p>
        <div className="form-actions">
          <button
            type="button"
            className="danger"
            onClick={() => void deleteAccount()}
            disabled={busy}
          >
            {t('profile.data.confirm')}
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() => setConfirming(false)}
            disabled={busy}
          >
            {t('profile.data.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
