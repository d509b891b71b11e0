// spec 4 (Forgot password), decisions.md 23 (decision 251): one field for every kind of account.
// The server mails each account the address holds and answers the same for every address, so
// the screen shows one message whatever was typed (a click closes it).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordInput } from '@talentpool/domain/accounts/schemas';
import { useForgotPassword } from '../api';
import { FormAlert } from '../../../components/auth/FormAlert';
import { EmailField } from '../../../components/auth/AuthFields';
import { Modal } from '../../../components/auth/Modal';
import { OopsPopup } from '../../../components/auth/OopsPopup';
import type { ModeProps } from '../../../components/auth/modes';
import { useSubmitOutcome } from '../../../components/auth/useSubmitOutcome';
import { authMessage, lazyResolver } from '../../../components/auth/lazyValidation';

export function ForgotPasswordForm({ email, onSwitch }: ModeProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: lazyResolver((v) => v.forgotPasswordResolver),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(form.setError, ['RATE_LIMITED'], ['email']);

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    try {
      await forgot.mutateAsync(values);
      setSent(true);
    } catch (err) {
      outcome.fail(err);
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
