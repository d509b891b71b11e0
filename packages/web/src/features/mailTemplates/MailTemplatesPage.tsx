// Decision 130 ("E-mail templates and the mail log") and decision 133: the company's mail
// templates, every key in English and Arabic. A template is edited with its placeholders as
// buttons that insert them where the cursor is; the server checks them at save and preview and
// its refusal is shown at the field (what was typed stays); the preview fills in sample data; a
// reset to the default asks first. The text of an Arabic template is written right to left.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailPreview, MailTemplate } from '@talentpool/domain/mailTemplates/schemas';
import { mailTemplateKeys, type MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import { directionOf, type Language } from '@talentpool/domain/plain/language';
import { TextAreaField, TextField } from '../../components/FormField';
import { insertPlaceholder, PlaceholderChips } from '../../components/PlaceholderChips';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import {
  useMailTemplates,
  usePreviewMailTemplate,
  useResetMailTemplate,
  useSaveMailTemplate,
} from './api';
import './mailTemplates.css';

export function MailTemplatesPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="process.manage"
      title={t('mailTemplates.title')}
      notAllowed={t('mailTemplates.notAllowed')}
      className="page mail-templates-page"
    >
      <MailTemplates />
    </RequirePermission>
  );
}

const templateLanguages: readonly Language[] = ['en', 'ar'];

