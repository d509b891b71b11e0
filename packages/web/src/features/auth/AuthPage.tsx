// spec 2 (Auth screen): a 1-second spinner first (counted from the server's first frame when it
// painted the spinner: decision 291), then login, sign-up or forgot password switched
// in place; /auth/change-password/{token} opens the same screen in reset mode. The company
// checkbox chooses the endpoint on every form. /auth?verified=1|0 tells the outcome of the
// verification link (0 offers a new one, decision 129), /auth?emailChanged=1|0 that of the link confirming a new login e-mail
// (docs/decisions/112); a session that ended (a 401 anywhere, lib/api.ts) says why the person is
// here.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import { authSpinnerMs } from '@talentpool/domain/limits';
import { Spinner } from '../../components/Spinner';
import { serverFrameAge } from '../../lib/firstFrame';
import { carryFrameInputs } from '../../lib/frameInputs';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { loadValidation } from '../../components/auth/lazyValidation';
import { LoginForm } from '../../components/auth/LoginForm';
import type { AuthMode } from '../../components/auth/modes';
import { ResendVerificationButton } from './components/ResendVerificationButton';
import { ResendVerificationForm } from './components/ResendVerificationForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { SignupForm } from './components/SignupForm';
import { SsoErrorNote } from './components/SsoErrorNote';
import '../../components/auth/auth.css';

interface AuthLocationState {
  reason?: 'expired';
  mode?: AuthMode;
  type?: AccountType;
}

export function AuthPage() {
  const location = useLocation();
  // Decision 291: the spinner the server painted as this document's first frame has been on
  // screen for a while already; only what is left of the second is waited for here.
  const [spinnerMs] = useState(() => {
    const shown = serverFrameAge(location.key);
    return shown === null ? authSpinnerMs : Math.max(0, authSpinnerMs - shown);
  });
  const [ready, setReady] = useState(spinnerMs === 0);

  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), spinnerMs);
    return () => clearTimeout(timer);
  }, [ready, spinnerMs]);

  if (!ready) return <Spinner />;
  // A new navigation (the nav's Login link, the reset screen's "Go to login") starts afresh.
  return <AuthScreen key={location.key} />;
}

function AuthScreen() {
  const { t } = useTranslation();
  const { id: resetToken } = useParams();
  const [searchParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as AuthLocationState;
  // Decision 141: the guest's confirmation mail links /auth?signup=user&email=..., the sign-up
  // form with that e-mail, so the new account claims the application.
  // Issue 46: the home page's calls to action open sign-up (/auth?signup=, lib/signupPath.ts),
  // for a company with signup=company.
  const signup = searchParams.get('signup');
  const [mode, setMode] = useState<AuthMode>(
    state.mode ??
      (signup === 'user' || signup === 'company' || signup === 'new' ? 'signup' : 'login'),
  );
  const [type, setType] = useState<AccountType>(
    state.type ??
      (searchParams.get('type') === 'company' || signup === 'company' ? 'Company' : 'User'),
  );
  const [email, setEmail] = useState(searchParams.get('email')?.slice(0, 320) ?? '');
  const [showNotes, setShowNotes] = useState(true);
  const switched = useRef(false);

  // Decision 292: the server's frame of the bare /auth had this login form; what was typed there
  // before the app took over comes into it (before it paints, and before a press there is made
  // again by App.tsx).
  useLayoutEffect(() => carryFrameInputs(), []);

  useEffect(() => {
    // Switching in place moves the focus to the new form's heading, so it is announced.
    if (switched.current) document.getElementById('auth-title')?.focus();
  }, [mode]);

  const onSwitch = (next: AuthMode, typedEmail: string) => {
    switched.current = true;
    setEmail(typedEmail);
    setShowNotes(false);
    setMode(next);
  };

  const verified = searchParams.get('verified');
  const emailChanged = searchParams.get('emailChanged');
  const modeProps = { type, onTypeChange: setType, email, onSwitch };
  // A used or expired verification link: the first thing offered is a new one (decision 129).
  const askNewLink = showNotes && !resetToken && verified === '0';

  return (
    <section className="page auth-page">
      {/* The validation rules load once the person starts on a form (decision 104); a failed
          download is retried on submit. */}
      <div className="auth-card" onFocus={() => void loadValidation().catch(() => undefined)}>
        {showNotes && !resetToken && verified === '1' && (
          <p className="auth-note auth-note-success" role="status">
            {t('auth.notes.verified')}
          </p>
        )}
        {showNotes && !resetToken && verified === '0' && (
          <p className="auth-note auth-note-error" role="alert">
            {t('auth.notes.notVerified')}
          </p>
        )}
        {showNotes && !resetToken && emailChanged === '1' && (
          <p className="auth-note auth-note-success" role="status">
            {t('auth.notes.emailChanged')}
          </p>
        )}
        {showNotes && !resetToken && emailChanged === '0' && (
          <p className="auth-note auth-note-error" role="alert">
            {t('auth.notes.emailNotChanged')}
          </p>
        )}
        {/* Issue 42: a sign-in through the company's identity provider was refused. */}
        {showNotes && !resetToken && searchParams.get('ssoError') && (
          <SsoErrorNote reason={searchParams.get('ssoError') ?? ''} />
        )}
        {showNotes && state.reason === 'expired' && (
          <p className="auth-note auth-note-info" role="status">
            {t('auth.notes.expired')}
          </p>
        )}
        {resetToken ? (
          <ResetPasswordForm token={resetToken} type={type} />
        ) : askNewLink ? (
          <ResendVerificationForm {...modeProps} />
        ) : mode === 'signup' ? (
          <SignupForm {...modeProps} />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm {...modeProps} />
        ) : (
          <LoginForm
            {...modeProps}
            notVerifiedActions={(typedEmail) => (
              <ResendVerificationButton type={type} email={typedEmail} />
            )}
          />
        )}
      </div>
    </section>
  );
}
