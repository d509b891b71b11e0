// spec 2 (Questionnaire) and 4 (Questionnaire states): the instructions, Start, 6 pages of 8
// statements, Previous/Next (Done on the last page), the progress bar (17 per newly completed
// page, 100 at the end), '* There are missing questions *' when a page is incomplete, and the
// 'Congratulations!' modal. Shared by /Q (logged-in users) and /identification/:code (single-use
// links): the caller passes how to load the statements, how to send the answers, where 'To Home'
// goes and where the answers are kept until they are sent. A failed send keeps the answers and
// offers a retry (decisions.md section 8). Issue 22 (decision 135): it measures the time spent on
// each statement (from the page being shown, or the previous answer, to the answer; changes add
// up) and sends the 48 timings with the answers, for the "too fast" flag; an attempt resumed after
// a reload has statements it did not time, so it sends none rather than partial ones.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// Zod-free imports (decision 104): the questionnaire paints without downloading zod.
import type { Questionnaire as QuestionnaireData } from '@talentpool/domain/isi/types';
import {
  ISI_ITEM_COUNT,
  ISI_PAGE_COUNT,
  ISI_PAGE_SIZE,
  ISI_PROGRESS_PER_PAGE,
  ISI_TIMING_MAX_MS,
} from '@talentpool/domain/plain/isi';
import type { Language } from '@talentpool/domain/plain/language';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { formatPercent } from '../../lib/format';
import { notify } from '../../lib/notify';
import { Spinner } from '../Spinner';
import { CompletionModal } from './CompletionModal';
import { Instructions } from './Instructions';
import { questionnaireQueryKey } from './loadQuestionnaire';
import { StatementChoices } from './StatementChoices';
import {
  clearProgress,
  loadProgress,
  saveProgress,
  type QuestionnaireProgress,
} from './storedAnswers';
import './questionnaire.css';

export interface QuestionnaireProps {
  /** Loads the statements of a language (GET /api/questionnaire). */
  loadItems: (lang: Language) => Promise<QuestionnaireData>;
  /**
   * Sends the 48 answers, and the milliseconds spent on each when every one was timed here; a
   * rejection is shown with a retry and the answers are kept.
   */
  submit: (answers: number[], timings?: number[]) => Promise<unknown>;
  /** Where the modal's 'To Home' goes. */
  homePath: string;
  /** sessionStorage key under which the answers survive a reload until they are sent. */
  storageKey: string;
  /** spec 4: the single-use-link page shows a 'Loading...' toast while sending. */
  loadingToast?: boolean;
  /** Heading of the screen; defaults to the questionnaire's title. */
  title?: string;
  /** Issue 46: a job seeker's results are on My Avatar at once; the end screen says so. */
  resultsOnAvatar?: boolean;
}

export function progressOf(progress: QuestionnaireProgress, finished: boolean): number {
  if (finished) return 100;
  return Math.min(100, progress.completed.length * ISI_PROGRESS_PER_PAGE);
}

