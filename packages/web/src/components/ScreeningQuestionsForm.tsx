// Decision 130: a posting's screening questions where an applicant applies (a job seeker's apply
// on the posting page, and a guest's form of decision 141). An answer's refusal by the server
// (`answers.<id>`) is shown at its question; what was chosen stays.
import { useTranslation } from 'react-i18next';
import type {
  PublicScreeningQuestion,
  ScreeningAnswerInput,
} from '@talentpool/domain/jobs/screening';
import { SelectField, TextField } from './Field';
import './ScreeningQuestionsForm.css';

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
    <fieldset className="screening-questions" data-testid="screening-answers-form">
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
