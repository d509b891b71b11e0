// Issue 19, decision 120: /Company/Interviews/:id/scorecard, phone first. The interviewer rates
// each attribute of the posting's kit from 1 to 4 (radio groups: arrow keys move, each choice
// says its word), gives a recommendation and notes, and submits (submitScorecard; again to
// change it). Once theirs is in, the team's scorecards show below; before, they stay hidden.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextAreaField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useMember } from '../../lib/member';
import { isolated, writtenTextProps } from '../../lib/writtenText';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useInterviewKit, useMyInterview, useScorecards, useSubmitScorecard } from './api';
import { InterviewWhen } from './ApplicationInterviews';
import { ScorecardsView } from './ScorecardsView';
import {
  interviewLimits,
  personName,
  recommendations,
  scores,
  type Interview,
  type Recommendation,
  type Scorecard,
} from './types';
import './interviews.css';

export function ScorecardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const found = useMyInterview(id);
  if (found.isPending) return <Spinner />;
  if (found.isError || !found.data) {
    return (
      <section className="page interviews-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('interviews.scorecard.title')}</h1>
        <p role="alert">
          {found.isError
            ? `${t('interviews.scorecard.loadFailed')} ${problemText(found.error, lang)}`
            : t('interviews.scorecard.notFound')}
        </p>
        <Link to="/Company/Interviews">{t('interviews.scorecard.back')}</Link>
      </section>
    );
  }
  return <ScorecardScreen interview={found.data} />;
}

function ScorecardScreen({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useMember();
  const kit = useInterviewKit(interview.jobId);
  const cards = useScorecards(interview.applicationId);
  const mine = cards.data?.scorecards.find(
    (card) => card.interviewId === interview._id && card.interviewer._id === member?._id,
  );
  const name = personName(interview.candidate);
  return (
    <section
      className="page interviews-page interviews-scorecard-page"
      aria-labelledby="page-title"
    >
      <p>
        <Link to="/Company/Interviews">{t('interviews.scorecard.back')}</Link>
      </p>
      {/* Issue 37: a name in the other direction keeps the heading's punctuation on its side. */}
      <h1 id="page-title">{t('interviews.scorecard.heading', { name: isolated(name) })}</h1>
      <p className="muted">
        <span {...writtenTextProps(interview.job.title, lang)}>{interview.job.title}</span> ·{' '}
        <InterviewWhen interview={interview} />
      </p>
      {interview.status === 'cancelled' ? (
        <p role="status">{t('interviews.scorecard.cancelledInterview')}</p>
      ) : null}
      {kit.isPending || cards.isPending ? (
        <Spinner />
      ) : kit.isError ? (
        <p role="alert">{problemText(kit.error, lang)}</p>
      ) : (
        // A scorecard loaded later (or saved) starts the form afresh with its values.
        <ScorecardForm
          key={mine?._id ?? 'new'}
          interview={interview}
          attributes={kit.data.attributes}
          labels={kit.data.labels}
          mine={mine}
        />
      )}
      <ScorecardsView applicationId={interview.applicationId} />
    </section>
  );
}

type Problems = Record<string, string>;

function ScorecardForm({
  interview,
  attributes,
  labels,
  mine,
}: {
  interview: Interview;
  attributes: string[];
  /** Issue 37 (decision 269): each attribute in both languages; ratings keep the attribute. */
  labels: readonly { en: string; ar: string }[] | undefined;
  mine: Scorecard | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const submit = useSubmitScorecard(interview._id, interview.applicationId);
  const [ratings, setRatings] = useState<Record<string, number>>(() =>
    Object.fromEntries((mine?.ratings ?? []).map((r) => [r.attribute, r.score])),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(
    mine?.recommendation ?? '',
  );
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: Problems = {};
    attributes.forEach((a, i) => {
      if (!ratings[a]) found[`rating-${i}`] = t('interviews.scorecard.missingRating');
    });
    if (!recommendation) found.recommendation = t('interviews.scorecard.missingRecommendation');
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first || !recommendation) {
      document.querySelector<HTMLInputElement>(`[data-group="${first}"] input`)?.focus();
      return;
    }
    try {
      await submit.mutateAsync({
        ratings: attributes.map((attribute) => ({ attribute, score: ratings[attribute] ?? 0 })),
        recommendation,
        notes: notes.trim(),
      });
      notify.success(mine ? t('interviews.scorecard.updated') : t('interviews.scorecard.saved'));
    } catch (err) {
      // What was chosen and written stays; the server's words go where they belong.
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      const byField: Problems = {};
      const rest: string[] = [];
      for (const [field, message] of fields) {
        const rating = /^ratings[.[](\d+)/.exec(field)?.[1];
        if (rating !== undefined) byField[`rating-${rating}`] = message;
        else if (field === 'recommendation' || field === 'notes') byField[field] = message;
        else rest.push(message);
      }
      setProblems(byField);
      if (fields.length === 0 || rest.length > 0) {
        setProblem(rest.length > 0 ? rest.join(' ') : problemText(err, lang));
      }
    }
  };

  return (
    <form className="interviews-scorecard-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2>{t('interviews.scorecard.ratingsLegend')}</h2>
      {attributes.map((attribute, i) => {
        const errorId = `rating-${i}-error`;
        const error = problems[`rating-${i}`];
        return (
          <fieldset
            key={attribute}
            className="interviews-rating"
            data-group={`rating-${i}`}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend {...writtenTextProps(labels?.[i]?.[lang] ?? attribute, lang)}>
              {labels?.[i]?.[lang] ?? attribute}
            </legend>
            <div className="interviews-choices">
              {scores.map((score) => (
                <label key={score} className="interviews-choice">
                  <input
                    type="radio"
                    name={`rating-${i}`}
                    value={score}
                    checked={ratings[attribute] === score}
                    onChange={() => setRatings((r) => ({ ...r, [attribute]: score }))}
                  />
                  <span className="interviews-choice-score">{score}</span>{' '}
                  <span className="interviews-choice-word">
                    {t(`interviews.scoreLabel.${score}`)}
                  </span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset
        className="interviews-rating"
        data-group="recommendation"
        aria-describedby={problems.recommendation ? 'recommendation-error' : undefined}
        aria-invalid={problems.recommendation ? true : undefined}
      >
        <legend>{t('interviews.scorecard.recommendationLegend')}</legend>
        <div className="interviews-choices">
          {recommendations.map((r) => (
            <label key={r} className={`interviews-choice interviews-rec-${r}`}>
              <input
                type="radio"
                name="recommendation"
                value={r}
                checked={recommendation === r}
                onChange={() => setRecommendation(r)}
              />
              <span className="interviews-choice-word">{t(`interviews.recommendation.${r}`)}</span>
            </label>
          ))}
        </div>
        {problems.recommendation ? (
          <p id="recommendation-error" className="field-error" role="alert">
            {problems.recommendation}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('interviews.scorecard.notes')}
        hint={t('interviews.scorecard.notesHint')}
        rows={5}
        maxLength={interviewLimits.notesMax}
        value={notes}
        error={problems.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      {problem ? (
        <p className="interviews-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="primary interviews-submit" disabled={submit.isPending}>
        {mine ? t('interviews.scorecard.update') : t('interviews.scorecard.submit')}
      </button>
    </form>
  );
}
