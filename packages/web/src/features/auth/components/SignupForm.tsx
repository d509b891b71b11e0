// spec 4 (Signup): success shows 'An email has been sent to you: open it to verify your account.'
// (OK closes and leads to login); 'User Already Exists' shows next to the form; any other error
// is the 'Oops, something went wrong' popup with Refresh. The typed input stays on every error.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SignupInput } from '@talentpool/domain/accounts/schemas';
import { useSignup } from '../api';
import { AccountTypeChoice } from '../../../components/auth/AccountTypeChoice';
import { FormAlert } from '../../../components/auth/FormAlert';
import { EmailField, PasswordFields } from '../../../components/auth/AuthFields';
import { Modal } from '../../../components/auth/Modal';
import { OopsPopup } from '../../../components/auth/OopsPopup';
import type { ModeProps } from '../../../components/auth/modes';
import { useSubmitOutcome } from '../../../components/auth/useSubmitOutcome';
import { authMessage, lazyResolver } from '../../../components/auth/lazyValidation';

export function SignupForm({ type, onTypeChange, email, onSwitch }: ModeProps) {
  const { t } = useTranslation();
  const signup = useSignup();
  const [sent, setSent] = useState(false);
  const form = useForm<SignupInput>({
    resolver: lazyResolver((v) => v.signupResolver),
    defaultValues: { email, password: '', ConfirmPassword: '' },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(
    form.setError,
    ['EMAIL_TAKEN'],
    ['email', 'password', 'ConfirmPassword'],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    try {
      await signup.mutateAsync({ ...values, type });
      setSent(true);
    } catch (err) {
      if (outcome.fail(err) === 'EMAIL_TAKEN') form.setFocus('email');
    }
  });

  const closeSent = () => {
    setSent(false);
    onSwitch('login', form.getValues('email'));
  };

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void onSubmit(event).catch(outcome.fail)}
      noValidate
      aria-labelledby="auth-title"
    >
      <h1 id="auth-title" tabIndex={-1}>
        {t('auth.signup.title')}
      </h1>
      <EmailField
        registration={form.register('email')}
        error={errors.email?.message}
        autoComplete="email"
      />
      <PasswordFields
        purpose="signup"
        password={form.register('password')}
        passwordError={errors.password?.message}
        confirm={form.register('ConfirmPassword')}
        confirmError={errors.ConfirmPassword?.message}
      />
      <AccountTypeChoice label={t('auth.signup.asCompany')} type={type} onChange={onTypeChange} />
      <FormAlert code={outcome.alert} />
      <button type="submit" className="primary auth-submit" disabled={signup.isPending}>
        {signup.isPending ? t('auth.sending') : t('auth.signup.submit')}
      </button>
      <p className="auth-switch">
        {t('auth.signup.haveAccount')}{' '}
        <button
          type="button"
          className="auth-link"
          onClick={() => onSwitch('login', form.getValues('email'))}
        >
          {t('auth.signup.toLogin')}
        </button>
      </p>
      {sent && (
        <Modal message={authMessage('accounts.signupSent')} tone="success" onClose={closeSent}>
          <button type="button" className="primary" onClick={closeSent}>
            {t('auth.popups.ok')}
          </button>
        </Modal>
      )}
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
