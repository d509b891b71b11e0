// spec 2 (/Company/findboss, /Company/jobmatch and their /CompanyView/ twins), spec 4 and 5,
// decisions.md section 7: the employer intro, Job Title and Job Description, the checklist,
// Submit, 'Sorry, more than 10 choices' past 10, and the Results chart of the four leadership
// styles. Each submit scores the current ticks from zero. Job Match scrolls 700 px down after
// results. Beyond the spec: the candidates of the top style, and 'Save as description card'.
// Decision 110: the page is for roles the domain's policy lets use the checklists (anyone else is
// told so); saving a card shows to roles that may manage cards, the candidates to roles that may
// search them, and a refusal of the server (403) is said beside Save with the title kept.
// Issue 23: the choice messages ('Sorry, more than 10 choices' as the eleventh box is ticked, 'Tick
// at least one item' on an empty submit) sit in a bar that sticks to the bottom of the screen while
// the list is in view, so they show where the person is ticking, on a phone too.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checklistItems,
  type ChecklistKind,
  type LeadershipStyle,
} from '@talentpool/domain/checklists/items';
import { scoreChecklist, type LeadershipProfile } from '@talentpool/domain/checklists/scoring';
import { descriptionCardInputSchema } from '@talentpool/domain/checklists/schemas';
import { isiTypes } from '@talentpool/domain/isi/types';
import { limits } from '@talentpool/domain/limits';
import { translate } from '@talentpool/domain/messages';
import { DescriptionCards } from '../../components/DescriptionCards';
import { TextAreaField } from '../../components/FormField';
import { LeadershipChart } from '../../components/LeadershipChart';
import { RequirePermission } from '../../components/RequirePermission';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useSaveDescriptionCard } from './api';
import { PostingFitCandidates } from './PostingFitCandidates';
import { StyleCandidates } from './StyleCandidates';
import './checklists.css';

/** The counters' maximum is the card schema's, the one the server checks (issue 23). */
const cardMax = {
  title: descriptionCardInputSchema.shape.title.maxLength ?? 0,
  description: descriptionCardInputSchema.shape.description.unwrap().maxLength ?? 0,
};

/** spec 9: Job Match scrolls this far down after showing results. */
const jobMatchScrollPx = 700;

interface Submission {
  /** Increases with every submit, so the results and their candidates start afresh. */
  round: number;
  items: number[];
  profile: LeadershipProfile;
  topStyles: LeadershipStyle[];
}

export function ChecklistPage({ kind }: { kind: ChecklistKind }) {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="checklists.use"
      title={t(`checklists.${kind}.title`)}
      notAllowed={t('checklists.notAllowed')}
    >
      <Checklist kind={kind} />
    </RequirePermission>
  );
}

