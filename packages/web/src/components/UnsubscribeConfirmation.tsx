// Decisions 137 and 183 (decisions.md 17): the page a mail's unsubscribe link opens. It works
// without a login (the token in the address is the proof) and asks for one click before turning
// the mail off, since mail scanners open links on their own; then it says what was turned off
// and where to turn it on again. The saved-search alert and the applicant digest open it, each
// with its own call and texts.
import { useEffect, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { currentLanguage } from '../lib/i18n';

/**
 * The words of an unexpected failure (a rate limit, the server down), loaded when one happens:
 * lib/problemText brings every domain message (58 KB compressed), which the page itself never
 * needs (decision 285: the page paints from the server's HTML and loads little before it works).
 */
function useProblemText(error: Error | null, wanted: boolean): string {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!error || !wanted) return;
    let live = true;
    void import('../lib/problemText').then(({ problemText }) => {
      if (live) setText(problemText(error, currentLanguage()));
    });
    return () => {
      live = false;
    };
  }, [error, wanted]);
  return error && wanted ? text : '';
}

export interface UnsubscribeConfirmationProps<Answer> {
  /** The page's class and the id of its heading. */
  name: string;
  /** The token of the mail's link ('' when the link lost it: nothing to click then). */
  token: string;
  unsubscribe: UseMutationResult<Answer, Error, string>;
  texts: { title: string; intro: string; invalid: string; confirm: string };
  /** What the page says once the mail is off, from the server's answer. */
  done: (answer: Answer) => ReactNode;
}

export function UnsubscribeConfirmation<Answer>({
  name,
  token,
  unsubscribe,
  texts,
  done,
}: UnsubscribeConfirmationProps<Answer>) {
  // An unknown or malformed token: the link is not valid (an old mail, a cut address).
  const gone =
    unsubscribe.error instanceof ApiError &&
    (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  const titleId = `${name}-title`;
  const problem = useProblemText(unsubscribe.error, !gone && Boolean(token));
  return (
    <section className={`page ${name}`} aria-labelledby={titleId}>
      <h1 id={titleId}>{texts.title}</h1>
      {unsubscribe.isSuccess ? (
        <div role="status">{done(unsubscribe.data)}</div>
      ) : (
        <>
          <p>{texts.intro}</p>
          {unsubscribe.isError || !token ? (
            <p role="alert" className="form-error">
              {gone || !token ? texts.invalid : problem}
            </p>
          ) : null}
          <button
            type="button"
            className="button primary"
            onClick={() => unsubscribe.mutate(token)}
            disabled={unsubscribe.isPending || !token}
            aria-busy={unsubscribe.isPending || undefined}
          >
            {texts.confirm}
          </button>
        </>
      )}
    </section>
  );
}
