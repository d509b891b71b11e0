// spec 2 and 4 (Reset password on /auth/change-password/{token}): the route's token is the bearer
// of PATCH .../reset-password (decisions.md section 4). Success shows 'Password is changed
// successfully'; a used or expired link says so and offers a new one.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import type { ResetPasswordInput } from '@talentpool/domain/accounts/schemas';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../api';
import { FormAlert } from '../../../components/auth/FormAlert';
import { PasswordFields } from '../../../components/auth/AuthFields';
import { Modal } from '../../../components/auth/Modal';
import { OopsPopup } from '../../../components/auth/OopsPopup';
import { useSubmitOutcome } from '../../../components/auth/useSubmitOutcome';
import { authMessage, lazyResolver } from '../../../components/auth/lazyValidation';

export function ResetPasswordForm({ token, type }: { token: string; type: AccountType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [changed, setChanged] = useState(false);
  const [invalidLink, setInvalidLink] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: lazyResolver((v) => v.resetPasswordResolver),
    defaultValues: { password: '', ConfirmPassword: '' },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(form.setError, [], ['password', 'ConfirmPassword']);

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    setInvalidLink(false);
    try {
      await reset.mutateAsync({ ...values, type, token });
      setChanged(true);
    } catch (err) {
      // A 401 here is about the link, not about a session: say so instead of 'Oops'.
      if (err instanceof ApiError && err.code === 'UNAUTHENTICATED') setInvalidLink(true);
      else outcome.fail(err);
    }
  });

  const toLogin = () => navigate('/auth', { replace: true, state: { type } });

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void onSubmit(event).catch(outcome.fail)}
      noValidate
      aria-labelledby="auth-title"
    >
      <h1 id="auth-title" tabIndex={-1}>
        {t('auth.reset.title')}
      </h1>
      <p className="muted">{t('auth.reset.intro')}</p>
      <PasswordFields
        purpose="reset"
        password={form.register('password')}
        passwordError={errors.password?.message}
        confirm={form.register('ConfirmPassword')}
        confirmError={errors.ConfirmPassword?.message}
      />
      <FormAlert code={outcome.alert} />
      {invalidLink && (
        <div className="auth-alert" role="alert">
          <p>{t('auth.reset.invalidLink')}</p>
          <button
            type="button"
            className="auth-link"
            onClick={() => navigate('/auth', { replace: true, state: { mode: 'forgot', type } })}
          >
            {t('auth.reset.askAgain')}
          </button>
        </div>
      )}
      <button type="submit" className="primary auth-submit" disabled={reset.isPending}>
        {reset.isPending ? t('auth.sending') : t('auth.reset.submit')}
      </button>
      {changed && (
        <Modal message={authMessage('accounts.passwordChanged')} tone="success" onClose={toLogin}>
          <button type="button" className="primary" onClick={toLogin}>
            {t('auth.popups.toLogin')}
          </button>
        </Modal>
      )}
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
