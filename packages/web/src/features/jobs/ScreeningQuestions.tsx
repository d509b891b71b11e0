// Decision 130: the answers on the company's view of an application (with the knock-out flag).
// The questions' form at apply is shared with the guest form: components/ScreeningQuestionsForm.
import { useTranslation } from 'react-i18next';
import type { ScreeningAnswer } from '@talentpool/domain/jobs/screening';
import './screening.css';

/** The answers on an application, as the company sees them. */
export function ScreeningAnswers({
  screening,
  knockedOut,
}: {
  screening: readonly ScreeningAnswer[];
  knockedOut: boolean;
}) {
  const { t } = useTranslation();
  if (screening.length === 0) return null;
  const shown = (answer: ScreeningAnswer) =>
    answer.value === null
      ? t('jobs.screening.noAnswer')
      : typeof answer.value === 'boolean'
        ? t(answer.value ? 'jobs.screening.yes' : 'jobs.screening.no')
        : String(answer.value);
  return (
    <section className="jobs-screening-answers" aria-labelledby="screening-answers-title">
      <h3 id="screening-answers-title">
        {t('jobs.screening.answersTitle')}
        {knockedOut ? (
          <span className="jobs-knocked-out" data-testid="knocked-out-flag">
            {' '}
            {t('jobs.screening.knockedOut')}
          </span>
        ) : null}
      </h3>
      <dl>
        {screening.map((answer) => (
          <div key={answer.questionId}>
            <dt>{answer.text}</dt>
            <dd dir="auto">
              {shown(answer)}
              {answer.knockedOut ? (
                <strong className="jobs-knocked-out">
                  {' '}
                  ({t('jobs.screening.knockedOutAnswer')})
                </strong>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