function Checklist({ kind }: { kind: ChecklistKind }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const canSaveCards = useCan('cards.manage');
  const canSearch = useCan('candidates.search');
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [jobTitle, setJobTitle] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [emptyTried, setEmptyTried] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const titleInput = useRef<HTMLTextAreaElement>(null);
  const save = useSaveDescriptionCard();
  const tooMany = ticked.size > limits.checklistMaxChoices;
  const items = checklistItems[kind];

  useEffect(() => {
    if (!submission) return;
    if (kind === 'jobmatch') {
      resultsHeading.current?.focus({ preventScroll: true });
      window.scrollBy(0, jobMatchScrollPx);
    } else {
      resultsHeading.current?.focus();
    }
  }, [submission, kind]);

  const toggle = (index: number, checked: boolean) => {
    setEmptyTried(false);
    setTicked((prev) => {
      const next = new Set(prev);
      if (checked) next.add(index);
      else next.delete(index);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = [...ticked].sort((a, b) => a - b);
    if (chosen.length === 0) {
      setEmptyTried(true);
      setSubmission(null);
      return;
    }
    const result = scoreChecklist(kind, chosen);
    if (!result.ok) {
      setSubmission(null);
      return;
    }
    setFieldErrors({});
    setSubmission((prev) => ({
      round: (prev?.round ?? 0) + 1,
      items: chosen,
      profile: result.profile,
      topStyles: result.topStyles,
    }));
  };

  const onSave = () => {
    if (!submission) return;
    const input = {
      kind,
      title: jobTitle,
      description: jobDescription,
      items: submission.items,
    };
    const parsed = descriptionCardInputSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'items');
        errors[key] ??= translate(issue.message, lang);
      }
      setFieldErrors(errors);
      if (errors.title) titleInput.current?.focus();
      return;
    }
    setFieldErrors({});
    setSaveProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => notify.success(t('checklists.save.saved')),
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
          setFieldErrors(err.fields);
        } else {
          setSaveProblem(problemText(err, lang));
        }
        notify.error(problemText(err, lang));
      },
    });
  };

  const topNames = submission?.topStyles.map((s) => isiTypes[s]?.name[lang] ?? '') ?? [];

  return (
    <div className="checklist">
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">{t(`checklists.${kind}.title`)}</h1>
        <p className="cl-lead">{t(`checklists.${kind}.intro`)}</p>
        {/* Issue 40 (decision 275): rank the pool for one of the company's postings. */}
        {kind === 'jobmatch' && canSearch && (
          <>
            <PostingFitCandidates />
            <h2 className="cl-subheading">{t('checklists.postingFit.checklistHeading')}</h2>
          </>
        )}

        <form onSubmit={onSubmit} noValidate>
          <TextAreaField
            id="job-title"
            className="cl-field"
            ref={titleInput}
            rows={1}
            label={t('checklists.form.jobTitle')}
            value={jobTitle}
            onChange={(e) => setJobTitle(e.target.value)}
            aria-describedby="job-title-card-hint"
            error={fieldErrors.title}
            counter={{ length: jobTitle.trim().length, max: cardMax.title }}
          />
          <p id="job-title-card-hint" className="cl-hint">
            {t('checklists.form.jobTitleHint')}
          </p>
          <TextAreaField
            id="job-description"
            className="cl-field"
            rows={4}
            label={t('checklists.form.jobDescription')}
            value={jobDescription}
            onChange={(e) => setJobDescription(e.target.value)}
            error={fieldErrors.description}
            counter={{ length: jobDescription.trim().length, max: cardMax.description }}
          />

          <fieldset className="checklist-items" aria-describedby="choice-count">
            <legend>{t(`checklists.${kind}.legend`)}</legend>
            <p id="choice-count" className={tooMany ? 'choice-count over' : 'choice-count'}>
              {t('checklists.form.chosen', { count: ticked.size, max: limits.checklistMaxChoices })}
            </p>
            <ul>
              {items.map((item) => (
                <li key={item.index}>
                  <label>
                    <input
                      type="checkbox"
                      name="items"
                      value={item.index}
                      checked={ticked.has(item.index)}
                      onChange={(e) => toggle(item.index, e.target.checked)}
                    />
                    <span>{item.label[lang]}</span>
                  </label>
                </li>
              ))}
            </ul>
            {(tooMany || emptyTried) && (
              <p className="cl-choice-problem" role="alert">
                {translate(tooMany ? 'checklists.tooManyChoices' : 'checklists.noChoice', lang)}
              </p>
            )}
          </fieldset>
          <div className="cl-form-actions">
            <button type="submit" className="primary">
              {t('checklists.form.submit')}
            </button>
            {ticked.size > 0 && (
              <button type="button" className="secondary" onClick={() => setTicked(new Set())}>
                {t('checklists.form.clear')}
              </button>
            )}
          </div>
        </form>
      </section>

      {submission && (
        <section className="page cl-results" aria-labelledby="results-heading">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1}>
            {t('checklists.results.heading')}
          </h2>
          <LeadershipChart profile={submission.profile} />
          <p className="results-summary">
            {topNames.length === 1
              ? t('checklists.results.top', { style: topNames[0] })
              : t('checklists.results.tie', {
                  styles: topNames.join(t('checklists.results.and')),
                })}
          </p>
          <p className="muted cl-small">{t('checklists.results.howScored')}</p>

          {canSaveCards && submission.items.length > 0 && (
            <div className="save-card">
              <h3>{t('checklists.save.heading')}</h3>
              <p className="muted">{t('checklists.save.body')}</p>
              {!jobTitle.trim() && <p className="cl-hint">{t('checklists.save.needsTitle')}</p>}
              {fieldErrors.items && (
                <p className="cl-field-error" role="alert">
                  {fieldErrors.items}
                </p>
              )}
              <button type="button" className="primary" onClick={onSave} disabled={save.isPending}>
                {save.isPending ? t('checklists.save.saving') : t('checklists.save.button')}
              </button>
              {saveProblem && (
                <p className="cl-field-error" role="alert">
                  {saveProblem}
                </p>
              )}
            </div>
          )}
        </section>
      )}

      {canSearch && submission && submission.topStyles.length > 0 && (
        <div className="page">
          <StyleCandidates key={submission.round} styles={submission.topStyles} />
        </div>
      )}

      <div className="page">
        <DescriptionCards />
      </div>
    </div>
  );
}

export function FindBossPage() {
  return <ChecklistPage kind="findboss" />;
}

export function JobMatchPage() {
  return <ChecklistPage kind="jobmatch" />;
}
