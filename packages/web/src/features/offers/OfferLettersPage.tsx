// Issue 41 (decisions.md 20): /Company/OfferLetters, the company's offer letter templates, one per
// language (getOfferLetterTemplates, setOfferLetterTemplate, previewOfferLetter). Laid out as the
// mail templates screen (decision 133): the placeholders as buttons that insert them where the
// cursor is, the server's check at save and preview shown at the field (what was typed stays), a
// preview filled with sample values, a reset to the default that asks first. An Arabic letter is
// written right to left. Owners and admins (offers.settings).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferLetterTemplate } from '@talentpool/domain/offers/schemas';
import { directionOf, type Language } from '@talentpool/domain/plain/language';
import { TextAreaField } from '../../components/FormField';
import { insertPlaceholder, PlaceholderChips } from '../../components/PlaceholderChips';
import { RequirePermission } from '../../components/RequirePermission';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import { useOfferLetterTemplates, usePreviewOfferLetter, useSaveOfferLetter } from './api';
import './offers.css';

export function OfferLettersPage() {
  const { t } = useTranslation();
  return (
    <RequirePermission
      action="offers.settings"
      title={t('offers.letters.title')}
      notAllowed={t('offers.letters.notAllowed')}
      className="page offer-letters-page"
    >
      <OfferLetters />
    </RequirePermission>
  );
}

function OfferLetters() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const letters = useOfferLetterTemplates();
  const [editing, setEditing] = useState<Language | null>(null);
  const current = letters.data?.templates.find((tpl) => tpl.lang === editing);

  return (
    <section className="page offer-letters-page" aria-labelledby="offer-letters-title">
      <h1 id="offer-letters-title">{t('offers.letters.title')}</h1>
      <p className="muted">{t('offers.letters.intro')}</p>
      {letters.isPending && <Spinner />}
      {letters.isError && (
        <div role="alert" className="offer-letters-problem">
          <p>
            {t('offers.letters.loadFailed')} {problemText(letters.error, lang)}
          </p>
          <button type="button" className="primary" onClick={() => void letters.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {letters.data && (
        <table className="offer-letters-list">
          <caption className="visually-hidden">{t('offers.letters.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('offers.letters.language')}</th>
              <th scope="col">{t('offers.letters.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('offers.letters.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {letters.data.templates.map((tpl) => (
              <tr key={tpl.lang} aria-current={editing === tpl.lang ? 'true' : undefined}>
                <th scope="row">{t(`offers.letters.lang.${tpl.lang}`)}</th>
                <td>
                  <span className={tpl.isDefault ? 'badge' : 'badge badge-edited'}>
                    {t(tpl.isDefault ? 'offers.letters.default' : 'offers.letters.edited')}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="jobs-button"
                    aria-label={t('offers.letters.editOne', {
                      lang: t(`offers.letters.lang.${tpl.lang}`),
                    })}
                    onClick={() => setEditing(tpl.lang)}
                  >
                    {t('offers.letters.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {current && letters.data && (
        <LetterEditor
          // A new editor (a fresh field) for each language chosen.
          key={current.lang}
          template={current}
          placeholders={letters.data.placeholders}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function LetterEditor({
  template,
  placeholders,
  onClose,
}: {
  template: OfferLetterTemplate;
  placeholders: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveOfferLetter();
  const preview = usePreviewOfferLetter();
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const dir = directionOf(template.lang);
  const name = t('offers.letters.editing', { lang: t(`offers.letters.lang.${template.lang}`) });

  /** The server's refusal at the field; anything else said above the buttons. */
  function showProblem(err: unknown) {
    if (err instanceof ApiError && err.code === 'VALIDATION_FAILED' && err.fields.body) {
      setError(err.fields.body);
      bodyRef.current?.focus();
      return;
    }
    setProblem(problemText(err, lang));
  }

  function insert(placeholder: string) {
    setBody(insertPlaceholder(bodyRef.current, body, placeholder));
    setError(undefined);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setProblem(null);
    try {
      await save.mutateAsync({ lang: template.lang, body });
      notify.success(t('offers.letters.saved'));
    } catch (err) {
      showProblem(err);
    }
  }

  async function onPreview() {
    setError(undefined);
    setProblem(null);
    try {
      setShown((await preview.mutateAsync({ lang: template.lang, body })).letter);
    } catch (err) {
      setShown(null);
      showProblem(err);
    }
  }

  async function onReset() {
    setProblem(null);
    try {
      const answer = await save.mutateAsync({ lang: template.lang, body: null });
      setBody(answer.templates.find((tpl) => tpl.lang === template.lang)?.body ?? '');
      setError(undefined);
      setShown(null);
      setConfirming(false);
      notify.success(t('offers.letters.resetDone'));
    } catch (err) {
      showProblem(err);
    }
  }

  return (
    <form
      className="offer-letter-editor"
      aria-label={name}
      onSubmit={(event) => void onSave(event)}
      noValidate
    >
      <h2>{name}</h2>
      <TextAreaField
        ref={bodyRef}
        label={t('offers.letters.body')}
        value={body}
        dir={dir}
        lang={template.lang}
        rows={14}
        required
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
      <PlaceholderChips
        id="letter-placeholders-label"
        label={t('offers.letters.placeholders')}
        placeholders={placeholders}
        insertLabel={(name) => t('offers.letters.insert', { name })}
        onInsert={insert}
      />
      {problem && (
        <p role="alert" className="offer-letters-problem">
          {problem}
        </p>
      )}
      <div className="offers-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('offers.letters.save')}
        </button>
        <button type="button" disabled={preview.isPending} onClick={() => void onPreview()}>
          {t('offers.letters.preview')}
        </button>
        {!template.isDefault && !confirming && (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('offers.letters.reset')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('offers.letters.close')}
        </button>
      </div>
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby="letter-reset-question"
          className="offer-letter-confirm"
        >
          <p id="letter-reset-question">{t('offers.letters.resetQuestion')}</p>
          <button
            type="button"
            className="danger"
            disabled={save.isPending}
            // The question is the only thing to answer: the confirm button takes the focus.
            autoFocus
            onClick={() => void onReset()}
          >
            {t('offers.letters.resetConfirm')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('offers.letters.cancel')}
          </button>
        </div>
      )}
      {shown !== null && (
        <section className="offer-letter-preview" aria-labelledby="letter-preview-title">
          <h3 id="letter-preview-title">{t('offers.letters.previewTitle')}</h3>
          {/* As the candidate's page shows the letter: a paragraph a line. */}
          <article
            className="offers-letter"
            dir={dir}
            lang={template.lang}
            data-testid="letter-preview"
          >
            {shown.split('\n').map((line, i) => (line.trim() ? <p key={i}>{line}</p> : null))}
          </article>
        </section>
      )}
    </form>
  );
}
