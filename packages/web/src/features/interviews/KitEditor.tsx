// Issue 19, decision 120: the posting's interview kit on the pipeline page (its `postingExtras`):
// the attributes every interviewer rates, by default from the posting's requirements; a member
// who may manage the posting edits them (1..20, each 1..80 characters, no two alike) or resets
// them to the default (setInterviewKit with null), after a confirmation. Issue 37 (decision 269):
// each attribute is shown in the reader's language; a member who writes one may give its text in
// the other language too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/auth/Modal';
import { TextField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { languageOfText, type KitLabel } from '@talentpool/domain/interviews/kit';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { writtenTextProps } from '../../lib/writtenText';
import { problemText } from '../../lib/problemText';
import { useInterviewKit, useSetInterviewKit } from './api';
import { interviewLimits } from './types';
import './interviews.css';

/** The key of each attribute's problem (by index), and of the list's: none when all is well. */
export function checkAttributes(attributes: string[]): {
  items: Record<number, 'empty' | 'tooLong' | 'duplicate'>;
  list: 'count' | null;
} {
  const items: Record<number, 'empty' | 'tooLong' | 'duplicate'> = {};
  const seen = new Set<string>();
  attributes.forEach((raw, i) => {
    const text = raw.trim();
    if (!text) items[i] = 'empty';
    else if (text.length > interviewLimits.maxAttributeLength) items[i] = 'tooLong';
    else if (seen.has(text.toLocaleLowerCase())) items[i] = 'duplicate';
    seen.add(text.toLocaleLowerCase());
  });
  const list =
    attributes.length < 1 || attributes.length > interviewLimits.maxAttributes ? 'count' : null;
  return { items, list };
}

export function KitEditor({ jobId, canManage }: { jobId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const kit = useInterviewKit(jobId);
  const [editing, setEditing] = useState<KitRow[] | null>(null);
  return (
    <section className="interviews-kit interviews-box" aria-labelledby="kit-title">
      <h2 id="kit-title">{t('interviews.kit.title')}</h2>
      <p className="muted">{t('interviews.kit.intro')}</p>
      {kit.isPending ? (
        <Spinner />
      ) : kit.isError ? (
        <div role="alert">
          <p>
            {t('interviews.kit.loadFailed')} {problemText(kit.error, lang)}
          </p>
          <button type="button" className="secondary" onClick={() => void kit.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : editing ? (
        <KitForm jobId={jobId} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <p className="interviews-small muted">
            {kit.data.isDefault ? t('interviews.kit.isDefault') : t('interviews.kit.isCustom')}
          </p>
          <ol className="interviews-kit-list">
            {kit.data.attributes.map((a, i) => {
              const text = kit.data.labels?.[i]?.[lang] ?? a;
              return (
                <li key={a} {...writtenTextProps(text, lang)}>
                  {text}
                </li>
              );
            })}
          </ol>
          {canManage ? (
            <button
              type="button"
              className="secondary"
              onClick={() => setEditing(rowsOf(kit.data.attributes, kit.data.labels))}
            >
              {t('interviews.kit.edit')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One attribute being edited, and its text in the other language ('' for none). */
interface KitRow {
  attribute: string;
  translation: string;
}

/** The rows of a kit as stored: a translation where the other language's label differs. */
function rowsOf(attributes: string[], labels: readonly KitLabel[] | undefined): KitRow[] {
  return attributes.map((attribute, i) => {
    const label = labels?.[i];
    const other = label ? label[languageOfText(attribute) === 'ar' ? 'en' : 'ar'] : '';
    return { attribute, translation: other === attribute ? '' : other };
  });
}

function KitForm({
  jobId,
  initial,
  onDone,
}: {
  jobId: string;
  initial: KitRow[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSetInterviewKit(jobId);
  const [rows, setRows] = useState<KitRow[]>(
    initial.length > 0 ? initial : [{ attribute: '', translation: '' }],
  );
  const attributes = rows.map((r) => r.attribute);
  const [shown, setShown] = useState<ReturnType<typeof checkAttributes> | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const max = interviewLimits.maxAttributes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setServerErrors({});
    const checked = checkAttributes(attributes);
    setShown(checked);
    if (Object.keys(checked.items).length > 0 || checked.list) return;
    try {
      await save.mutateAsync({
        attributes: attributes.map((a) => a.trim()),
        translations: rows.map((r) => r.translation.trim() || null),
      });
      notify.success(t('interviews.kit.saved'));
      onDone();
    } catch (err) {
      // The list stays as typed; the server's words go next to the attribute they name.
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        const byItem: Record<string, string> = {};
        for (const [field, message] of Object.entries(err.fields)) {
          const index = /(?:attributes|translations)[.[](\d+)/.exec(field)?.[1];
          if (index !== undefined) byItem[index] = message;
          else setProblem(message);
        }
        setServerErrors(byItem);
      } else {
        setProblem(problemText(err, lang));
      }
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    try {
      await save.mutateAsync(null);
      notify.success(t('interviews.kit.resetDone'));
      onDone();
    } catch (err) {
      setProblem(problemText(err, lang));
    }
  };

  const errorAt = (i: number): string | undefined => {
    const key = shown?.items[i];
    if (key) return t(`interviews.kit.errors.${key}`, { max: interviewLimits.maxAttributeLength });
    return serverErrors[String(i)];
  };

  return (
    <form className="interviews-kit-form" onSubmit={(e) => void submit(e)} noValidate>
      <ol>
        {rows.map((row, i) => (
          <li key={i} className="interviews-kit-row">
            <TextField
              label={t('interviews.kit.attribute', { number: i + 1 })}
              value={row.attribute}
              maxLength={interviewLimits.maxAttributeLength + 20}
              error={errorAt(i)}
              onChange={(e) =>
                setRows((list) =>
                  list.map((r, j) => (j === i ? { ...r, attribute: e.target.value } : r)),
                )
              }
            />
            <TextField
              label={t(
                languageOfText(row.attribute) === 'ar'
                  ? 'interviews.kit.translationEn'
                  : 'interviews.kit.translationAr',
                { number: i + 1 },
              )}
              value={row.translation}
              maxLength={interviewLimits.maxAttributeLength + 20}
              dir={languageOfText(row.attribute) === 'ar' ? 'ltr' : 'rtl'}
              onChange={(e) =>
                setRows((list) =>
                  list.map((r, j) => (j === i ? { ...r, translation: e.target.value } : r)),
                )
              }
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
              >
                {t('interviews.kit.remove', { number: i + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {shown?.list ? (
        <p className="field-error" role="alert">
          {t('interviews.kit.errors.count', { max })}
        </p>
      ) : null}
      {problem ? (
        <p className="interviews-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="interviews-actions">
        <button
          type="button"
          className="secondary"
          disabled={attributes.length >= max}
          onClick={() => setRows((list) => [...list, { attribute: '', translation: '' }])}
        >
          {t('interviews.kit.add')}
        </button>
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('interviews.kit.save')}
        </button>
        <button type="button" className="secondary" onClick={() => setConfirmReset(true)}>
          {t('interviews.kit.reset')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('interviews.kit.close')}
        </button>
      </div>
      {confirmReset ? (
        <Modal message={t('interviews.kit.resetConfirm')} onClose={() => setConfirmReset(false)}>
          <button type="button" className="secondary" onClick={() => setConfirmReset(false)}>
            {t('interviews.kit.resetNo')}
          </button>
          <button type="button" className="primary" onClick={() => void reset()}>
            {t('interviews.kit.resetYes')}
          </button>
        </Modal>
      ) : null}
    </form>
  );
}
