// Decision 141: /jobs/{id}/apply, applying without an account. Phone first (one column), in the
// page's language (Arabic right to left). The CV comes first: once the queue has read it, the
// fields it found fill the empty inputs and are marked "check this" until the applicant edits
// them (decision 142: never silently). Consent names the company and the notice's version. Errors
// from the server show beside their fields; what was typed stays. The posting's screening
// questions (decision 130) are asked as on the posting page, checked here with the server's own
// rule (domain checkScreeningAnswers) and again by the server. Those checks, the phone library
// and the domain's messages load with the first focus in the form, a submit or an error
// (./validation.ts, decision 156): the page paints with the CV texts and the posting's only.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { guestPrivacyNoticeVersion } from '@talentpool/domain/plain/cv';
import { cvMessagesAr, cvMessagesEn } from '@talentpool/domain/cv/messages';
import { jobsMessagesAr, jobsMessagesEn } from '@talentpool/domain/jobs/messages';
import { FileInput } from '../../components/FileInput';
import {
  answersOf,
  ScreeningQuestionsForm,
  type AnswerValues,
} from '../../components/ScreeningQuestionsForm';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { useApplyAsGuest, useCvParse, usePostingSummary, useUploadCv } from './api';
import './guestApply.css';
import { FairnessSurveyFields } from '../../components/fairnessSurvey/FairnessSurveyFields';
import type { FairnessSurvey } from '@talentpool/domain/fairness/survey';

const applyTitle = { en: jobsMessagesEn, ar: jobsMessagesAr };
const cvTexts = { en: cvMessagesEn, ar: cvMessagesAr };
type CvTextKey = keyof typeof cvMessagesEn;

type Validation = typeof import('./validation');
let validation: Promise<Validation> | null = null;
/** The form's checks and the domain's messages, downloaded once; a failure may be tried again. */
function loadValidation(): Promise<Validation> {
  validation ??= import('./validation').catch((err: unknown) => {
    validation = null;
    throw err;
  });
  return validation;
}

type Field = 'name' | 'email' | 'phone';
const fields: Field[] = ['name', 'email', 'phone'];

