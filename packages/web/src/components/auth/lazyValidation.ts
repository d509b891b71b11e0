// Decision 104: the auth forms validate with the domain's zod schemas and show the domain's
// messages, but neither zod (about 25 KB brotli) nor the messages of every feature are needed to
// paint the form. They load on the first focus in the auth card (loadValidation) or, at the
// latest, on the first submit; the rules and messages are unchanged. Every message the forms
// show follows a submit, which has run the resolver, so the messages are here by then. A failed
// download is retried on the next attempt; meanwhile the submit rejects and the form shows the
// 'Oops' popup with Refresh (useSubmitOutcome), in the shell's network text.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ErrorCode } from '@talentpool/domain/errors';
import i18n, { currentLanguage } from '../../lib/i18n';

type Validation = typeof import('./validation');

let loading: Promise<Validation> | null = null;
let loaded: Validation | null = null;

export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation').then(
    (validation) => (loaded = validation),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * A message key of the domain (or a text the server sent) in the current language. Before the
 * messages have loaded, which only a failed download leaves so, the shell's 'cannot reach the
 * server' (kept equal to the domain's error.NETWORK by locales.test.ts).
 */
export function authMessage(keyOrText: string): string {
  return loaded ? loaded.translate(keyOrText, currentLanguage()) : i18n.t('common.unreachable');
}

/** A field's error (a message key of the domain) as text for components/FormField; none without. */
export function authErrorText(key: string | undefined): string | undefined {
  return key ? authMessage(key) : undefined;
}

/** The domain's text of an error code in the current language (as authMessage). */
export function authErrorMessage(code: ErrorCode | 'NETWORK'): string {
  return loaded ? loaded.errorMessage(code, currentLanguage()) : i18n.t('common.unreachable');
}

/** A resolver that loads the validation module before it validates. */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  pick: (validation: Validation) => Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => pick(await loadValidation())(values, context, options);
}
