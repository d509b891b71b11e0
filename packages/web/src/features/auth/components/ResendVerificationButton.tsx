// Decision 129 (issue 23): the unverified-login popup offers the verification mail again, to the
// e-mail typed in the login form. The server answers the same for every e-mail, so the
// confirmation says "if"; too many resends (429) say so instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@talentpool/domain/account';
import { ApiError } from '../../../lib/api';
import { authErrorMessage } from '../../../components/auth/lazyValidation';
import type { AlertCode } from '../../../components/auth/useSubmitOutcome';
import { useResendVerification } from '../api';
import './resendVerification.css';

export function ResendVerificationButton({ type, email }: { type: AccountType; email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<AlertCode | null>(null);

  const onClick = async () => {
    setSent(false);
    setFailed(null);
    try {
      await resend.mutateAsync({ type, email: email.trim() });
      setSent(true);
    } catch (err) {
      setFailed(err instanceof ApiError ? err.code : 'NETWORK');
    }
  };

  return (
    <>
      <button
        type="button"
        className="auth-secondary"
        disabled={resend.isPending}
        onClick={() => void onClick()}
      >
        {resend.isPending ? t('auth.sending') : t('auth.resend.again')}
      </button>
      <p className="auth-resend-outcome" role="status">
        {sent ? t('auth.resend.sent') : ''}
      </p>
      {failed && (
        <p className="auth-alert auth-resend-outcome" role="alert">
          {authErrorMessage(failed)}
        </p>
      )}
    </>
  );
}
