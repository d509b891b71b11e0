// The e-mail and password fields the four auth forms share (login, sign-up, forgot and reset
// password): one place for their labels, autocomplete hints, announced errors and the
// "Show password(s)" switch. Each form passes react-hook-form's registrations and errors.
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../FormField';
import { authErrorText } from './lazyValidation';
import { ShowPasswords } from './ShowPasswords';

export function EmailField({
  registration,
  error,
  autoComplete = 'username',
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  /** 'username' where an existing account signs in or is looked up; 'email' on sign-up. */
  autoComplete?: 'username' | 'email';
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      error={authErrorText(error)}
      {...registration}
    />
  );
}

export interface PasswordFieldsProps {
  /** login: the current password; signup: a new one; reset: the new one, labelled so. */
  purpose: 'login' | 'signup' | 'reset';
  password: UseFormRegisterReturn;
  passwordError?: string;
  /** The confirmation field (sign-up and reset). */
  confirm?: UseFormRegisterReturn;
  confirmError?: string;
}

/** The password (and its confirmation) with the switch that shows what was typed. */
export function PasswordFields({
  purpose,
  password,
  passwordError,
  confirm,
  confirmError,
}: PasswordFieldsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  const autoComplete = purpose === 'login' ? 'current-password' : 'new-password';
  return (
    <>
      <TextField
        label={t(purpose === 'reset' ? 'auth.fields.newPassword' : 'auth.fields.password')}
        type={type}
        autoComplete={autoComplete}
        error={authErrorText(passwordError)}
        {...password}
      />
      {confirm && (
        <TextField
          label={t('auth.fields.confirmPassword')}
          type={type}
          autoComplete="new-password"
          error={authErrorText(confirmError)}
          {...confirm}
        />
      )}
      <ShowPasswords shown={shown} onChange={setShown} single={!confirm} />
    </>
  );
}
