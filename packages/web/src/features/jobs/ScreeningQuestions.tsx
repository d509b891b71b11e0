// Decision 130: a posting's screening questions where an applicant applies, and the answers on
// the company's view of an application (with the knock-out flag). An answer's refusal by the
// server (`answers.<id>`) is shown at its question; what was chosen stays.
import { useTranslation } from 'react-i18next';
import type {
  PublicScreeningQuestion,
  ScreeningAnswer,
  ScreeningAnswerInput,
} from '@talentpool/domain/jobs/screening';
import { SelectField, TextField } from '../../components/FormField';
import './screening.css';

export type AnswerValues = Record<string, string>;

/** The request's answers from what the form holds (typed text as typed; numbers as numbers). */
export function answersOf(
  questions: readonly PublicScreeningQuestion[],
  values: AnswerValues,
): ScreeningAnswerInput[] {
  return questions.flatMap((q) => {
    const raw = values[q.id] ?? '';
    if (raw.trim() === '') return [];
    const value =
      q.type === 'yesNo' ? raw === 'yes' : q.type === 'number' ? Number(raw.trim()) : raw;
    return [{ questionId: q.id, value: q.type === 'number' && Number.isNaN(value) ? raw : value }];
  });
}

export function ScreeningQuestionsForm({
  questions,
  values,
  errors,
  onChange,
}: {
  questions: readonly PublicScreeningQuestion[];
  values: AnswerValues;
  errors: Partial<Record<string, string>>;
  onChange: (values: AnswerValues) => void;
}) {
  const { t } = useTranslation();
  const set = (id: string, value: string) => onChange({ ...values, [id]: value });
  return (
    <fieldset className="jobs-screening" data-testid="screening-answers-form">
      <legend>{t('jobs.screening.applyTitle')}</legend>
      {questions.map((q) => {
        const common = {
          label: q.text,
          required: q.required,
          error: errors[`answers.${q.id}`],
          value: values[q.id] ?? '',
        };
        if (q.type === 'yesNo' || q.type === 'choice') {
          const options =
            q.type === 'yesNo'
              ? [
                  { value: 'yes', label: t('jobs.screening.yes') },
                  { value: 'no', label: t('jobs.screening.no') },
                ]
              : (q.options ?? []).map((o) => ({ value: o, label: o }));
          return (
            <SelectField
              key={q.id}
              {...common}
              placeholder={t('jobs.screening.choose')}
              options={options}
              onChange={(e) => set(q.id, e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={q.id}
            {...common}
            inputMode={q.type === 'number' ? 'decimal' : undefined}
            maxLength={q.type === 'text' ? 1000 : undefined}
            onChange={(e) => set(q.id, e.target.value)}
          />
        );
      })}
    </fieldset>
  );
}

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
