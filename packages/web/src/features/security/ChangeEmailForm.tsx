// docs/decisions/112 (decisions.md 14 and 16): changing the login e-mail asks for the password,
// and the second factor's code where it is on; nothing
// changes until the link mailed to the new address is opened, and the old address is told. The
// section says the current login e-mail and, when the server names it, a change waiting for its
// confirmation. Refusals are said on their fields and what was typed stays.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema, type ChangeEmailInput } from '@talentpool/domain/accounts/schemas';
import { translate } from '@talentpool/domain/messages';
import { TextField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useAccountSecurity, useChangeEmail } from './api';

const fieldNames: readonly (keyof ChangeEmailInput)[] = ['email', 'password', 'totp'];
/** The page's own words for an address another account signs in with. */
const emailTaken = 'security.email.taken';

export function ChangeEmailForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const security = useAccountSecurity();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    setProblem(null);
    try {
      await change.mutateAsync(values);
      reset();
      setSentTo(values.email);
    } catch (err) {
      if (
        err instanceof ApiError &&
        (err.code === 'TOTP_REQUIRED' || err.code === 'TOTP_INVALID')
      ) {
        setError('totp', { type: 'server', message: `error.${err.code}` });
        setFocus('totp');
        return;
      }
      if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') {
        setError('password', { type: 'server', message: 'error.WRONG_PASSWORD' });
        setFocus('password');
        return;
      }
      if (err instanceof ApiError && err.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: emailTaken });
        setFocus('email');
        return;
      }
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      const known = fields.filter(([field]) =>
        (fieldNames as readonly string[]).includes(field),
      ) as [keyof ChangeEmailInput, string][];
      for (const [field, message] of known) setError(field, { type: 'server', message });
      if (known[0]) setFocus(known[0][0]);
      else setProblem(problemText(err, lang));
    }
  });

  const errorOf = (message: string | undefined) =>
    message === emailTaken ? t(emailTaken) : message ? translate(message, lang) : undefined;
  const current = security.data?.email;
  const pending = security.data?.pendingEmail;

  return (
    <section className="security-section" aria-labelledby="security-email-title">
      <h2 id="security-email-title">{t('security.email.title')}</h2>
      {current && (
        <p>
          {t('security.email.current')}{' '}
          <strong dir="ltr" data-testid="login-email">
            {current}
          </strong>
        </p>
      )}
      {pending && !sentTo && (
        <p className="security-note" data-testid="pending-email">
          {t('security.email.pending', { email: pending })}
        </p>
      )}
      <p className="security-note">{t('security.email.intro')}</p>
      <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('security.email.new')}
          type="email"
          autoComplete="email"
          required
          error={errorOf(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('security.email.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errorOf(errors.password?.message)}
          {...register('password')}
        />
        {security.data?.totpEnabled && (
          <TextField
            label={t('security.email.totp')}
            autoComplete="one-time-code"
            inputMode="text"
            required
            error={errorOf(errors.totp?.message)}
            {...register('totp', { setValueAs: (v: string) => v?.trim() || undefined })}
          />
        )}
        {problem && (
          <p className="security-problem" role="alert">
            {problem}
          </p>
        )}
        {sentTo && (
          <p className="security-done" role="status">
            {t('security.email.sent', { email: sentTo })}
          </p>
        )}
        <div>
          <button type="submit" className="primary" disabled={change.isPending}>
            {t('security.email.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