export function Questionnaire(props: QuestionnaireProps) {
  const { loadItems, submit, homePath, storageKey, loadingToast = false, title } = props;
  const { resultsOnAvatar = false } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const items = useQuery({
    queryKey: questionnaireQueryKey(lang),
    queryFn: () => loadItems(lang),
    staleTime: Infinity,
  });
  const [progress, setProgress] = useState<QuestionnaireProgress>(() => loadProgress(storageKey));
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const movedRef = useRef(false);
  const missingId = useId();
  // Milliseconds per statement, and since when the current one has been on screen.
  const timingsRef = useRef<(number | null)[]>(Array.from({ length: ISI_ITEM_COUNT }, () => null));
  const lastEventRef = useRef<number | null>(null);

  useEffect(() => {
    if (!finished) saveProgress(storageKey, progress);
  }, [storageKey, progress, finished]);

  // A page on screen starts the clock for its first statement.
  const pageShown = items.isSuccess && progress.step >= 0;
  useEffect(() => {
    lastEventRef.current = pageShown ? performance.now() : null;
  }, [progress.step, pageShown]);

  // After moving between steps, start at the top with the focus on the new heading.
  useEffect(() => {
    if (!movedRef.current) return;
    movedRef.current = false;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [progress.step]);

  const goTo = (step: number) => {
    movedRef.current = true;
    setShowMissing(false);
    setSendError(null);
    setProgress((p) => ({ ...p, step }));
  };

  const pageTitle = title ?? t('isi.questionnaire.title');
  const percent = progressOf(progress, finished);
  const progressBar = (
    <div className="q-progress">
      <span className="q-progress-label" id={`${missingId}-progress`}>
        {t('isi.questionnaire.progress')}: {formatPercent(percent, lang)}
      </span>
      <div
        className="q-progress-track"
        role="progressbar"
        aria-labelledby={`${missingId}-progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="q-progress-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );

  if (items.isPending) {
    return (
      <section className="page questionnaire" aria-labelledby="q-title">
        <h1 id="q-title">{pageTitle}</h1>
        <Spinner />
      </section>
    );
  }
  if (items.isError) {
    return (
      <section className="page questionnaire" aria-labelledby="q-title">
        <h1 id="q-title">{pageTitle}</h1>
        <div role="alert" className="q-error">
          <p>
            {t('isi.questionnaire.loadFailed')} {items.error.message}
          </p>
          <button type="button" className="button" onClick={() => void items.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }

  const data = items.data;
  const step = progress.step;
  const statements = step >= 0 ? (data.pages[step] ?? []) : [];
  const isLast = step === ISI_PAGE_COUNT - 1;
  const answerOf = (id: number) => progress.answers[id - 1] ?? 0;
  const pageComplete = statements.every((s) => answerOf(s.id) > 0);

  const setAnswer = (id: number, value: number) => {
    lastEventRef.current = recordTiming(timingsRef.current, id, lastEventRef.current);
    setProgress((p) => {
      const answers = [...p.answers];
      answers[id - 1] = value;
      return { ...p, answers };
    });
    setSendError(null);
  };

  const focusStatement = (index: number) => {
    const form = formRef.current;
    if (!form) return;
    const groups = form.querySelectorAll<HTMLElement>('[role="radiogroup"]');
    const group = groups[index];
    if (!group) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      return;
    }
    const target =
      group.querySelector<HTMLInputElement>('input:checked') ??
      group.querySelector<HTMLInputElement>('input');
    target?.focus();
  };

  async function send(answers: number[]) {
    setSending(true);
    setSendError(null);
    const toastId = loadingToast ? notify.loading(t('isi.questionnaire.sending')) : undefined;
    try {
      await submit(answers, measuredTimings(timingsRef.current));
      clearProgress(storageKey);
      setFinished(true);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : (err as Error).message || String(err);
      setSendError(t('isi.questionnaire.sendFailed', { reason }));
    } finally {
      if (toastId !== undefined) notify.dismiss(toastId);
      setSending(false);
    }
  }

  function onNext(event: FormEvent) {
    event.preventDefault();
    if (sending || finished) return;
    if (!pageComplete) {
      setShowMissing(true);
      const firstMissing = statements.findIndex((s) => answerOf(s.id) === 0);
      focusStatement(firstMissing);
      return;
    }
    setShowMissing(false);
    const completed = progress.completed.includes(step)
      ? progress.completed
      : [...progress.completed, step];
    if (isLast) {
      setProgress((p) => ({ ...p, completed }));
      void send(progress.answers);
      return;
    }
    movedRef.current = true;
    setProgress((p) => ({ ...p, completed, step: step + 1 }));
  }

  return (
    <section className="page questionnaire" aria-labelledby="q-title">
      <h1 id="q-title">{pageTitle}</h1>
      {progressBar}
      {step < 0 ? (
        <Instructions
          headingRef={headingRef}
          scale={data.scale}
          resume={progress.answers.some((a) => a > 0)}
          onStart={() => goTo(progress.answers.some((a) => a > 0) ? firstOpenPage(progress) : 0)}
        />
      ) : (
        <form ref={formRef} className="q-page" onSubmit={onNext} noValidate>
          <h2 ref={headingRef} tabIndex={-1} className="q-page-heading">
            {t('isi.questionnaire.pageHeading', { page: step + 1, count: ISI_PAGE_COUNT })}
          </h2>
          <p className="muted q-hint">{t('isi.questionnaire.tip2')}</p>
          {statements.map((s, index) => (
            <StatementChoices
              key={s.id}
              id={s.id}
              number={s.id}
              text={s.text}
              value={answerOf(s.id)}
              scale={data.scale}
              invalid={showMissing && answerOf(s.id) === 0}
              describedBy={missingId}
              onChange={(value) => setAnswer(s.id, value)}
              onKeyAnswered={() => focusStatement(index + 1)}
            />
          ))}
          {showMissing && !pageComplete && (
            <p id={missingId} role="alert" className="q-missing">
              {t('isi.questionnaire.missing')}
            </p>
          )}
          {sendError && (
            <div role="alert" className="q-error">
              <p>{sendError}</p>
              <button
                type="button"
                className="button"
                onClick={() => void send(progress.answers)}
                disabled={sending}
              >
                {t('isi.questionnaire.retry')}
              </button>
            </div>
          )}
          <div className="q-nav">
            <button
              type="button"
              className="button q-button-secondary"
              onClick={() => goTo(step - 1)}
              disabled={sending}
            >
              {t('isi.questionnaire.previous')}
            </button>
            <button type="submit" className="button" disabled={sending} aria-busy={sending}>
              {isLast ? t('isi.questionnaire.done') : t('isi.questionnaire.next')}
            </button>
          </div>
        </form>
      )}
      {finished && <CompletionModal homePath={homePath} resultsOnAvatar={resultsOnAvatar} />}
    </section>
  );
}

/**
 * Adds the time since `since` (the page shown, or the previous answer) to statement `id`'s timing;
 * answers the new "since". Called from an answer's event handler, never while rendering.
 */
function recordTiming(timings: (number | null)[], id: number, since: number | null): number {
  const now = performance.now();
  if (since !== null) timings[id - 1] = (timings[id - 1] ?? 0) + Math.max(0, now - since);
  return now;
}

/** Whole milliseconds per statement, capped at an hour; undefined unless every one was timed. */
export function measuredTimings(timings: readonly (number | null)[]): number[] | undefined {
  if (timings.length !== ISI_ITEM_COUNT || timings.some((t) => t === null)) return undefined;
  return timings.map((t) => Math.min(ISI_TIMING_MAX_MS, Math.round(t ?? 0)));
}

/** Resume at the first page not yet completed (or the last page). */
function firstOpenPage(progress: QuestionnaireProgress): number {
  for (let page = 0; page < ISI_PAGE_COUNT; page++) {
    const slice = progress.answers.slice(page * ISI_PAGE_SIZE, (page + 1) * ISI_PAGE_SIZE);
    if (slice.some((a) => a === 0) || !progress.completed.includes(page)) return page;
  }
  return ISI_PAGE_COUNT - 1;
}
