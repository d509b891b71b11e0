// Issue 20 (decision 130, Stages and Reject reasons; decision 132): /Company/Process, the hiring
// process settings. The company's stage templates (the built-in default first, read-only) with
// their stages in the viewer's language, a new one, edit and delete; and its reject reasons: add
// in both languages, rename, archive. Only for roles the policy lets manage the process
// (process.manage); the server decides all the same.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  rejectReasonBodySchema,
  type RejectReason,
  type StageTemplate,
} from '@talentpool/domain/process/schemas';
import { translate } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/language';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/FormField';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { answeredOnce } from '../../lib/answeredOnce';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useRejectReasons, useStageTemplates } from '../../lib/processQueries';
import { useArchiveRejectReason, useDeleteStageTemplate, useSaveRejectReason } from './api';
import { processPath } from './paths';
import './process.css';

export function ProcessPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="process.manage"
      title={t('process.title')}
      notAllowed={t('process.notAllowed')}
      className="page process-page"
    >
      <section className="page process-page" aria-labelledby="process-title">
        <h1 id="process-title">{t('process.title')}</h1>
        <p className="muted">{t('process.intro')}</p>
        <ProcessSections />
      </section>
    </RequirePermission>
  );
}

/**
 * Decision 300: both lists show together, once both are read (asked at once): the templates
 * arriving first pushed the reasons' form down under a press.
 */
function ProcessSections() {
  const templates = useStageTemplates();
  const reasons = useRejectReasons();
  const waiting = !answeredOnce(templates) || !answeredOnce(reasons);
  return (
    <>
      {waiting ? <Spinner /> : null}
      <div hidden={waiting}>
        <StageTemplates />
        <RejectReasons />
      </div>
    </>
  );
}

