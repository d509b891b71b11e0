// spec 4 (Login): on success store token, id and type, then go to /CompanyView/Profile (company)
// or /Profile/myprofile (user). 'User Doesn't Exist' and 'Password is incorrect' show next to the
// form; an unverified e-mail gets its popup (OK). The typed input stays on every error.
// Decision 110: a company login also stores the member; with the second factor on, the server
// answers 401 TOTP_REQUIRED and the form asks for the code (or a recovery code), keeping the
// e-mail and password, and sends them again with `totp`; a wrong or used code (TOTP_INVALID) is
// said on the code field. A member whose company requires the second factor and who has none
// goes to set it up first. Shared by the auth screen and any page that logs in.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import type { LoginInput } from '@talentpool/domain/accounts/schemas';
import { ApiError } from '../../lib/api';
import { can } from '@talentpool/domain/members/policy';
import { companyHomeOf } from '../../lib/member';
import { signInWith, useLogin, type LoggedIn } from './useLogin';
import { AccountTypeChoice } from './AccountTypeChoice';
import { CompanySignIn } from './CompanySignIn';
import { useCompanySignIn } from './useCompanySignIn';
import { FormAlert } from './FormAlert';
import { EmailField, PasswordFields } from './AuthFields';
import { TextField } from '../FormField';
import { Modal } from './Modal';
import { OopsPopup } from './OopsPopup';
import type { ModeProps } from './modes';
import { useSubmitOutcome } from './useSubmitOutcome';
import { authErrorMessage, authErrorText, lazyResolver } from './lazyValidation';
import './auth.css';

export const homeOf = (type: 'User' | 'Company') =>
  type === 'Company' ? '/CompanyView/Profile' : '/Profile/myprofile';

/** Where a login goes: the member's first page (or the set-up of the second factor). */
export function landingOf(session: Pick<LoggedIn, 'type' | 'member'>): string {
  if (session.type !== 'Company') return homeOf('User');
  const { member } = session;
  // Issue 46 (decision 252): a member who may edit the company lands on the first-hour guide,
  // which goes on to the first page at once when it is skipped or finished.
  if (member && !member.totpSetupRequired && can(member.role, 'company.edit')) {
    return '/Company/Welcome?login=1';
  }
  return companyHomeOf(member);
}

/**
 * Issue 12: a page that sent a logged-out visitor here (the Apply button of a job posting) passes
 * `returnTo` in the location state; only a path inside the app is followed, never another site.
 */
export function returnPathOf(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : null;
}

export interface LoginFormProps extends ModeProps {
  /**
   * More buttons for the unverified-login popup, given the e-mail typed (the auth screen offers
   * the verification mail again there, decision 129).
   */
  notVerifiedActions?: (email: string) => ReactNode;
}

