// Issue 12 (decision 100, Screens): /CompanyView/Jobs/new and /CompanyView/Jobs/{id}/edit. Title,
// description, workplace, location, field, minimum education and experience, and the requirement
// profile taken from ticks of Find a Boss or Job Match (the domain's checklist items) or from a
// saved description card, previewed as the leadership-style chart. Saved as a draft; publishing
// is on the postings list. Decision 110: a new posting needs postings.create, a change
// postings.manage on that posting (its team, for a hiring manager); a member whose role may not
// is told so, and a refusal of the server (403) is said beside Save with every field kept.
// Issue 20 (decision 130): a new posting picks the stage template it copies its stages from (the
// built-in default unless chosen); an existing one changes its stages on the pipeline page.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  employmentTypeLabels,
  salaryPeriodLabels,
  workplaceLabels,
} from '@talentpool/domain/jobs/labels';
import {
  commonCurrencies,
  currencyCodes,
  employmentTypes,
  salaryPeriods,
  type EmploymentType,
  type SalaryPeriod,
} from '@talentpool/domain/jobs/reach';
import { checklistItems, type ChecklistKind } from '@talentpool/domain/checklists/items';
import type { DescriptionCardPage } from '@talentpool/domain/checklists/schemas';
import { scoreChecklist, type LeadershipProfile } from '@talentpool/domain/checklists/scoring';
import { requirementKinds, workplaces, type Posting } from '@talentpool/domain/jobs/schemas';
import { limits } from '@talentpool/domain/limits';
import { hlOfEdu, professionalFields, yearsOfExp } from '@talentpool/domain/profile/enums';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { api, ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { LeadershipChart } from '../../components/LeadershipChart';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
import { translate } from '@talentpool/domain/messages';
import { defaultTemplateId } from '@talentpool/domain/process/schemas';
import { useStageTemplates } from '../../lib/processQueries';
import { useCompanyPosting, useSavePosting } from './api';
import { PostingApprovalState } from './PostingApprovalState';
import { ScreeningEditor } from './ScreeningEditor';
import { countryCodeOptions } from './boardParams';
import { useCanManagePosting } from './usePostingAccess';
import {
  emptyPostingForm,
  fieldKeyOf,
  formOfPosting,
  validatePostingForm,
  type FieldErrors,
  type PostingForm,
} from './postingForm';
import './jobs.css';

export function JobFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <RequirePermission
      action={id ? 'postings.manage' : 'postings.create'}
      title={t(id ? 'jobs.form.editTitle' : 'jobs.form.createTitle')}
      notAllowed={t(id ? 'jobs.notAllowed.postings' : 'jobs.notAllowed.create')}
      className="page jobs-page"
    >
      <JobForm id={id} />
    </RequirePermission>
  );
}

