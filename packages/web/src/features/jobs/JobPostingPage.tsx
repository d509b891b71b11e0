// Issue 12 (decision 100, Screens): one posting at /jobs/{id}: company, details, description, the
// requirement profile as the leadership-style chart, and Apply. A logged-out visitor goes to the
// login screen and comes back here; a user with an incomplete profile is told so with a link to
// complete it; after applying (or when already applied) the button says Applied; a closed
// posting says it is closed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { employmentTypeLabels, workplaceLabels } from '@talentpool/domain/jobs/labels';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { hlOfEdu, professionalFields, yearsOfExp } from '@talentpool/domain/plain/profile';
import { Spinner } from '../../components/Spinner';
import { answeredOnce } from '../../lib/answeredOnce';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import type { Language } from '@talentpool/domain/language';
import { useSession } from '../../lib/session';
import { LeadershipChart } from '../../components/LeadershipChart';
import { useApply, usePublicPosting, useUserApplications } from './api';
import { FairnessSurveyFields } from '../../components/fairnessSurvey/FairnessSurveyFields';
import type { FairnessSurvey } from '@talentpool/domain/fairness/survey';
import {
  answersOf,
  ScreeningQuestionsForm,
  type AnswerValues,
} from '../../components/ScreeningQuestionsForm';
import { countryNameOf, salaryTextOf } from './boardParams';
import { MatchHint, useJobMatch } from './MatchHint';
import './jobs.css';

export function JobPostingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const posting = usePublicPosting(id);

  if (posting.isPending) return <Spinner />;
  if (posting.isError) {
    const notFound = posting.error instanceof ApiError && posting.error.status === 404;
    return (
      <section className="page jobs-page" aria-labelledby="posting-title">
        <h1 id="posting-title">
          {t(notFound ? 'jobs.posting.notFound' : 'jobs.posting.loadFailed')}
        </h1>
        <div className="jobs-actions">
          {notFound ? null : (
            <button type="button" className="primary" onClick={() => void posting.refetch()}>
              {t('common.retry')}
            </button>
          )}
          <Link to="/jobs" className="jobs-button">
            {t('jobs.posting.back')}
          </Link>
        </div>
      </section>
    );
  }
  return <PostingView posting={posting.data} />;
}

