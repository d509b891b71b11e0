// Decision 137 (issue 21): "Add to pool", rendered by the screens that show a job seeker to a
// company (search results, the candidate's profile, the pipeline's application panel). A dialog
// chooses one of the company's pools (saying which already hold the candidate) or names a new
// one, takes an optional note, and says on screen what happened: added, already there, or
// skipped and why (a candidate hidden by their privacy settings). Shown only to roles that may
// search candidates (candidates.search).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AddPoolEntriesAnswer } from '@talentpool/domain/pools/schemas';
import { poolLimits } from '@talentpool/domain/pools/schemas';
import { limits } from '@talentpool/domain/limits';
import { ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { problemText } from '../../lib/problemText';
import { FormActions } from '../FormActions';
import { FormDialog } from '../FormDialog';
import { SelectField, TextAreaField, TextField } from '../FormField';
import { useAddToPool, useCreatePool, usePools } from './poolsApi';
import './pools.css';

const newPool = '__new';

export function AddToPool({ userIds, name }: { userIds: string[]; name?: string }) {
  const { t } = useTranslation();
  const allowed = useCan('candidates.search');
  const [open, setOpen] = useState(false);
  if (!allowed || userIds.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="button secondary add-to-pool"
        aria-haspopup="dialog"
        aria-label={name ? t('poolShared.addNamed', { name }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('poolShared.add')}
      </button>
      {open ? <AddToPoolDialog userIds={userIds} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddToPoolDialog({ userIds, onClose }: { userIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const single = userIds.length === 1 ? userIds[0] : undefined;
  const pools = usePools({ page: 1, pageSize: limits.pageSizeMax, userId: single });
  const create = useCreatePool();
  const add = useAddToPool();
  const [choice, setChoice] = useState('');
  const [poolName, setPoolName] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{
    pool?: string;
    name?: string;
    note?: string;
    form?: string;
  }>({});
  const [done, setDone] = useState<{
    poolId: string;
    poolName: string;
    answer: AddPoolEntriesAnswer;
  } | null>(null);
  const list = pools.data?.pools ?? [];
  const selected = choice || (list.length === 0 ? newPool : '');
  const busy = create.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lang = currentLanguage();
    if (!selected) {
      setErrors({ pool: t('poolShared.choosePool') });
      return;
    }
    if (selected === newPool && poolName.trim() === '') {
      setErrors({ name: t('poolShared.nameRequired') });
      return;
    }
    setErrors({});
    try {
      let poolId = selected;
      let chosenName = list.find((p) => p._id === selected)?.name ?? '';
      if (selected === newPool) {
        const pool = await create.mutateAsync(poolName.trim());
        poolId = pool._id;
        chosenName = pool.name;
      }
      const answer = await add.mutateAsync({ poolId, userIds, note: note.trim() || undefined });
      setDone({ poolId, poolName: chosenName, answer });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors({
        name: fields.name,
        note: fields.note,
        form: fields.name || fields.note ? undefined : problemText(err, lang),
      });
    }
  };

  return (
    <FormDialog
      title={t('poolShared.dialogTitle')}
      onClose={onClose}
      closeLabel={t('poolShared.close')}
    >
      {done ? (
        <div className="add-to-pool-result" role="status">
          <p>{resultText(done.answer, done.poolName, t)}</p>
          {done.answer.skipped.length > 0 ? (
            <ul>
              {done.answer.skipped.map((s) => (
                <li key={s.userId}>{t(`poolShared.skip.${s.reason}`)}</li>
              ))}
            </ul>
          ) : null}
          <div className="actions">
            <Link className="button secondary" to={`/Company/Pools/${done.poolId}`}>
              {t('poolShared.openPool', { name: done.poolName })}
            </Link>
            <button type="button" className="button primary" onClick={onClose}>
              {t('poolShared.done')}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-describedby={errors.form ? `${ids}-form` : undefined}
        >
          {pools.isError ? (
            <p role="alert" className="form-error">
              {problemText(pools.error, currentLanguage())}
            </p>
          ) : null}
          <SelectField
            label={t('poolShared.pool')}
            name="pool"
            value={selected}
            error={errors.pool}
            placeholder={t('poolShared.choose')}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              ...list.map((pool) => ({
                value: pool._id,
                label: pool.contains
                  ? t('poolShared.poolContains', { name: pool.name })
                  : t('poolShared.poolOption', { name: pool.name, count: pool.count }),
              })),
              { value: newPool, label: t('poolShared.newPool') },
            ]}
          />
          {selected === newPool ? (
            <TextField
              label={t('poolShared.newPoolName')}
              name="poolName"
              maxLength={poolLimits.nameMax}
              value={poolName}
              error={errors.name}
              onChange={(e) => setPoolName(e.target.value)}
            />
          ) : null}
          <TextAreaField
            label={t('poolShared.note')}
            hint={t('poolShared.noteHint')}
            name="note"
            maxLength={poolLimits.noteMax}
            value={note}
            error={errors.note}
            onChange={(e) => setNote(e.target.value)}
          />
          {errors.form ? (
            <p id={`${ids}-form`} role="alert" className="form-error">
              {errors.form}
            </p>
          ) : null}
          <FormActions
            submitLabel={t('poolShared.submit')}
            cancelLabel={t('poolShared.cancel')}
            busy={busy}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  );
}

function resultText(
  answer: AddPoolEntriesAnswer,
  pool: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (answer.added.length > 0) return t('poolShared.added', { count: answer.added.length, pool });
  if (answer.already.length > 0)
    return t('poolShared.already', { count: answer.already.length, pool });
  return t('poolShared.none', { pool });
}
