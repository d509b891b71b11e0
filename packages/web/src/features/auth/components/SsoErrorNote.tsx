// Issue 42: /auth?ssoError=<reason> after a sign-in through the company's identity provider was
// refused (the server's callback sends a browser here). The reason is said in the domain's words
// (sso.* messages, or the error code's text), which load with the form's validation (decision 104).
import { useEffect, useState } from 'react';
import type { ErrorCode } from '@talentpool/domain/errors';
import {
  authErrorMessage,
  authMessage,
  loadValidation,
} from '../../../components/auth/lazyValidation';

/** The reasons the server names, as sso.* message keys; an error code otherwise. */
const ssoReasons = [
  'notConfigured',
  'stateInvalid',
  'providerRefused',
  'codeRefused',
  'tokenInvalid',
  'emailNotVerified',
  'domainNotAllowed',
  'otherCompany',
  'memberRemoved',
  'providerUnavailable',
] as const;
const codes: readonly string[] = ['ACCOUNT_DISABLED', 'RATE_LIMITED', 'VALIDATION_FAILED'];

export function SsoErrorNote({ reason }: { reason: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadValidation().then(
      () => setReady(true),
      () => setReady(true),
    );
  }, []);
  if (!ready) return null;
  const text = (ssoReasons as readonly string[]).includes(reason)
    ? authMessage(`sso.${reason}`)
    : authErrorMessage(codes.includes(reason) ? (reason as ErrorCode) : 'UNAUTHENTICATED');
  return (
    <p className="auth-note auth-note-error" role="alert">
      {text}
    </p>
  );
}
