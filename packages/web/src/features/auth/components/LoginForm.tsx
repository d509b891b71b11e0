// spec 4 (Login): on success store token, id and type, then go to /CompanyView/Profile (company)
// or /Profile/myprofile (user). 'User Doesn't Exist' and 'Password is incorrect' show next to the
// form; an unverified e-mail gets its popup (OK). The typed input stays on every error.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '@talentpool/domain/accounts/schemas';
import { signIn } from '../../../lib/session';
import { useLogin } from '../api';
import { AccountTypeChoice } from './AccountTypeChoice';
import { FormAlert } from './FormAlert';
import { EmailField, PasswordFields } from './AuthFields';
import { Modal } from './Modal';
import { OopsPopup } from './OopsPopup';
import type { ModeProps } from './modes';
import { useSubmitOutcome } from './useSubmitOutcome';
import { authErrorMessage, lazyResolver } from './lazyValidation';

export const homeOf = (type: 'User' | 'Company') =>
  type === 'Company' ? '/CompanyView/Profile' : '/Profile/myprofile';

/**
 * Issue 12: a page that sent a logged-out visitor here (the Apply button of a job posting) passes
 * `returnTo` in the location state; only a path inside the app is followed, never another site.
 */
export function returnPathOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : null;
}

export function LoginForm({ type, onTypeChange, email, onSwitch }: ModeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const login = useLogin();
  const [notVerified, setNotVerified] = useState(false);
  const form = useForm<LoginInput>({
    resolver: lazyResolver((v) => v.loginResolver),
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(
    form.setError,
    ['USER_NOT_FOUND', 'WRONG_PASSWORD', 'EMAIL_NOT_VERIFIED'],
    ['email', 'password'],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    try {
      const session = await login.mutateAsync({ ...values, type });
      signIn(session.token, session.id, session.type);
      await navigate(returnTo ?? homeOf(session.type), { replace: true });
    } catch (err) {
      const code = outcome.fail(err);
      if (code === 'EMAIL_NOT_VERIFIED') setNotVerified(true);
      if (code === 'WRONG_PASSWORD') form.setFocus('password');
      if (code === 'USER_NOT_FOUND') form.setFocus('email');
    }
  });

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void onSubmit(event).catch(outcome.fail)}
      noValidate
      aria-labelledby="auth-title"
    >
      <h1 id="auth-title" tabIndex={-1}>
        {t('auth.login.title')}
      </h1>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordFields
        purpose="login"
        password={form.register('password')}
        passwordError={errors.password?.message}
      />
      <AccountTypeChoice label={t('auth.login.asCompany')} type={type} onChange={onTypeChange} />
      <FormAlert code={outcome.alert === 'EMAIL_NOT_VERIFIED' ? null : outcome.alert} />
      <button type="submit" className="primary auth-submit" disabled={login.isPending}>
        {login.isPending ? t('auth.sending') : t('auth.login.submit')}
      </button>
      <p className="auth-switch">
        <button
          type="button"
          className="auth-link"
          onClick={() => onSwitch('forgot', form.getValues('email'))}
        >
          {t('auth.login.forgot')}
        </button>
      </p>
      <p className="auth-switch">
        {t('auth.login.noAccount')}{' '}
        <button
          type="button"
          className="auth-link"
          onClick={() => onSwitch('signup', form.getValues('email'))}
        >
          {t('auth.login.toSignup')}
        </button>
      </p>
      {notVerified && (
        <Modal
          message={authErrorMessage('EMAIL_NOT_VERIFIED')}
          onClose={() => setNotVerified(false)}
        >
          <button type="button" className="primary" onClick={() => setNotVerified(false)}>
            {t('auth.popups.ok')}
          </button>
        </Modal>
      )}
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
