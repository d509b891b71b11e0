// Decision 130: the posting form's screening questions: up to 20, each with its text, type,
// choices, whether an answer is required and an optional knock-out answer; then what a knock-out
// does (flag, or reject with one of the company's reasons). Errors come per question from the
// domain's schema or the server (`screeningQuestions.<n>`), what was typed stays.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screeningLimits, screeningQuestionTypes } from '@talentpool/domain/jobs/screening';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
import './screening.css';
import { api } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { newQuestion, type QuestionDraft, type ScreeningDraft } from './screeningForm';

interface RejectReason {
  _id: string;
  name: { en: string; ar: string };
  archived: boolean;
}

function useRejectReasons(enabled: boolean) {
  return useQuery({
    queryKey: ['rejectReasons'],
    queryFn: ({ signal }) =>
      api.get<{ reasons: RejectReason[] }>('company/reject-reasons', { signal }),
    enabled,
    retry: false,
  });
}

export function ScreeningEditor({
  value,
  onChange,
  errors,
}: {
  value: ScreeningDraft;
  onChange: (next: ScreeningDraft) => void;
  /** Messages by form key: `screeningQuestions`, `screeningQuestions.<n>`, `knockoutReasonId`. */
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reasons = useRejectReasons(value.knockoutAction === 'reject');
  const setQuestion = (index: number, patch: Partial<QuestionDraft>) =>
    onChange({
      ...value,
      questions: value.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)),
    });
  const anyKnockout = value.questions.some((q) => q.knockoutOn);

  return (
    <fieldset className="jobs-screening" aria-describedby="screening-intro">
      <legend>{t('jobs.screening.title')}</legend>
      <p id="screening-intro" className="muted">
        {t('jobs.screening.intro')}
      </p>
      {errors.screeningQuestions ? (
        <p className="jobs-field-error" role="alert">
          {errors.screeningQuestions}
        </p>
      ) : null}
      {value.questions.map((q, index) => {
        const n = index + 1;
        const error = errors[`screeningQuestions.${index}`];
        const choices = q.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean);
        return (
          <fieldset key={q.id} className="jobs-screening-question" data-testid="screening-question">
            <legend>{t('jobs.screening.question', { n })}</legend>
            <TextField
              label={t('jobs.screening.text')}
              required
              maxLength={screeningLimits.textMax}
              value={q.text}
              error={error}
              onChange={(e) => setQuestion(index, { text: e.target.value })}
            />
            <SelectField
              label={t('jobs.screening.type')}
              value={q.type}
              options={screeningQuestionTypes.map((type) => ({
                value: type,
                label: t(`jobs.screening.types.${type}`),
              }))}
              onChange={(e) =>
                setQuestion(index, {
                  type: e.target.value as QuestionDraft['type'],
                  knockoutOn: false,
                  knockoutEquals: e.target.value === 'yesNo' ? 'no' : '',
                })
              }
            />
            {q.type === 'choice' ? (
              <TextAreaField
                label={t('jobs.screening.options')}
                rows={4}
                value={q.options}
                onChange={(e) => setQuestion(index, { options: e.target.value })}
              />
            ) : null}
            <label className="jobs-check">
              <input
                type="checkbox"
                checked={q.required}
                onChange={(e) => setQuestion(index, { required: e.target.checked })}
              />
              <span>{t('jobs.screening.required')}</span>
            </label>
            {q.type !== 'text' ? (
              <label className="jobs-check">
                <input
                  type="checkbox"
                  checked={q.knockoutOn}
                  onChange={(e) => setQuestion(index, { knockoutOn: e.target.checked })}
                />
                <span>{t('jobs.screening.knockout')}</span>
              </label>
            ) : null}
            {q.knockoutOn && q.type === 'yesNo' ? (
              <SelectField
                label={t('jobs.screening.knockoutEquals')}
                value={q.knockoutEquals}
                options={[
                  { value: 'yes', label: t('jobs.screening.yes') },
                  { value: 'no', label: t('jobs.screening.no') },
                ]}
                onChange={(e) => setQuestion(index, { knockoutEquals: e.target.value })}
              />
            ) : null}
            {q.knockoutOn && q.type === 'choice' ? (
              <SelectField
                label={t('jobs.screening.knockoutEquals')}
                value={q.knockoutEquals}
                placeholder={t('jobs.screening.choose')}
                options={choices.map((c) => ({ value: c, label: c }))}
                onChange={(e) => setQuestion(index, { knockoutEquals: e.target.value })}
              />
            ) : null}
            {q.knockoutOn && q.type === 'number' ? (
              <div className="jobs-screening-range">
                <TextField
                  label={t('jobs.screening.knockoutMin')}
                  inputMode="decimal"
                  value={q.knockoutMin}
                  onChange={(e) => setQuestion(index, { knockoutMin: e.target.value })}
                />
                <TextField
                  label={t('jobs.screening.knockoutMax')}
                  inputMode="decimal"
                  value={q.knockoutMax}
                  onChange={(e) => setQuestion(index, { knockoutMax: e.target.value })}
                />
              </div>
            ) : null}
            <button
              type="button"
              className="jobs-button"
              onClick={() =>
                onChange({ ...value, questions: value.questions.filter((_, i) => i !== index) })
              }
            >
              {t('jobs.screening.remove', { n })}
            </button>
          </fieldset>
        );
      })}
      {value.questions.length < screeningLimits.questionsMax ? (
        <button
          type="button"
          className="jobs-button"
          onClick={() => onChange({ ...value, questions: [...value.questions, newQuestion()] })}
        >
          {t('jobs.screening.add')}
        </button>
      ) : null}
      {anyKnockout ? (
        <fieldset className="jobs-screening-action">
          <legend>{t('jobs.screening.action')}</legend>
          {(['flag', 'reject'] as const).map((action) => (
            <label key={action} className="jobs-check">
              <input
                type="radio"
                name="knockoutAction"
                value={action}
                checked={value.knockoutAction === action}
                onChange={() => onChange({ ...value, knockoutAction: action })}
              />
              <span>{t(`jobs.screening.actions.${action}`)}</span>
            </label>
          ))}
          {value.knockoutAction === 'reject' ? (
            reasons.isError ? (
              <p className="jobs-field-error" role="alert">
                {t('jobs.screening.noReasons')}
              </p>
            ) : (
              <SelectField
                label={t('jobs.screening.reason')}
                required
                value={value.knockoutReasonId}
                placeholder={t('jobs.screening.choose')}
                error={errors.knockoutReasonId}
                options={(reasons.data?.reasons ?? [])
                  .filter((r) => !r.archived)
                  .map((r) => ({ value: r._id, label: r.name[lang] }))}
                onChange={(e) => onChange({ ...value, knockoutReasonId: e.target.value })}
              />
            )
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