export function GuestApplyPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { id = '' } = useParams();
  const posting = usePostingSummary(id);
  const upload = useUploadCv(id);
  const [cvId, setCvId] = useState<string | null>(null);
  const parse = useCvParse(cvId);
  const apply = useApplyAsGuest(id);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
  const [fromCv, setFromCv] = useState<Set<Field>>(new Set());
  const [answers, setAnswers] = useState<AnswerValues>({});
  const [survey, setSurvey] = useState<FairnessSurvey>({});
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const filledFor = useRef<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const [checks, setChecks] = useState<Validation | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const loadChecks = () =>
    loadValidation().then((loaded) => {
      setChecks(loaded);
      return loaded;
    });

  // A failed call's text: the domain's (problemText) once the messages are here; until then the
  // server's own words (translated by X-Lang) or the shell's network text.
  const problem = (err: unknown) =>
    checks
      ? checks.problemText(err, lang)
      : err instanceof ApiError
        ? err.message
        : t('common.unreachable');
  const failed = posting.isError || apply.isError || upload.isError;
  useEffect(() => {
    if (failed) loadValidation().then(setChecks, () => undefined);
  }, [failed]);

  // The parse's proposals fill only what the applicant has not typed, once per CV.
  const parsed = parse.data;
  useEffect(() => {
    if (!parsed || parsed.status === 'queued' || filledFor.current === parsed.cvId) return;
    filledFor.current = parsed.cvId;
    const filled = new Set<Field>();
    setValues((current) => {
      const next = { ...current };
      for (const field of fields) {
        const proposal = parsed.fields[field];
        if (proposal && current[field].trim() === '') {
          next[field] = proposal;
          filled.add(field);
        }
      }
      return next;
    });
    setFromCv(filled);
  }, [parsed]);

  useEffect(() => {
    if (apply.isSuccess) done.current?.focus();
  }, [apply.isSuccess]);

  const company = posting.data?.companyName ?? '';
  const questions = posting.data?.screeningQuestions ?? [];
  const notice = cvTexts[lang]['cv.privacyNotice'].replaceAll('{company}', company);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setErrors((e) => ({ ...e, cvId: '' }));
    upload.mutate(file, {
      onSuccess: (answer) => setCvId(answer.cvId),
      onError: (err) =>
        setErrors((e) => ({
          ...e,
          cvId: err instanceof ApiError && err.fields.cv ? err.fields.cv : problem(err),
        })),
    });
  };

  // The first field in error takes the focus (after React has drawn the errors).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.guest-apply form [aria-invalid="true"]')?.focus(),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let loaded: Validation;
    try {
      loaded = await loadChecks();
      setUnreachable(false);
    } catch {
      // The checks did not download: say so; the next submit tries again.
      setUnreachable(true);
      return;
    }
    const answerInput = answersOf(questions, answers);
    const body = {
      ...values,
      cvId: cvId ?? '',
      ...(questions.length > 0 ? { answers: answerInput } : {}),
      // Issue 40 (decisions.md 21): the voluntary survey, only when answered.
      ...(Object.keys(survey).length > 0 ? { survey } : {}),
      consent,
      consentVersion: guestPrivacyNoticeVersion,
      lang,
    };
    const found = loaded.guestApplicationErrors(body, questions, answerInput, lang);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    apply.mutate(
      { ...body, consent: true },
      {
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
            setErrors(err.fields);
            focusFirstError();
          }
        },
      },
    );
  };

  if (posting.isError) {
    return (
      <section className="page guest-apply">
        <h1>{t('guestApply.notOpenTitle')}</h1>
        <p role="alert">{problem(posting.error)}</p>
        <Link to="/jobs">{t('guestApply.toBoard')}</Link>
      </section>
    );
  }

  if (apply.isSuccess) {
    return (
      <section className="page guest-apply" aria-labelledby="guest-apply-done">
        <div role="status" tabIndex={-1} ref={done}>
          <h1 id="guest-apply-done">{t('guestApply.sentTitle')}</h1>
          <p>{t('guestApply.sent', { email: apply.data.email })}</p>
          <p>{t('guestApply.claimHint')}</p>
        </div>
        <Link to={`/jobs/${id}`}>{t('guestApply.backToJob')}</Link>
      </section>
    );
  }

  const generalError = unreachable
    ? t('common.unreachable')
    : apply.isError && !(apply.error instanceof ApiError && Object.keys(apply.error.fields).length)
      ? problem(apply.error)
      : null;
  const parsing = cvId !== null && (parse.isPending || parse.data?.status === 'queued');

  return (
    <section className="page guest-apply" aria-labelledby="guest-apply-title">
      <h1 id="guest-apply-title">
        {posting.data
          ? // The domain's text, which the page the server writes shows too (decision 145).
            applyTitle[lang]['jobs.page.applyTitle'].replaceAll('{title}', () => posting.data.title)
          : t('guestApply.titleLoading')}
      </h1>
      {company ? <p className="muted">{company}</p> : null}
      <p>{t('guestApply.intro')}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadChecks().catch(() => undefined)}
        noValidate
      >
        <div className="guest-apply-field">
          <FileInput
            id="guest-cv"
            label={t('guestApply.cv')}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-describedby="guest-cv-hint guest-cv-state"
            aria-invalid={errors.cvId ? true : undefined}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
          <p id="guest-cv-hint" className="hint">
            {t('guestApply.cvHint')}
          </p>
          <p id="guest-cv-state" className="hint" aria-live="polite">
            {upload.isPending
              ? t('guestApply.uploading')
              : parsing
                ? t('guestApply.reading')
                : parse.data?.status === 'done'
                  ? t('guestApply.read')
                  : parse.data?.status === 'failed'
                    ? t('guestApply.notRead', {
                        reason:
                          cvTexts[lang][
                            `cv.reason.${parse.data.reason ?? 'unreadable'}` satisfies CvTextKey
                          ],
                      })
                    : ''}
          </p>
          {errors.cvId ? (
            <p className="form-error" role="alert">
              {errors.cvId}
            </p>
          ) : null}
        </div>
        {fields.map((field) => (
          <div className="guest-apply-field" key={field}>
            <label htmlFor={`guest-${field}`}>{t(`guestApply.${field}`)}</label>
            <input
              id={`guest-${field}`}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              dir={field === 'name' ? 'auto' : 'ltr'}
              autoComplete={field === 'phone' ? 'tel' : field}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={
                [
                  fromCv.has(field) ? `guest-${field}-check` : '',
                  errors[field] ? `guest-${field}-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(e) => {
                const value = e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
                setFromCv((s) => {
                  if (!s.has(field)) return s;
                  const next = new Set(s);
                  next.delete(field);
                  return next;
                });
              }}
            />
            {field === 'phone' ? <p className="hint">{t('guestApply.phoneHint')}</p> : null}
            {fromCv.has(field) ? (
              <p id={`guest-${field}-check`} className="guest-apply-check">
                {t('guestApply.checkThis')}
              </p>
            ) : null}
            {errors[field] ? (
              <p id={`guest-${field}-error`} className="form-error" role="alert">
                {errors[field]}
              </p>
            ) : null}
          </div>
        ))}
        {questions.length > 0 ? (
          <ScreeningQuestionsForm
            questions={questions}
            values={answers}
            errors={errors}
            onChange={setAnswers}
          />
        ) : null}
        <FairnessSurveyFields value={survey} onChange={setSurvey} />
        <fieldset className="guest-apply-consent">
          <legend>{t('guestApply.privacyTitle')}</legend>
          <p id="guest-notice">{notice}</p>
          <label>
            <input
              type="checkbox"
              checked={consent}
              aria-describedby="guest-notice"
              aria-invalid={errors.consent ? true : undefined}
              onChange={(e) => setConsent(e.target.checked)}
            />{' '}
            {t('guestApply.consent', { company })}
          </label>
          {errors.consent ? (
            <p className="form-error" role="alert">
              {errors.consent}
            </p>
          ) : null}
        </fieldset>
        {generalError ? (
          <p className="form-error" role="alert">
            {generalError}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={apply.isPending || upload.isPending}>
          {apply.isPending ? t('guestApply.sending') : t('guestApply.send')}
        </button>
      </form>
    </section>
  );
}
