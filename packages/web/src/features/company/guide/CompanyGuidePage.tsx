// Issue 46 (decision 252): a new company's first hour. The first login of a member who may edit
// the company opens this guide (/Company/Welcome?login=1) instead of the single-use link page:
// your name and the company (name, logo), the team, the first posting, where applicants arrive.
// Each step can be done or passed over; "Skip the guide" stops it opening at login; the sidebar's
// "Getting started" resumes it. The state is the server's (per member), so it resumes anywhere.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { guideSteps, type GuideStep } from '@talentpool/domain/members/guide';
import { memberNameSchema } from '@talentpool/domain/members/schemas';
import { translate } from '@talentpool/domain/messages';
import { RequirePermission } from '../../../components/RequirePermission';
import { TextField } from '../../../components/FormField';
import { answeredOnce } from '../../../lib/answeredOnce';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { companyHomeOf, useCurrentMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { problemText } from '../../../lib/problemText';
import { useSession } from '../../../lib/session';
import { useCompany } from '../api';
import { CompanyPictureUpload } from '../components/CompanyPictureUpload';
import { useCompanyGuide, useSetMemberName, useUpdateGuide } from './api';
import './guide.css';

export function CompanyGuidePage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="company.edit"
      title={t('company.guide.title')}
      notAllowed={t('company.notAllowed.setUp')}
      className="page company-page"
    >
      <Guide />
    </RequirePermission>
  );
}

function Guide() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const guide = useCompanyGuide();
  // Decision 300: the first step shows the company's profile once it is read, and is taller then:
  // the page waits for it, so its "Done: next step" is not pushed down under a press.
  const company = useCompany(session.id);
  const update = useUpdateGuide();
  const fromLogin = params.get('login') === '1';

  useEffect(() => {
    document.title = `${t('company.guide.title')} · ${t('brand')}`;
  }, [t]);

  if (guide.isPending || !answeredOnce(company)) {
    return (
      <section className="page company-page" aria-busy="true" aria-labelledby="guide-title">
        <h1 id="guide-title">{t('company.guide.title')}</h1>
      </section>
    );
  }
  if (guide.isError) {
    // The guide is a help, never a wall: at login, go on to the member's first page.
    if (fromLogin) return <Navigate to={companyHomeOf(session.member)} replace />;
    return (
      <section className="page company-page" aria-labelledby="guide-title">
        <h1 id="guide-title">{t('company.guide.title')}</h1>
        <p role="alert" className="form-error">
          {problemText(guide.error, currentLanguage())}
        </p>
      </section>
    );
  }
  // At login, a guide skipped or finished does not open again.
  if (fromLogin && !guide.data.open) {
    return <Navigate to={companyHomeOf(session.member)} replace />;
  }

  const state = guide.data;
  const mark = (step: GuideStep) =>
    update.mutate(
      { stepDone: step, skipped: false },
      { onError: (err) => notify.error(problemText(err, currentLanguage())) },
    );
  const skip = () =>
    update.mutate(
      { skipped: true },
      {
        onSuccess: () => void navigate(companyHomeOf(session.member), { replace: true }),
        onError: (err) => notify.error(problemText(err, currentLanguage())),
      },
    );

  return (
    <section className="page company-page guide-page" aria-labelledby="guide-title">
      <div className="guide-head">
        <h1 id="guide-title">{t('company.guide.title')}</h1>
        {state.next !== null && (
          <button type="button" className="button secondary" onClick={skip}>
            {t('company.guide.skip')}
          </button>
        )}
      </div>
      <p className="muted">{t('company.guide.intro')}</p>
      {state.skippedAt !== null && state.next !== null && (
        <p className="guide-note" role="status">
          {t('company.guide.resumed')}
        </p>
      )}
      <p className="guide-progress" aria-live="polite">
        {t('company.guide.progress', { done: state.done.length, total: guideSteps.length })}
      </p>
      <ol className="guide-steps">
        {guideSteps.map((step, index) => {
          const done = state.done.includes(step);
          const current = state.next === step;
          return (
            <li
              key={step}
              className={`guide-step${done ? ' guide-step-done' : ''}${current ? ' guide-step-current' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <h2 id={`guide-${step}`}>
                <span className="guide-number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`company.guide.steps.${step}.title`)}
                {done && <span className="guide-done"> · {t('company.guide.done')}</span>}
              </h2>
              {(current || done) && <p>{t(`company.guide.steps.${step}.body`)}</p>}
              {current && <StepBody step={step} />}
              {current && (
                <div className="guide-actions">
                  <button
                    type="button"
                    className="button primary"
                    disabled={update.isPending}
                    onClick={() => mark(step)}
                  >
                    {index === guideSteps.length - 1
                      ? t('company.guide.finish')
                      : t('company.guide.next')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {state.next === null && (
        <div className="guide-finished" role="status">
          <p>{t('company.guide.finished')}</p>
          <Link className="button primary" to="/CompanyView/Jobs">
            {t('company.guide.toJobs')}
          </Link>
        </div>
      )}
    </section>
  );
}

function StepBody({ step }: { step: GuideStep }) {
  const { t } = useTranslation();
  if (step === 'profile') return <ProfileStep />;
  const links: Record<Exclude<GuideStep, 'profile'>, { to: string; key: string }> = {
    team: { to: '/Company/Members', key: 'company.guide.steps.team.action' },
    posting: { to: '/CompanyView/Jobs/new', key: 'company.guide.steps.posting.action' },
    applicants: { to: '/CompanyView/Jobs', key: 'company.guide.steps.applicants.action' },
  };
  const link = links[step];
  return (
    <p>
      <Link className="button secondary" to={link.to}>
        {t(link.key)}
      </Link>
    </p>
  );
}

/** Step 1: the member's name (setMemberName), then the company's profile and logo. */
function ProfileStep() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const session = useSession();
  const current = useCurrentMember();
  const company = useCompany(session.id);
  const setName = useSetMemberName();
  const [name, setNameValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const stored = current.data?.member.name ?? session.member?.name ?? '';
  const value = name ?? stored;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = memberNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? 'members.nameRequired', lang));
      return;
    }
    setError(undefined);
    setName.mutate(
      { name: parsed.data },
      {
        onSuccess: () => {
          notify.success(t('company.guide.nameSaved'));
          setNameValue(null);
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.fields.name ? err.fields.name : problemText(err, lang),
          ),
      },
    );
  };

  return (
    <div className="guide-profile">
      <form className="guide-name" onSubmit={submit} noValidate>
        <TextField
          label={t('company.guide.name')}
          hint={t('company.guide.nameHint')}
          autoComplete="name"
          value={value}
          error={error}
          onChange={(event) => setNameValue(event.target.value)}
        />
        <button type="submit" className="button secondary" disabled={setName.isPending}>
          {t('company.guide.saveName')}
        </button>
      </form>
      {company.data?.dataComplete ? (
        <div className="guide-company">
          <p>
            {t('company.guide.companySaved', {
              company: `\u2068${company.data.companyName}\u2069`,
            })}
          </p>
          <p className="muted">{t('company.guide.logo')}</p>
          <CompanyPictureUpload />
        </div>
      ) : (
        <p>
          <Link className="button secondary" to="/Companyform?from=guide">
            {t('company.guide.setUpCompany')}
          </Link>
        </p>
      )}
    </div>
  );
}
