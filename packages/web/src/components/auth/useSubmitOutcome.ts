// What a failed auth call shows (spec 4 and 8): the codes a form expects become a message next to
// the form; field errors from the server go to their fields; anything else is the 'Oops, something
// went wrong' popup with Refresh. Codes, not texts, are kept, so a language switch re-translates.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@talentpool/domain/errors';
import { ApiError } from '../../lib/api';

export type AlertCode = ErrorCode | 'NETWORK';

export function useSubmitOutcome<T extends FieldValues>(
  setError: UseFormSetError<T>,
  expected: readonly AlertCode[],
  fieldNames: readonly Path<T>[],
) {
  const [alert, setAlert] = useState<AlertCode | null>(null);
  const [oops, setOops] = useState(false);

  function fail(err: unknown): AlertCode | null {
    if (!(err instanceof ApiError)) {
      setOops(true);
      return null;
    }
    if (err.code === 'VALIDATION_FAILED' && Object.keys(err.fields).length > 0) {
      for (const [name, message] of Object.entries(err.fields)) {
        const field = fieldNames.find((f) => f === name);
        if (field) setError(field, { type: 'server', message });
      }
      return err.code;
    }
    if (
      expected.includes(err.code) ||
      err.code === 'RATE_LIMITED' ||
      err.code === 'NETWORK' ||
      err.code === 'SERVICE_UNAVAILABLE'
    ) {
      setAlert(err.code);
      return err.code;
    }
    setOops(true);
    return err.code;
  }

  return {
    alert,
    oops,
    fail,
    clear: () => setAlert(null),
    closeOops: () => setOops(false),
  };
}