export function LoginForm({
  type,
  onTypeChange,
  email,
  onSwitch,
  notVerifiedActions,
}: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const login = useLogin();
  const [notVerified, setNotVerified] = useState(false);
  /** The server asked for the second factor: the code field shows, e-mail and password stay. */
  const [askCode, setAskCode] = useState(false);
  /** A recovery code has letters: the field then offers the full keyboard. */
  const [recovery, setRecovery] = useState(false);
  const form = useForm<LoginInput>({
    resolver: lazyResolver((v) => v.loginResolver),
    defaultValues: { email, password: '', remember: false },
  });
  const { errors } = form.formState;
  const outcome = useSubmitOutcome(
    form.setError,
    // ACCOUNT_DISABLED: an operator disabled the account (decision 120), said next to the form.
    // SSO_REQUIRED (issue 42): the member's company signs them in through its identity provider.
    ['USER_NOT_FOUND', 'WRONG_PASSWORD', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_DISABLED', 'SSO_REQUIRED'],
    ['email', 'password', 'totp'],
  );
  // Issue 42: the company sign-in of the typed e-mail's domain. Where the company requires it, the
  // password is hidden; an owner (who keeps a password, decision 244) can still ask for it.
  // Asked once the e-mail field is left (not on every key), with what it then holds.
  const [typedEmail, setTypedEmail] = useState(email);
  const sso = useCompanySignIn(typedEmail);
  const [passwordAnyway, setPasswordAnyway] = useState(false);
  const passwordHidden = sso?.required === true && !passwordAnyway;

  // The code field appears after a submit: the focus goes to it, so it is announced and typed in.
  const askedBefore = useRef(false);
  useEffect(() => {
    if (askCode && !askedBefore.current) form.setFocus('totp');
    askedBefore.current = askCode;
  }, [askCode, form]);

  // Another account type (or e-mail) is another login: the code belongs to the one that asked.
  const switchType = (next: typeof type) => {
    setAskCode(false);
    form.unregister('totp');
    onTypeChange(next);
  };

  /**
   * Decision 139: the one login form. Every login asks the server to find the account; a
   * correct password of the other kind logs in as that kind at once (the company box follows),
   * one that opens both kinds asks which one. An explicit choice is sent without the search.
   */
  const [chooseBetween, setChooseBetween] = useState(false);
  const attempt = async (values: LoginInput, as: AccountType, findAccount: boolean) => {
    const { remember, ...credentials } = values;
    // `remember` (decision 138) and `findAccount` are sent only when they are on.
    return login.mutateAsync({
      ...credentials,
      ...(remember ? { remember: true } : {}),
      ...(findAccount ? { findAccount: true } : {}),
      type: as,
    });
  };

  const submit = async (values: LoginInput, chosen?: AccountType) => {
    outcome.clear();
    setChooseBetween(false);
    const totp = askCode ? values.totp?.trim() : undefined;
    if (askCode && !totp) {
      form.setError('totp', { type: 'required', message: 'members.totpRequired' });
      form.setFocus('totp');
      return;
    }
    let as = chosen ?? type;
    try {
      let session: LoggedIn;
      try {
        session = await attempt({ ...values, totp }, as, chosen === undefined);
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== 'OTHER_ACCOUNT_TYPE') throw err;
        as = as === 'User' ? 'Company' : 'User';
        onTypeChange(as);
        session = await attempt({ ...values, totp }, as, false);
      }
      signInWith(session);
      const landing = landingOf(session);
      const setup = session.member?.totpSetupRequired === true;
      await navigate(setup ? landing : (returnTo ?? landing), { replace: true });
    } catch (err) {
      if (as !== type) onTypeChange(as);
      if (err instanceof ApiError && err.code === 'CHOOSE_ACCOUNT_TYPE') {
        setChooseBetween(true);
        return;
      }
      if (err instanceof ApiError && err.code === 'TOTP_REQUIRED') {
        setAskCode(true);
        return;
      }
      if (err instanceof ApiError && err.code === 'TOTP_INVALID') {
        setAskCode(true);
        form.setError('totp', { type: 'server', message: 'error.TOTP_INVALID' });
        form.setFocus('totp');
        return;
      }
      const code = outcome.fail(err);
      if (code === 'EMAIL_NOT_VERIFIED') setNotVerified(true);
      if (code === 'WRONG_PASSWORD') form.setFocus('password');
      if (code === 'USER_NOT_FOUND') form.setFocus('email');
    }
  };
  const onSubmit = form.handleSubmit((values) => submit(values));
  const choose = (as: AccountType) => {
    onTypeChange(as);
    void form
      .handleSubmit((values) => submit(values, as))()
      .catch(outcome.fail);
  };

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
      <EmailField
        registration={form.register('email', {
          onBlur: (event: { target: { value: string } }) => setTypedEmail(event.target.value),
        })}
        error={errors.email?.message}
      />
      {sso && <CompanySignIn sso={sso} />}
      {passwordHidden ? (
        <p className="auth-switch">
          <button type="button" className="auth-link" onClick={() => setPasswordAnyway(true)}>
            {t('auth.sso.passwordAnyway')}
          </button>
        </p>
      ) : (
        <PasswordFields
          purpose="login"
          password={form.register('password')}
          passwordError={errors.password?.message}
        />
      )}
      {askCode && (
        <div className="auth-code">
          <p className="muted">{t('auth.login.codeIntro')}</p>
          <TextField
            label={t(recovery ? 'auth.login.recoveryCode' : 'auth.login.code')}
            type="text"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            dir="ltr"
            error={authErrorText(errors.totp?.message)}
            {...form.register('totp', {
              setValueAs: (value: unknown) =>
                typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
            })}
          />
          <label className="auth-check">
            <input
              type="checkbox"
              checked={recovery}
              onChange={(event) => setRecovery(event.target.checked)}
            />
            {t('auth.login.useRecoveryCode')}
          </label>
        </div>
      )}
      {!passwordHidden && (
        <>
          <AccountTypeChoice label={t('auth.login.asCompany')} type={type} onChange={switchType} />
          {/* Decision 138: a remembered session survives a new tab and a browser restart. */}
          <label className="auth-check">
            <input
              type="checkbox"
              aria-describedby="auth-remember-hint"
              {...form.register('remember')}
            />
            {t('auth.login.remember')}
          </label>
          <p id="auth-remember-hint" className="muted auth-hint">
            {t('auth.login.rememberHint')}
          </p>
          <FormAlert code={outcome.alert === 'EMAIL_NOT_VERIFIED' ? null : outcome.alert} />
          {chooseBetween && (
            <div className="auth-choose" role="group" aria-labelledby="auth-choose-text">
              <p id="auth-choose-text" role="status">
                {authErrorMessage('CHOOSE_ACCOUNT_TYPE')}
              </p>
              <button type="button" onClick={() => choose('User')}>
                {t('auth.login.asJobSeekerChoice')}
              </button>
              <button type="button" onClick={() => choose('Company')}>
                {t('auth.login.asCompanyChoice')}
              </button>
            </div>
          )}
          <button type="submit" className="primary auth-submit" disabled={login.isPending}>
            {login.isPending ? t('auth.sending') : t('auth.login.submit')}
          </button>
        </>
      )}
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
          {notVerifiedActions?.(form.getValues('email'))}
        </Modal>
      )}
      {outcome.oops && <OopsPopup onClose={outcome.closeOops} />}
    </form>
  );
}