function StageTemplates() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const templates = useStageTemplates();
  const [deleting, setDeleting] = useState<StageTemplate | null>(null);
  return (
    <section className="process-section" aria-labelledby="templates-heading">
      <h2 id="templates-heading">{t('process.templates.heading')}</h2>
      <p className="muted">{t('process.templates.intro')}</p>
      <p>
        <Link to={`${processPath}/templates/new`} className="process-button process-button-primary">
          {t('process.templates.new')}
        </Link>
      </p>
      {templates.isPending ? (
        <Spinner />
      ) : templates.isError ? (
        <div role="alert" className="process-error">
          <p>{problemText(templates.error, lang)}</p>
          <button type="button" className="process-button" onClick={() => void templates.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="process-templates">
            {templates.data.templates.map((template) => (
              <TemplateCard
                key={template._id}
                template={template}
                lang={lang}
                onDelete={() => setDeleting(template)}
              />
            ))}
          </ul>
          {templates.data.templates.every((x) => x.isDefault) ? (
            <p className="muted">{t('process.templates.empty')}</p>
          ) : null}
        </>
      )}
      {deleting ? <DeleteTemplate template={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

/** The template's name as shown: the built-in one's in the viewer's language. */
function templateName(template: StageTemplate, lang: Language): string {
  return template.isDefault ? translate('process.defaultTemplateName', lang) : template.name;
}

function TemplateCard({
  template,
  lang,
  onDelete,
}: {
  template: StageTemplate;
  lang: Language;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = templateName(template, lang);
  const headingId = `template-${template._id}`;
  return (
    <li className="process-card" aria-labelledby={headingId}>
      <h3 id={headingId} dir="auto">
        {name}{' '}
        {template.isDefault ? (
          <span className="process-badge">{t('process.templates.default')}</span>
        ) : null}
      </h3>
      <ol className="process-stages" aria-label={t('process.templates.stagesOf', { name })}>
        {template.stages.map((stage) => (
          <li key={stage.key} className={`process-stage process-stage-${stage.kind}`}>
            <span dir="auto">{stage.name[lang]}</span>
            <span className="visually-hidden">
              {` (${translate(`process.kind.${stage.kind}`, lang)})`}
            </span>
          </li>
        ))}
      </ol>
      {template.isDefault ? (
        <p className="muted process-small">{t('process.templates.defaultNote')}</p>
      ) : (
        <div className="process-actions">
          <Link
            to={`${processPath}/templates/${template._id}`}
            className="process-button"
            aria-label={t('process.templates.editLabel', { name })}
          >
            {t('process.templates.edit')}
          </Link>
          <button
            type="button"
            className="process-button process-button-danger"
            aria-label={t('process.templates.deleteLabel', { name })}
            onClick={onDelete}
          >
            {t('process.templates.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

function DeleteTemplate({ template, onClose }: { template: StageTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const remove = useDeleteStageTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      title={t('process.templates.deleteTitle', { name: template.name })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      initialFocus={cancel}
    >
      <p>{t('process.templates.deleteBody')}</p>
      {problem ? (
        <p className="form-dialog-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="form-dialog-actions">
        <button
          type="button"
          className="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(template._id, {
              onSuccess: () => {
                notify.success(t('process.templates.deleted'));
                onClose();
              },
              onError: (err) =>
                setProblem(
                  err instanceof ApiError
                    ? problemText(err, lang)
                    : t('process.templates.deleteFailed'),
                ),
            })
          }
        >
          {t('process.templates.deleteYes')}
        </button>
        <button type="button" className="secondary" ref={cancel} onClick={onClose}>
          {t('process.templates.cancel')}
        </button>
      </div>
    </FormDialog>
  );
}

// ---------------------------------------------------------------------------------------------
// Reject reasons

interface ReasonErrors {
  en?: string;
  ar?: string;
  form?: string;
}

/** The domain's check of a reason's names, its messages in the page's language. */
function checkReason(en: string, ar: string, lang: Language): ReasonErrors | null {
  const parsed = rejectReasonBodySchema.safeParse({ name: { en, ar } });
  if (parsed.success) return null;
  const errors: ReasonErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1];
    if (field === 'en' || field === 'ar') errors[field] ??= translate(issue.message, lang);
  }
  return errors;
}

/** A refusal of the server: on its field (`name.en`, `name.ar`) or for the whole form. */
function serverErrors(err: unknown, lang: Language, fallback: string): ReasonErrors {
  if (!(err instanceof ApiError)) return { form: fallback };
  const errors: ReasonErrors = {};
  for (const [path, message] of Object.entries(err.fields)) {
    if (path.endsWith('en')) errors.en ??= message;
    else if (path.endsWith('ar')) errors.ar ??= message;
    else errors.form ??= message;
  }
  if (!errors.en && !errors.ar && !errors.form) errors.form = problemText(err, lang);
  return errors;
}

function RejectReasons() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reasons = useRejectReasons();
  const current = reasons.data?.reasons.filter((r) => !r.archived) ?? [];
  const archived = reasons.data?.reasons.filter((r) => r.archived) ?? [];
  return (
    <section className="process-section" aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" tabIndex={-1}>
        {t('process.reasons.heading')}
      </h2>
      <p className="muted">{t('process.reasons.intro')}</p>
      {reasons.isPending ? (
        <Spinner />
      ) : reasons.isError ? (
        <div role="alert" className="process-error">
          <p>{problemText(reasons.error, lang)}</p>
          <button type="button" className="process-button" onClick={() => void reasons.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <h3>{t('process.reasons.current')}</h3>
          {current.length === 0 ? (
            <p className="muted">{t('process.reasons.empty')}</p>
          ) : (
            <ul className="process-reasons">
              {current.map((reason) => (
                <ReasonItem key={reason._id} reason={reason} />
              ))}
            </ul>
          )}
          {archived.length > 0 ? (
            <>
              <h3>{t('process.reasons.archivedHeading')}</h3>
              <ul className="process-reasons process-reasons-archived">
                {archived.map((reason) => (
                  <li key={reason._id} className="process-reason">
                    <span dir="auto">{reason.name[lang]}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <NewReason />
    </section>
  );
}

function ReasonFields({
  en,
  ar,
  errors,
  onEn,
  onAr,
  idPrefix,
}: {
  en: string;
  ar: string;
  errors: ReasonErrors;
  onEn: (value: string) => void;
  onAr: (value: string) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="process-reason-fields">
      <TextField
        id={`${idPrefix}-en`}
        label={t('process.reasons.nameEn')}
        required
        lang="en"
        maxLength={100}
        value={en}
        error={errors.en}
        onChange={(e) => onEn(e.target.value)}
      />
      <TextField
        id={`${idPrefix}-ar`}
        label={t('process.reasons.nameAr')}
        required
        lang="ar"
        dir="rtl"
        maxLength={100}
        value={ar}
        error={errors.ar}
        onChange={(e) => onAr(e.target.value)}
      />
    </div>
  );
}

function NewReason() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveRejectReason(null);
  const [en, setEn] = useState('');
  const [ar, setAr] = useState('');
  const [errors, setErrors] = useState<ReasonErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkReason(en, ar, lang);
    if (problems) {
      setErrors(problems);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { name: { en, ar } },
      {
        onSuccess: () => {
          setEn('');
          setAr('');
          notify.success(t('process.reasons.added'));
        },
        // What was typed stays in the fields.
        onError: (err) => setErrors(serverErrors(err, lang, t('process.reasons.failed'))),
      },
    );
  };
  return (
    <form className="process-reason-new" onSubmit={submit} noValidate aria-labelledby="new-reason">
      <h3 id="new-reason">{t('process.reasons.newHeading')}</h3>
      <ReasonFields
        idPrefix="new-reason"
        en={en}
        ar={ar}
        errors={errors}
        onEn={setEn}
        onAr={setAr}
      />
      {errors.form ? (
        <p className="process-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        className="process-button process-button-primary"
        disabled={save.isPending}
      >
        {save.isPending ? t('process.reasons.adding') : t('process.reasons.add')}
      </button>
    </form>
  );
}

function ReasonItem({ reason }: { reason: RejectReason }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveRejectReason(reason._id);
  const archive = useArchiveRejectReason();
  const [editing, setEditing] = useState(false);
  const [en, setEn] = useState(reason.name.en);
  const [ar, setAr] = useState(reason.name.ar);
  const [errors, setErrors] = useState<ReasonErrors>({});
  const renameButton = useRef<HTMLButtonElement>(null);
  const name = reason.name[lang];

  const close = () => {
    setEditing(false);
    setErrors({});
    // The focus goes back to the button that opened the form.
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkReason(en, ar, lang);
    if (problems) {
      setErrors(problems);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { name: { en, ar } },
      {
        onSuccess: () => {
          notify.success(t('process.reasons.saved'));
          close();
        },
        onError: (err) => setErrors(serverErrors(err, lang, t('process.reasons.failed'))),
      },
    );
  };

  if (editing) {
    return (
      <li className="process-reason process-reason-editing">
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('process.reasons.renameLabel', { name })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        >
          <ReasonFields
            idPrefix={`reason-${reason._id}`}
            en={en}
            ar={ar}
            errors={errors}
            onEn={setEn}
            onAr={setAr}
          />
          {errors.form ? (
            <p className="process-field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="process-actions">
            <button
              type="submit"
              className="process-button process-button-primary"
              disabled={save.isPending}
            >
              {t('process.reasons.save')}
            </button>
            <button type="button" className="process-button" onClick={close}>
              {t('process.reasons.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="process-reason">
      <span dir="auto" className="process-reason-name">
        {name}
      </span>
      <span className="process-actions">
        <button
          type="button"
          ref={renameButton}
          className="process-button"
          aria-label={t('process.reasons.renameLabel', { name })}
          onClick={() => {
            setEn(reason.name.en);
            setAr(reason.name.ar);
            setEditing(true);
            requestAnimationFrame(() =>
              document.getElementById(`reason-${reason._id}-en`)?.focus(),
            );
          }}
        >
          {t('process.reasons.rename')}
        </button>
        <button
          type="button"
          className="process-button"
          aria-label={t('process.reasons.archiveLabel', { name })}
          disabled={archive.isPending}
          onClick={() =>
            archive.mutate(reason._id, {
              onSuccess: () => {
                notify.success(t('process.reasons.archived'));
                document.getElementById('reasons-heading')?.focus();
              },
              onError: (err) =>
                notify.error(
                  err instanceof ApiError ? problemText(err, lang) : t('process.reasons.failed'),
                ),
            })
          }
        >
          {t('process.reasons.archive')}
        </button>
      </span>
    </li>
  );
}