function JobForm({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const posting = useCompanyPosting(id);
  if (!id) return <PostingFormView posting={null} />;
  if (posting.isPending) return <Spinner />;
  if (posting.isError) {
    return (
      <section className="page jobs-page" aria-labelledby="form-title">
        <h1 id="form-title">{t('jobs.form.editTitle')}</h1>
        <div className="jobs-error" role="alert">
          <p>
            {t('jobs.form.loadFailed')} {problemText(posting.error, currentLanguage())}
          </p>
          <button type="button" className="primary" onClick={() => void posting.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <EditPosting key={posting.data._id} posting={posting.data} />;
}

/** A posting the viewer may not change (another team's) says so instead of a form. */
function EditPosting({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const canManage = useCanManagePosting(posting);
  if (canManage) return <PostingFormView posting={posting} />;
  return (
    <section className="page jobs-page" aria-labelledby="form-title">
      <h1 id="form-title">{t('jobs.form.editTitle')}</h1>
      <p role="alert">
        {t('jobs.notAllowed.postings')} {t('jobs.notAllowed.notOnTeam')}
      </p>
    </section>
  );
}

function useAllDescriptionCards() {
  return useQuery({
    queryKey: ['descriptionCards', 'all'],
    queryFn: ({ signal }) =>
      api.get<DescriptionCardPage>('company/descriptionCards', {
        query: { page: 1, pageSize: limits.pageSizeMax },
        signal,
      }),
  });
}

function PostingFormView({ posting }: { posting: Posting | null }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const save = useSavePosting(posting?._id);
  const cards = useAllDescriptionCards();
  const [form, setForm] = useState<PostingForm>(
    posting ? formOfPosting(posting) : emptyPostingForm,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [stageTemplateId, setStageTemplateId] = useState<string>(defaultTemplateId);

  useEffect(() => {
    if (attempt === 0) return;
    document.querySelector<HTMLElement>('.jobs-form [aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof PostingForm>(key: K, value: PostingForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePostingForm(form, lang);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setProblem(null);
    // Only a new posting sends its template: an edit keeps the stages (decision 131).
    const input = posting ? result.input : { ...result.input, stageTemplateId };
    save.mutate(input, {
      onSuccess: (saved) => {
        notify.success(t('jobs.form.saved'));
        void navigate(
          saved.status === 'draft' ? '/CompanyView/Jobs' : `/CompanyView/Jobs/${saved._id}`,
        );
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
          const next: FieldErrors = {};
          for (const [key, message] of Object.entries(err.fields)) {
            next[fieldKeyOf(key)] ??= message;
          }
          setErrors(next);
          setAttempt((n) => n + 1);
        } else {
          // Not a field's fault (a refusal, 403; the server out of reach): said beside Save.
          setProblem(
            err instanceof ApiError ? problemText(err, lang) : t('jobs.company.actionFailed'),
          );
        }
        notify.error(
          err instanceof ApiError ? problemText(err, lang) : t('jobs.company.actionFailed'),
        );
      },
    });
  };

  const checklistKind: ChecklistKind | null = form.source === 'card' ? null : form.source;
  const chosenCard = cards.data?.cards.find((c) => c._id === form.cardId);
  let preview: LeadershipProfile | null = null;
  if (checklistKind && form.items[checklistKind].length > 0) {
    const scored = scoreChecklist(checklistKind, form.items[checklistKind]);
    if (scored.ok) preview = scored.profile;
  } else if (form.source === 'card' && chosenCard) {
    preview = chosenCard.profile;
  }
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <section className="page jobs-page" aria-labelledby="form-title">
      <h1 id="form-title">{t(posting ? 'jobs.form.editTitle' : 'jobs.form.createTitle')}</h1>
      <p className="muted">{t('jobs.form.intro')}</p>
      {posting?.approval ? (
        <PostingApprovalState approval={posting.approval} headingId="posting-approval-title" />
      ) : null}
      <form className="jobs-form" onSubmit={onSubmit} noValidate>
        {hasErrors ? (
          <p className="jobs-field-error" role="alert">
            {t('jobs.form.fixErrors')}
          </p>
        ) : null}
        <TextField
          label={t('jobs.form.title')}
          required
          name="title"
          maxLength={120}
          value={form.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextAreaField
          label={t('jobs.form.description')}
          required
          name="description"
          rows={6}
          maxLength={5000}
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <div className="jobs-filter-grid">
          <SelectField
            label={t('jobs.form.workplace')}
            required
            name="workplace"
            placeholder={t('jobs.form.choose')}
            options={workplaces.map((w) => ({ value: w, label: workplaceLabels.labelOf(w, lang) }))}
            value={form.workplace}
            error={errors.workplace}
            onChange={(e) => set('workplace', e.target.value as PostingForm['workplace'])}
          />
          <SelectField
            label={t('jobs.form.country')}
            required={form.workplace !== 'remote'}
            name="country"
            placeholder={t('jobs.form.choose')}
            hint={t('jobs.form.countryHint')}
            options={countryCodeOptions(lang)}
            value={form.country}
            error={errors.country}
            onChange={(e) => set('country', e.target.value)}
          />
          <TextField
            label={t('jobs.form.city')}
            name="city"
            maxLength={100}
            value={form.city}
            error={errors.city}
            onChange={(e) => set('city', e.target.value)}
          />
          <SelectField
            label={t('jobs.form.field')}
            required
            name="field"
            placeholder={t('jobs.form.choose')}
            options={professionalFields.options(lang)}
            value={form.field}
            error={errors.field}
            onChange={(e) => set('field', e.target.value)}
          />
          <SelectField
            label={t('jobs.form.minEducation')}
            name="minEducation"
            placeholder={t('jobs.form.none')}
            options={hlOfEdu.options(lang)}
            value={form.minEducation}
            error={errors.minEducation}
            onChange={(e) => set('minEducation', e.target.value)}
          />
          <SelectField
            label={t('jobs.form.minExperience')}
            name="minExperience"
            placeholder={t('jobs.form.none')}
            options={yearsOfExp.options(lang)}
            value={form.minExperience}
            error={errors.minExperience}
            onChange={(e) => set('minExperience', e.target.value)}
          />
        </div>

        <TermsFields form={form} errors={errors} set={set} />

        {posting ? null : (
          <StageTemplateField
            value={stageTemplateId}
            error={errors.stageTemplateId}
            onChange={setStageTemplateId}
          />
        )}

        <fieldset className="jobs-requirement" aria-describedby="requirement-intro">
          <legend>{t('jobs.form.requirement')}</legend>
          <p id="requirement-intro" className="muted">
            {t('jobs.form.requirementIntro')}
          </p>
          <fieldset className="jobs-source">
            <legend>{t('jobs.form.source')}</legend>
            {requirementKinds.map((kind) => (
              <label key={kind} className="jobs-radio">
                <input
                  type="radio"
                  name="source"
                  value={kind}
                  checked={form.source === kind}
                  onChange={() => set('source', kind)}
                />
                <span>{t(`jobs.form.source_${kind}`)}</span>
              </label>
            ))}
          </fieldset>
          {checklistKind ? (
            <ChecklistTicks
              kind={checklistKind}
              ticked={form.items[checklistKind]}
              invalid={Boolean(errors.requirement)}
              onChange={(items) =>
                setForm((f) => ({ ...f, items: { ...f.items, [checklistKind]: items } }))
              }
            />
          ) : cards.isPending ? (
            <Spinner />
          ) : (cards.data?.cards.length ?? 0) === 0 ? (
            <p>
              {t('jobs.form.noCards')}{' '}
              <Link to="/CompanyView/findboss">{t('sidebar.findBoss')}</Link>
            </p>
          ) : (
            <SelectField
              label={t('jobs.form.card')}
              name="cardId"
              placeholder={t('jobs.form.choose')}
              options={(cards.data?.cards ?? []).map((c) => ({ value: c._id, label: c.title }))}
              value={form.cardId}
              error={errors.requirement}
              onChange={(e) => set('cardId', e.target.value)}
            />
          )}
          {errors.requirement && checklistKind ? (
            <p className="field-error" role="alert">
              {errors.requirement}
            </p>
          ) : null}
          {preview ? (
            <section aria-labelledby="preview-heading" className="jobs-preview">
              <h2 id="preview-heading">{t('jobs.form.preview')}</h2>
              <LeadershipChart profile={preview} />
            </section>
          ) : null}
        </fieldset>

        <ScreeningEditor
          value={form.screening}
          onChange={(next) => set('screening', next)}
          errors={errors}
        />

        <div className="jobs-actions">
          <button type="submit" className="primary" disabled={save.isPending}>
            {save.isPending
              ? t('jobs.form.saving')
              : t(posting ? 'jobs.form.update' : 'jobs.form.save')}
          </button>
          <Link to="/CompanyView/Jobs" className="jobs-button">
            {t('jobs.form.cancel')}
          </Link>
        </div>
        {problem ? (
          <p className="jobs-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** The stage template a new posting copies (listStageTemplates; the default while loading). */
function StageTemplateField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const templates = useStageTemplates();
  const list = templates.data?.templates ?? [];
  const chosen = list.find((x) => x._id === value);
  const nameOf = (x: { _id: string; name: string; isDefault: boolean }) =>
    x.isDefault ? translate('process.defaultTemplateName', lang) : x.name;
  const options =
    list.length > 0
      ? list.map((x) => ({ value: x._id, label: nameOf(x) }))
      : [{ value: defaultTemplateId, label: t('jobs.stages.templateDefault') }];
  return (
    <SelectField
      label={t('jobs.stages.template')}
      name="stageTemplateId"
      options={options}
      value={value}
      error={error}
      hint={
        templates.isError
          ? t('jobs.stages.templatesFailed')
          : chosen
            ? t('jobs.stages.templateHint', {
                stages: chosen.stages.map((s) => s.name[lang]).join(lang === 'ar' ? '، ' : ', '),
              })
            : undefined
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The currencies: the region's and the usual ones first, then every ISO 4217 code. */
function currencyOptions() {
  const first: readonly string[] = commonCurrencies;
  return [...first, ...currencyCodes.filter((c) => !first.includes(c))].map((c) => ({
    value: c,
    label: c,
  }));
}

/**
 * Issue 25: employment type, application deadline and an optional salary range. Typed amounts
 * stay as typed; each part of the salary says its own error.
 */
function TermsFields({
  form,
  errors,
  set,
}: {
  form: PostingForm;
  errors: FieldErrors;
  set: <K extends keyof PostingForm>(key: K, value: PostingForm[K]) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <fieldset className="jobs-terms">
      <legend>{t('jobs.form.terms')}</legend>
      <div className="jobs-filter-grid">
        <SelectField
          label={t('jobs.form.employmentType')}
          required
          name="employmentType"
          options={employmentTypes.map((e) => ({
            value: e,
            label: employmentTypeLabels.labelOf(e, lang),
          }))}
          value={form.employmentType}
          error={errors.employmentType}
          onChange={(e) => set('employmentType', e.target.value as EmploymentType)}
        />
        <TextField
          label={t('jobs.form.deadline')}
          type="date"
          name="applicationDeadline"
          hint={t('jobs.form.deadlineHint')}
          value={form.deadline}
          error={errors.applicationDeadline}
          onChange={(e) => set('deadline', e.target.value)}
        />
        <TextField
          label={t('jobs.form.openings')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          name="openings"
          hint={t('jobs.form.openingsHint')}
          value={form.openings}
          error={errors.openings}
          onChange={(e) => set('openings', e.target.value)}
        />
      </div>
      <label className="jobs-check">
        <input
          type="checkbox"
          name="salaryGiven"
          checked={form.salaryGiven}
          onChange={(e) => set('salaryGiven', e.target.checked)}
        />
        <span>{t('jobs.form.salaryGiven')}</span>
      </label>
      {form.salaryGiven ? (
        <fieldset className="jobs-salary">
          <legend>{t('jobs.form.salary')}</legend>
          <div className="jobs-filter-grid">
            <TextField
              label={t('jobs.form.salaryMin')}
              required
              name="salaryMin"
              inputMode="decimal"
              dir="ltr"
              value={form.salaryMin}
              error={errors['salary.min']}
              onChange={(e) => set('salaryMin', e.target.value)}
            />
            <TextField
              label={t('jobs.form.salaryMax')}
              name="salaryMax"
              inputMode="decimal"
              dir="ltr"
              value={form.salaryMax}
              error={errors['salary.max']}
              onChange={(e) => set('salaryMax', e.target.value)}
            />
            <SelectField
              label={t('jobs.form.currency')}
              required
              name="salaryCurrency"
              placeholder={t('jobs.form.choose')}
              options={currencyOptions()}
              value={form.salaryCurrency}
              error={errors['salary.currency']}
              onChange={(e) => set('salaryCurrency', e.target.value)}
            />
            <SelectField
              label={t('jobs.form.period')}
              required
              name="salaryPeriod"
              options={salaryPeriods.map((p) => ({
                value: p,
                label: salaryPeriodLabels.labelOf(p, lang),
              }))}
              value={form.salaryPeriod}
              error={errors['salary.period']}
              onChange={(e) => set('salaryPeriod', e.target.value as SalaryPeriod)}
            />
          </div>
          <label className="jobs-check">
            <input
              type="checkbox"
              name="salaryVisible"
              checked={form.salaryVisible}
              onChange={(e) => set('salaryVisible', e.target.checked)}
            />
            <span>{t('jobs.form.salaryVisible')}</span>
          </label>
          {errors.salary ? (
            <p className="field-error" role="alert">
              {errors.salary}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function ChecklistTicks({
  kind,
  ticked,
  invalid,
  onChange,
}: {
  kind: ChecklistKind;
  ticked: number[];
  invalid: boolean;
  onChange: (items: number[]) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const tooMany = ticked.length > limits.checklistMaxChoices;
  const toggle = (index: number, checked: boolean) =>
    onChange(checked ? [...ticked, index] : ticked.filter((i) => i !== index));
  return (
    <fieldset
      className="jobs-ticks"
      aria-describedby={`ticks-count-${kind}`}
      aria-invalid={invalid || tooMany ? true : undefined}
    >
      <legend>{t(`jobs.form.source_${kind}`)}</legend>
      <p
        id={`ticks-count-${kind}`}
        className={tooMany ? 'jobs-field-error' : 'muted'}
        aria-live="polite"
      >
        {t('jobs.form.chosen', { count: ticked.length, max: limits.checklistMaxChoices })}
      </p>
      <ul>
        {checklistItems[kind].map((item) => (
          <li key={item.index}>
            <label>
              <input
                type="checkbox"
                value={item.index}
                checked={ticked.includes(item.index)}
                onChange={(e) => toggle(item.index, e.target.checked)}
              />
              <span>{item.label[lang]}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