function MailTemplates() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const templates = useMailTemplates();
  const [editing, setEditing] = useState<{ key: MailTemplateKey; lang: Language } | null>(null);
  const current = templates.data?.templates.find(
    (tpl) => tpl.key === editing?.key && tpl.lang === editing?.lang,
  );

  return (
    <section className="page mail-templates-page" aria-labelledby="mail-templates-title">
      <h1 id="mail-templates-title">{t('mailTemplates.title')}</h1>
      <p className="muted">{t('mailTemplates.intro')}</p>
      {templates.isPending && <Spinner />}
      {templates.isError && (
        <div role="alert" className="mail-templates-problem">
          <p>
            {t('mailTemplates.loadFailed')} {problemText(templates.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void templates.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {templates.data && (
        <table className="mail-templates-list">
          <caption className="visually-hidden">{t('mailTemplates.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mailTemplates.mail')}</th>
              <th scope="col">{t('mailTemplates.language')}</th>
              <th scope="col">{t('mailTemplates.subject')}</th>
              <th scope="col">{t('mailTemplates.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('mailTemplates.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {mailTemplateKeys.flatMap((key) =>
              templateLanguages.map((tplLang) => {
                const tpl = templates.data.templates.find(
                  (x) => x.key === key && x.lang === tplLang,
                );
                if (!tpl) return null;
                const selected = editing?.key === key && editing.lang === tplLang;
                return (
                  <tr key={`${key}-${tplLang}`} aria-current={selected ? 'true' : undefined}>
                    <th scope="row">{t(`mailTemplates.key.${key}`)}</th>
                    <td>{t(`mailTemplates.lang.${tplLang}`)}</td>
                    <td
                      dir={directionOf(tplLang)}
                      lang={tplLang}
                      className="mail-templates-subject"
                    >
                      {tpl.subject}
                    </td>
                    <td>
                      <span className={tpl.isDefault ? 'badge' : 'badge badge-edited'}>
                        {t(tpl.isDefault ? 'mailTemplates.default' : 'mailTemplates.edited')}
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="jobs-button"
                        aria-label={t('mailTemplates.editOne', {
                          mail: t(`mailTemplates.key.${key}`),
                          lang: t(`mailTemplates.lang.${tplLang}`),
                        })}
                        onClick={() => setEditing({ key, lang: tplLang })}
                      >
                        {t('mailTemplates.edit')}
                      </button>
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      )}
      {current && (
        <TemplateEditor
          // A new editor (fresh fields) for each template chosen.
          key={`${current.key}-${current.lang}`}
          template={current}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

type Field = 'subject' | 'body';

function TemplateEditor({ template, onClose }: { template: MailTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const preview = usePreviewMailTemplate();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<MailPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const dir = directionOf(template.lang);
  const name = t('mailTemplates.editing', {
    mail: t(`mailTemplates.key.${template.key}`),
    lang: t(`mailTemplates.lang.${template.lang}`),
  });

  /** The server's refusal at its fields; anything else said above the buttons. */
  function showProblem(err: unknown) {
    if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') {
      const fields: Partial<Record<Field, string>> = {};
      if (err.fields.subject) fields.subject = err.fields.subject;
      if (err.fields.body) fields.body = err.fields.body;
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        (fields.subject ? subjectRef : bodyRef).current?.focus();
        return;
      }
    }
    setProblem(problemText(err, lang));
  }

  function insert(placeholder: string) {
    const field = lastField.current;
    if (field === 'subject')
      setSubject(insertPlaceholder(subjectRef.current, subject, placeholder));
    else setBody(insertPlaceholder(bodyRef.current, body, placeholder));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    try {
      await save.mutateAsync({ key: template.key, lang: template.lang, subject, body });
      notify.success(t('mailTemplates.saved'));
    } catch (err) {
      showProblem(err);
    }
  }

  async function onPreview() {
    setErrors({});
    setProblem(null);
    try {
      setShown(
        await preview.mutateAsync({ key: template.key, lang: template.lang, subject, body }),
      );
    } catch (err) {
      setShown(null);
      showProblem(err);
    }
  }

  async function onReset() {
    setProblem(null);
    try {
      const answer = await reset.mutateAsync({ key: template.key, lang: template.lang });
      setSubject(answer.subject);
      setBody(answer.body);
      setErrors({});
      setShown(null);
      setConfirming(false);
      notify.success(t('mailTemplates.resetDone'));
    } catch (err) {
      showProblem(err);
    }
  }

  return (
    <form
      className="mail-template-editor"
      aria-label={name}
      onSubmit={(event) => void onSave(event)}
      noValidate
    >
      <h2>{name}</h2>
      <TextField
        ref={subjectRef}
        label={t('mailTemplates.subject')}
        value={subject}
        dir={dir}
        lang={template.lang}
        required
        error={errors.subject}
        onFocus={() => (lastField.current = 'subject')}
        onChange={(event) => {
          setSubject(event.target.value);
          setErrors((e) => ({ ...e, subject: undefined }));
        }}
      />
      <TextAreaField
        ref={bodyRef}
        label={t('mailTemplates.body')}
        value={body}
        dir={dir}
        lang={template.lang}
        rows={12}
        required
        error={errors.body}
        onFocus={() => (lastField.current = 'body')}
        onChange={(event) => {
          setBody(event.target.value);
          setErrors((e) => ({ ...e, body: undefined }));
        }}
      />
      <PlaceholderChips
        id="placeholders-label"
        label={t('mailTemplates.placeholders')}
        placeholders={template.placeholders}
        insertLabel={(name) => t('mailTemplates.insert', { name })}
        onInsert={insert}
      />
      {problem && (
        <p role="alert" className="mail-templates-problem">
          {problem}
        </p>
      )}
      <div className="mail-template-buttons">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('mailTemplates.save')}
        </button>
        <button type="button" disabled={preview.isPending} onClick={() => void onPreview()}>
          {t('mailTemplates.preview')}
        </button>
        {!template.isDefault && !confirming && (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('mailTemplates.reset')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('mailTemplates.close')}
        </button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="reset-question" className="mail-template-confirm">
          <p id="reset-question">{t('mailTemplates.resetQuestion')}</p>
          <button
            type="button"
            className="danger"
            disabled={reset.isPending}
            // The question is the only thing to answer: the confirm button takes the focus.
            autoFocus
            onClick={() => void onReset()}
          >
            {t('mailTemplates.resetConfirm')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('mailTemplates.cancel')}
          </button>
        </div>
      )}
      {shown && (
        <section className="mail-template-preview" aria-labelledby="preview-title">
          <h3 id="preview-title">{t('mailTemplates.previewTitle')}</h3>
          <p>
            <strong>{t('mailTemplates.subject')}: </strong>
            <span dir={dir} lang={template.lang} data-testid="preview-subject">
              {shown.subject}
            </span>
          </p>
          {/* The mail's own HTML, in a frame that runs nothing and reaches nothing. */}
          <iframe
            title={t('mailTemplates.previewFrame')}
            sandbox=""
            srcDoc={shown.html}
            className="mail-template-frame"
          />
        </section>
      )}
    </form>
  );
}
