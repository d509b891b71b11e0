// Decision 130 (a posting's stages; decision 132): "Edit stages" on the pipeline. The posting's
// list in the shared stage editor with how many applicants each stage holds (getJobStages). Saved
// with setJobStages; when a removed stage still holds applicants the server answers 409
// STAGE_IN_USE and changes nothing, and the dialog then asks, for each such stage, where its
// applicants go (a stage of the new list), and sends the list again with those moves. The server
// writes a history event for each applicant moved.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { StageListEditor } from '../../components/StageListEditor';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import {
  checkStageRows,
  removedKeys,
  rowsOf,
  type StageListErrors,
  type StageRow,
} from '../../lib/stageListForm';
import { useJobStages, useSetJobStages } from './api';

export function EditStagesDialog({
  postingId,
  title,
  onClose,
}: {
  postingId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const current = useJobStages(postingId);
  return (
    <FormDialog title={title} onClose={onClose} closeLabel={t('dialog.close')} wide>
      {current.isPending ? (
        <Spinner />
      ) : current.isError ? (
        <div role="alert">
          <p className="form-dialog-error">
            {t('jobs.stages.loadFailed')} {problemText(current.error, lang)}
          </p>
          <div className="form-dialog-actions">
            <button type="button" className="primary" onClick={() => void current.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        </div>
      ) : (
        <StagesForm
          postingId={postingId}
          before={current.data.stages}
          counts={current.data.counts}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

/** The removed stages the server named in its 409 (else every removed stage with applicants). */
export function stagesInUse(
  err: ApiError,
  removed: readonly string[],
  counts: Record<string, number>,
): string[] {
  const named = removed.filter((key) =>
    Object.entries(err.fields).some(
      ([path, text]) => path === key || path.endsWith(`.${key}`) || text.includes(key),
    ),
  );
  if (named.length > 0) return named;
  const held = removed.filter((key) => (counts[key] ?? 0) > 0);
  return held.length > 0 ? held : [...removed];
}

function StagesForm({
  postingId,
  before,
  counts,
  onDone,
}: {
  postingId: string;
  before: StageDefinition[];
  counts: Record<string, number>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSetJobStages(postingId);
  const [rows, setRows] = useState<StageRow[]>(() => rowsOf(before));
  const [errors, setErrors] = useState<StageListErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Removed stages that hold applicants (after a 409), each with the stage they go to. */
  const [moves, setMoves] = useState<Record<string, string> | null>(null);
  const [moveErrors, setMoveErrors] = useState<Record<string, string>>({});

  const nameOf = (key: string) => before.find((s) => s.key === key)?.name[lang] ?? key;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const form = event.currentTarget;
    const checked = checkStageRows(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"], .stage-editor-problems')?.focus(),
      );
      return;
    }
    setErrors(null);
    const newKeys = new Set(checked.stages.map((s) => s.key));
    // A chosen target that the list no longer has must be chosen again.
    const sentMoves = Object.fromEntries(
      Object.entries(moves ?? {}).filter(([from, to]) => !newKeys.has(from) && newKeys.has(to)),
    );
    const missing = Object.keys(moves ?? {}).filter(
      (from) => !newKeys.has(from) && !(from in sentMoves),
    );
    if (missing.length > 0) {
      setMoveErrors(Object.fromEntries(missing.map((key) => [key, t('jobs.stages.chooseTarget')])));
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('.jobs-stage-moves [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setMoveErrors({});
    save.mutate(
      {
        stages: checked.stages,
        ...(Object.keys(sentMoves).length > 0 ? { moves: sentMoves } : {}),
      },
      {
        onSuccess: () => {
          notify.success(t('jobs.stages.saved'));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'STAGE_IN_USE') {
            const inUse = stagesInUse(err, removedKeys(before, checked.stages), counts);
            setMoves((m) => Object.fromEntries(inUse.map((key) => [key, m?.[key] ?? ''])));
            requestAnimationFrame(() =>
              form.querySelector<HTMLElement>('.jobs-stage-moves select')?.focus(),
            );
          } else if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') {
            setErrors({ list: Object.values(err.fields), rows: {} });
          } else {
            setProblem(err instanceof ApiError ? problemText(err, lang) : t('jobs.stages.failed'));
          }
        },
      },
    );
  };

  const checkedNow = checkStageRows(rows);
  // Decision 131: applicants of a removed stage never move into a hired stage (a hire is one by one).
  const targets = checkedNow.ok ? checkedNow.stages.filter((s) => s.kind !== 'hired') : [];
  return (
    <form onSubmit={submit} noValidate>
      <StageListEditor
        legend={t('jobs.stages.legend')}
        rows={rows}
        onChange={(next) => {
          setRows(next);
          if (errors) {
            const checked = checkStageRows(next);
            setErrors(checked.ok ? null : checked.errors);
          }
        }}
        errors={errors}
        counts={counts}
      />
      {moves && Object.keys(moves).length > 0 ? (
        <fieldset className="jobs-stage-moves">
          <legend>{t('jobs.stages.movesLegend')}</legend>
          <p role="alert">{t('jobs.stages.inUseIntro')}</p>
          {Object.keys(moves).map((key) => (
            <SelectField
              key={key}
              label={t('jobs.stages.moveLabel', { stage: nameOf(key), count: counts[key] ?? 0 })}
              required
              placeholder={t('jobs.stages.chooseTarget')}
              options={targets.map((s) => ({ value: s.key, label: s.name[lang] }))}
              value={moves[key] ?? ''}
              error={moveErrors[key]}
              onChange={(e) => setMoves({ ...moves, [key]: e.target.value })}
            />
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p className="form-dialog-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="form-dialog-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? t('jobs.stages.saving') : t('jobs.stages.save')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('jobs.stages.cancel')}
        </button>
      </div>
    </form>
  );
}
