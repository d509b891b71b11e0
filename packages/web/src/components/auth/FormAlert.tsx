import type { AlertCode } from './useSubmitOutcome';
import { authErrorMessage } from './lazyValidation';

/** The message of a failed submit, announced to screen readers. */
export function FormAlert({ code }: { code: AlertCode | null }) {
  if (!code) return null;
  return (
    <p className="auth-alert" role="alert">
      {authErrorMessage(code)}
    </p>
  );
}
