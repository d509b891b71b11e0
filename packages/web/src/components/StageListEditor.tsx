// Decision 130 (Stages), decision 132: the editor of a stage list, shared by the stage templates
// (features/process) and a posting's "Edit stages" dialog (features/jobs). Each stage has its
// name in English and Arabic and its kind; stages are added, removed and reordered with buttons
// (Alt+Arrow Up/Down on any field of a stage moves it too), never by dragging only. The list's own
// problems (no hired or rejected stage, a first stage that is not active) are said above it, a
// stage's under its field, in the page's language; the focus follows a moved or added stage and
// a live region says where it went.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey, translate } from '@talentpool/domain/messages';
import { stageKinds, type StageKind } from '@talentpool/domain/process/stages';
import { useLanguage } from '../lib/i18n';
import {
  addRow,
  moveRow,
  removeRow,
  updateRow,
  type StageListErrors,
  type StageRow,
} from '../lib/stageListForm';
import { SelectField, TextField } from './FormField';
import './StageListEditor.css';

export interface StageListEditorProps {
  rows: StageRow[];
  onChange: (rows: StageRow[]) => void;
  /** Message keys (the domain's or stageEditor.*); null before the first check. */
  errors: StageListErrors | null;
  /** Applicants now in each stage (a posting's list), shown beside the stage. */
  counts?: Record<string, number>;
  /** The legend of the whole list. */
  legend: string;
}

export function StageListEditor({ rows, onChange, errors, counts, legend }: StageListEditorProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // A domain key, a key of this editor, or a text the server already wrote in the page's language.
  const text = (key: string) =>
    isMessageKey(key) ? translate(key, lang) : key.startsWith('stageEditor.') ? t(key) : key;
  const [said, setSaid] = useState('');
  // After a move or an addition, the focus goes to that stage's control (React may have moved
  // the focused element in the document, which loses the focus).
  const focusNext = useRef<{ id: string; control: string } | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const other: Record<string, string> = { up: 'down', down: 'up' };
    const find = (control: string | undefined) =>
      box.current?.querySelector<HTMLButtonElement | HTMLInputElement>(
        `[data-row="${next.id}"] [data-control="${control}"]`,
      );
    // At either end its own button is disabled: the other one takes the focus.
    const target = find(next.control);
    (target?.disabled ? find(other[next.control]) : target)?.focus();
  });

  const nameOf = (row: StageRow, position: number) =>
    (lang === 'ar' ? row.ar || row.en : row.en || row.ar).trim() ||
    t('stageEditor.unnamed', { position });

  const move = (row: StageRow, delta: number, control: string) => {
    const next = moveRow(rows, row.id, delta);
    const at = next.findIndex((r) => r.id === row.id);
    onChange(next);
    focusNext.current = { id: row.id, control };
    setSaid(
      t('stageEditor.moved', {
        name: nameOf(row, at + 1),
        position: at + 1,
        count: next.length,
      }),
    );
  };
  const remove = (row: StageRow, index: number) => {
    const next = removeRow(rows, row.id);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusNext.current = { id: neighbour.id, control: 'en' };
    setSaid(t('stageEditor.removed', { name: nameOf(row, index + 1) }));
  };
  const add = () => {
    const { rows: next, added } = addRow(rows);
    onChange(next);
    focusNext.current = { id: added.id, control: 'en' };
    setSaid(t('stageEditor.added', { position: next.indexOf(added) + 1 }));
  };
  const onRowKey = (row: StageRow) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const control = (event.target as HTMLElement).dataset.control;
    if (!control) return;
    event.preventDefault();
    move(row, event.key === 'ArrowUp' ? -1 : 1, control);
  };

  return (
    <fieldset className="stage-editor" ref={box} aria-describedby="stage-editor-hint">
      <legend>{legend}</legend>
      <p id="stage-editor-hint" className="muted stage-editor-hint">
        {t('stageEditor.hint')}
      </p>
      {errors && errors.list.length > 0 ? (
        <div className="stage-editor-problems" role="alert" tabIndex={-1}>
          <ul>
            {errors.list.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="stage-editor-list">
        {rows.map((row, index) => {
          const rowErrors = errors?.rows[row.id] ?? {};
          const name = nameOf(row, index + 1);
          const count = row.key && counts ? (counts[row.key] ?? 0) : null;
          return (
            <li
              key={row.id}
              data-row={row.id}
              className="stage-editor-row"
              onKeyDown={onRowKey(row)}
            >
              <fieldset>
                <legend>
                  {t('stageEditor.stageLegend', { position: index + 1 })}
                  {count !== null ? (
                    <span className="stage-editor-count">
                      {' · '}
                      {t('stageEditor.applicants', { count })}
                    </span>
                  ) : null}
                </legend>
                <div className="stage-editor-fields">
                  <TextField
                    label={t('stageEditor.nameEn')}
                    required
                    lang="en"
                    data-control="en"
                    maxLength={60}
                    value={row.en}
                    error={rowErrors.en ? text(rowErrors.en) : undefined}
                    onChange={(e) => onChange(updateRow(rows, row.id, { en: e.target.value }))}
                  />
                  <TextField
                    label={t('stageEditor.nameAr')}
                    required
                    lang="ar"
                    dir="rtl"
                    data-control="ar"
                    maxLength={60}
                    value={row.ar}
                    error={rowErrors.ar ? text(rowErrors.ar) : undefined}
                    onChange={(e) => onChange(updateRow(rows, row.id, { ar: e.target.value }))}
                  />
                  <SelectField
                    label={t('stageEditor.kind')}
                    data-control="kind"
                    options={stageKinds.map((kind) => ({
                      value: kind,
                      label: translate(`process.kind.${kind}`, lang),
                    }))}
                    value={row.kind}
                    hint={t(`stageEditor.kindHint.${row.kind}`)}
                    onChange={(e) =>
                      onChange(updateRow(rows, row.id, { kind: e.target.value as StageKind }))
                    }
                  />
                </div>
                <div className="stage-editor-actions">
                  <button
                    type="button"
                    data-control="up"
                    disabled={index === 0}
                    onClick={() => move(row, -1, 'up')}
                  >
                    {t('stageEditor.up')}
                    <span className="visually-hidden">{` ${name}`}</span>
                  </button>
                  <button
                    type="button"
                    data-control="down"
                    disabled={index === rows.length - 1}
                    onClick={() => move(row, 1, 'down')}
                  >
                    {t('stageEditor.down')}
                    <span className="visually-hidden">{` ${name}`}</span>
                  </button>
                  <button
                    type="button"
                    data-control="remove"
                    className="stage-editor-remove"
                    onClick={() => remove(row, index)}
                  >
                    {t('stageEditor.remove')}
                    <span className="visually-hidden">{` ${name}`}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="stage-editor-add" onClick={add}>
        {t('stageEditor.add')}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
