// spec 2 (Profile creation form, Edit user profile) with the rules of spec 5, validated by the
// same zod schema as PUT /api/user. A failed save keeps everything typed and says why
// (decisions.md 8); adding an item pushes a proper empty item of its section.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldArrayPath,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limits } from '@talentpool/domain/limits';
import { translate } from '@talentpool/domain/messages';
import { languageSchema } from '@talentpool/domain/language';
import {
  countryOptions,
  faculties,
  hiringBodies,
  hlOfEdu,
  jobRoles,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
import {
  emptyCertificate,
  emptyInternship,
  emptyJob,
  emptySkill,
  internshipItemSchema,
  jobItemSchema,
  profileCreationSchema,
  profileSchema,
  type Profile,
  type ProfileInput,
  type User,
} from '@talentpool/domain/profile/schema';
import { phonePrefixOf } from '@talentpool/domain/profile/identity';
import { ApiError } from '../../../lib/api';
import { FileInput } from '../../../components/FileInput';
import {
  BoundSelectField,
  BoundTextAreaField,
  BoundTextField,
  FieldMessages,
} from '../../../components/FormField';
import { notify } from '../../../lib/notify';
import { useSaveProfile, useUploadCv } from '../api';
import { CurrentJobCheckbox, SeekerDetailsFields } from './SeekerDetailsFields';

type ArrayName = FieldArrayPath<ProfileInput>;

/** The counted fields' maximum is the schema's, the one the server checks (issue 23). */
const counted = {
  longTermGoals: profileSchema.shape.longTermGoals.maxLength ?? undefined,
  Motivation: profileSchema.shape.Motivation.maxLength ?? undefined,
  jobDescription: jobItemSchema.shape.description.maxLength ?? undefined,
  internshipDescription: internshipItemSchema.shape.description.maxLength ?? undefined,
};

function useLang() {
  const { i18n } = useTranslation();
  return languageSchema.catch('en').parse(i18n.language);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <fieldset className="form-section" aria-labelledby={id}>
      <legend id={id}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A repeatable section: its items, a Remove button on each and an Add button. */
function ItemList<N extends ArrayName>({
  name,
  itemLabel,
  addLabel,
  empty,
  render,
}: {
  name: N;
  itemLabel: string;
  addLabel: string;
  empty: () => unknown;
  render: (index: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileInput>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const list = useRef<HTMLDivElement>(null);
  // After a Remove the button is gone: the focus goes to the item that took its place (or the
  // one before it), or to the Add button when none is left, instead of falling to the page.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const removed = focusAfterRemove.current;
    if (removed === null) return;
    focusAfterRemove.current = null;
    const items = list.current?.querySelectorAll<HTMLElement>(':scope > .item');
    const item = items?.[Math.min(removed, items.length - 1)];
    const target =
      item?.querySelector<HTMLElement>('input, select, textarea') ??
      list.current?.querySelector<HTMLElement>(':scope > .add-item');
    target?.focus();
  }, [fields.length]);
  return (
    <div className="item-list" ref={list}>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="item"
          role="group"
          aria-label={t('profile.form.itemNumber', { what: itemLabel, number: index + 1 })}
        >
          <div className="item-fields">{render(index)}</div>
          <button
            type="button"
            className="link-button danger"
            onClick={() => {
              focusAfterRemove.current = index;
              remove(index);
            }}
            aria-label={t('profile.form.removeItem', { what: itemLabel, number: index + 1 })}
          >
            {t('profile.form.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary add-item"
        onClick={() => append(empty() as never, { shouldFocus: true })}
      >
        + {addLabel}
      </button>
    </div>
  );
}

function CvField() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ProfileInput>();
  const upload = useUploadCv();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setValue('CV', url, { shouldValidate: true, shouldDirty: true });
        notify.success(t('profile.form.cvUploaded'));
      },
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <>
      <BoundTextField
        name="CV"
        label={t('profile.form.CV')}
        required
        type="url"
        dir="ltr"
        placeholder={t('profile.form.cvPlaceholder')}
      />
      <div className="file-field">
        <FileInput
          id="field-cv-file"
          label={t('profile.form.cvOr')}
          accept="application/pdf,.pdf"
          onChange={onFile}
          disabled={upload.isPending}
        />
        {upload.isPending ? (
          <p role="status" className="muted">
            {t('profile.form.cvUploading')}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Issue 46: a job held now has no end date to ask. */
function JobEndDate({ index }: { index: number }) {
  const { t } = useTranslation();
  const current = useWatch<ProfileInput>({ name: `job.${index}.current` });
  if (current === true) return null;
  return (
    <BoundTextField
      name={`job.${index}.endDate`}
      label={t('profile.form.endDate')}
      type="date"
      required
    />
  );
}

/** The form's values for a stored user: everything editable, with the spec's field names. */
export function formValuesOf(user: User): ProfileInput {
  return {
    name: user.name ?? '',
    nationalID: user.nationalID ?? '',
    dateOfBirth: (user.dateOfBirth ?? '').slice(0, 10),
    address: user.address ?? '',
    country: user.country ?? '',
    mobileNO: user.mobileNO ?? limits.defaultPhonePrefix,
    wemail: user.wemail ?? '',
    HLOfEdu: (user.HLOfEdu ?? '') as never,
    faculty: (user.faculty ?? '') as never,
    otherf: user.otherf ?? '',
    jobPosition: (user.jobPosition ?? '') as never,
    yearsOfExp: (user.yearsOfExp ?? '') as never,
    CV: user.CV ?? '',
    longTermGoals: user.longTermGoals ?? '',
    Motivation: user.Motivation ?? '',
    job: user.job.map((j) => ({ ...j, role: j.role as never, hiringbody: j.hiringbody as never })),
    certificates: user.certificates,
    internships: user.internships,
    generalSkills: user.generalSkills,
    technicalSkills: user.technicalSkills,
    // Issue 46.
    city: user.city ?? '',
    languages: user.languages ?? [],
    expectedSalary: user.expectedSalary ?? null,
    noticePeriod: (user.noticePeriod ?? '') as never,
  };
}

/** One toast for the form's outcome: a success replaces an earlier try's error (issue 23). */
export const profileSaveToast = 'profile-form-save';

/** Issue 37: what of the creation form was filled from the person's CV, and from which file. */
export interface FromCv {
  fileName: string;
  jobTitle: string;
  companyName: string;
  /** The form's field names filled from the CV (`name`, `job.0.jobtitle`...). */
  fields: string[];
}

export function ProfileForm({
  mode,
  defaultValues,
  onSaved,
  fromCv,
}: {
  mode: 'create' | 'edit';
  defaultValues: ProfileInput;
  onSaved: (user: User) => void;
  fromCv?: FromCv;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const choose = t('profile.form.choose');
  const errorText = useCallback((message: string) => translate(message, lang), [lang]);
  const form = useForm<ProfileInput, unknown, Profile>({
    // Decision 139: the national ID follows the chosen country when the profile is created.
    resolver: zodResolver(mode === 'create' ? profileCreationSchema : profileSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const save = useSaveProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = mode === 'edit';
  // Each field filled from the CV says so until the person saves: they check, and change it.
  const cvFields = useMemo(() => new Set(fromCv?.fields ?? []), [fromCv]);
  const cvHint = (name: string) => (cvFields.has(name) ? t('profile.form.fromCvHint') : undefined);

  // Decision 139: the phone prefix follows the chosen country, while the phone holds no more
  // than a prefix (a number already typed is never rewritten).
  const chosenCountry = useWatch({ control: form.control, name: 'country' });
  useEffect(() => {
    const prefix = phonePrefixOf(chosenCountry);
    const phone = form.getValues('mobileNO');
    if (prefix && phone.replace(/\D/g, '').length <= 4 && phone !== prefix) {
      form.setValue('mobileNO', prefix);
    }
  }, [chosenCountry, form]);

  const onSubmit = form.handleSubmit(
    async (profile) => {
      setProblem(null);
      try {
        const user = await save.mutateAsync(profile);
        onSaved(user);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError) {
          for (const [path, message] of Object.entries(error.fields)) {
            form.setError(path as never, { type: 'server', message });
          }
        }
        const text = t('profile.form.saveFailed', { reason });
        setProblem(text);
        notify.error(text, profileSaveToast);
      }
    },
    () => setProblem(t('profile.form.fixErrors')),
  );

  const options = useMemo(
    () => ({
      countries: countryOptions(lang),
      hlOfEdu: hlOfEdu.options(lang),
      faculties: faculties.options(lang),
      fields: professionalFields.options(lang),
      years: yearsOfExp.options(lang),
      roles: jobRoles.options(lang),
      bodies: hiringBodies.options(lang),
    }),
    [lang],
  );

  return (
    <FormProvider {...form}>
      <FieldMessages.Provider value={errorText}>
        <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="muted">{t('profile.form.intro')}</p>
          {fromCv ? (
            <p className="from-cv-note" role="note">
              {t('profile.form.fromCvNote', {
                file: fromCv.fileName,
                job: fromCv.jobTitle,
                company: fromCv.companyName,
              })}
            </p>
          ) : null}
          {problem ? (
            <div className="form-problem" role="alert">
              {problem}
            </div>
          ) : null}

          <Section title={t('profile.form.basicInfo')}>
            {/* Decision 139: said before saving, and on the edit form why three fields are locked. */}
            <p className="muted" id="profile-locked-hint">
              {t(readOnly ? 'profile.form.readOnlyHint' : 'profile.form.lockedAfterSave')}
            </p>
            <div className="grid">
              <BoundTextField
                name="name"
                label={t('profile.form.name')}
                required
                readOnly={readOnly}
                autoComplete="name"
                hint={cvHint('name')}
              />
              <BoundTextField
                name="nationalID"
                label={t('profile.form.nationalID')}
                required
                readOnly={readOnly}
                inputMode="numeric"
                dir="ltr"
              />
              <BoundTextField
                name="dateOfBirth"
                label={t('profile.form.dateOfBirth')}
                type="date"
                required
                readOnly={readOnly}
                autoComplete="bday"
              />
              <BoundSelectField
                placeholder={choose}
                name="country"
                label={t('profile.form.country')}
                required
                options={options.countries}
              />
              <BoundTextField
                name="address"
                label={t('profile.form.address')}
                required
                autoComplete="street-address"
                className="wide"
              />
            </div>
          </Section>

          <Section title={t('profile.form.contactInfo')}>
            <div className="grid">
              <BoundTextField
                name="mobileNO"
                label={t('profile.form.mobileNO')}
                type="tel"
                required
                autoComplete="tel"
                dir="ltr"
                hint={cvHint('mobileNO')}
              />
              <BoundTextField
                name="wemail"
                label={t('profile.form.wemail')}
                type="email"
                autoComplete="email"
                dir="ltr"
                hint={cvHint('wemail')}
              />
            </div>
          </Section>

          <Section title={t('profile.form.education')}>
            <div className="grid">
              <BoundSelectField
                placeholder={choose}
                hint={cvHint('HLOfEdu')}
                name="HLOfEdu"
                label={t('profile.form.HLOfEdu')}
                required
                options={options.hlOfEdu}
              />
              <BoundSelectField
                placeholder={choose}
                name="faculty"
                label={t('profile.form.faculty')}
                required
                options={options.faculties}
              />
              <BoundTextField name="otherf" label={t('profile.form.otherf')} />
            </div>
          </Section>

          <Section title={t('profile.form.certificates')}>
            <ItemList
              name="certificates"
              itemLabel={t('profile.form.certificate')}
              addLabel={t('profile.form.addCertificate')}
              empty={emptyCertificate}
              render={(i) => (
                <div className="grid">
                  <BoundTextField
                    name={`certificates.${i}.name`}
                    label={t('profile.form.certificateName')}
                    required
                  />
                  <BoundTextField
                    name={`certificates.${i}.body`}
                    label={t('profile.form.certificateBody')}
                    required
                  />
                </div>
              )}
            />
          </Section>

          <Section title={t('profile.form.internships')}>
            <ItemList
              name="internships"
              itemLabel={t('profile.form.internship')}
              addLabel={t('profile.form.addInternship')}
              empty={emptyInternship}
              render={(i) => (
                <div className="grid">
                  <BoundTextField
                    name={`internships.${i}.position`}
                    label={t('profile.form.position')}
                  />
                  <BoundTextField name={`internships.${i}.place`} label={t('profile.form.place')} />
                  <BoundTextField
                    name={`internships.${i}.startDate`}
                    label={t('profile.form.startDate')}
                    type="date"
                  />
                  <BoundTextField
                    name={`internships.${i}.endDate`}
                    label={t('profile.form.endDate')}
                    type="date"
                  />
                  <BoundTextAreaField
                    name={`internships.${i}.description`}
                    label={t('profile.form.description')}
                    maxLength={counted.internshipDescription}
                    className="wide"
                  />
                </div>
              )}
            />
          </Section>

          <Section title={t('profile.form.generalSkills')}>
            <ItemList
              name="generalSkills"
              itemLabel={t('profile.form.generalSkill')}
              addLabel={t('profile.form.addGeneralSkill')}
              empty={emptySkill}
              render={(i) => (
                <BoundTextField
                  name={`generalSkills.${i}.name`}
                  label={t('profile.form.generalSkill')}
                  required
                />
              )}
            />
            {/* The page's sections are fieldsets with legends, not headings: under the page's h1
                this is a second level (axe heading-order, issue 39). */}
            <h2 className="subsection">{t('profile.form.technicalSkills')}</h2>
            <ItemList
              name="technicalSkills"
              itemLabel={t('profile.form.technicalSkill')}
              addLabel={t('profile.form.addTechnicalSkill')}
              empty={emptySkill}
              render={(i) => (
                <BoundTextField
                  name={`technicalSkills.${i}.name`}
                  hint={cvHint(`technicalSkills.${i}.name`)}
                  label={t('profile.form.technicalSkill')}
                  required
                />
              )}
            />
            <div className="grid">
              <BoundTextAreaField
                name="longTermGoals"
                label={t('profile.form.longTermGoals')}
                required
                placeholder={t('profile.form.goalsPlaceholder')}
                maxLength={counted.longTermGoals}
              />
              <BoundTextAreaField
                name="Motivation"
                label={t('profile.form.Motivation')}
                required
                placeholder={t('profile.form.goalsPlaceholder')}
                maxLength={counted.Motivation}
              />
            </div>
          </Section>

          <Section title={t('profile.form.workExperience')}>
            <div className="grid">
              <BoundSelectField
                placeholder={choose}
                name="jobPosition"
                label={t('profile.form.jobPosition')}
                required
                options={options.fields}
              />
              <BoundSelectField
                placeholder={choose}
                name="yearsOfExp"
                label={t('profile.form.yearsOfExp')}
                required
                options={options.years}
              />
            </div>
            <ItemList
              name="job"
              itemLabel={t('profile.form.job')}
              addLabel={t('profile.form.addJob')}
              empty={emptyJob}
              render={(i) => (
                <div className="grid">
                  <BoundTextField
                    name={`job.${i}.jobtitle`}
                    label={t('profile.form.jobtitle')}
                    required
                    hint={cvHint(`job.${i}.jobtitle`)}
                  />
                  <BoundSelectField
                    placeholder={choose}
                    name={`job.${i}.role`}
                    label={t('profile.form.role')}
                    required
                    options={options.roles}
                  />
                  <BoundSelectField
                    placeholder={choose}
                    name={`job.${i}.hiringbody`}
                    label={t('profile.form.hiringbody')}
                    required
                    options={options.bodies}
                  />
                  <BoundTextField
                    name={`job.${i}.startDate`}
                    label={t('profile.form.startDate')}
                    type="date"
                    required
                  />
                  <CurrentJobCheckbox index={i} />
                  <JobEndDate index={i} />
                  <BoundTextAreaField
                    name={`job.${i}.description`}
                    label={t('profile.form.description')}
                    maxLength={counted.jobDescription}
                    className="wide"
                  />
                </div>
              )}
            />
          </Section>

          <Section title={t('seeker.profile.details')}>
            <SeekerDetailsFields lang={lang} choose={choose} />
          </Section>

          <Section title={t('profile.form.uploadCv')}>
            <CvField />
          </Section>

          <div className="form-actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              {save.isPending
                ? t('profile.form.saving')
                : mode === 'create'
                  ? t('profile.form.submit')
                  : t('profile.form.update')}
            </button>
          </div>
        </form>
      </FieldMessages.Provider>
    </FormProvider>
  );
}