function PostingView({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const place = [posting.city, countryNameOf(posting.country, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  const details = [
    { key: 'field', value: professionalFields.labelOf(posting.field, lang) },
    { key: 'workplace', value: workplaceLabels.labelOf(posting.workplace, lang) },
    { key: 'location', value: place || null },
    { key: 'employmentType', value: employmentTypeLabels.labelOf(posting.employmentType, lang) },
    { key: 'salary', value: posting.salary ? salaryTextOf(posting.salary, lang) : null },
    {
      key: 'deadline',
      value:
        posting.applicationDeadline && posting.status === 'published'
          ? formatDate(posting.applicationDeadline, lang)
          : null,
    },
    {
      key: 'minEducation',
      value: posting.minEducation
        ? hlOfEdu.labelOf(posting.minEducation, lang)
        : t('jobs.posting.notSet'),
    },
    {
      key: 'minExperience',
      value: posting.minExperience
        ? yearsOfExp.labelOf(posting.minExperience, lang)
        : t('jobs.posting.notSet'),
    },
  ].filter((d) => d.value !== null);
  const applySettled = useApplyBoxSettled(posting);

  return (
    <article className="page jobs-page jobs-posting" aria-labelledby="posting-title">
      <p>
        <Link to="/jobs">{t('jobs.posting.back')}</Link>
      </p>
      <header className="jobs-posting-head">
        {posting.companyPic ? (
          <img
            className="jobs-company-pic"
            src={posting.companyPic}
            alt=""
            width="64"
            height="64"
          />
        ) : posting.companyName ? (
          <span className="jobs-company-pic jobs-company-initial" aria-hidden="true">
            {posting.companyName.slice(0, 1)}
          </span>
        ) : null}
        <div>
          <h1 id="posting-title">
            <bdi>{posting.title}</bdi>
          </h1>
          {posting.companyName ? (
            <p className="jobs-company">{t('jobs.posting.by', { company: posting.companyName })}</p>
          ) : null}
          {posting.publishedAt ? (
            <p className="muted jobs-small">
              {t('jobs.board.postedOn', { date: formatDate(posting.publishedAt, lang) })}
            </p>
          ) : null}
        </div>
      </header>

      <ApplyBox posting={posting} />
      {/* Decision 300: what follows the apply box shows once the box does, whole: the share
          link's copy button stood where the box's spinner was, then moved down under a press. */}
      <div className="jobs-posting-rest" hidden={!applySettled}>
        {posting.status === 'draft' ? null : <ShareLink id={posting._id} />}

        <section aria-labelledby="posting-details">
          <h2 id="posting-details">{t('jobs.posting.details')}</h2>
          <dl className="jobs-details">
            {details.map((d) => (
              <div key={d.key}>
                <dt>{t(`jobs.posting.${d.key}`)}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="posting-description">
          <h2 id="posting-description">{t('jobs.posting.description')}</h2>
          <p className="jobs-description" dir="auto">
            {posting.description}
          </p>
        </section>
        <section aria-labelledby="posting-profile">
          <h2 id="posting-profile">{t('jobs.posting.profile')}</h2>
          <p className="muted">{t('jobs.posting.profileIntro')}</p>
          <LeadershipChart profile={posting.requirementProfile} />
        </section>
      </div>
    </article>
  );
}

/**
 * Issue 25: the job's address to pass on, in the reader's language (?lang=ar opens it in
 * Arabic), with a copy button; the field stays selectable where the clipboard is refused.
 */
export function shareUrlOf(id: string, lang: Language, origin = window.location.origin): string {
  return `${origin}/jobs/${id}${lang === 'ar' ? '?lang=ar' : ''}`;
}

function ShareLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const url = shareUrlOf(id, lang);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <section aria-labelledby="posting-share">
      <h2 id="posting-share">{t('jobs.posting.share')}</h2>
      <div className="jobs-share">
        <label className="visually-hidden" htmlFor="share-link">
          {t('jobs.posting.shareLink')}
        </label>
        <input
          id="share-link"
          readOnly
          dir="ltr"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="jobs-button" onClick={copy}>
          {t('jobs.posting.copy')}
        </button>
      </div>
      <p role="status" className={copied === 'failed' ? 'jobs-field-error' : 'muted'}>
        {copied === 'copied'
          ? t('jobs.posting.copied')
          : copied === 'failed'
            ? t('jobs.posting.copyFailed')
            : ''}
      </p>
    </section>
  );
}

type ApplyState = 'idle' | 'applied' | 'incomplete' | 'closed';

/**
 * Decision 300: whether the apply box shows whole yet. For a signed-in job seeker it waits for
 * their applications and their match (the same two queries as the box's, asked once); for anybody
 * else, and on a draft or closed posting, it shows from the first frame.
 */
function useApplyBoxSettled(posting: Posting): boolean {
  const session = useSession();
  const waits =
    session.loggedIn &&
    session.type === 'User' &&
    posting.status !== 'draft' &&
    posting.status !== 'closed';
  const mine = useUserApplications(1, waits);
  const match = useJobMatch(posting._id, waits && posting.status === 'published');
  return !waits || (answeredOnce(mine) && answeredOnce(match));
}

function ApplyBox({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const isUser = session.loggedIn && session.type === 'User';
  const mine = useUserApplications(1, isUser);
  const match = useJobMatch(posting._id, isUser && posting.status === 'published');
  const apply = useApply(posting._id);
  const [state, setState] = useState<ApplyState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<AnswerValues>({});
  const [survey, setSurvey] = useState<FairnessSurvey>({});
  const [answerErrors, setAnswerErrors] = useState<Partial<Record<string, string>>>({});
  const questions = posting.screeningQuestions ?? [];
  const message = useRef<HTMLDivElement>(null);
  const alreadyApplied = mine.data?.applications.some((a) => a.jobId === posting._id) ?? false;
  const shown: ApplyState =
    posting.status === 'closed' ? 'closed' : alreadyApplied ? 'applied' : state;

  useEffect(() => {
    if (state !== 'idle') message.current?.focus();
  }, [state]);

  if (posting.status === 'draft') {
    return <p className="jobs-notice">{t('jobs.posting.draft')}</p>;
  }
  if (shown === 'closed') {
    return (
      <p className="jobs-notice jobs-closed" role="status">
        {t('jobs.posting.closed')}
      </p>
    );
  }
  if (!session.loggedIn) {
    return (
      <div className="jobs-apply">
        <button
          type="button"
          className="primary"
          onClick={() =>
            void navigate('/auth', { state: { returnTo: `/jobs/${posting._id}`, type: 'User' } })
          }
        >
          {t('jobs.posting.loginToApply')}
        </button>{' '}
        {/* Decision 141: or apply without an account. */}
        <Link className="button secondary" to={`/jobs/${posting._id}/apply`}>
          {t('guestApply.applyLink')}
        </Link>
      </div>
    );
  }
  if (session.type !== 'User') {
    return <p className="jobs-notice">{t('jobs.posting.companiesCannotApply')}</p>;
  }
  // Decision 300: the box shows whole, once it is known whether this person applied and how
  // their profile matches (both asked at once; a failure does not wait for retries). Shown
  // before, "Apply" gave way to "Applied", or the match arriving above it pushed it down under
  // a press.
  if (!answeredOnce(mine) || !answeredOnce(match)) return <Spinner />;
  if (shown === 'applied') {
    return (
      <div className="jobs-apply jobs-applied" ref={message} tabIndex={-1} role="status">
        <button type="button" className="primary" disabled aria-disabled="true">
          {t('jobs.posting.applied')}
        </button>
        <p>
          {t('jobs.posting.appliedBody')}{' '}
          <Link to="/Profile/Applications">{t('jobs.posting.myApplications')}</Link>
        </p>
      </div>
    );
  }

  const onApply = () => {
    setError(null);
    setAnswerErrors({});
    apply.mutate(
      { answers: answersOf(questions, answers), survey },
      {
        onSuccess: () => setState('applied'),
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'ALREADY_APPLIED') setState('applied');
          else if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') {
            // Said at each question (answers.<id>); the first one wrong takes the focus.
            setAnswerErrors(err.fields);
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>('.jobs-apply [aria-invalid="true"]')?.focus(),
            );
          } else if (err instanceof ApiError && err.code === 'JOB_CLOSED') setState('closed');
          else if (err instanceof ApiError && err.status === 403) setState('incomplete');
          else setError(err instanceof ApiError ? err.message : t('common.retry'));
        },
      },
    );
  };

  return (
    <div className="jobs-apply">
      {/* Issue 46: how the profile matches, before applying. */}
      <MatchHint match={match.data} />
      {questions.length > 0 ? (
        <ScreeningQuestionsForm
          questions={questions}
          values={answers}
          errors={answerErrors}
          onChange={setAnswers}
        />
      ) : null}
      {/* Issue 40 (decisions.md 21): optional, kept apart from the application. */}
      <FairnessSurveyFields value={survey} onChange={setSurvey} />
      <button
        type="button"
        className="primary"
        onClick={onApply}
        disabled={apply.isPending}
        aria-describedby={state === 'incomplete' ? 'apply-incomplete' : undefined}
      >
        {apply.isPending ? t('jobs.posting.applying') : t('jobs.posting.apply')}
      </button>
      {state === 'incomplete' ? (
        <div
          id="apply-incomplete"
          className="jobs-field-error"
          role="alert"
          ref={message}
          tabIndex={-1}
        >
          <p>{t('jobs.posting.incompleteProfile')}</p>
          <Link to="/Userform">{t('jobs.posting.completeProfile')}</Link>
        </div>
      ) : null}
      {error ? (
        <p className="jobs-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
