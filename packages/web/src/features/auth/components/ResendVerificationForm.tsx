// Decision 129 (issue 23): /auth?verified=0 (a used, expired or unknown verification link) is not
// a dead end: the person asks for a new link with the e-mail of the account. The server answers
// the same for every e-mail, so the confirmation says "if"; 429 shows the rate-limit message.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordInput } from '@talentpool/domain/accounts/schemas';
import { AccountTypeChoice } from '../../../components/auth/AccountTypeChoice';
import { EmailField } from '../../../components/auth/AuthFields';
import { FormAlert } from '../../../components/auth/FormAlert';
import { OopsPopup } from '../../../components/auth/OopsPopup';
import type { ModeProps } from '../../../components/auth/modes';
import { useSubmitOutcome } from '../../../components/auth/useSubmitOutcome';
import { lazyResolver } from '../../../components/auth/lazyValidation';
import { useResendVerification } from '../api';

export function ResendVerificationForm({ type, onTypeChange, email, onSwitch }: ModeProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    // The same one field as forgot password: the e-mail of the account.
    resolver: lazyResolver((v) => v.forgotPasswordResolver),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(form.setError, ['RATE_LIMITED'], ['email']);

  const onSubmit = form.handleSubmit(async (values) => {
    outcome.clear();
    setSent(false);
    try {
      await resend.mutateAsync({ ...values, type });
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
        {t('auth.resend.title')}
      </h1>
      <p className="muted">{t('auth.resend.intro')}</p>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <AccountTypeChoice label={t('auth.forgot.asCompany')} type={type} onChange={onTypeChange} />
      <FormAlert code={outcome.alert} />
      {/* The live region stays in the page, so the confirmation is announced when it appears. */}
      <div role="status">
        {sent && <p className="auth-note auth-note-success">{t('auth.resend.sent')}</p>}
      </div>
      <button type="submit" className="primary auth-submit" disabled={resend.isPending}>
        {resend.isPending ? t('auth.sending') : t('auth.resend.submit')}
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
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
