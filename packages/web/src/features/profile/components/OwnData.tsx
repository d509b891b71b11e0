// Own data (issue 4): download everything as JSON, or delete the account after a confirmation;
// deleting logs out and goes home. decisions.md 14: the deletion asks for the password, and for
// the second factor where it is on: the server answers 401 TOTP_REQUIRED and the dialog then asks
// for the code (or a recovery code), as the login form does. A wrong password (WRONG_PASSWORD) or
// code (TOTP_INVALID) is said on its field; the dialog keeps what was typed on every error.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountInput } from '@talentpool/domain/accounts/schemas';
import { translate } from '@talentpool/domain/messages';
import { TextField } from '../../../components/FormField';
import { ApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { problemText } from '../../../lib/problemText';
import { signOut } from '../../../lib/session';
import { deleteOwnAccount, downloadOwnData } from '../api';
import { Dialog } from './Dialog';

/** An empty code is no code: the first attempt goes without one. */
const codeValue = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The server asked for the second factor: the code field shows, the password stays. */
  const [askCode, setAskCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  // The code field appears after a submit: the focus goes to it, so it is announced and typed in.
  const askedBefore = useRef(false);
  useEffect(() => {
    if (askCode && !askedBefore.current) setFocus('totp');
    askedBefore.current = askCode;
  }, [askCode, setFocus]);

  const errorOf = (message: string | undefined) => (message ? translate(message, lang) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const totp = askCode ? values.totp : undefined;
    if (askCode && !totp) {
      setError('totp', { type: 'required', message: 'members.totpRequired' });
      setFocus('totp');
      return;
    }
    try {
      await deleteOwnAccount({ password: values.password, ...(totp ? { totp } : {}) });
      signOut();
      queryClient.clear();
      notify.success(t('profile.data.deleted'));
      await navigate('/');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      if (code === 'TOTP_REQUIRED') {
        setAskCode(true);
        if (askCode) setFocus('totp');
        return;
      }
      if (code === 'TOTP_INVALID') {
        setAskCode(true);
        setError('totp', { type: 'server', message: 'error.TOTP_INVALID' });
        setFocus('totp');
        return;
      }
      if (code === 'WRONG_PASSWORD') {
        setError('password', { type: 'server', message: 'error.WRONG_PASSWORD' });
        setFocus('password');
        return;
      }
      setProblem(problemText(err, lang));
      notify.error(problemText(err, lang));
    }
  });

  return (
    <form className="delete-account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 id="delete-title">{t('profile.data.confirmTitle')}</h2>
      <p id="delete-body">{t('profile.data.confirmBody')}</p>
      <TextField
        label={t('profile.data.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errorOf(errors.password?.message)}
        {...register('password')}
      />
      {askCode && (
        <TextField
          label={t('profile.data.code')}
          hint={t('profile.data.codeHint')}
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          dir="ltr"
          required
          error={errorOf(errors.totp?.message)}
          {...register('totp', { setValueAs: codeValue })}
        />
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="danger" disabled={isSubmitting}>
          {t('profile.data.confirm')}
        </button>
        <button type="button" className="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('profile.data.cancel')}
        </button>
      </div>
    </form>
  );
}

export function OwnData() {
  const { t } = useTranslation();
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
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy="delete-title">
        <DeleteAccountForm onCancel={() => setConfirming(false)} />
      </Dialog>
    </section>
  );
}
