// spec 4 (Forgot password): success shows 'An email to reset your password was sent to you.'
// (a click closes it); an unknown e-mail gives 'User Doesn't Exist' (spec 8).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordInput } from '@talentpool/domain/accounts/schemas';
import { useForgotPassword } from '../api';
import { AccountTypeChoice } from '../../../components/auth/AccountTypeChoice';
import { FormAlert } from '../../../components/auth/FormAlert';
import { EmailField } from '../../../components/auth/AuthFields';
import { Modal } from '../../../components/auth/Modal';
import { OopsPopup } from '../../../components/auth/OopsPopup';
import type { ModeProps } from '../../../components/auth/modes';
import { useSubmitOutcome } from '../../../components/auth/useSubmitOutcome';
import { authMessage, lazyResolver } from '../../../components/auth/lazyValidation';

export function ForgotPasswordForm({ type, onTypeChange, email, onSwitch }: ModeProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: lazyResolver((v) => v.forgotPasswordResolver),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(form.setError, ['USER_NOT_FOUND'], ['email']);

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    try {
      await forgot.mutateAsync({ ...values, type });
      setSent(true);
    } catch (err) {
      if (outcome.fail(err) === 'USER_NOT_FOUND') form.setFocus('email');
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
        {t('auth.forgot.title')}
      </h1>
      <p className="muted">{t('auth.forgot.intro')}</p>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <AccountTypeChoice label={t('auth.forgot.asCompany')} type={type} onChange={onTypeChange} />
      <FormAlert code={outcome.alert} />
      <button type="submit" className="primary auth-submit" disabled={forgot.isPending}>
        {forgot.isPending ? t('auth.sending') : t('auth.forgot.submit')}
      </button>
      <p className="auth-switch">
        <button
          type="button"
          className="auth-link"
          onClick={() => onSwitch('login', form.getValues('email'))}
        >
          {t('auth.forgot.toLogin')}
        </button>
      </p>
      {sent && (
        <Modal
          message={authMessage('accounts.resetSent')}
          tone="success"
          onClose={() => setSent(false)}
        >
          <button type="button" className="primary" onClick={() => setSent(false)}>
            {t('auth.popups.ok')}
          </button>
        </Modal>
      )}
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
