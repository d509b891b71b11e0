import { errorMessage } from '@talentpool/domain/messages';
import { currentLanguage } from '../../../lib/i18n';
import type { AlertCode } from './useSubmitOutcome';

/** The message of a failed submit, announced to screen readers. */
export function FormAlert({ code }: { code: AlertCode | null }) {
  if (!code) return null;
  return (
    <p className="auth-alert" role="alert">
      {errorMessage(code, currentLanguage())}
    </p>
  );
}
