// decisions.md 14: changing the password while logged in asks for the current one; the new one
// follows the sign-up rules (the server also refuses common passwords and the e-mail itself).
// On success the fields are cleared and a message says that the other sessions ended.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  changePasswordSchema,
  type ChangePasswordInput,
} from '@talentpool/domain/accounts/schemas';
import { errorMessage, translate } from '@talentpool/domain/messages';
import { TextField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useChangePassword } from './api';

const fieldNames: readonly string[] = ['currentPassword', 'password', 'ConfirmPassword'];

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const change = useChangePassword();
  const [shown, setShown] = useState(false);
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', ConfirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setChanged(false);
    setProblem(null);
    try {
      await change.mutateAsync(values);
      reset();
      setChanged(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') {
        setError('currentPassword', { type: 'server', message: 'error.WRONG_PASSWORD' });
        setFocus('currentPassword');
        return;
      }
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      const known = fields.filter(([field]) => fieldNames.includes(field)) as [
        keyof ChangePasswordInput,
        string,
      ][];
      for (const [field, message] of known) setError(field, { type: 'server', message });
      if (known[0]) setFocus(known[0][0]);
      else setProblem(err instanceof ApiError ? err.message : errorMessage('INTERNAL', lang));
    }
  });

  const errorOf = (message: string | undefined) => (message ? translate(message, lang) : undefined);
  const type = shown ? 'text' : 'password';

  return (
    <section className="security-section" aria-labelledby="security-password-title">
      <h2 id="security-password-title">{t('security.password.title')}</h2>
      <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('security.password.current')}
          type={type}
          autoComplete="current-password"
          required
          error={errorOf(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <TextField
          label={t('security.password.new')}
          type={type}
          autoComplete="new-password"
          required
          error={errorOf(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('security.password.confirm')}
          type={type}
          autoComplete="new-password"
          required
          error={errorOf(errors.ConfirmPassword?.message)}
          {...register('ConfirmPassword')}
        />
        <label className="security-check">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          {t('security.password.show')}
        </label>
        {problem && (
          <p className="security-problem" role="alert">
            {problem}
          </p>
        )}
        {changed && (
          <p className="security-done" role="status">
            {t('security.password.changed')}
          </p>
        )}
        <div>
          <button type="submit" className="primary" disabled={change.isPending}>
            {t('security.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
