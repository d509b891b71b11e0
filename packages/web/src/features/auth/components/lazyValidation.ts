// Decision 104: the auth forms validate with the domain's zod schemas, but zod (about 38 KB
// brotli) is not needed to paint the form. The resolvers load on the first focus in the auth
// card (loadValidation) or, at the latest, on the first submit; the rules and messages are
// unchanged. A failed download is retried on the next attempt; meanwhile the submit rejects and
// the form shows the 'Oops' popup with Refresh (useSubmitOutcome).
import type { FieldValues, Resolver } from 'react-hook-form';

type Validation = typeof import('../validation');

let loading: Promise<Validation> | null = null;

export function loadValidation(): Promise<Validation> {
  loading ??= import('../validation').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** A resolver that loads the validation module before it validates. */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  pick: (validation: Validation) => Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => pick(await loadValidation())(values, context, options);
}
